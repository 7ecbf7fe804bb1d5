import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { setupMessages } from '../../../../shared/accounts/messages.ts';
import { Button } from '../../../components/button/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../stores/session.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { MinorNotice } from '../components/minor-notice.tsx';
import { localIsoDate } from '../lib/age.ts';
import { hasErrors, inputErrors, serverFieldErrors, type FieldErrors } from '../lib/form-errors.ts';
import { splitFullName } from '../lib/full-name.ts';
import { setupPatch, validateSetup, type SetupValues } from '../lib/profile-form.ts';
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

/**
 * spec §2 "Profile setup": first name, last name, date of birth and phone number, then
 * /account/profileinformation. The spec's alerts are inline role="alert" messages (ADR 014).
 */
export function SetupPage() {
  useDocumentTitle(HEADING);
  const session = useSession();
  const navigate = useNavigate();
  const update = useUpdateUser(session?.user._id);
  const [values, setValues] = useState<SetupValues>(() => {
    const profile = session?.user.userProfile;
    return {
      ...splitFullName(profile?.fullName ?? ''),
      dateOfBirth: profile?.dateOfBirth ?? '',
      phoneNumber: profile?.phoneNumber ?? '',
    };
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState('');
  const now = new Date();
  const today = localIsoDate(now);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneral('');
    const found = validateSetup(values, today);
    setErrors(found);
    if (hasErrors(found)) return;
    update.mutate(setupPatch(values), {
      // The hook has merged the answer into the session (spec §4) before this runs.
      onSuccess: () => void navigate('/account/profileinformation'),
      onError: (error) => {
        // Field errors from the server (phone format, a future date) go under their input; any
        // other failure is the spec's save alert (§8).
        const byInput = inputErrors(serverFieldErrors(error));
        if (hasErrors(byInput)) setErrors(byInput);
        else setGeneral(setupMessages.saveFailed);
      },
    });
  };

  if (!session) return null;

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.heading}>{HEADING}</h1>
        <p className={styles.intro}>Tell us a little about yourself to finish setting up.</p>
        <form className={formStyles.form} noValidate onSubmit={submit}>
          {general ? (
            <p role="alert" className={formStyles.formError}>
              {general}
            </p>
          ) : null}
          <div className={styles.names}>
            {INPUTS.slice(0, 2).map((input) => (
              <TextField
                announceError
                key={input.name}
                label={input.label}
                name={input.name}
                type={input.type}
                autoComplete={input.autoComplete}
                value={values[input.name]}
                error={errors[input.name]}
                onChange={(event) =>
                  setValues((prev) => ({ ...prev, [input.name]: event.target.value }))
                }
              />
            ))}
          </div>
          {INPUTS.slice(2).map((input) => (
            <TextField
              announceError
              key={input.name}
              label={input.label}
              name={input.name}
              type={input.type}
              autoComplete={input.autoComplete}
              max={input.type === 'date' ? today : undefined}
              value={values[input.name]}
              error={errors[input.name]}
              onChange={(event) =>
                setValues((prev) => ({ ...prev, [input.name]: event.target.value }))
              }
            />
          ))}
          <MinorNotice dateOfBirth={values.dateOfBirth} today={now} />
          <Button type="submit" variant="primary" block disabled={update.isPending}>
            {update.isPending ? accountUiMessages.saving : 'Complete Setup'}
          </Button>
        </form>
      </div>
    </div>
  );
}
