import { useId, useState } from 'react';
import type { MailboxItem } from '../../../../shared/accounts/mailbox.ts';
import { Button } from '../../../components/button/button.tsx';
import { formatDateTime, kindWords, mailTextParts, statusWords } from '../lib/mail-text.ts';
import { mailboxTexts as t } from '../messages.ts';
import styles from './mailbox.module.css';

interface MailItemProps {
  mail: MailboxItem;
  delivery: 'smtp' | 'local';
  /** This site's origin: only links to it are clickable. */
  origin: string;
}

/** One mail: subject, status, recipient, kind and times; its text opens below on demand. */
export function MailItem({ mail, delivery, origin }: MailItemProps) {
  const [open, setOpen] = useState(false);
  const subjectId = useId();
  const textId = useId();
  const subject = mail.subject || t.noSubject;

  return (
    <li className={styles.item}>
      <article aria-labelledby={subjectId}>
        <div className={styles.head}>
          <h2 id={subjectId} className={styles.subject}>
            {subject}
          </h2>
          <span className={styles.status} data-status={mail.status}>
            {statusWords(mail.status, delivery)}
          </span>
        </div>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t.to}</dt>
            <dd>{mail.to}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t.kind}</dt>
            <dd>{kindWords(mail.kind)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t.created}</dt>
            <dd>
              <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
            </dd>
          </div>
          {mail.sentAt ? (
            <div className={styles.fact}>
              <dt>{t.sent}</dt>
              <dd>
                <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt)}</time>
              </dd>
            </div>
          ) : null}
          {mail.status !== 'sent' && mail.attempts > 0 ? (
            <div className={styles.fact}>
              <dt>{t.attempts}</dt>
              <dd>{mail.attempts}</dd>
            </div>
          ) : null}
          {mail.lastError && mail.status !== 'sent' ? (
            <div className={styles.fact}>
              <dt>{t.lastError}</dt>
              <dd>{mail.lastError}</dd>
            </div>
          ) : null}
        </dl>
        <Button
          variant="outline"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={textId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t.hideText : t.showText}
        </Button>
        <div
          id={textId}
          role="region"
          aria-label={t.textLabel(subject)}
          className={styles.text}
          hidden={!open}
        >
          {open ? <MailText text={mail.text} origin={origin} /> : null}
        </div>
      </article>
    </li>
  );
}

/** The text as text (never HTML); links to this site are links, anything else stays text. */
function MailText({ text, origin }: { text: string; origin: string }) {
  return (
    <>
      {mailTextParts(text, origin).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
