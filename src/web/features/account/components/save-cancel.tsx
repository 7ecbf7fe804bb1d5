import { Button } from '../../../components/button/button.tsx';
import { accountUiMessages } from '../messages.ts';
import styles from './account-forms.module.css';

/** The edit modals' buttons: Save applies, Cancel discards. */
export function SaveCancel({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className={styles.actions}>
      <Button type="submit" variant="primary" disabled={saving}>
        {saving ? accountUiMessages.saving : 'Save'}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
