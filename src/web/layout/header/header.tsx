import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SearchIcon } from '../../components/icons/ui-icons.tsx';
import { Logo } from '../../components/logo/logo.tsx';
import { MainNav } from './main-nav.tsx';
import { MobileMenuButton, MobileNav } from './mobile-nav.tsx';
import { UserMenu } from './user-menu.tsx';
import styles from './header.module.css';

// The search overlay's code loads when a visitor first opens it, not with every page.
const SearchOverlay = lazy(() =>
  import('../search-overlay/search-overlay.tsx').then((m) => ({ default: m.SearchOverlay })),
);

/** At most one of the header's menus is open (so search and the user menu close each other). */
export type OpenMenu = 'user' | 'search' | 'mobile' | 'products' | null;

/**
 * The header: desktop (≥768 px) a fixed 94 px bar with logo, search toggle and user menu
 * over a 53 px nav bar; narrower screens a compact bar with a hamburger menu and an account panel.
 */
export function Header() {
  const location = useLocation();
  const [open, setOpen] = useState<OpenMenu>(null);
  const [seenLocation, setSeenLocation] = useState(location.key);
  // A route change closes every menu (and clears hover state).
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(null);
  }

  const close = useCallback(() => setOpen(null), []);
  const toggle = useCallback(
    (menu: Exclude<OpenMenu, null>) => setOpen((current) => (current === menu ? null : menu)),
    [],
  );
  const burgerRef = useRef<HTMLButtonElement>(null);
  const mobilePanelRef = useRef<HTMLElement>(null);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.barInner}>
          <MobileMenuButton
            ref={burgerRef}
            open={open === 'mobile'}
            onToggle={() => toggle('mobile')}
          />
          <Logo className={styles.logo} />
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label="Search"
              aria-haspopup="dialog"
              onClick={() => toggle('search')}
            >
              <SearchIcon size="md" />
            </button>
            <UserMenu open={open === 'user'} onToggle={() => toggle('user')} onClose={close} />
          </div>
        </div>
      </div>
      <MainNav
        pathname={location.pathname}
        productsOpen={open === 'products'}
        onProductsOpenChange={(next) =>
          setOpen((current) => (next ? 'products' : current === 'products' ? null : current))
        }
      />
      <MobileNav
        ref={mobilePanelRef}
        triggerRef={burgerRef}
        open={open === 'mobile'}
        onClose={close}
        pathname={location.pathname}
      />
      {open === 'search' ? (
        <Suspense fallback={null}>
          <SearchOverlay onClose={close} />
        </Suspense>
      ) : null}
    </header>
  );
}
