import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';
import { useScrollLock } from '../../lib/use-scroll-lock.ts';
import { CloseIcon } from '../icons/ui-icons.tsx';
import styles from './modal.module.css';

export interface ModalProps {
  /** The dialog's heading; also its accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Element to focus on open (default: the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Panel width in px (default 520). */
  width?: number;
}

/**
 * A modal dialog rendered into document.body. Mount it to open, unmount to close: focus moves in
 * on open and back to the opener on close, Tab is trapped, Escape and a backdrop click close it,
 * and the page does not scroll behind it.
 */
export function Modal({ title, onClose, children, initialFocus, width = 520 }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  useScrollLock(true);
  useFocusTrap(panelRef, { initialFocus, onEscape: onClose });

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a click that starts and ends on the backdrop closes (not a text selection drag).
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
        className={styles.panel}
        style={{ maxWidth: width }}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label="Close dialog"
            onClick={onClose}
          >
            <CloseIcon size="md" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
