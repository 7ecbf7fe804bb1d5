import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { setupMessages } from '../../../../shared/accounts/messages.ts';
import { Button } from '../../../components/button/button.tsx';
import {
  fieldProps,
  serverFieldErrors,
  showFieldErrors,
} from '../../../components/form-field/form-helpers.ts';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../stores/session.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { MinorNotice } from '../components/minor-notice.tsx';
import { localIsoDate } from '../lib/age.ts';
import { inputErrors } from '../lib/form-errors.ts';
import { splitFullName } from '../lib/full-name.ts';
import { setupFormSchema, setupPatch, type SetupValues } from '../lib/profile-form.ts';
import { accountUiMessages } from '../messages.ts';
import formStyles from '../components/account-forms.module.css';
import styles from './setup-page.module.css';

const HEADING = 'Complete Your Profile';

const INPUTS: {
  name: keyof SetupValues;
  label: string;
  type: 'text' | 'date' | 'tel';
  autoComplete: string;
}[] = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'dateOfBirth', label: 'Date of Birth', type: 'date', autoComplete: 'bday' },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
];
const INPUT_NAMES = INPUTS.map((input) => input.name);

/**
 * /setup: first name, last name, date of birth and phone number, then
 * /account/profileinformation. Messages are inline role="alert" lines (ADR 014).
 */
export function SetupPage() {
  useDocumentTitle(HEADING);
  const session = useSession();
  const navigate = useNavigate();
  const update = useUpdateUser(session?.user._id);
  const now = new Date();
  const today = localIsoDate(now);
  const schema = useMemo(() => setupFormSchema(today), [today]);
  const { register, handleSubmit, setError, control, formState } = useForm<SetupValues>({
    resolver: zodResolver(schema),
    defaultValues: (() => {
      const profile = session?.user.userProfile;
      return {
        ...splitFullName(profile?.fullName ?? ''),
        dateOfBirth: profile?.dateOfBirth ?? '',
        phoneNumber: profile?.phoneNumber ?? '',
      };
    })(),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const dateOfBirth = useWatch({ control, name: 'dateOfBirth' });

  const submit = handleSubmit((values) => {
    update.mutate(setupPatch(values), {
      // The hook has merged the answer into the session before this runs.
      onSuccess: () => void navigate('/account/profileinformation'),
      onError: (error) => {
        // Field errors from the server (phone format, a future date) go under their input; any
        // other failure is the save alert.
        const byInput = inputErrors(serverFieldErrors(error));
        if (!showFieldErrors(setError, byInput, INPUT_NAMES)) {
          setError('root.server', { type: 'server', message: setupMessages.saveFailed });
        }
      },
    });
  });

  if (!session) return null;

  const field = (input: (typeof INPUTS)[number]) => (
    <TextField
      announceError
      key={input.name}
      label={input.label}
      type={input.type}
      autoComplete={input.autoComplete}
      max={input.type === 'date' ? today : undefined}
      error={formState.errors[input.name]?.message}
      {...fieldProps(register(input.name))}
    />
  );
  const general = formState.errors.root?.server?.message;

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.heading}>{HEADING}</h1>
        <p className={styles.intro}>Tell us a little about yourself to finish setting up.</p>
        <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
          {general ? (
            <p role="alert" className={formStyles.formError}>
              {general}
            </p>
          ) : null}
          <div className={styles.names}>{INPUTS.slice(0, 2).map(field)}</div>
          {INPUTS.slice(2).map(field)}
          <MinorNotice dateOfBirth={dateOfBirth} today={now} />
          <Button type="submit" variant="primary" block disabled={update.isPending}>
            {update.isPending ? accountUiMessages.saving : 'Complete Setup'}
          </Button>
        </form>
      </div>
    </div>
  );
}
