import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './page-band.module.css';

/** One step of a breadcrumb; the last (the page itself) has no link. */
export interface Crumb {
  text: string;
  to?: string;
}

export interface PageBandProps {
  /** The page's one h1. */
  heading: ReactNode;
  /** A breadcrumb above the heading, with its accessible name. */
  breadcrumb?: { label: string; crumbs: readonly Crumb[] };
  /** A small label above the heading. */
  eyebrow?: ReactNode;
  /** A sentence or two under the heading. */
  lead?: ReactNode;
  /** Anything else under the heading, e.g. a search form. */
  children?: ReactNode;
  className?: string;
}

/**
 * The title band every page opens with (e.g. the Privacy Policy's header band): the
 * site's olive with an orange rule, the h1 in white, in the content column.
 */
export function PageBand({
  heading,
  breadcrumb,
  eyebrow,
  lead,
  children,
  className,
}: PageBandProps) {
  return (
    <div className={className ? `${styles.band} ${className}` : styles.band}>
      <div className={styles.inner}>
        {breadcrumb ? (
          <nav aria-label={breadcrumb.label} className={styles.breadcrumb}>
            <ol>
              {breadcrumb.crumbs.map((crumb, i) => (
                <li key={i} aria-current={crumb.to ? undefined : 'page'}>
                  {crumb.to ? <Link to={crumb.to}>{crumb.text}</Link> : crumb.text}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.heading}>{heading}</h1>
        {lead ? <div className={styles.lead}>{lead}</div> : null}
        {children}
      </div>
    </div>
  );
}
