import { useId, useState, type Ref, type RefObject } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '../../components/icons/ui-icons.tsx';
import { MAIN_NAV, PRODUCT_MENU_MOBILE, isNavActive } from './nav-items.ts';
import { useDismiss } from './use-dismiss.ts';
import headerStyles from './header.module.css';
import styles from './mobile-nav.module.css';

export const MOBILE_NAV_ID = 'mobile-nav';

interface MobileMenuButtonProps {
  open: boolean;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The hamburger (below 768 px only). */
export function MobileMenuButton({ open, onToggle, ref }: MobileMenuButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={`${headerStyles.iconButton} ${headerStyles.burger}`}
      aria-label={open ? 'Close menu' : 'Open menu'}
      aria-expanded={open}
      aria-controls={open ? MOBILE_NAV_ID : undefined}
      onClick={onToggle}
    >
      {open ? <CloseIcon size="md" /> : <MenuIcon size="md" />}
    </button>
  );
}

interface MobileNavProps {
  open: boolean;
  onClose: () => void;
  pathname: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  ref: RefObject<HTMLElement | null>;
}

/** The hamburger menu: Builder, Ammo, Products (expandable), Blog and AceXR Experience. */
export function MobileNav({ open, onClose, pathname, triggerRef, ref }: MobileNavProps) {
  useDismiss(open, [ref, triggerRef], onClose, triggerRef);
  if (!open) return null;
  return (
    <nav ref={ref} id={MOBILE_NAV_ID} aria-label="Mobile" className={styles.mobileNav}>
      <ul role="list" className={styles.mobileList}>
        {MAIN_NAV.map((item) =>
          item.label === 'Products' ? (
            <MobileProducts key={item.to} active={isNavActive(pathname, item)} />
          ) : (
            <li key={item.to}>
              <Link
                to={item.to}
                className={styles.mobileLink}
                aria-current={isNavActive(pathname, item) ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function MobileProducts({ active }: { active: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        className={`${styles.mobileLink} ${active ? styles.mobileActive : ''}`}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((v) => !v)}
      >
        Products
        <ChevronDownIcon size="sm" className={expanded ? styles.chevronUp : undefined} />
      </button>
      <ul role="list" id={listId} hidden={!expanded} className={styles.mobileSubList}>
        {PRODUCT_MENU_MOBILE.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.mobileSubLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
