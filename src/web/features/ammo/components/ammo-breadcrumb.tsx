import { Link } from 'react-router';
import { ammoTexts as t } from '../lib/ammo-texts.ts';
import styles from '../../../components/product-page/breadcrumb.module.css';

/** Home > Ammo > calibre > name (the calibre links to the list filtered to it). */
export function AmmoBreadcrumb({
  caliber,
  name,
}: {
  caliber?: { key: string; label: string };
  name?: string;
}) {
  return (
    <nav aria-label={t.breadcrumb} className={styles.breadcrumb}>
      <ol className={styles.list}>
        <li>
          <Link to="/">{t.home}</Link>
        </li>
        <li>
          <Link to="/ammo/">{t.ammo}</Link>
        </li>
        {caliber ? (
          <li>
            <Link to={`/ammo/?caliber=${encodeURIComponent(caliber.key)}`}>{caliber.label}</Link>
          </li>
        ) : null}
        {name ? <li aria-current="page">{name}</li> : null}
      </ol>
    </nav>
  );
}
