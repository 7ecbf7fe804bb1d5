import type { ReactNode } from 'react';
import { GeneralError } from './general-error.tsx';
import styles from './auth-form.module.css';
import linkStyles from './link-page.module.css';

/** The card of the link pages: the heading, then the page's own content. */
export function LinkCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby="link-card-title">
      <h1 id="link-card-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A result worth celebrating, announced as it appears. */
export function SuccessNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={linkStyles.success}>
      {children}
    </p>
  );
}

/** A refusal (announced) and where to go next. */
export function FailureNotice({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <>
      <GeneralError message={message} />
      {children ? <div className={linkStyles.actions}>{children}</div> : null}
    </>
  );
}

/** The row of next steps under a result. */
export function NextSteps({ children }: { children: ReactNode }) {
  return <div className={linkStyles.actions}>{children}</div>;
}
