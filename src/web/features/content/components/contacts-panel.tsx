import { useId } from 'react';
import { siteContent, siteTeam, type SiteContent, type TeamMember } from '../site-content.ts';
import styles from './contacts-panel.module.css';

export interface ContactsPanelProps {
  className?: string;
  /** The people to list; site-content.json's team unless given. */
  team?: readonly TeamMember[];
  /** The postal address; site-content.json's unless given (`null`: none). */
  mailingAddress?: SiteContent['mailingAddress'] | null;
}

/**
 * The contact page's Contacts panel — every team role with its name and e-mail, then the
 * mailing address block, all from site-content.json (ADR 052). What the operator has not
 * configured is left out: no address block without an address, no panel at all with neither.
 */
export function ContactsPanel({
  className,
  team = siteTeam,
  mailingAddress = siteContent.mailingAddress,
}: ContactsPanelProps = {}) {
  const headingId = useId();
  if (team.length === 0 && !mailingAddress) return null;

  return (
    <section
      className={[styles.panel, className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.heading}>
        Contacts
      </h2>
      {team.length > 0 ? (
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
      ) : null}
      {mailingAddress ? (
        <>
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
        </>
      ) : null}
    </section>
  );
}
