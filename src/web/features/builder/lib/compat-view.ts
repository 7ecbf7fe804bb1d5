import { builderTexts } from './builder-texts.ts';
import { filledSubParts } from '../../../../shared/build/totals.ts';
import type { BuildPart } from '../../../../shared/build/schema.ts';
import type { BuildWarning, IssueType } from '../../../../shared/build/redundancy.ts';
import type { CompatIssue, CompatReport, Severity } from '../../../../shared/compat/index.ts';
import type { CompatEngine } from '../../../lib/compat-engine.ts';

// What the Builder shows of the compatibility engine's report (ADR 063), merged with the
// redundancy warnings (src/shared/build/redundancy.ts). Pure, so the page computes it
// once per build change and the rows and the panel only read it.

/** One line of a row's tooltip or of the panel: a redundancy warning or an engine issue. */
export interface RowIssue {
  /** The tooltip heading: redundant / conflict / invalid. */
  type: IssueType;
  severity: Severity;
  message: string;
  /** The other parts concerned ('Conflicts with:'). */
  affected: readonly string[];
}

/** Severities in the panel's order: the notes are grouped by severity. */
export const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info'];

/** The tooltip headings in their agreed order. */
export const ISSUE_TYPE_ORDER: readonly IssueType[] = ['redundant', 'conflict', 'invalid'];

/** The engine's report for a build (every filled sub-part, included entries too). */
export function buildReport(engine: CompatEngine, parts: readonly BuildPart[]): CompatReport {
  return engine.evaluateBuild(engine.compatPartsOf(parts));
}

function fromWarning(warning: BuildWarning): RowIssue {
  return {
    type: warning.type,
    severity: warning.hint,
    message: warning.message,
    affected: warning.affected,
  };
}

function fromIssue(issue: CompatIssue, partId: string): RowIssue {
  return {
    type: issue.issueType,
    severity: issue.severity,
    message: issue.message,
    affected: issue.otherPartNames[partId] ?? [],
  };
}

/**
 * Whether an engine issue earns the row's warning icon. 'Could not check' infos (one per part
 * without compatibility data) and missing core parts stay in the panel: an icon on every row
 * without data would hide the rows that really have a problem (ADR 063).
 */
export function showsOnRow(issue: CompatIssue): boolean {
  return issue.kind === 'conflict';
}

/**
 * The issues of one row (`subPart`): its redundancy warning first, then the engine's conflicts
 * naming the part, errors first.
 */
export function rowIssues(
  subPart: string,
  warning: BuildWarning | undefined,
  report: CompatReport | undefined,
): RowIssue[] {
  const out: RowIssue[] = warning ? [fromWarning(warning)] : [];
  for (const issue of report?.byPart[subPart] ?? []) {
    if (showsOnRow(issue)) out.push(fromIssue(issue, subPart));
  }
  return out;
}

/** A row's issues grouped under the tooltip headings, in their agreed order. */
export function issuesByType(
  issues: readonly RowIssue[],
): { type: IssueType; issues: RowIssue[] }[] {
  return ISSUE_TYPE_ORDER.map((type) => ({
    type,
    issues: issues.filter((i) => i.type === type),
  })).filter((g) => g.issues.length > 0);
}

/** The worst severity of a row's issues (the icon's colour). */
export function worstSeverity(issues: readonly RowIssue[]): Severity | undefined {
  return SEVERITIES.find((s) => issues.some((i) => i.severity === s));
}

/** One line of the panel's notes. */
export interface PanelNote {
  key: string;
  severity: Severity;
  type: IssueType;
  message: string;
  /** The parts the note concerns (empty for a missing core part). */
  parts: readonly string[];
}

export interface PanelView {
  /** Per severity, in SEVERITIES order; empty groups included (the counts read 0). */
  groups: { severity: Severity; notes: PanelNote[] }[];
  counts: Record<Severity, number>;
  /** Errors and warnings: what 'No compatibility issues found.' is about (infos are notes). */
  problems: number;
  /** The engine has not reported yet (it is loading): only redundancy warnings are known. */
  checking: boolean;
}

/**
 * The panel's notes: every engine issue and every redundancy warning (with the part it is on, as
 * its message does not name it), grouped by severity. Without a report (the engine is loading)
 * the view is `checking`.
 */
export function panelView(
  parts: readonly BuildPart[],
  warnings: ReadonlyMap<string, BuildWarning>,
  report: CompatReport | undefined,
): PanelView {
  const notes: PanelNote[] = [];
  const names = new Map(filledSubParts(parts).map((f) => [f.subPart, f.product.name]));
  for (const [subPart, warning] of warnings) {
    const name = names.get(subPart) ?? subPart;
    notes.push({
      key: `redundant:${subPart}`,
      severity: warning.hint,
      type: warning.type,
      message: `${name}: ${warning.message}`,
      parts: [name, ...warning.affected],
    });
  }
  // Missing core parts read as one note ('Still to add: …') rather than one per part.
  const issues = report?.issues ?? [];
  const missing = issues.filter((issue) => issue.kind === 'missing');
  if (missing.length > 0) {
    const what = missing.map(
      (m) => /^No (.+) in the build yet\.$/.exec(m.message)?.[1] ?? m.message,
    );
    notes.push({
      key: 'missing',
      severity: 'info',
      type: 'invalid',
      message: `${builderTexts.stillToAdd} ${what.join(', ')}.`,
      parts: [],
    });
  }
  issues.forEach((issue, i) => {
    if (issue.kind === 'missing') return;
    notes.push({
      key: `${issue.ruleId}:${issue.partIds.join('+')}:${i}`,
      severity: issue.severity,
      type: issue.issueType,
      message: issue.message,
      parts: issue.partIds.map((id) => names.get(id) ?? id),
    });
  });
  const groups = SEVERITIES.map((severity) => ({
    severity,
    notes: notes.filter((n) => n.severity === severity),
  }));
  const counts = { error: 0, warning: 0, info: 0 } as Record<Severity, number>;
  for (const g of groups) counts[g.severity] = g.notes.length;
  return { groups, counts, problems: counts.error + counts.warning, checking: !report };
}
