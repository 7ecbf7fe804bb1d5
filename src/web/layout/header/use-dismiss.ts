import {
  useEffect,
  useEffectEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
} from 'react';

/**
 * While `open`: a press outside every element of `insideRefs` or Escape calls `onDismiss`
 * (clicking outside closes a menu). Escape also returns focus to `triggerRef` when focus was
 * inside. The trigger belongs in `insideRefs`, or its own click would reopen the menu.
 */
export function useDismiss(
  open: boolean,
  insideRefs: readonly RefObject<HTMLElement | null>[],
  onDismiss: () => void,
  triggerRef?: RefObject<HTMLElement | null>,
): void {
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    if (!open) return;
    const isInside = (node: Node | null) =>
      node !== null && insideRefs.some((ref) => ref.current?.contains(node));
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !isInside(event.target)) dismiss();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const focusInside = isInside(document.activeElement);
      dismiss();
      if (focusInside) triggerRef?.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
    // The refs are stable objects; the list is rebuilt each render, so it is not a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}

/** ArrowDown / ArrowUp / Home / End move focus between the links of an open menu panel. */
export function moveFocusWithArrows(event: ReactKeyboardEvent<HTMLElement>): void {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('a[href], button'));
  if (items.length === 0) return;
  event.preventDefault();
  const index = items.indexOf(document.activeElement as HTMLElement);
  let next = 0;
  if (event.key === 'End') next = items.length - 1;
  else if (event.key === 'ArrowDown') next = index < 0 ? 0 : (index + 1) % items.length;
  else if (event.key === 'ArrowUp') next = index <= 0 ? items.length - 1 : index - 1;
  items[next]?.focus();
}
