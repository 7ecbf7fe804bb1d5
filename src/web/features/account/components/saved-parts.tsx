import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import type { PublicUser } from '../../../../shared/accounts/schemas.ts';
import { formatPrice } from '../../../../shared/build/totals.ts';
import type { SavedPart } from '../../../../shared/catalog/saved-parts.ts';
import { silhouetteUrl } from '../../../../shared/catalog/silhouettes.ts';
import { Button } from '../../../components/button/button.tsx';
import { useSavePart } from '../../../components/save-part/api/save-part.ts';
import { useRemoveSavedPart } from '../api/remove-saved-part.ts';
import {
  formatSavedDate,
  savedPartCards,
  savedPartEntry,
  type SavedPartCard,
} from '../lib/saved-part-cards.ts';
import { accountUiMessages, savedPartsTexts as t } from '../messages.ts';
import { EmptyTab } from './empty-tab.tsx';
import styles from './saved-parts.module.css';

/** How long the 'Removed' toast offers Undo (a pointer on it, or Alt+T, holds it longer). */
const UNDO_MS = 10_000;

/**
 * /account/savedpartlist (ADR 036): a
 * card grid of the saved parts and ammo with image, brand, name, price, saved date, a link back
 * to the item and Remove, which deletes it on the server and updates the cached user. The
 * 'Removed' toast offers Undo, which saves the stored entry again (its saved date kept) through
 * the save API: the server holds the right list whether or not Undo is pressed or the page is
 * left. No parts: the empty state of ADR 014.
 */
export function SavedParts({ user }: { user: PublicUser }) {
  const cards = savedPartCards(user.savedPartList);
  const remove = useRemoveSavedPart(user._id);
  const restore = useSavePart(user._id);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());

  if (cards.length === 0)
    return <EmptyTab message={accountUiMessages.noSavedParts} linkText={t.browse} to="/products" />;

  const undo = (card: SavedPartCard, entry: unknown) => {
    // The entry is as the server stored it, so it passes the save's checks again.
    restore.mutateAsync(entry as SavedPart).then(
      () => toast.success(t.restored(card.name)),
      (error: unknown) => {
        // Already back (saved again elsewhere meanwhile): nothing is lost.
        if (error instanceof ApiError && error.status === 409) return;
        toast.error(t.restoreFailed(card.name));
      },
    );
  };

  const onRemove = (card: SavedPartCard) => {
    const entry = savedPartEntry(user.savedPartList, card);
    setRemoving((ids) => new Set(ids).add(card.partId));
    // One promise per card, so removing several in a row gives each its own toast and Undo.
    remove
      .mutateAsync(card.partId)
      .then(
        () =>
          toast.success(t.removed(card.name), {
            duration: UNDO_MS,
            ...(entry !== undefined && {
              action: { label: t.undo, onClick: () => undo(card, entry) },
            }),
          }),
        () => toast.error(t.removeFailed),
      )
      .finally(() =>
        setRemoving((ids) => {
          const next = new Set(ids);
          next.delete(card.partId);
          return next;
        }),
      );
  };

  return (
    <ul role="list" className={styles.grid}>
      {cards.map((card) => (
        <SavedCard
          key={`${card.kind}:${card.partId}`}
          card={card}
          removing={removing.has(card.partId)}
          onRemove={() => onRemove(card)}
        />
      ))}
    </ul>
  );
}

function SavedCard({
  card,
  removing,
  onRemove,
}: {
  card: SavedPartCard;
  removing: boolean;
  onRemove: () => void;
}) {
  const nameId = useId();
  const saved = formatSavedDate(card.savedAt);
  const image = card.image ?? (card.kind === 'ammo' ? silhouetteUrl('ammo', 'bronze') : undefined);
  return (
    <li className={styles.card} aria-labelledby={nameId} data-saved-part={card.partId}>
      <div className={styles.imageBox}>
        {image ? (
          <img src={image} alt="" width={240} height={160} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.noImage} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.kind}>{card.kind === 'ammo' ? t.ammo : t.part}</p>
        {card.brand ? <p className={styles.brand}>{card.brand}</p> : null}
        <h2 id={nameId} className={styles.name}>
          {card.href ? <Link to={card.href}>{card.name}</Link> : card.name}
        </h2>
        <p className={styles.price}>
          {card.price === undefined ? t.noPrice : formatPrice(card.price)}
        </p>
        {saved ? <p className={styles.date}>{t.savedOn(saved)}</p> : null}
        <div className={styles.actions}>
          <Button
            variant="outline"
            onClick={onRemove}
            disabled={removing}
            aria-busy={removing || undefined}
            aria-label={t.removeLabel(card.name)}
          >
            {removing ? t.removing : t.remove}
          </Button>
        </div>
      </div>
    </li>
  );
}
