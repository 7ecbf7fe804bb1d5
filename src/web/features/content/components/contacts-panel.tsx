import { useId } from 'react';
import { siteContent } from '../site-content.ts';
import styles from './contacts-panel.module.css';

export interface ContactsPanelProps {
  className?: string;
}

/**
 * The contact page's Contacts panel — every team role with its name and
 * e-mail, then the mailing address block, all from site-content.json (ADR 052).
 */
export function ContactsPanel({ className }: ContactsPanelProps = {}) {
  const headingId = useId();
  const { team, mailingAddress } = siteContent;

  return (
    <section
      className={[styles.panel, className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.heading}>
        Contacts
      </h2>
      <ul role="list" className={styles.list}>
        {team.map((member) => (
          <li key={`${member.role}-${member.email}`} className={styles.item}>
            <span className={styles.role}>{member.role}</span>
            <span className={styles.name}>{member.name}</span>
            <a className={styles.email} href={`mailto:${member.email}`}>
              {member.email}
            </a>
          </li>
        ))}
      </ul>
      <h3 className={styles.subheading}>Mailing address</h3>
      <address className={styles.address}>
        <span className={styles.name}>{mailingAddress.name}</span>
        {mailingAddress.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
        <a className={styles.email} href={`mailto:${mailingAddress.email}`}>
          {mailingAddress.email}
        </a>
      </address>
    </section>
  );
}
