import type { ReactNode } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { accountUiMessages } from '../messages.ts';
import styles from './account-details.module.css';

interface DetailRowProps {
  label: string;
  /** '' shows 'Not set'. */
  value: string;
  onEdit: () => void;
  /** A short marker beside the value, e.g. 'Unverified'. */
  marker?: ReactNode;
  /** Notes and actions about the value, under it. */
  details?: ReactNode;
}

/** One labelled value with its EDIT button; the button names its field. */
export function DetailRow({ label, value, onEdit, marker, details }: DetailRowProps) {
  const line = (
    <>
      <div className={styles.valueGroup}>
        <span className={styles.value}>
          {value ? value : <span className={styles.notSet}>{accountUiMessages.notSet}</span>}
        </span>
        {marker}
      </div>
      <Button
        variant="outline"
        className={styles.edit}
        aria-label={`Edit ${label}`}
        onClick={onEdit}
      >
        EDIT
      </Button>
    </>
  );
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      {details ? (
        <dd className={styles.detailStack}>
          <div className={styles.detail}>{line}</div>
          {details}
        </dd>
      ) : (
        <dd className={styles.detail}>{line}</dd>
      )}
    </div>
  );
}
