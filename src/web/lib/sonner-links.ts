import { createElement, type MouseEvent, type ReactElement } from 'react';
import { toast, type ExternalToast } from 'sonner';
import { router } from '../router.tsx';
import type { Kind, ToastLink, ToastOptions } from './toast.ts';

// sonner, plus what shows a toast with it (a link becomes sonner's action). Loaded with the first
// toast (lib/toast.ts), so none of it weighs on a page's first visit.
export * from 'sonner';

/**
 * A toast's link as sonner's action: a real link (sonner's action styles), so it also opens in a
 * new tab; a plain click stays in the app and closes the toast `shown` names.
 */
export function linkAction(link: ToastLink, shown: () => string | number): ReactElement {
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    toast.dismiss(shown());
    void router.navigate(link.href);
  };
  return createElement(
    'a',
    { href: link.href, 'data-button': '', 'data-action': '', onClick },
    link.label,
  );
}

/** Shows the toast lib/toast.ts was asked for. An `action` passes through as sonner's own. */
export function showToast(kind: Kind, message: string, options: ToastOptions = {}): void {
  const { link, ...rest } = options;
  const data: ExternalToast = { ...rest };
  if (link) data.action = linkAction(link, () => shown);
  const shown = kind === 'message' ? toast(message, data) : toast[kind](message, data);
}
