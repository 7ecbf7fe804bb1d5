import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import type { PublicUser } from '../../../../shared/accounts/schemas.ts';
import {
  failureMessage,
  fieldProps,
  serverFieldErrors,
  showFieldErrors,
} from '../../../components/form-field/form-helpers.ts';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { useUpdateUser } from '../api/update-user.ts';
import { localIsoDate } from '../lib/age.ts';
import { inputErrors } from '../lib/form-errors.ts';
import { editFormSchema, type EditableField, type FormValues } from '../lib/profile-form.ts';
import { accountUiMessages, emailTexts } from '../messages.ts';
import { MinorNotice } from './minor-notice.tsx';
import { SaveCancel } from './save-cancel.tsx';
import styles from './account-forms.module.css';

// Edit modals are 644 px wide (narrower screens: the full width).
export const EDIT_MODAL_WIDTH = 644;

interface EditProfileModalProps {
  field: EditableField;
  user: PublicUser;
  onClose: () => void;
}

/**
 * Save applies (PATCH, merged into the session, toast), Cancel discards. Refused input keeps the
 * modal open with the message under its input. A new e-mail address waits for its link: the
 * toast says where the link went.
 */
export function EditProfileModal({ field, user, onClose }: EditProfileModalProps) {
  const firstInput = useRef<HTMLInputElement | null>(null);
  const update = useUpdateUser(user._id);
  const now = new Date();
  const today = localIsoDate(now);
  const schema = useMemo(() => editFormSchema(field, today), [field, today]);
  const { register, handleSubmit, setError, control, formState } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: field.initial(user),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const dateOfBirth = useWatch({ control, name: 'dateOfBirth' }) ?? '';
  const inputNames = field.inputs.map((input) => input.name);

  const submit = handleSubmit((values) => {
    update.mutate(field.toPatch(values), {
      onSuccess: (answer) => {
        // A new e-mail address changes nothing until the link sent to it is opened.
        toast.success(
          field.key === 'email' && answer.pendingEmail
            ? emailTexts.changePending(answer.pendingEmail)
            : accountUiMessages.profileUpdated,
        );
        onClose();
      },
      onError: (error) => {
        if (showFieldErrors(setError, inputErrors(serverFieldErrors(error)), inputNames)) return;
        const fallback =
          error.message === authClientMessages.noUser
            ? authClientMessages.noUser
            : authClientMessages.updateUserFailed;
        // A failure that names none of our inputs shows under the first one.
        setError(inputNames[0]!, { type: 'server', message: failureMessage(error, fallback) });
      },
    });
  });

  return (
    <Modal
      title={`Edit ${field.label}`}
      onClose={onClose}
      width={EDIT_MODAL_WIDTH}
      initialFocus={firstInput}
    >
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {field.inputs.map((input, index) => {
          const { inputRef, ...props } = fieldProps(register(input.name));
          return (
            <TextField
              announceError
              key={input.name}
              label={input.label}
              type={input.type}
              autoComplete={input.autoComplete}
              max={input.type === 'date' ? today : undefined}
              error={formState.errors[input.name]?.message}
              {...props}
              inputRef={(element) => {
                inputRef(element);
                if (index === 0) firstInput.current = element;
              }}
            />
          );
        })}
        {field.key === 'dateOfBirth' ? <MinorNotice dateOfBirth={dateOfBirth} today={now} /> : null}
        <SaveCancel saving={update.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
