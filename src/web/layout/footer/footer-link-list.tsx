import { Link } from 'react-router';
import { useNewsletterModal } from '../../components/newsletter/newsletter-modal-provider.tsx';
import type { FooterLink } from './footer-links.ts';
import styles from './footer.module.css';

export function FooterLinkList({ links, id }: { links: readonly FooterLink[]; id?: string }) {
  const newsletter = useNewsletterModal();
  return (
    <ul role="list" id={id} className={styles.links}>
      {links.map((link) => (
        <li key={link.label}>
          {link.kind === 'route' ? (
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          ) : link.kind === 'external' ? (
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {link.label}
            </a>
          ) : (
            <button type="button" className={styles.linkButton} onClick={() => newsletter.open()}>
              {link.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
