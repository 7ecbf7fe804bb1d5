import { KEY_INFO } from './keys.ts';
import {
  MAP_TABLES,
  PAIR_TABLES,
  RULES,
  type PairRule,
  type Rule,
  type Selector,
} from './rules.ts';

// docs/compatibility.md is generated from RULES (npm run docs:compat writes it through
// Prettier; compat-docs.test.ts fails when the file is stale). Pure: returns the text.

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function selector(s: Selector): string {
  return [...(s.subParts ?? []), ...(s.groups ?? []).map((g) => `${g} (group)`)].join(', ');
}

function relation(rule: PairRule): string {
  const [ma, mb] = rule.map ?? [null, null];
  const side = (name: string, table: string | null) => (table ? `${table}(${name})` : name);
  const a = side('A', ma);
  const b = side('B', mb);
  const r = rule.relation;
  let text: string;
  switch (r.kind) {
    case 'equal':
      text = `${a} = ${b}`;
      break;
    case 'lt':
      text = `${a} < ${b}`;
      break;
    case 'lte':
      text = `${a} ≤ ${b}`;
      break;
    case 'gt':
      text = `${a} > ${b}`;
      break;
    case 'gte':
      text = `${a} ≥ ${b}`;
      break;
    case 'allowedPairs':
      text = `B in ${r.table}[A]`;
      break;
    case 'forbiddenPairs':
      text = `B not in ${r.table}[A]`;
      break;
    case 'atLeast':
      text = rule.add
        ? `A + ${rule.add.key} of ${selector(rule.add.parts)} when ${rule.add.when} ≥ ${r.value}`
        : `A ≥ ${r.value}`;
      break;
  }
  const when = (rule.when ?? []).map((c) =>
    c.in
      ? `${c.side.toUpperCase()}.${c.key} in ${c.in.join('/')}`
      : `${c.side.toUpperCase()}.${c.key} not ${(c.notIn ?? []).join('/')}`,
  );
  return when.length > 0 ? `${text}, only when ${when.join(' and ')}` : text;
}

function row(rule: Rule): string {
  const cols =
    rule.kind === 'pair'
      ? [
          rule.id,
          `A: ${selector(rule.parts[0])}; B: ${selector(rule.parts[1])}`,
          `${rule.keys[0]} / ${rule.keys[1] ?? '(present)'}`,
          relation(rule),
        ]
      : [rule.id, selector(rule.parts), '—', 'requires any of the parts (non-empty build)'];
  const link = rule.link ? ` [${rule.link.text}](${rule.link.href})` : '';
  return `| ${[...cols, rule.severity, rule.message + link, rule.reason, rule.sources ?? '—'].map(cell).join(' | ')} |`;
}

function table(name: string, entries: Record<string, unknown>): string {
  const values = Object.entries(entries)
    .map(([k, v]) => `${k} → ${Array.isArray(v) ? v.join(', ') : String(v)}`)
    .join('; ');
  return `- **${name}**: ${values}`;
}

/** The whole of docs/compatibility.md, before Prettier. */
export function renderCompatDocs(): string {
  return [
    '# Compatibility rules',
    '',
    '<!-- Generated from src/shared/compat/rules.ts by `npm run docs:compat`. Do not edit. -->',
    '',
    'The Builder checks every pair of parts against these rules (ADR 059). A is the',
    'first part named, B the second. Severity: error — will not fit or function; warning — may',
    'cause problems or needs a legal step; info — worth knowing. A rule whose values are unknown',
    'is not guessed: the engine adds one info per part lacking a value, "Could not check … unknown".',
    '',
    '| Rule | Parts | Keys (A / B) | Relation | Severity | Message | Reason | Sources |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...RULES.map(row),
    '',
    '## Spec keys',
    '',
    ...Object.entries(KEY_INFO).map(
      ([key, info]) =>
        `- \`${key}\`: ${info.label}${info.fallback ? ` (defaults to \`${info.fallback}\`)` : ''}`,
    ),
    '',
    '## Lookup tables',
    '',
    ...Object.entries(MAP_TABLES).map(([name, t]) => table(name, t)),
    ...Object.entries(PAIR_TABLES).map(([name, t]) => table(name, t)),
    '',
  ].join('\n');
}
