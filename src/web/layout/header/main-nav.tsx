import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons/ui-icons.tsx';
import { MAIN_NAV, PRODUCT_MENU_DESKTOP, isNavActive, type MainNavItem } from './nav-items.ts';
import { moveFocusWithArrows, useDismiss } from './use-dismiss.ts';
import styles from './header.module.css';

interface MainNavProps {
  pathname: string;
  productsOpen: boolean;
  onProductsOpenChange: (open: boolean) => void;
}

/** The desktop secondary nav bar (53 px). Hidden below 768 px, where the hamburger takes over. */
export function MainNav({ pathname, productsOpen, onProductsOpenChange }: MainNavProps) {
  return (
    <nav aria-label="Main" className={styles.subnav}>
      <ul role="list" className={styles.navList}>
        {MAIN_NAV.map((item) =>
          item.label === 'Products' ? (
            <ProductsItem
              key={item.to}
              item={item}
              active={isNavActive(pathname, item)}
              open={productsOpen}
              onOpenChange={onProductsOpenChange}
            />
          ) : (
            <li key={item.to} className={styles.navItem}>
              <Link
                to={item.to}
                className={styles.navLink}
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

interface ProductsItemProps {
  item: MainNavItem;
  active: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Products' plus a small dropdown of product types (AR15, Pistol, Shotgun). */
function ProductsItem({ item, active, open, onOpenChange }: ProductsItemProps) {
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useDismiss(open, [itemRef], () => onOpenChange(false), buttonRef);

  return (
    <li
      ref={itemRef}
      className={`${styles.navItem} ${styles.hasMenu}`}
      onMouseEnter={() => onOpenChange(true)}
      onMouseLeave={() => onOpenChange(false)}
    >
      <Link to={item.to} className={styles.navLink} aria-current={active ? 'page' : undefined}>
        {item.label}
      </Link>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuToggle}
        aria-label="Product types"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => onOpenChange(!open)}
      >
        <ChevronDownIcon size="sm" />
      </button>
      {open ? (
        <ul role="list" id={menuId} className={styles.dropdown} onKeyDown={moveFocusWithArrows}>
          {PRODUCT_MENU_DESKTOP.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.dropdownLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
