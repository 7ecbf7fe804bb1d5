import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { useChangePassword } from '../api/change-password.ts';
import {
  failureMessage,
  hasErrors,
  inputErrors,
  serverFieldErrors,
  type FieldErrors,
} from '../lib/form-errors.ts';
import { validatePasswordChange, type PasswordValues } from '../lib/profile-form.ts';
import { accountUiMessages } from '../messages.ts';
import { SaveCancel } from './save-cancel.tsx';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { EDIT_MODAL_WIDTH } from './edit-profile-modal.tsx';
import styles from './account-forms.module.css';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const INPUTS: { name: keyof PasswordValues; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];

/**
 * decision D9: the current password and the new one twice. spec §4: saved only when the two new
 * entries match, otherwise nothing is sent and the modal stays open. On success the fresh token
 * and user go into the session (the old token no longer works).
 */
export function ChangePasswordModal({ userId, onClose }: { userId: string; onClose: () => void }) {
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState('');
  const firstInput = useRef<HTMLInputElement>(null);
  const change = useChangePassword(userId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    setGeneral('');
    if (hasErrors(found)) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast.success(accountUiMessages.passwordChanged);
          onClose();
        },
        onError: (error) => {
          const byInput = inputErrors(serverFieldErrors(error));
          if (hasErrors(byInput)) setErrors(byInput);
          else setGeneral(failureMessage(error, authClientMessages.updateUserFailed));
        },
      },
    );
  };

  return (
    <Modal
      title="Edit Password"
      onClose={onClose}
      width={EDIT_MODAL_WIDTH}
      initialFocus={firstInput}
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        {general ? (
          <p role="alert" className={styles.formError}>
            {general}
          </p>
        ) : null}
        {INPUTS.map((input, index) => (
          <TextField
            announceError
            key={input.name}
            inputRef={index === 0 ? firstInput : undefined}
            label={input.label}
            name={input.name}
            type="password"
            autoComplete={input.autoComplete}
            value={values[input.name]}
            error={errors[input.name]}
            onChange={(event) =>
              setValues((prev) => ({ ...prev, [input.name]: event.target.value }))
            }
          />
        ))}
        <SaveCancel saving={change.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
