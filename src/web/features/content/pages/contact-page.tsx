import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  contactMessages,
  contactRequestSchema,
  type ContactRequest,
} from '../../../../shared/contact/schema.ts';
import { Button } from '../../../components/button/button.tsx';
import {
  fieldProps,
  serverFieldErrors,
  showFieldErrors,
} from '../../../components/form-field/form-helpers.ts';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { PageBand } from '../../../components/page-band/page-band.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { ContactsPanel } from '../components/contacts-panel.tsx';
import styles from './contact-page.module.css';

const FIELDS = ['name', 'email', 'title', 'message'] as const;
const EMPTY: ContactRequest = {
  name: '',
  email: '',
  title: '',
  message: '',
  [CONTACT_HONEYPOT_FIELD]: '',
};

export const contactPageTexts = {
  heading: 'Contact Us',
  description:
    'Questions about a build, a part or the site? Send the Buildwright team a message and we will get back to you by e-mail.',
  intro:
    'Questions about a build, a part or the site? Send us a message and we will reply by e-mail.',
  send: 'Send',
  sending: 'Sending...',
} as const;

/**
 * The contact form, checked with the request's own schema. Sending shows 'Sending...' on the
 * disabled button; success clears the fields and the error; failure shows the red line.
 */
export function ContactPage() {
  usePageMeta(contactPageTexts.heading, contactPageTexts.description);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);
  const sending = useSendContactMessage();
  const { register, handleSubmit, setError, reset, control, formState } = useForm({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const message = useWatch({ control, name: 'message' }) ?? '';
  const formId = useId();
  const honeypotId = `${formId}-hp`;
  const messageId = `${formId}-message`;
  const fieldErrors = formState.errors;

  const submit = handleSubmit(
    (request) => {
      if (sending.isPending) return;
      setSent(false);
      setFailed(false);
      sending.mutate(
        { ...request, [CONTACT_HONEYPOT_FIELD]: request[CONTACT_HONEYPOT_FIELD] || undefined },
        {
          // On success the fields and the error clear.
          onSuccess: () => {
            reset(EMPTY);
            setSent(true);
            toast.success(contactMessages.sent);
          },
          // On failure the red 'Failed to send message…' line; fields the server named get their
          // own message as well.
          onError: (error) => {
            showFieldErrors(setError, serverFieldErrors(error), FIELDS, { focus: true });
            setFailed(true);
          },
        },
      );
    },
    () => {
      setSent(false);
      setFailed(false);
    },
  );

  const onEdit = { onChange: () => setSent(false) };

  const messageError = fieldErrors.message?.message;
  return (
    <div className={styles.page}>
      <PageBand heading={contactPageTexts.heading} />
      <div className={`${styles.inner} ${styles.columns}`}>
        <section className={styles.formCard} aria-labelledby={`${formId}-heading`}>
          <h2 id={`${formId}-heading`} className={styles.formHeading}>
            Send us a message
          </h2>
          <p className={styles.intro}>{contactPageTexts.intro}</p>
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            className={styles.form}
            aria-labelledby={`${formId}-heading`}
            aria-busy={sending.isPending}
          >
            <TextField
              label="Name"
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.name}
              error={fieldErrors.name?.message}
              {...fieldProps(register('name', onEdit))}
            />
            <TextField
              label="Email Address"
              type="email"
              autoComplete="email"
              required
              error={fieldErrors.email?.message}
              {...fieldProps(register('email', onEdit))}
            />
            <TextField
              label="Subject (optional)"
              maxLength={CONTACT_LIMITS.title}
              error={fieldErrors.title?.message}
              {...fieldProps(register('title', onEdit))}
            />
            <div className={styles.field}>
              <label htmlFor={messageId} className={styles.label}>
                Message
              </label>
              <textarea
                id={messageId}
                required
                rows={7}
                maxLength={CONTACT_LIMITS.message}
                className={styles.textarea}
                aria-invalid={messageError ? true : undefined}
                aria-describedby={`${messageId}-count${messageError ? ` ${messageId}-error` : ''}`}
                {...register('message', onEdit)}
              />
              <div className={styles.fieldFoot}>
                {messageError ? (
                  <p id={`${messageId}-error`} className={styles.error}>
                    {messageError}
                  </p>
                ) : (
                  <span />
                )}
                <span id={`${messageId}-count`} className={styles.count}>
                  {message.length} / {CONTACT_LIMITS.message}
                </span>
              </div>
            </div>
            {/* Bots fill this in; people never see it (as the newsletter's, ADR 006). */}
            <div className="visually-hidden" aria-hidden="true">
              <label htmlFor={honeypotId}>Leave this field empty</label>
              <input
                id={honeypotId}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                {...register(CONTACT_HONEYPOT_FIELD)}
              />
            </div>
            <div role="status" className={styles.status}>
              {sent ? <p className={styles.success}>{contactMessages.sent}</p> : null}
            </div>
            {failed ? (
              <p role="alert" className={styles.failure}>
                {contactMessages.failed}
              </p>
            ) : null}
            <Button type="submit" className={styles.send} disabled={sending.isPending}>
              {sending.isPending ? contactPageTexts.sending : contactPageTexts.send}
            </Button>
          </form>
        </section>
        <ContactsPanel className={styles.contacts} />
      </div>
    </div>
  );
}
