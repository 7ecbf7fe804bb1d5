import type { UseQueryResult } from '@tanstack/react-query';
import { catalogMessages } from '../../../../../shared/catalog/messages.ts';
import type { CatalogListResponse } from '../../../../../shared/catalog/schema.ts';
import { Button } from '../../../../components/button/button.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { listTexts } from './list-texts.ts';
import { ProductCard } from './product-card.tsx';
import styles from '../../../../components/listing/listing-results.module.css';

const SKELETON_CARDS = 8;

/**
 * The cards, or the state instead of them: loading (a skeleton), error (with Try again; a filter
 * the server refuses offers 'Clear all filters'), empty (spec §2 'No products available for ...';
 * the spec's debug table is not built, decision D2 / ADR 024). While another page or filter loads
 * the previous cards stay, dimmed.
 */
export function ProductResults({
  result,
  label,
  subPart,
  filtered,
  onClearFilters,
}: {
  result: UseQueryResult<CatalogListResponse>;
  label: string;
  subPart?: string;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  if (result.isPending)
    return (
      <div className={styles.grid} aria-busy="true">
        <p className="visually-hidden" role="status">
          {listTexts.loading}
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
        <p className={styles.stateTitle}>{refused ? listTexts.invalidFilters : listTexts.failed}</p>
        {refused ? <p className={styles.stateDetail}>{result.error.message}</p> : null}
        {refused ? (
          <Button onClick={onClearFilters}>{listTexts.clearFilters}</Button>
        ) : (
          <Button onClick={() => result.refetch()}>{listTexts.retry}</Button>
        )}
      </div>
    );
  }

  const { items, total } = result.data;
  // A page past the end of a list that has products: the page moves to the last page.
  if (items.length === 0 && total > 0) return null;
  if (items.length === 0)
    return (
      <div className={styles.state}>
        <p className={styles.stateTitle}>{catalogMessages.noProducts(label)}</p>
        {filtered ? (
          <Button variant="secondary" onClick={onClearFilters}>
            {listTexts.clearFilters}
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
      {items.map((group) => (
        <li key={group._id}>
          <ProductCard group={group} subPart={subPart} />
        </li>
      ))}
    </ul>
  );
}
