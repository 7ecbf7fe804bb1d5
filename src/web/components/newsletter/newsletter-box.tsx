import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { newsletterMessages } from '../../../shared/newsletter/schema.ts';
import { emailSchema } from '../../../shared/validation/fields.ts';
import { validationMessages } from '../../../shared/validation/messages.ts';
import { Button } from '../button/button.tsx';
import { MailIcon } from '../icons/ui-icons.tsx';
import { useSubscribe } from './api/subscribe.ts';
import styles from './newsletter-box.module.css';

export type NewsletterBoxState = 'idle' | 'loading' | 'success' | 'error';

// spec §7: the box's request times out after 5 seconds.
const BOX_TIMEOUT_MS = 5000;

export interface NewsletterBoxProps {
  heading?: string;
  description?: string;
}

/**
 * The reusable subscribe box (home page, blog posts). spec §4: idle, loading, success, error; the
 * box is replaced by the thanks message after any attempt finishes — an error shows no message,
 * only data-state="error" tells it apart (decision 006).
 */
export function NewsletterBox({
  heading = 'Get build news and deals',
  description = 'New parts, price drops and build guides, straight to your inbox.',
}: NewsletterBoxProps) {
  const [email, setEmail] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const subscription = useSubscribe({ timeoutMs: BOX_TIMEOUT_MS, quiet: true });
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const thanksRef = useRef<HTMLParagraphElement>(null);

  const state: NewsletterBoxState = subscription.isPending
    ? 'loading'
    : subscription.isSuccess
      ? 'success'
      : subscription.isError
        ? 'error'
        : 'idle';
  const finished = state === 'success' || state === 'error';

  useEffect(() => {
    // The form (and the focused button) is gone: keep focus in the box.
    if (finished && document.activeElement === document.body) thanksRef.current?.focus();
  }, [finished]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscription.isPending) return;
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      // Not an attempt: nothing is sent (decision 006).
      setLocalError(validationMessages.invalidEmail);
      return;
    }
    setLocalError(null);
    // decision D39: the box sends only the e-mail.
    subscription.mutate({ EMAIL: parsed.data, source: 'box' });
  };

  return (
    <section className={styles.box} data-state={state} aria-labelledby={headingId}>
      <div className={styles.iconWrap} aria-hidden="true">
        <MailIcon size="lg" />
      </div>
      <div className={styles.content}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        <div role="status">
          {finished ? (
            <p ref={thanksRef} tabIndex={-1} className={styles.thanks}>
              {newsletterMessages.thanks}
            </p>
          ) : null}
        </div>
        {finished ? null : (
          <>
            <p className={styles.description}>{description}</p>
            <form noValidate onSubmit={onSubmit} className={styles.form}>
              <label htmlFor={inputId} className="visually-hidden">
                Email address
              </label>
              <input
                id={inputId}
                type="email"
                name="EMAIL"
                autoComplete="email"
                placeholder="Enter your email"
                className={styles.input}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={localError ? true : undefined}
                aria-describedby={localError ? errorId : undefined}
              />
              <Button type="submit" disabled={state === 'loading'}>
                {state === 'loading' ? 'Subscribing...' : 'Subscribe'}
              </Button>
            </form>
            {localError ? (
              <p id={errorId} className={styles.error}>
                {localError}
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
