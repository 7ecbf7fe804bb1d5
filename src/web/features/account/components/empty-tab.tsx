import { ButtonLink } from '../../../components/button/button-link.tsx';
import styles from './account-details.module.css';

/**
 * Saved Part List and Completed Builds until their issues land (ADR 014): an honest empty state
 * with the way to fill it, not made-up content.
 */
export function EmptyTab({
  message,
  linkText,
  to,
}: {
  message: string;
  linkText: string;
  to: string;
}) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyText}>{message}</p>
      <ButtonLink to={to} variant="primary">
        {linkText}
      </ButtonLink>
    </div>
  );
}
