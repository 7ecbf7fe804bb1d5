import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PageBand } from '../page-band/page-band.tsx';
import styles from './placeholder-page.module.css';

export const comingSoonMessage = 'This page is coming soon.';

export interface PlaceholderPageProps {
  /** The page's one h1; also the document title ('<heading> | <brand>'). */
  heading: string;
  /** One sentence under the heading. */
  message?: string;
  children?: ReactNode;
}

/** The shared page for screens not built yet, and the agreed under-construction pages. */
export function PlaceholderPage({
  heading,
  message = comingSoonMessage,
  children,
}: PlaceholderPageProps) {
  useDocumentTitle(heading);
  return (
    <div className={styles.page}>
      <PageBand heading={heading} />
      <div className={`${styles.inner} ${styles.body}`}>
        <div className={styles.card}>
          <ConstructionMark />
          <p className={styles.message}>{message}</p>
        </div>
        {children ? <div className={styles.extra}>{children}</div> : null}
      </div>
    </div>
  );
}

function ConstructionMark() {
  return (
    <svg
      className={styles.mark}
      width="64"
      height="64"
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="4" y="4" width="56" height="56" rx="10" fill="#505040" />
      <path d="M14 42h36v8H14z" fill="#FF6B00" />
      <path d="M18 42h6l6-8h-6zM30 42h6l6-8h-6zM42 42h6l2-3v-5h-2z" fill="#1A1A1A" />
      <path d="M24 34 32 14l8 20z" fill="#FF6B00" />
      <path d="M27.5 27h9l1.6 4h-12.2z" fill="#FFFFFF" />
    </svg>
  );
}
