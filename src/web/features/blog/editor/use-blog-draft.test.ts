import { describe, expect, it } from 'vitest';
import { editSection, newDraft } from '../../../../shared/blog/editor-rules.ts';
import { newSection } from '../../../../shared/blog/post-rules.ts';
import { editorReducer, initEditorState, type EditorState } from './use-blog-draft.ts';

// ADR 045: section keys follow their sections; edits land on the right section after a move.

const NOW = new Date(2026, 10, 23);
const titles = (s: EditorState) => s.draft.content.map((c) => c.sectionTitle);

function threeSections(): EditorState {
  let state = initEditorState(newDraft(NOW));
  for (const title of ['A', 'B', 'C']) {
    state = editorReducer(state, { type: 'addSection' });
    const key = state.keys[state.keys.length - 1]!;
    state = editorReducer(state, {
      type: 'editSection',
      key,
      update: (s) => editSection(s, { sectionTitle: title }),
    });
  }
  return state;
}

describe('editorReducer', () => {
  it('adds sections with fresh keys and expands the newest', () => {
    const state = threeSections();
    expect(titles(state)).toEqual(['A', 'B', 'C']);
    expect(new Set(state.keys).size).toBe(3);
    expect(state.expanded).toBe(2);
  });

  it('moves keys with their sections, and the expanded index follows', () => {
    const before = threeSections();
    const after = editorReducer(before, { type: 'moveSection', from: 2, to: 0 });
    expect(titles(after)).toEqual(['C', 'A', 'B']);
    expect(after.keys).toEqual([before.keys[2], before.keys[0], before.keys[1]]);
    expect(after.expanded).toBe(0);
  });

  it('an edit addressed by key reaches its section after a move', () => {
    const before = threeSections();
    const keyOfB = before.keys[1]!;
    const moved = editorReducer(before, { type: 'moveSection', from: 0, to: 2 });
    const edited = editorReducer(moved, {
      type: 'editSection',
      key: keyOfB,
      update: (s) => editSection(s, { sectionContent: '<p>B body</p>' }),
    });
    expect(edited.draft.content.find((s) => s.sectionTitle === 'B')?.sectionContent).toBe(
      '<p>B body</p>',
    );
  });

  it('removes a section and its key; the title image choice follows the rules', () => {
    const removed = editorReducer(threeSections(), { type: 'removeSection', index: 0 });
    expect(titles(removed)).toEqual(['B', 'C']);
    expect(removed.keys).toHaveLength(2);
    const withImage = editorReducer(removed, { type: 'titleImage', choice: 'image' });
    expect(withImage.draft.titleImgStyle).toBe('yes-image text-left');
  });

  it('starts a stored post with one key per section and nothing expanded', () => {
    const state = initEditorState({ ...newDraft(NOW), content: [newSection(), newSection()] });
    expect(state.keys).toEqual(['s0', 's1']);
    expect(state.expanded).toBeNull();
  });
});
