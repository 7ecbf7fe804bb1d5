import { z } from 'zod';
import { ISSUE_TYPES, SEVERITIES } from './rules.ts';

// The engine's answer, as one zod schema: evaluate.ts builds it, POST /api/compat/check answers
// with it (the schema strips anything else), and the types below are inferred from it.

/**
 * conflict: a rule failed; unchecked: rules between two parts could not be checked because a
 * value is unknown (one info per part pair); missing: a core part is not in the build yet.
 */
export const ISSUE_KINDS = ['conflict', 'unchecked', 'missing'] as const;

export const compatIssueSchema = z.object({
  /** The rule's id; 'could-not-check' for an unchecked issue (see uncheckedRuleIds). */
  ruleId: z.string(),
  kind: z.enum(ISSUE_KINDS),
  severity: z.enum(SEVERITIES),
  /** The tooltip heading to use (redundancy.ts ISSUE_LABELS). */
  issueType: z.enum(ISSUE_TYPES),
  /** Names the parts concerned. */
  message: z.string(),
  /** The parts concerned (empty for a missing part). */
  partIds: z.array(z.string()),
  /** Per part id: the names of the OTHER parts of the issue ('Conflicts with:'). */
  otherPartNames: z.record(z.string(), z.array(z.string())),
  /** For an unchecked issue: the rules that could not be checked. */
  uncheckedRuleIds: z.array(z.string()).optional(),
  /** A page to read about it (a regulator's page for a legal question). */
  link: z.object({ href: z.string(), text: z.string() }).optional(),
});
export type CompatIssue = z.infer<typeof compatIssueSchema>;
export type IssueKind = CompatIssue['kind'];

export const compatReportSchema = z.object({
  /** Errors first, then warnings, then infos; within a severity in RULES order. */
  issues: z.array(compatIssueSchema),
  /** Per part id, the issues naming it (parts without issues are absent). */
  byPart: z.record(z.string(), z.array(compatIssueSchema)),
  counts: z.object({ error: z.number(), warning: z.number(), info: z.number() }),
});
export type CompatReport = z.infer<typeof compatReportSchema>;
