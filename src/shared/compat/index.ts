/**
 * The compatibility engine (ADR 059) — the one public entry point of src/shared/compat.
 * Pure TypeScript: no I/O, no clock; the web app and the server import it alike.
 *
 * ## Parts
 * The caller turns each filled place of a build into a `CompatPart`:
 *   { id, name, subPart, group, specs }
 * - `id` unique within the build (e.g. the sub-part name, or the variant id);
 * - `name` the product name, as messages print it ('Conflicts with: <name>');
 * - `subPart` / `group`: names from src/shared/build/parts.ts ('Barrel', 'Muzzle Device', …);
 * - `specs`: `CompatSpecs` (keys.ts) — typed, all optional: platform, ar10Pattern, caliber,
 *   chamber (defaults to caliber), muzzleThread, boreDiameter, pinnedAndWelded, deviceLengthIn,
 *   gasSystem, gasJournal, gasBlockType, barrelLengthIn, barrelProfile, handguardLengthIn,
 *   handguardType, handguardNeedsOwnNut, bufferTube, stockFits, brace, bufferLength, triggerPin,
 *   magazineCaliber. Validate untrusted input with `compatSpecsSchema` (schemas.ts).
 * Parts a composite includes (a complete upper's barrel…) should be passed as their own parts,
 * with whatever specs the data has for them; a part with unknown specs is never an error.
 * From the Builder's build: `compatPartsOf(buildParts, specsOf?)` (every filled sub-part, id =
 * sub-part name) and `compatPartOf(product, subPart, specsOf?)` for a candidate. By default the
 * keys are read from `product.variantData.compat`, else `product.compat`;
 * `parseCompatSpecs(value)` keeps each valid key and drops invalid ones (→ unknown).
 *
 * ## Evaluating
 * - `evaluateBuild(parts): CompatReport` — `{ issues, byPart, counts }`. Issues come errors first,
 *   then warnings, then infos. Each `CompatIssue` has `ruleId`, `kind` ('conflict' | 'unchecked' |
 *   'missing'), `severity` ('error' | 'warning' | 'info'), `issueType` ('conflict' | 'invalid':
 *   the tooltip heading, redundancy.ts ISSUE_LABELS), `message` (names the parts), `partIds`, and
 *   `otherPartNames[partId]` (the other parts, for 'Conflicts with:'). `byPart[partId]` lists the
 *   issues of one row's warning icon; missing core parts have no part and appear only in `issues`.
 *   Unknown values give ONE info per part pair ('Could not check … unknown', ruleId
 *   `COULD_NOT_CHECK`, `uncheckedRuleIds` lists the rules) so the panel stays readable.
 * - `wouldConflict(build, candidate): CompatIssue[]` — the issues adding `candidate` would bring
 *   (it replaces the part in the same sub-part). The add dialog is 'Potential Conflicts Detected'
 *   when one of them is an error.
 * - `fitsBuild(build, candidate): FitResult` — `{ fits, reasons, ruleIds }`; fits = no error.
 * - `fitChecker(build)(candidate): boolean` — fitsBuild's `fits` for many candidates against one
 *   build, several times cheaper (no messages; only the rules a candidate can take part in).
 *
 * ## Candidates on the server (product list: 'Sort by Compatibility', 'Compatible with my build')
 * - `relevantBuildSpecs(parts): BuildSpecSummary` — the build's relevant values only, compact and
 *   serialisable; `encodeBuildSpecs(summary)` → string for the list call's query parameter,
 *   `decodeBuildSpecs(text)` (schemas.ts) → summary | null (zod-validated, `buildSpecSummarySchema`).
 * - `candidateFits(summary, candidate): FitResult` — same answer as fitsBuild on the full build
 *   (messages name the build's parts by sub-part, e.g. 'Barrel'). A group fits when one of its
 *   variants does.
 *
 * ## Over HTTP
 * `compatReportSchema` (report.ts) is the report's one definition: `CompatReport` and
 * `CompatIssue` are inferred from it, and POST /api/compat/check answers with it. The request
 * body is `compatCheckRequestSchema` (check.ts).
 *
 * ## Rules
 * `RULES` (rules.ts) is data: selectors, keys, relation, severity, message, reason. Add a rule
 * there, add its pass and fail case to rules-cases.test.ts, run `npm run docs:compat`.
 */

// The engine: zod-free, so the web app's pages run it without loading zod. The API's schemas
// are in schemas.ts (spec keys, build summary), check.ts (the check request) and report.ts (the
// report, from which its types are inferred).
export {
  checkSpecValue,
  formatSpecValue,
  KEY_INFO,
  KEY_VALUE_RULES,
  SPEC_KEYS,
  type CompatSpecs,
  type KeyValueRule,
  type SpecKey,
  type SpecValue,
} from './keys.ts';
export { RULES, type IssueType, type Rule, type Severity } from './rules.ts';
export {
  COULD_NOT_CHECK,
  evaluateBuild,
  fitChecker,
  fitsBuild,
  wouldConflict,
  type CompatPart,
  type FitResult,
} from './evaluate.ts';
export type { CompatIssue, CompatReport, IssueKind } from './report.ts';
export type { CompatCheckPart, CompatCheckRequest } from './check.ts';
export { compatPartOf, compatPartsOf, parseCompatSpecs, type SpecsOf } from './from-build.ts';
export {
  candidateFits,
  encodeBuildSpecs,
  relevantBuildSpecs,
  type BuildSpecSummary,
} from './summary.ts';
