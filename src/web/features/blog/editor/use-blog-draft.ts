import { useReducer } from 'react';
import {
  addSection,
  chooseTitleImage,
  moveSection,
  removeSection,
  toggleSection,
  type BlogDraft,
  type TitleImageChoice,
} from '../../../../shared/blog/editor-rules.ts';
import type { BlogSection } from '../../../../shared/blog/schema.ts';
import { newSection } from '../../../../shared/blog/post-rules.ts';

// The editor's state: the draft, one stable key per section (so a moved section keeps its own
// Quill instance and React state) and the one expanded card. The rules themselves are
// the pure functions of src/shared/blog/editor-rules.ts.

export interface EditorState {
  draft: BlogDraft;
  /** Parallel to draft.content: a key that follows its section through moves. */
  keys: string[];
  expanded: number | null;
  nextKey: number;
}

export type EditorAction =
  | { type: 'field'; change: Partial<Omit<BlogDraft, 'content'>> }
  | { type: 'titleImage'; choice: TitleImageChoice }
  | { type: 'editSection'; key: string; update: (section: BlogSection) => BlogSection }
  | { type: 'addSection' }
  | { type: 'removeSection'; index: number }
  | { type: 'moveSection'; from: number; to: number }
  | { type: 'toggleSection'; index: number };

export function initEditorState(draft: BlogDraft): EditorState {
  return {
    draft,
    keys: draft.content.map((_, i) => `s${i}`),
    expanded: null,
    nextKey: draft.content.length,
  };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { draft } = state;
  switch (action.type) {
    case 'field':
      return { ...state, draft: { ...draft, ...action.change } };
    case 'titleImage':
      return { ...state, draft: chooseTitleImage(action.choice, draft) };
    case 'editSection': {
      const index = state.keys.indexOf(action.key);
      const current = draft.content[index];
      if (!current) return state;
      const content = draft.content.map((s, i) => (i === index ? action.update(current) : s));
      return { ...state, draft: { ...draft, content } };
    }
    case 'addSection': {
      const { sections, expanded } = addSection(draft.content, newSection());
      return {
        draft: { ...draft, content: sections },
        keys: [...state.keys, `s${state.nextKey}`],
        expanded,
        nextKey: state.nextKey + 1,
      };
    }
    case 'removeSection': {
      const { sections, expanded } = removeSection(draft.content, action.index, state.expanded);
      const keys = removeSection(state.keys, action.index, null).sections;
      return { ...state, draft: { ...draft, content: sections }, keys, expanded };
    }
    case 'moveSection': {
      const { sections, expanded } = moveSection(
        draft.content,
        action.from,
        action.to,
        state.expanded,
      );
      const keys = moveSection(state.keys, action.from, action.to, null).sections;
      return { ...state, draft: { ...draft, content: sections }, keys, expanded };
    }
    case 'toggleSection':
      return { ...state, expanded: toggleSection(state.expanded, action.index) };
  }
}

export function useBlogDraft(initial: BlogDraft) {
  return useReducer(editorReducer, initial, initEditorState);
}
