import { Link } from 'react-router';
import type { Crumb } from '../page-band/page-band.tsx';
import styles from './breadcrumb.module.css';

/**
 * A detail page's breadcrumb, above its states too: links back up to the list, the last crumb
 * (the item, once loaded) marked as the current page. Crumbs without text are left out.
 */
export function DetailBreadcrumb({
  label,
  crumbs,
}: {
  label: string;
  crumbs: readonly (Crumb | undefined)[];
}) {
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol role="list" className={styles.list}>
        {crumbs.map((crumb, i) =>
          crumb ? (
            <li key={i}>
              {crumb.to ? (
                <Link to={crumb.to}>{crumb.text}</Link>
              ) : (
                <span aria-current="page">{crumb.text}</span>
              )}
            </li>
          ) : null,
        )}
      </ol>
    </nav>
  );
}
