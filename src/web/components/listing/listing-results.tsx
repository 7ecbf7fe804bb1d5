import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../button/button.tsx';
import styles from './listing-results.module.css';

const SKELETON_CARDS = 8;

/** Cards in the first screenful of a listing (a row of four on a desktop): their pictures load at once. */
export const ABOVE_FOLD = 4;

export interface ListingResultsTexts {
  /** Announced while the first page loads. */
  loading: string;
  /** The error's title. */
  failed: string;
  /** The error's title when the server refuses a filter of the link (a 400); else `failed`. */
  refused?: string;
  retry: string;
  clearFilters: string;
}

/** One page of a list API's answer. */
export interface ListPage<Item> {
  items: Item[];
  total: number;
}

/**
 * A listing's cards, or the state instead of them: loading (a skeleton), error (Try again; a
 * filter the server refuses, with its message, offers to clear the filters), empty (`empty`, with
 * the clear button when `offerClear`). While another page or filter loads the previous cards
 * stay, dimmed.
 */
export function ListingResults<Item>({
  result,
  texts,
  empty,
  offerClear,
  onClearFilters,
  itemKey,
  renderItem,
}: {
  result: UseQueryResult<ListPage<Item>>;
  texts: ListingResultsTexts;
  empty: string;
  offerClear: boolean;
  onClearFilters: () => void;
  itemKey: (item: Item) => string;
  /** `index` is the item's place on the page (the first ones are above the fold). */
  renderItem: (item: Item, index: number) => ReactNode;
}) {
  if (result.isPending)
    return (
      <div className={styles.grid} aria-busy="true">
        <p className="visually-hidden" role="status">
          {texts.loading}
        </p>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div key={i} className={styles.skeleton} aria-hidden="true">
            <div className={styles.skeletonImage} />
            <div className={styles.skeletonLine} />
            <div className={`${styles.skeletonLine} ${styles.short}`} />
          </div>
        ))}
      </div>
    );

  if (result.isError) {
    const refused = result.error instanceof ApiError && result.error.status === 400;
    return (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>
          {refused ? (texts.refused ?? texts.failed) : texts.failed}
        </p>
        {refused ? <p className={styles.stateDetail}>{result.error.message}</p> : null}
        {refused ? (
          <Button onClick={onClearFilters}>{texts.clearFilters}</Button>
        ) : (
          <Button onClick={() => void result.refetch()}>{texts.retry}</Button>
        )}
      </div>
    );
  }

  const { items, total } = result.data;
  // A page past the end of a list that has items: the page moves to the last page.
  if (items.length === 0 && total > 0) return null;
  if (items.length === 0)
    return (
      <div className={styles.state}>
        <p className={styles.stateTitle}>{empty}</p>
        {offerClear ? (
          <Button variant="secondary" onClick={onClearFilters}>
            {texts.clearFilters}
          </Button>
        ) : null}
      </div>
    );

  return (
    <ul
      className={styles.grid}
      aria-busy={result.isPlaceholderData ? 'true' : undefined}
      data-stale={result.isPlaceholderData ? 'true' : undefined}
    >
      {items.map((item, index) => (
        <li key={itemKey(item)}>{renderItem(item, index)}</li>
      ))}
    </ul>
  );
}
