import { memo } from 'react';
import { useNavigate } from 'react-router';
import type { SubPart } from '../../../../shared/build/schema.ts';
import { isIncludedEntry } from '../../../../shared/build/totals.ts';
import { Button } from '../../../components/button/button.tsx';
import { builderTexts } from '../lib/builder-texts.ts';
import { includedParent, includedPartLabel } from '../lib/product-view.ts';
import type { RowExtras } from '../lib/row-extras.ts';
import { PlusIcon } from './builder-icons.tsx';
import styles from './part-row.module.css';
import { ProductRow } from './product-row.tsx';
import { WarningBadge } from './warning-badge.tsx';

/** An empty sub-part's Add opens the catalogue filtered to that sub-part. */
export function addPath(subPart: string): string {
  return `/products/AR?subPart=${encodeURIComponent(subPart)}`;
}

function EmptyRow({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <li className={`${styles.row} ${styles.empty}`}>
      <span className={styles.emptyName}>{name}</span>
      <Button
        variant="outline"
        className={styles.add}
        aria-label={builderTexts.addLabel(name)}
        onClick={() => void navigate(addPath(name))}
      >
        <PlusIcon size="sm" />
        {builderTexts.add}
      </Button>
    </li>
  );
}

interface SubPartRowProps {
  sub: SubPart;
  extras: RowExtras | undefined;
  /** Show the sub-part's name over a filled row (not when it only repeats the group's name). */
  labelled: boolean;
}

/**
 * A sub-part a composite filled (ADR 017): its own place says so, with the composite's name and an
 * 'Included' badge; the entry's Remove lives in the nested rows under the composite.
 */
function IncludedPlaceRow({ sub, extras, labelled }: SubPartRowProps) {
  const product = sub.product!;
  return (
    <li className={`${styles.row} ${styles.includedPlace}`}>
      {labelled ? <span className={styles.subPart}>{sub.name}</span> : null}
      <div className={styles.info}>
        <p className={styles.name} title={product.name}>
          {includedPartLabel(product)}
        </p>
        <p className={styles.notes}>{builderTexts.includedWith(includedParent(product) ?? '')}</p>
      </div>
      <div className={styles.actions}>
        {extras?.issues?.length ? (
          <WarningBadge productName={product.name} issues={extras.issues} />
        ) : null}
        <span className={styles.badge}>{builderTexts.included}</span>
      </div>
    </li>
  );
}

/**
 * One sub-part of a group. Memoised on its sub-part object and its extras: the build
 * store keeps both identities for parts that did not change (ADR 017).
 */
export const SubPartRow = memo(function SubPartRow({ sub, extras, labelled }: SubPartRowProps) {
  const product = sub.product;
  if (!product) return <EmptyRow name={sub.name} />;
  if (isIncludedEntry(product)) {
    return <IncludedPlaceRow sub={sub} extras={extras} labelled={labelled} />;
  }
  return <ProductRow subPart={sub.name} product={product} extras={extras} labelled={labelled} />;
});
