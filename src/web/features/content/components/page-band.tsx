import type { ReactNode } from 'react';
import styles from './page-band.module.css';

export interface PageBandProps {
  /** The page's one h1. */
  heading: string;
  /** A small label above the heading. */
  eyebrow?: string;
  /** A sentence or two under the heading. */
  children?: ReactNode;
}

/** The header band of the content pages (spec §2: the Privacy Policy's "header band"). */
export function PageBand({ heading, eyebrow, children }: PageBandProps) {
  return (
    <div className={styles.band}>
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.heading}>{heading}</h1>
        {children ? <div className={styles.lead}>{children}</div> : null}
      </div>
    </div>
  );
}
