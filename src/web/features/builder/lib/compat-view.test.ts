import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../../tests/build-factories.ts';
import { addProduct, emptyBuildParts } from '../../../../shared/build/build.ts';
import { existingWarnings } from '../../../../shared/build/redundancy.ts';
import type { BuildPart, SelectedProduct } from '../../../../shared/build/schema.ts';
import * as engine from '../../../../shared/compat/index.ts';
import { buildReport, issuesByType, panelView, rowIssues, worstSeverity } from './compat-view.ts';

function build(...adds: [SelectedProduct, string][]): BuildPart[] {
  return adds.reduce(
    (parts, [product, subPart]) => addProduct(parts, product, subPart)!.parts,
    [...emptyBuildParts()],
  );
}

const barrel = makeProduct(
  { model: 'Barrel 5/8x24', compat: { muzzleThread: '5/8x24', caliber: '556' } } as never,
  { subcategory: 'Barrel' },
);
const device = makeProduct(
  { model: 'Brake 1/2x28', compat: { muzzleThread: '1/2x28', boreDiameter: 0.224 } } as never,
  { subcategory: 'Muzzle Device', category: 'Muzzle Device' },
);
const upper = makeProduct(
  { model: 'Complete Upper', includedParts: ['Barrel', 'BCG', 'Charging Handle'] },
  { subcategory: 'Complete Upper Receiver' },
);

describe('rowIssues', () => {
  it('puts the redundancy warning first, then the engine conflicts on the part', () => {
    const parts = build(
      [upper, 'Complete Upper Receiver'],
      [barrel, 'Barrel'],
      [device, 'Muzzle Device'],
    );
    const issues = rowIssues(
      'Barrel',
      existingWarnings(parts).get('Barrel'),
      buildReport(engine, parts),
    );
    expect(issues.map((i) => i.type)).toEqual(['redundant', 'conflict']);
    expect(issues[1]).toMatchObject({ severity: 'error', affected: ['Brake 1/2x28'] });
    expect(worstSeverity(issues)).toBe('error');
  });

  it('leaves out what the engine could not check', () => {
    const parts = build([makeProduct({ model: 'No data' }), 'Barrel'], [device, 'Muzzle Device']);
    expect(rowIssues('Barrel', undefined, buildReport(engine, parts))).toEqual([]);
  });
});

describe('issuesByType', () => {
  it("groups a row's issues under the tooltip headings in their agreed order", () => {
    const groups = issuesByType([
      { type: 'invalid', severity: 'warning', message: 'short barrel', affected: [] },
      { type: 'conflict', severity: 'error', message: 'thread', affected: ['x'] },
      { type: 'redundant', severity: 'warning', message: 'dup', affected: ['y'] },
      { type: 'conflict', severity: 'error', message: 'bore', affected: ['x'] },
    ]);
    expect(groups.map((g) => [g.type, g.issues.map((i) => i.message)])).toEqual([
      ['redundant', ['dup']],
      ['conflict', ['thread', 'bore']],
      ['invalid', ['short barrel']],
    ]);
  });
});

describe('panelView', () => {
  it('groups every note by severity, with the counts, redundancy warnings included', () => {
    const parts = build(
      [upper, 'Complete Upper Receiver'],
      [barrel, 'Barrel'],
      [device, 'Muzzle Device'],
    );
    const view = panelView(parts, existingWarnings(parts), buildReport(engine, parts));
    expect(view.groups.map((g) => g.severity)).toEqual(['error', 'warning', 'info']);
    expect(view.counts.error).toBe(1);
    expect(view.groups[0]!.notes[0]!.parts).toEqual(['Barrel 5/8x24', 'Brake 1/2x28']);
    const warnings = view.groups[1]!.notes.map((n) => n.message);
    expect(warnings).toContain('Complete Upper: Duplicates: Barrel 5/8x24');
    expect(view.problems).toBe(view.counts.error + view.counts.warning);
  });

  it('lists the missing core parts in one note', () => {
    const parts = build([barrel, 'Barrel']);
    const view = panelView(parts, existingWarnings(parts), buildReport(engine, parts));
    const missing = view.groups[2]!.notes.filter((n) => n.message.startsWith('Still to add:'));
    expect(missing).toHaveLength(1);
    expect(missing[0]!.message).toContain('upper receiver, lower receiver');
    expect(missing[0]!.message).not.toContain('barrel,');
  });

  it('labels errors by their type and never calls an info note a conflict', () => {
    const parts = build([makeProduct({ model: 'No data' }), 'Barrel'], [device, 'Muzzle Device']);
    const view = panelView(parts, existingWarnings(parts), buildReport(engine, parts));
    const infos = view.groups[2]!.notes;
    const unchecked = infos.find((n) => n.message.startsWith('Could not check'));
    expect(unchecked?.label).toBe('Not Checked');
    expect(infos.find((n) => n.message.startsWith('Still to add:'))?.label).toBeUndefined();
    expect(infos.map((n) => n.label)).not.toContain('Conflicts with Other Parts');

    const clash = build([barrel, 'Barrel'], [device, 'Muzzle Device']);
    const errors = panelView(clash, existingWarnings(clash), buildReport(engine, clash)).groups[0]!;
    expect(errors.notes[0]!.label).toBe('Conflicts with Other Parts');
  });

  it("keeps quiet about what a composite's own parts could not be checked against each other", () => {
    const full = makeProduct(
      { model: 'Full Upper', includedParts: ['Barrel', 'Handguard', 'Gas System'] },
      { subcategory: 'Complete Upper Receiver' },
    );
    const parts = build([full, 'Complete Upper Receiver']);
    const report = buildReport(engine, parts);
    expect(report.issues.some((i) => i.kind === 'unchecked')).toBe(true);
    const notes = panelView(parts, existingWarnings(parts), report).groups.flatMap((g) => g.notes);
    expect(notes.filter((n) => n.message.startsWith('Could not check'))).toEqual([]);
  });

  it("links a short barrel under a brace to the regulator's page", () => {
    const short = makeProduct(
      { model: 'Barrel 10.5', compat: { barrelLengthIn: 10.5 } },
      {
        subcategory: 'Barrel',
      },
    );
    const brace = makeProduct(
      { model: 'SBA3 Brace', compat: { brace: true } },
      {
        subcategory: 'Stock',
      },
    );
    const parts = build([short, 'Barrel'], [brace, 'Stock']);
    const warnings = panelView(parts, existingWarnings(parts), buildReport(engine, parts))
      .groups[1]!.notes;
    const legal = warnings.find((n) => n.message.includes('stabilising brace'));
    expect(legal?.link?.href).toMatch(/^https:\/\/www\.atf\.gov\//);
    expect(legal?.message).toContain('not legal advice');
  });

  it('has nothing to say about an empty build', () => {
    const parts = emptyBuildParts();
    const view = panelView(parts, existingWarnings(parts), buildReport(engine, parts));
    expect(view.counts).toEqual({ error: 0, warning: 0, info: 0 });
    expect(view.problems).toBe(0);
  });
});
