import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import {
  NEWSLETTER_HONEYPOT_FIELD,
  newsletterMessages,
  newsletterModalSchema,
} from '../../../shared/newsletter/schema.ts';
import { WithQueries } from '../../lib/with-queries.tsx';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { Button } from '../button/button.tsx';
import { fieldProps } from '../form-field/form-helpers.ts';
import { TextField } from '../form-field/text-field.tsx';
import { Modal } from '../modal/modal.tsx';
import { newsletterUiMessages } from './api/subscribe.ts';
import { useSubscribe } from './api/use-subscribe.ts';
import styles from './newsletter-modal.module.css';

type ModalValues = z.input<typeof newsletterModalSchema>;
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

/**
 * The newsletter modal: EMAIL, FNAME, LNAME (all required) and a hidden honeypot, checked with
 * the modal's schema (the request's rules plus the two names).
 */
export function NewsletterModal(props: NewsletterModalProps) {
  return (
    <WithQueries>
      <ModalForm {...props} />
    </WithQueries>
  );
}

function ModalForm({ initialEmail = '', onClose }: NewsletterModalProps) {
  const subscription = useSubscribe({ quiet: true });
  const { register, handleSubmit, formState } = useForm<ModalValues>({
    resolver: zodResolver(newsletterModalSchema),
    defaultValues: { EMAIL: initialEmail, FNAME: '', LNAME: '', [NEWSLETTER_HONEYPOT_FIELD]: '' },
    reValidateMode: 'onSubmit',
  });
  const honeypotId = useId();
  const emailRef = useRef<HTMLInputElement | null>(null);
  const firstNameRef = useRef<HTMLInputElement | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const initialRefs: Partial<Record<Field, typeof emailRef>> = {
    EMAIL: emailRef,
    FNAME: firstNameRef,
  };

  const done = subscription.isSuccess;
  useEffect(() => {
    if (done) closeRef.current?.focus();
  }, [done]);

  const failure = subscription.isError ? describeFailure(subscription.error) : undefined;
  const errorFor = (field: Field) => formState.errors[field]?.message ?? failure?.fields[field];

  const submit = handleSubmit(
    (request) => {
      if (subscription.isPending) return;
      subscription.mutate({
        ...request,
        [NEWSLETTER_HONEYPOT_FIELD]: request[NEWSLETTER_HONEYPOT_FIELD] || undefined,
        source: 'modal',
      });
    },
    // A refused form is not an attempt: the last answer's messages go.
    () => subscription.reset(),
  );

  const field = (
    name: Field & FieldPath<ModalValues>,
    label: string,
    type: string,
    autoComplete: string,
  ) => {
    const { inputRef, ...props } = fieldProps(register(name));
    const initialRef = initialRefs[name];
    return (
      <TextField
        label={label}
        type={type}
        autoComplete={autoComplete}
        required
        error={errorFor(name)}
        {...props}
        inputRef={(element) => {
          inputRef(element);
          if (initialRef) initialRef.current = element;
        }}
      />
    );
  };

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
        <form noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
          <p className={styles.intro}>
            Build news, new parts and the best deals in your inbox. No spam, unsubscribe any time.
          </p>
          {field('EMAIL', 'Email', 'email', 'email')}
          <div className={styles.names}>
            {field('FNAME', 'First Name', 'text', 'given-name')}
            {field('LNAME', 'Last Name', 'text', 'family-name')}
          </div>
          {/* Bots fill this in; people never see it (ADR 006). */}
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor={honeypotId}>Leave this field empty</label>
            <input
              id={honeypotId}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              {...register(NEWSLETTER_HONEYPOT_FIELD)}
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
