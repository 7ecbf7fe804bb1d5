import { describe, expect, it } from 'vitest';
import { labelContains, optionWindow } from './option-window.ts';

const options = ['a', 'b', 'c', 'd', 'e'].map((v) => ({
  value: v,
  label: `Option ${v.toUpperCase()}`,
}));
const values = (list: { value: string }[]) => list.map((o) => o.value);
const base = { search: '', matches: labelContains, expanded: false, limit: 3, selected: [] };

describe('optionWindow', () => {
  it('shows the first options of a long list and counts the rest', () => {
    const view = optionWindow(options, base);
    expect(values(view.shown)).toEqual(['a', 'b', 'c']);
    expect(view).toMatchObject({ hidden: 2, foldable: true });
  });

  it('keeps a checked option further down on screen, in its place', () => {
    const view = optionWindow(options, { ...base, selected: ['e'] });
    expect(values(view.shown)).toEqual(['a', 'b', 'c', 'e']);
    expect(view.hidden).toBe(1);
  });

  it('shows everything when expanded, or when the list is short', () => {
    expect(optionWindow(options, { ...base, expanded: true })).toMatchObject({
      hidden: 0,
      foldable: true,
    });
    expect(values(optionWindow(options, { ...base, expanded: true }).shown)).toHaveLength(5);
    const short = optionWindow(options.slice(0, 3), base);
    expect(values(short.shown)).toEqual(['a', 'b', 'c']);
    expect(short).toMatchObject({ hidden: 0, foldable: false });
  });

  it('shows every match of a search, folded or not, and none when nothing matches', () => {
    const view = optionWindow(options, { ...base, search: '  option e ' });
    expect(values(view.shown)).toEqual(['e']);
    expect(view).toMatchObject({ hidden: 0, foldable: false });
    expect(values(optionWindow(options, { ...base, search: 'option' }).shown)).toHaveLength(5);
    expect(optionWindow(options, { ...base, search: 'zzz' }).shown).toEqual([]);
  });

  it('matches labels ignoring case by default', () => {
    expect(labelContains({ label: '6.5 Grendel' }, 'GRENDEL')).toBe(true);
    expect(labelContains({ label: '6.5 Grendel' }, 'creedmoor')).toBe(false);
  });
});
