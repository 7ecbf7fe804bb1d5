import { useState } from 'react';
import type { PublicUser } from '../../../../shared/accounts/schemas.ts';
import { Button } from '../../../components/button/button.tsx';
import { EDITABLE_FIELDS } from '../lib/profile-form.ts';
import { ChangePasswordModal } from './change-password-modal.tsx';
import { DeleteAccountModal } from './delete-account-modal.tsx';
import { DetailRow } from './detail-row.tsx';
import { EditProfileModal } from './edit-profile-modal.tsx';
import { EmailStatus, UnverifiedMarker } from './email-status.tsx';
import styles from './account-details.module.css';
import formStyles from './account-forms.module.css';

type Dialog = 'email' | 'password' | 'delete' | null;

/**
 * Account Settings sits on /account/profileinformation below the profile fields: Email (marked
 * 'Unverified' until its link is opened, and a change waiting for its link) and Password with
 * EDIT, and Delete Account.
 */
export function AccountSettingsSection({ user }: { user: PublicUser }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <section className={styles.section} aria-labelledby="account-settings-heading">
      <h2 id="account-settings-heading" className={styles.sectionHeading}>
        Account Settings
      </h2>
      <dl className={styles.list}>
        <DetailRow
          label={EDITABLE_FIELDS.email.label}
          value={EDITABLE_FIELDS.email.display(user)}
          onEdit={() => setDialog('email')}
          marker={user.emailVerified ? null : <UnverifiedMarker />}
          details={<EmailStatus user={user} />}
        />
        {/* The password itself is never shown; the dots only say one is set. */}
        <DetailRow label="Password" value="••••••••" onEdit={() => setDialog('password')} />
      </dl>
      <div className={styles.dangerZone}>
        <Button variant="outline" className={formStyles.danger} onClick={() => setDialog('delete')}>
          Delete Account
        </Button>
      </div>
      {dialog === 'email' ? (
        <EditProfileModal field={EDITABLE_FIELDS.email} user={user} onClose={close} />
      ) : null}
      {dialog === 'password' ? <ChangePasswordModal userId={user._id} onClose={close} /> : null}
      {dialog === 'delete' ? <DeleteAccountModal userId={user._id} onClose={close} /> : null}
    </section>
  );
}
