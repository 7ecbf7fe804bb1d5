import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';
import { useScrollLock } from '../../lib/use-scroll-lock.ts';
import { CloseIcon } from '../icons/ui-icons.tsx';
import styles from './drawer.module.css';

// The filter drawer opens 173 px from the top, the sort drawer is 375 px high. The product and
// ammo lists use these drawers below 768 px (ADR 068).
export const FILTER_DRAWER_TOP_PX = 173;
export const SORT_DRAWER_HEIGHT_PX = 375;

export const drawerTexts = { close: 'Close' } as const;

export interface DrawerProps {
  /** The drawer's heading; also its accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'left': a panel from the left edge, `top` px below the top; 'bottom': a sheet `height` px high. */
  side: 'left' | 'bottom';
  /** Distance from the top of the window (side 'left'). */
  top?: number;
  /** Height of the sheet (side 'bottom'). */
  height?: number;
  /** Pinned below the scrolling body, e.g. 'Clear all' and 'Show results'. */
  footer?: ReactNode;
  /** Element to focus on open (default: the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A drawer dialog rendered into document.body. Mount it to open, unmount to close: the page does
 * not scroll behind it (the filter drawer locks page scroll), focus moves in on open, Tab
 * stays inside, Escape and a click on the backdrop close it, and focus returns to the opener.
 */
export function Drawer({
  title,
  onClose,
  children,
  side,
  top = 0,
  height,
  footer,
  initialFocus,
}: DrawerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useScrollLock(true);
  useFocusTrap(panelRef, { initialFocus, onEscape: onClose });

  const placement =
    side === 'left'
      ? { top }
      : { height: height === undefined ? undefined : `min(${height}px, 100%)` };

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a click that starts and ends on the backdrop closes (not a drag out of the panel).
        if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
        pressStartedOnBackdrop.current = false;
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.panel} ${side === 'left' ? styles.left : styles.bottom}`}
        style={placement}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={`${drawerTexts.close} ${title}`}
            onClick={onClose}
          >
            <CloseIcon size="md" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
