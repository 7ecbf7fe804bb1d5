import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { BLOG_CATEGORIES } from '../../../../shared/blog/post-rules.ts';
import type { BlogListState } from './use-blog-list-state.ts';
import styles from './blog-list.module.css';

/** The category select's options, in the agreed order ('' = all). */
export const CATEGORY_OPTIONS = [
  { value: '', label: 'All Categories' },
  { value: 'History', label: 'History' },
  { value: 'Technology', label: 'Technology' },
  { value: 'Weapons', label: 'Weapons' },
  { value: 'Education', label: 'Education' },
  { value: 'Review', label: 'Review' },
] as const satisfies readonly { value: '' | (typeof BLOG_CATEGORIES)[number]; label: string }[];

export const blogListTexts = {
  searchLabel: 'Search blog titles',
  searchPlaceholder: 'Search by title',
  categoryLabel: 'Category',
} as const;

/** ADR 042: the title search waits this long after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface BlogListFiltersProps {
  state: BlogListState;
  onChange: (next: BlogListState, options?: { replace?: boolean }) => void;
}

/**
 * The title search (case-insensitive, done by the server's `?title=` filter) and the category
 * select. Both go back to page 1. Typing is debounced and replaces the history entry, so Back
 * leaves the list instead of stepping through every letter.
 */
export function BlogListFilters({ state, onChange }: BlogListFiltersProps) {
  const searchId = useId();
  const categoryId = useId();
  const [text, setText] = useState(state.title);
  const sent = useRef(state.title);
  const search = useEffectEvent((title: string) => {
    sent.current = title;
    onChange({ ...state, title, page: 1 }, { replace: true });
  });

  // The URL changed from outside (Back, a link): show its title in the box.
  useEffect(() => {
    if (state.title !== sent.current) {
      sent.current = state.title;
      setText(state.title);
    }
  }, [state.title]);

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = window.setTimeout(() => search(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <div className={styles.filters} role="search">
      <div className={styles.field}>
        <label htmlFor={searchId} className="visually-hidden">
          {blogListTexts.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          placeholder={blogListTexts.searchPlaceholder}
          value={text}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={categoryId} className="visually-hidden">
          {blogListTexts.categoryLabel}
        </label>
        <select
          id={categoryId}
          className={styles.select}
          value={state.category}
          onChange={(event) =>
            onChange({
              ...state,
              category: event.target.value as BlogListState['category'],
              page: 1,
            })
          }
        >
          {CATEGORY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
