import { useState } from 'react';
import type { PublicUser } from '../../../../shared/accounts/schemas.ts';
import { EDITABLE_FIELDS, type EditableKey } from '../lib/profile-form.ts';
import { DetailRow } from './detail-row.tsx';
import { EditProfileModal } from './edit-profile-modal.tsx';
import styles from './account-details.module.css';

// Profile Information lists these four, each with EDIT.
const PROFILE_KEYS: EditableKey[] = ['username', 'fullName', 'dateOfBirth', 'phoneNumber'];

export function ProfileSection({ user }: { user: PublicUser }) {
  const [editing, setEditing] = useState<EditableKey | null>(null);
  return (
    <section className={styles.section} aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading" className={styles.sectionHeading}>
        Profile Details
      </h2>
      <dl className={styles.list}>
        {PROFILE_KEYS.map((key) => {
          const field = EDITABLE_FIELDS[key];
          return (
            <DetailRow
              key={key}
              label={field.label}
              value={field.display(user)}
              onEdit={() => setEditing(key)}
            />
          );
        })}
      </dl>
      {editing ? (
        <EditProfileModal
          field={EDITABLE_FIELDS[editing]}
          user={user}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
