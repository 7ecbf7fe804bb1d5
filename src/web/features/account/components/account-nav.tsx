import { Link } from 'react-router';
import { ACCOUNT_TABS, type AccountTabKey } from '../lib/account-tabs.ts';
import styles from './account-header.module.css';

/** The tabs shown, as links; the open one is marked aria-current="page". */
export function AccountNav({ active }: { active: AccountTabKey }) {
  return (
    <nav className={styles.nav} aria-label="Account">
      <ul role="list" className={styles.tabs}>
        {ACCOUNT_TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.path}
              className={styles.tab}
              aria-current={tab.key === active ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
