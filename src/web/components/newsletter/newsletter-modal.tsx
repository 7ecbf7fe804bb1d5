import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  NEWSLETTER_HONEYPOT_FIELD,
  newsletterMessages,
  newsletterModalSchema,
} from '../../../shared/newsletter/schema.ts';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { Button } from '../button/button.tsx';
import { TextField } from '../form-field/text-field.tsx';
import { Modal } from '../modal/modal.tsx';
import { newsletterUiMessages, useSubscribe } from './api/subscribe.ts';
import styles from './newsletter-modal.module.css';

type Field = 'EMAIL' | 'FNAME' | 'LNAME';
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['EMAIL', 'FNAME', 'LNAME'];

export const newsletterModalTitle = 'Subscribe to our Newsletter';

/** Splits a failed request into messages under fields and one general line. */
function describeFailure(error: unknown): { fields: FieldErrors; general?: string } {
  if (error instanceof ApiError) {
    const fields: FieldErrors = {};
    for (const field of FIELDS) {
      const message = error.fieldErrors[field];
      if (message) fields[field] = message;
    }
    if (Object.keys(fields).length > 0) return { fields };
    return {
      fields,
      general: error.status >= 500 ? newsletterUiMessages.serverError : error.message,
    };
  }
  if (error instanceof NetworkError) return { fields: {}, general: error.message };
  return { fields: {}, general: newsletterUiMessages.failed };
}

export interface NewsletterModalProps {
  initialEmail?: string;
  onClose: () => void;
}

/** spec §2 "Newsletter modal": EMAIL, FNAME, LNAME (all required) and a hidden honeypot. */
export function NewsletterModal({ initialEmail = '', onClose }: NewsletterModalProps) {
  const [values, setValues] = useState({ EMAIL: initialEmail, FNAME: '', LNAME: '' });
  const [honeypot, setHoneypot] = useState('');
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const subscription = useSubscribe({ quiet: true });
  const honeypotId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const inputRefs = { EMAIL: emailRef, FNAME: firstNameRef, LNAME: lastNameRef };

  const done = subscription.isSuccess;
  useEffect(() => {
    if (done) closeRef.current?.focus();
  }, [done]);

  const failure = subscription.isError ? describeFailure(subscription.error) : undefined;
  const errorFor = (field: Field) => localErrors[field] ?? failure?.fields[field];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscription.isPending) return;
    const parsed = newsletterModalSchema.safeParse(values);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && FIELDS.includes(field as Field)) {
          errors[field as Field] ??= issue.message;
        }
      }
      setLocalErrors(errors);
      subscription.reset();
      const firstInvalid = FIELDS.find((f) => errors[f]);
      if (firstInvalid) inputRefs[firstInvalid].current?.focus();
      return;
    }
    setLocalErrors({});
    subscription.mutate({
      ...parsed.data,
      [NEWSLETTER_HONEYPOT_FIELD]: honeypot || undefined,
      source: 'modal',
    });
  };

  const field = (
    name: Field,
    label: string,
    type: string,
    autoComplete: string,
    inputRef: RefObject<HTMLInputElement | null>,
  ) => (
    <TextField
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      required
      inputRef={inputRef}
      value={values[name]}
      error={errorFor(name)}
      onChange={(event) => {
        const value = event.target.value;
        setValues((v) => ({ ...v, [name]: value }));
      }}
    />
  );

  return (
    <Modal
      title={newsletterModalTitle}
      onClose={onClose}
      // With the e-mail prefilled (footer sign-up box), start at the first name.
      initialFocus={initialEmail ? firstNameRef : emailRef}
    >
      <div role="status" className={styles.status}>
        {done ? <p className={styles.thanks}>{newsletterMessages.thanks}</p> : null}
      </div>
      {done ? (
        <div className={styles.actions}>
          <Button ref={closeRef} onClick={onClose}>
            Close
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className={styles.form}>
          <p className={styles.intro}>
            Build news, new parts and the best deals in your inbox. No spam, unsubscribe any time.
          </p>
          {field('EMAIL', 'Email', 'email', 'email', emailRef)}
          <div className={styles.names}>
            {field('FNAME', 'First Name', 'text', 'given-name', firstNameRef)}
            {field('LNAME', 'Last Name', 'text', 'family-name', lastNameRef)}
          </div>
          {/* Bots fill this in; people never see it (decision 006). */}
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor={honeypotId}>Leave this field empty</label>
            <input
              id={honeypotId}
              type="text"
              name={NEWSLETTER_HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(event) => setHoneypot(event.target.value)}
            />
          </div>
          {failure?.general ? (
            <p role="alert" className={styles.general}>
              {failure.general}
            </p>
          ) : null}
          <Button type="submit" block disabled={subscription.isPending}>
            {subscription.isPending ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </form>
      )}
    </Modal>
  );
}
