import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { newsletterMessages } from '../../../shared/newsletter/messages.ts';
import { Button } from '../button/button.tsx';
import { MailIcon } from '../icons/ui-icons.tsx';
import { subscribe } from './api/subscribe.ts';
import styles from './newsletter-box.module.css';

export type NewsletterBoxState = 'idle' | 'loading' | 'success' | 'error';

// The box's request times out after 5 seconds.
const BOX_TIMEOUT_MS = 5000;

export interface NewsletterBoxProps {
  heading?: string;
  description?: string;
}

/**
 * The reusable subscribe box (home page, blog posts): idle, loading, success, error; the box is
 * replaced by the thanks message after any attempt finishes — an error shows no message, only
 * data-state="error" tells it apart (ADR 006). The e-mail is checked with the request's own rule.
 */
export function NewsletterBox({
  heading = 'Get build news and deals',
  description = 'New parts, price drops and build guides, straight to your inbox.',
}: NewsletterBoxProps) {
  // The e-mail is checked on submit only; a refused e-mail leaves the focus where it is.
  const [email, setEmail] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  // Its own state rather than a query mutation: the home page shows without the data layer.
  const [state, setState] = useState<NewsletterBoxState>('idle');
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const thanksRef = useRef<HTMLParagraphElement>(null);

  const finished = state === 'success' || state === 'error';

  useEffect(() => {
    // The form (and the focused button) is gone: keep focus in the box.
    if (finished && document.activeElement === document.body) thanksRef.current?.focus();
  }, [finished]);

  // A refused e-mail is not an attempt: nothing is sent (ADR 006). The rule (and zod) loads with
  // the first submit, not with the page.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'loading') return;
    const { newsletterBoxSchema } = await import('../../../shared/newsletter/schema.ts');
    const parsed = newsletterBoxSchema.safeParse({ EMAIL: email });
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message);
      return;
    }
    setLocalError(undefined);
    // The box sends only the e-mail.
    setState('loading');
    try {
      await subscribe({ EMAIL: parsed.data.EMAIL, source: 'box' }, { timeoutMs: BOX_TIMEOUT_MS });
      setState('success');
    } catch {
      setState('error');
    }
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
            <form noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
              <label htmlFor={inputId} className="visually-hidden">
                Email address
              </label>
              <input
                id={inputId}
                type="email"
                autoComplete="email"
                placeholder="Enter your email"
                className={styles.input}
                name="EMAIL"
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
