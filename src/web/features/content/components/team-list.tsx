import { initials, type TeamMember } from '../site-content.ts';
import styles from './team-list.module.css';

/**
 * /about: the team with role titles and photos for most. A member without a photo shows their
 * initials. Only named people are listed: an open seat is left out of site-content.json.
 */
export function TeamList({ team }: { team: readonly TeamMember[] }) {
  return (
    <ul role="list" className={styles.grid}>
      {team.map((member) => (
        <li key={`${member.role}-${member.email}`} className={styles.card}>
          {member.photo ? (
            <img
              className={styles.avatar}
              src={member.photo}
              alt={member.name}
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true">
              {initials(member.name)}
            </span>
          )}
          <span className={styles.name}>{member.name}</span>
          <span className={styles.role}>{member.role}</span>
        </li>
      ))}
    </ul>
  );
}
