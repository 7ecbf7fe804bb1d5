import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { CloseIcon, SearchIcon } from '../../components/icons/ui-icons.tsx';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';
import { useScrollLock } from '../../lib/use-scroll-lock.ts';
import { searchMessages } from '../../../shared/search/messages.ts';
import { SEARCH_LIMITS } from '../../../shared/search/schema.ts';
import { TopResults } from './top-results.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { WithQueries } from '../../lib/with-queries.tsx';
import styles from './search-overlay.module.css';

export const searchPlaceholder = searchMessages.placeholder;

/**
 * The search overlay: a full-screen layer with a text area; Enter or the search button goes to
 * /search?q={trimmed query}. It blocks page scroll while open, traps focus, closes on Escape and
 * returns focus to the toggle. Below the text area, the 'Top Results': blog titles for the query
 * once it has rested 600 ms with at least 3 characters.
 */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  return (
    <WithQueries>
      <Overlay onClose={onClose} />
    </WithQueries>
  );
}

function Overlay({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const pressStartedOutside = useRef(false);
  const settledQuery = useDebouncedValue(query.trim(), SEARCH_LIMITS.debounceMs);

  useScrollLock(true);
  useFocusTrap(panelRef, { initialFocus: inputRef, onEscape: onClose });

  const submit = () => {
    const q = query.trim();
    if (!q) {
      inputRef.current?.focus();
      return;
    }
    void navigate(`/search?q=${encodeURIComponent(q)}`);
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return createPortal(
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-label="Search"
      tabIndex={-1}
      className={styles.overlay}
      onMouseDown={(event) => {
        pressStartedOutside.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressStartedOutside.current && event.target === event.currentTarget) onClose();
        pressStartedOutside.current = false;
      }}
    >
      <div className={styles.inner}>
        <div className={styles.top}>
          <button
            type="button"
            className={styles.close}
            aria-label="Close search"
            onClick={onClose}
          >
            <CloseIcon size="lg" />
          </button>
        </div>
        <form role="search" className={styles.form} onSubmit={onSubmit}>
          <label htmlFor={inputId} className="visually-hidden">
            Search the site
          </label>
          <textarea
            ref={inputRef}
            id={inputId}
            rows={1}
            className={styles.input}
            placeholder={searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className={styles.submit}>
            <SearchIcon size="md" />
            <span>Search</span>
          </button>
        </form>
        <p className={styles.hint}>Press Enter to search or Escape to close.</p>
        <TopResults query={settledQuery} onChoose={onClose} />
      </div>
    </div>,
    document.body,
  );
}
