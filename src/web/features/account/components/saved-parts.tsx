import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import type { PublicUser } from '../../../../shared/accounts/schemas.ts';
import { formatPrice } from '../../../../shared/build/totals.ts';
import { silhouetteUrl } from '../../../../shared/catalog/silhouettes.ts';
import { Button } from '../../../components/button/button.tsx';
import { useRemoveSavedPart } from '../api/remove-saved-part.ts';
import { formatSavedDate, savedPartCards, type SavedPartCard } from '../lib/saved-part-cards.ts';
import { accountUiMessages, savedPartsTexts as t } from '../messages.ts';
import { EmptyTab } from './empty-tab.tsx';
import styles from './saved-parts.module.css';

/**
 * /account/savedpartlist (ADR 036): a
 * card grid of the saved parts and ammo with image, name, price, saved date, a link back to the
 * item and Remove, which deletes it on the server and updates the cached user. No parts: the
 * empty state of ADR 014.
 */
export function SavedParts({ user }: { user: PublicUser }) {
  const cards = savedPartCards(user.savedPartList);
  const remove = useRemoveSavedPart(user._id);
  const [removing, setRemoving] = useState<string | undefined>(undefined);

  if (cards.length === 0)
    return <EmptyTab message={accountUiMessages.noSavedParts} linkText={t.browse} to="/products" />;

  const onRemove = (card: SavedPartCard) => {
    setRemoving(card.partId);
    remove.mutate(card.partId, {
      onSuccess: () => toast.success(t.removed(card.name)),
      onError: () => toast.error(t.removeFailed),
      onSettled: () => setRemoving(undefined),
    });
  };

  return (
    <ul role="list" className={styles.grid}>
      {cards.map((card) => (
        <SavedCard
          key={`${card.kind}:${card.partId}`}
          card={card}
          removing={removing === card.partId}
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
