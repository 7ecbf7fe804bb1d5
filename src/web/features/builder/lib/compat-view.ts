import { builderTexts } from './builder-texts.ts';
import { filledSubParts } from '../../../../shared/build/totals.ts';
import type { BuildPart, SelectedProduct } from '../../../../shared/build/schema.ts';
import {
  ISSUE_LABELS,
  type BuildWarning,
  type IssueType,
} from '../../../../shared/build/redundancy.ts';
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
  /**
   * The words before the message: the issue type's heading ('Conflicts with Other Parts') for
   * errors and warnings; 'Not Checked' for a part the engine could not check, 'Note' for other
   * infos; none for the 'Still to add' note, whose message says what it is.
   */
  label?: string;
  message: string;
  /** A page to read about it (a regulator's page for a legal question). */
  link?: { href: string; text: string };
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
 * Whether an engine note only concerns one composite and the parts it placed (a complete upper's
 * barrel against its own handguard): its maker fitted them together, so 'could not check' between them
 * is noise, not something the builder can act on.
 */
function insideOneComposite(
  issue: CompatIssue,
  names: ReadonlyMap<string, string>,
  byName: ReadonlyMap<string, SelectedProduct>,
): boolean {
  if (issue.kind !== 'unchecked') return false;
  const partId = issue.partIds[0] ?? '';
  const ownerOf = (name: string | undefined) => {
    const product = name === undefined ? undefined : byName.get(name);
    return product && (product.includedWith ?? product.name);
  };
  const owner = ownerOf(names.get(partId));
  const others = issue.otherPartNames[partId] ?? [];
  return owner !== undefined && others.every((name) => ownerOf(name) === owner);
}

/** A note's heading: an info is never labelled a conflict. */
function noteLabel(issue: CompatIssue): string {
  if (issue.kind === 'unchecked') return builderTexts.notChecked;
  if (issue.severity === 'info') return builderTexts.noteLabel;
  return ISSUE_LABELS[issue.issueType];
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
      label: ISSUE_LABELS[warning.type],
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
  const byName = new Map(filledSubParts(parts).map((f) => [f.product.name, f.product]));
  const seen = new Set<string>();
  issues.forEach((issue, i) => {
    if (issue.kind === 'missing' || insideOneComposite(issue, names, byName)) return;
    // The same sentence twice (a composite and the part it includes) reads as one note.
    if (seen.has(issue.message)) return;
    seen.add(issue.message);
    notes.push({
      key: `${issue.ruleId}:${issue.partIds.join('+')}:${i}`,
      severity: issue.severity,
      type: issue.issueType,
      label: noteLabel(issue),
      message: issue.message,
      ...(issue.link && { link: issue.link }),
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
