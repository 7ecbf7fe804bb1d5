import type { UseQueryResult } from '@tanstack/react-query';
import { ammoMessages } from '../../../../shared/ammo/messages.ts';
import type { AmmoListResponse } from '../../../../shared/ammo/schema.ts';
import { Button } from '../../../components/button/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { ammoTexts } from '../lib/ammo-texts.ts';
import { AmmoCard } from './ammo-card.tsx';
import styles from '../../../components/listing/listing-results.module.css';

const SKELETON_CARDS = 8;

/**
 * The cards, or the state instead of them: loading (a skeleton), error (Try again; a filter the
 * server refuses offers 'Clear All Filters'), empty (spec §2 'No ammo found for the selected
 * filters.' with 'Clear All Filters'). While another page or filter loads the old cards stay.
 */
export function AmmoResults({
  result,
  onClearFilters,
}: {
  result: UseQueryResult<AmmoListResponse>;
  onClearFilters: () => void;
}) {
  if (result.isPending)
    return (
      <div className={styles.grid} aria-busy="true">
        <p className="visually-hidden" role="status">
          {ammoTexts.loading}
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
        <p className={styles.stateTitle}>{ammoTexts.listFailed}</p>
        {refused ? <p className={styles.stateDetail}>{result.error.message}</p> : null}
        {refused ? (
          <Button onClick={onClearFilters}>{ammoMessages.clearAllFilters}</Button>
        ) : (
          <Button onClick={() => result.refetch()}>{ammoTexts.retry}</Button>
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
        <p className={styles.stateTitle}>{ammoMessages.noAmmoForFilters}</p>
        <Button variant="secondary" onClick={onClearFilters}>
          {ammoMessages.clearAllFilters}
        </Button>
      </div>
    );

  return (
    <ul
      className={styles.grid}
      aria-busy={result.isPlaceholderData ? 'true' : undefined}
      data-stale={result.isPlaceholderData ? 'true' : undefined}
    >
      {items.map((item) => (
        <li key={item.id}>
          <AmmoCard item={item} />
        </li>
      ))}
    </ul>
  );
}
