import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import type { PublicUser } from '../../../../shared/accounts/schemas.ts';
import { Modal } from '../../../components/modal/modal.tsx';
import { useUpdateUser } from '../api/update-user.ts';
import { localIsoDate } from '../lib/age.ts';
import {
  failureMessage,
  hasErrors,
  inputErrors,
  serverFieldErrors,
  type FieldErrors,
} from '../lib/form-errors.ts';
import { validateEdit, type EditableField, type FormValues } from '../lib/profile-form.ts';
import { accountUiMessages } from '../messages.ts';
import { SaveCancel } from './save-cancel.tsx';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { MinorNotice } from './minor-notice.tsx';
import styles from './account-forms.module.css';

// spec §2 "Account": edit modals are 644 px wide (narrower screens: the full width).
export const EDIT_MODAL_WIDTH = 644;

interface EditProfileModalProps {
  field: EditableField;
  user: PublicUser;
  onClose: () => void;
}

/**
 * spec §4 "Account/profile edit": Save applies (PATCH, merged into the session, toast), Cancel
 * discards. Refused input keeps the modal open with the message under its input.
 */
export function EditProfileModal({ field, user, onClose }: EditProfileModalProps) {
  const [values, setValues] = useState<FormValues>(() => field.initial(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const firstInput = useRef<HTMLInputElement>(null);
  const update = useUpdateUser(user._id);
  const now = new Date();
  const today = localIsoDate(now);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateEdit(field, values, today);
    setErrors(found);
    if (hasErrors(found)) return;
    update.mutate(field.toPatch(values), {
      onSuccess: () => {
        toast.success(accountUiMessages.profileUpdated);
        onClose();
      },
      onError: (error) => {
        const byInput = inputErrors(serverFieldErrors(error));
        const fallback =
          error.message === authClientMessages.noUser
            ? authClientMessages.noUser
            : authClientMessages.updateUserFailed;
        // spec §8: a failure that names none of our inputs shows under the first one.
        setErrors(
          hasErrors(byInput)
            ? byInput
            : { [field.inputs[0]!.name]: failureMessage(error, fallback) },
        );
      },
    });
  };

  return (
    <Modal
      title={`Edit ${field.label}`}
      onClose={onClose}
      width={EDIT_MODAL_WIDTH}
      initialFocus={firstInput}
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        {field.inputs.map((input, index) => (
          <TextField
            announceError
            key={input.name}
            inputRef={index === 0 ? firstInput : undefined}
            label={input.label}
            name={input.name}
            type={input.type}
            autoComplete={input.autoComplete}
            max={input.type === 'date' ? today : undefined}
            value={values[input.name] ?? ''}
            error={errors[input.name]}
            onChange={(event) =>
              setValues((prev) => ({ ...prev, [input.name]: event.target.value }))
            }
          />
        ))}
        {field.key === 'dateOfBirth' ? (
          <MinorNotice dateOfBirth={values.dateOfBirth ?? ''} today={now} />
        ) : null}
        <SaveCancel saving={update.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
