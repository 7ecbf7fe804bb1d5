import { Button } from '../../../components/button/button.tsx';
import { accountUiMessages } from '../messages.ts';
import styles from './account-details.module.css';

interface DetailRowProps {
  label: string;
  /** '' shows 'Not set'. */
  value: string;
  onEdit: () => void;
}

/** One labelled value with its EDIT button; the button names its field. */
export function DetailRow({ label, value, onEdit }: DetailRowProps) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.detail}>
        <span className={styles.value}>
          {value ? value : <span className={styles.notSet}>{accountUiMessages.notSet}</span>}
        </span>
        <Button
          variant="outline"
          className={styles.edit}
          aria-label={`Edit ${label}`}
          onClick={onEdit}
        >
          EDIT
        </Button>
      </dd>
    </div>
  );
}
