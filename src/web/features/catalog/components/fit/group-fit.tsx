import { useId, useMemo, useState } from 'react';
import type { CatalogGroup } from '../../../../../shared/catalog/schema.ts';
import { useCatalogGroup } from '../../api/get-catalog-group.ts';
import { groupMisfitReasons, variantFits } from '../../lib/candidate-fit.ts';
import { useBuildCompat } from '../../lib/use-build-compat.ts';
import { fitTexts } from './fit-texts.ts';
import styles from './fit-badge.module.css';

/**
 * A card's fit with the visitor's build (ADRs 064, 065), from the list answer's `fit`:
 * 'Fits your build' and 'n of m variants fit', or 'Does not fit your build' with 'Why not?', which
 * loads the group's variants (only then) and lists the engine's reasons.
 */
export function GroupFit({
  group,
  fit,
  subPart,
}: {
  group: CatalogGroup;
  fit: { fits: number; total: number };
  subPart?: string;
}) {
  const [open, setOpen] = useState(false);
  const reasonsId = useId();
  const fits = fit.fits > 0;
  return (
    <div className={styles.fit} data-fits={fits ? 'true' : 'false'}>
      <span className={fits ? styles.fits : styles.misfit}>
        {fits ? fitTexts.fitsBuild : fitTexts.doesNotFit}
      </span>
      <span className={styles.count}>{fitTexts.variantsFit(fit.fits, fit.total)}</span>
      {fits ? null : (
        <button
          type="button"
          className={styles.why}
          aria-expanded={open}
          aria-controls={reasonsId}
          aria-label={fitTexts.whyNotLabel(group.partName)}
          onClick={() => setOpen((o) => !o)}
        >
          {fitTexts.whyNot}
        </button>
      )}
      {!fits && open ? (
        <div id={reasonsId} className={styles.reasonsBox}>
          <MisfitReasons group={group} subPart={subPart} />
        </div>
      ) : null}
    </div>
  );
}

function MisfitReasons({ group, subPart }: { group: CatalogGroup; subPart?: string }) {
  const detail = useCatalogGroup(group._id);
  const { parts, engine } = useBuildCompat();
  const reasons = useMemo(
    () =>
      detail.data
        ? groupMisfitReasons(
            variantFits(engine, parts, detail.data.group, detail.data.variants, subPart),
          )
        : [],
    [detail.data, engine, parts, subPart],
  );
  if (detail.isPending) return <p className={styles.pending}>{fitTexts.whyLoading}</p>;
  if (detail.isError) return <p className={styles.pending}>{fitTexts.whyFailed}</p>;
  return (
    <ul className={styles.reasons}>
      {reasons.map((reason) => (
        <li key={reason}>{fitTexts.conflicts(reason)}</li>
      ))}
    </ul>
  );
}
