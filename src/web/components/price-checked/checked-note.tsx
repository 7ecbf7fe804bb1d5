import { useState } from 'react';
import { checkedAgo } from '../../../shared/prices/offers.ts';
import styles from './checked-note.module.css';

/**
 * 'checked 3 h ago' for a price a merchant's feed confirmed at `at` (ISO 8601); a stale price says
 * it may have changed. '' when the time is unknown. The clock is the one of the first render: a
 * page is read for minutes, the text counts hours.
 */
export function useCheckedAgo(at: string | undefined, stale?: boolean): string {
  const [now] = useState(() => Date.now());
  const text = checkedAgo(at, now);
  return text && stale ? `${text}, may have changed` : text;
}

/** When a price was last confirmed, in small text beside it; nothing when unknown. */
export function CheckedNote({
  at,
  stale,
}: {
  at: string | undefined;
  stale?: boolean | undefined;
}) {
  const text = useCheckedAgo(at, stale);
  if (!text) return null;
  return (
    <small className={styles.note} data-field="checked">
      <time dateTime={at}>{text}</time>
    </small>
  );
}
