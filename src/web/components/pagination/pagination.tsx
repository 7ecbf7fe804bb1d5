import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageItems, pageWindow } from './page-window.ts';
import styles from './pagination.module.css';

export const paginationTexts = {
  label: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (n: number) => `Page ${n}`,
} as const;

/** Page numbers around the current one (windows of 5 on phones). */
const WINDOW = 5;

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link of a page, e.g. '?category=Barrels&page=2' (the list's state stays in the URL). */
  hrefFor: (page: number) => string;
  /** Narrow screens: only the window of 5 numbers and arrows, no first / last pages. */
  compact?: boolean;
  /** Called when a page link is followed (e.g. to scroll to the top of the list). */
  onNavigate?: (page: number) => void;
}

/**
 * Previous / page numbers / Next as links: a page of a list is a URL, so it opens in a new tab
 * and Back returns to it. Shared by the product and ammo lists (ADR 068). The links keep
 * the scroll position; the list decides where to scroll.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  compact = false,
  onNavigate,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const items = compact ? pageWindow(page, pageCount, WINDOW) : pageItems(page, pageCount, WINDOW);

  /** Previous or Next: a link, or a dimmed label at the ends. */
  const step = (target: number, enabled: boolean, name: string, text: string, arrow: string) => {
    const content: ReactNode = compact ? (
      <>
        <span aria-hidden="true">{arrow}</span>
        <span className="visually-hidden">{name}</span>
      </>
    ) : (
      text
    );
    return enabled ? (
      <Link
        to={hrefFor(target)}
        preventScrollReset
        className={`${styles.item} ${styles.step}`}
        aria-label={compact ? undefined : name}
        onClick={() => onNavigate?.(target)}
      >
        {content}
      </Link>
    ) : (
      <span className={`${styles.item} ${styles.step} ${styles.disabled}`}>{content}</span>
    );
  };

  return (
    <nav aria-label={paginationTexts.label} className={styles.pagination}>
      <ul className={styles.list}>
        <li>
          {step(page - 1, page > 1, paginationTexts.previousPage, paginationTexts.previous, '‹')}
        </li>
        {items.map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span className={`${styles.item} ${styles.current}`} aria-current="page">
                  <span className="visually-hidden">{paginationTexts.page(item)}, current</span>
                  <span aria-hidden="true">{item}</span>
                </span>
              ) : (
                <Link
                  to={hrefFor(item)}
                  preventScrollReset
                  className={styles.item}
                  aria-label={paginationTexts.page(item)}
                  onClick={() => onNavigate?.(item)}
                >
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {step(page + 1, page < pageCount, paginationTexts.nextPage, paginationTexts.next, '›')}
        </li>
      </ul>
    </nav>
  );
}
