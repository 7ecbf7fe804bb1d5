import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import {
  failureMessage,
  fieldProps,
  serverFieldErrors,
  showFieldErrors,
} from '../../../components/form-field/form-helpers.ts';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { inputErrors } from '../lib/form-errors.ts';
import { passwordFormSchema, type PasswordValues } from '../lib/profile-form.ts';
import { accountUiMessages } from '../messages.ts';
import { EDIT_MODAL_WIDTH } from './edit-profile-modal.tsx';
import { SaveCancel } from './save-cancel.tsx';
import styles from './account-forms.module.css';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const INPUTS: { name: keyof PasswordValues; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];
const INPUT_NAMES = INPUTS.map((input) => input.name);

/**
 * The current password and the new one twice: saved only when the two new entries match,
 * otherwise nothing is sent and the modal stays open. On success the fresh token and user go
 * into the session (the old token no longer works).
 */
export function ChangePasswordModal({ userId, onClose }: { userId: string; onClose: () => void }) {
  const firstInput = useRef<HTMLInputElement | null>(null);
  const change = useChangePassword(userId);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const submit = handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(accountUiMessages.passwordChanged);
          onClose();
        },
        onError: (error) => {
          if (showFieldErrors(setError, inputErrors(serverFieldErrors(error)), INPUT_NAMES)) {
            return;
          }
          setError('root.server', {
            type: 'server',
            message: failureMessage(error, authClientMessages.updateUserFailed),
          });
        },
      },
    );
  });
  const general = formState.errors.root?.server?.message;

  return (
    <Modal
      title="Edit Password"
      onClose={onClose}
      width={EDIT_MODAL_WIDTH}
      initialFocus={firstInput}
    >
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {general ? (
          <p role="alert" className={styles.formError}>
            {general}
          </p>
        ) : null}
        {INPUTS.map((input, index) => {
          const { inputRef, ...props } = fieldProps(register(input.name));
          return (
            <TextField
              announceError
              key={input.name}
              label={input.label}
              type="password"
              autoComplete={input.autoComplete}
              error={formState.errors[input.name]?.message}
              {...props}
              inputRef={(element) => {
                inputRef(element);
                if (index === 0) firstInput.current = element;
              }}
            />
          );
        })}
        <SaveCancel saving={change.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
