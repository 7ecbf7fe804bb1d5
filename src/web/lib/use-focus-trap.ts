import { useEffect, useEffectEvent, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** The elements inside `root` that Tab can reach, in order. */
export function tabbableElements(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.closest('[aria-hidden="true"], [hidden], [inert]') &&
      el.getClientRects().length > 0,
  );
}

interface FocusTrapOptions {
  /** Element to focus on open; defaults to the first tabbable element, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Called on Escape. */
  onEscape?: () => void;
}

/**
 * While mounted: moves focus into `containerRef`, keeps Tab / Shift+Tab inside it, calls
 * `onEscape` on Escape, and on unmount returns focus to the element that had it before.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  { initialFocus, onEscape }: FocusTrapOptions = {},
): void {
  const escape = useEffectEvent(() => onEscape?.());

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const first = initialFocus?.current ?? tabbableElements(container)[0] ?? container;
    first.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!container) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbableElements(container);
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) {
        event.preventDefault();
        container.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !container.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !container.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      // Return focus to the opener (e.g. the footer's 'Newsletter' button).
      if (opener?.isConnected) opener.focus();
    };
    // The trap is set up once per mount; initialFocus is a ref read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [containerRef]);
}
