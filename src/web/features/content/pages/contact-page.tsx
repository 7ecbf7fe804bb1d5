import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  contactMessageSchema,
  contactMessages,
} from '../../../../shared/contact/schema.ts';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/form-field/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { ContactsPanel } from '../components/contacts-panel.tsx';
import styles from './contact-page.module.css';
import { PageBand } from '../../../components/page-band/page-band.tsx';

type Field = 'name' | 'email' | 'title' | 'message';
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['name', 'email', 'title', 'message'];
const EMPTY = { name: '', email: '', title: '', message: '' };

export const contactPageTexts = {
  heading: 'Contact Us',
  description:
    'Questions about a build, a part or the site? Send the Buildwright team a message and we will get back to you by e-mail.',
  intro:
    'Questions about a build, a part or the site? Send us a message and we will reply by e-mail.',
  send: 'Send',
  sending: 'Sending...',
} as const;

/** spec §2 "Contact and legal pages", §4 "Contact form", §8 "Contact failure". */
export function ContactPage() {
  usePageMeta(contactPageTexts.heading, contactPageTexts.description);
  const [values, setValues] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);
  const sending = useSendContactMessage();
  const formId = useId();
  const honeypotId = `${formId}-hp`;
  const messageId = `${formId}-message`;
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const refs = { name: nameRef, email: emailRef, title: titleRef, message: messageRef };

  const focusFirst = (errors: FieldErrors) => {
    const first = FIELDS.find((f) => errors[f]);
    if (first) refs[first].current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    setSent(false);
    // The shared schema checks first; the server checks again and is the authority.
    const parsed = contactMessageSchema.safeParse({ ...values, title: values.title || undefined });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && FIELDS.includes(field as Field))
          errors[field as Field] ??= issue.message;
      }
      setFieldErrors(errors);
      setFailed(false);
      focusFirst(errors);
      return;
    }
    setFieldErrors({});
    setFailed(false);
    sending.mutate(
      { ...parsed.data, [CONTACT_HONEYPOT_FIELD]: honeypot || undefined },
      {
        // spec §4: on success fields and error clear.
        onSuccess: () => {
          setValues(EMPTY);
          setHoneypot('');
          setSent(true);
          toast.success(contactMessages.sent);
        },
        // spec §8: on failure the red 'Failed to send message…' line; fields the server named
        // get their own message as well.
        onError: (error) => {
          const named: FieldErrors = {};
          if (error instanceof ApiError) {
            for (const field of FIELDS) {
              const message = error.fieldErrors[field];
              if (message) named[field] = message;
            }
          }
          setFieldErrors(named);
          setFailed(true);
          focusFirst(named);
        },
      },
    );
  };

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setSent(false);
  };

  const messageError = fieldErrors.message;
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
            onSubmit={onSubmit}
            className={styles.form}
            aria-labelledby={`${formId}-heading`}
            aria-busy={sending.isPending}
          >
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.name}
              inputRef={nameRef}
              value={values.name}
              error={fieldErrors.name}
              onChange={(e) => change('name')(e.target.value)}
            />
            <TextField
              label="Email Address"
              name="email"
              type="email"
              autoComplete="email"
              required
              inputRef={emailRef}
              value={values.email}
              error={fieldErrors.email}
              onChange={(e) => change('email')(e.target.value)}
            />
            <TextField
              label="Subject (optional)"
              name="title"
              maxLength={CONTACT_LIMITS.title}
              inputRef={titleRef}
              value={values.title}
              error={fieldErrors.title}
              onChange={(e) => change('title')(e.target.value)}
            />
            <div className={styles.field}>
              <label htmlFor={messageId} className={styles.label}>
                Message
              </label>
              <textarea
                ref={messageRef}
                id={messageId}
                name="message"
                required
                rows={7}
                maxLength={CONTACT_LIMITS.message}
                className={styles.textarea}
                value={values.message}
                aria-invalid={messageError ? true : undefined}
                aria-describedby={`${messageId}-count${messageError ? ` ${messageId}-error` : ''}`}
                onChange={(e) => change('message')(e.target.value)}
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
                  {values.message.length} / {CONTACT_LIMITS.message}
                </span>
              </div>
            </div>
            {/* Bots fill this in; people never see it (as the newsletter's, ADR 006). */}
            <div className="visually-hidden" aria-hidden="true">
              <label htmlFor={honeypotId}>Leave this field empty</label>
              <input
                id={honeypotId}
                type="text"
                name={CONTACT_HONEYPOT_FIELD}
                tabIndex={-1}
                autoComplete="off"
                value={honeypot}
                onChange={(e) => setHoneypot(e.target.value)}
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
