import { Link } from 'react-router';
import { siteName } from '../../lib/site.ts';
import styles from './logo.module.css';

/** The brand mark and name, linking home (/). */
export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={[styles.logo, className].filter(Boolean).join(' ')}>
      <LogoMark />
      <span className={styles.name}>{siteName()}</span>
    </Link>
  );
}

export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      className={styles.mark}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="12" fill="#FF6B00" />
      <path d="M14 46 32 14l18 32H40.5L32 30.5 23.5 46Z" fill="#1A1A1A" />
      <rect x="27" y="40" width="10" height="6" rx="1" fill="#1A1A1A" />
    </svg>
  );
}
