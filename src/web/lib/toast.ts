import type * as SonnerWithLinks from './sonner-links.ts';

// Toasts appear only after something happens, so the toast library (sonner and its styles) loads
// with the first toast instead of with every page. `toast` keeps sonner's call shapes; the
// <LazyToaster /> mounted once in main.tsx renders sonner's Toaster from the first call on.

export type Kind = 'message' | 'success' | 'error' | 'info';
export interface ToastOptions {
  /** A second toast with the same id replaces the first instead of stacking. */
  id?: string;
  duration?: number;
  description?: string;
  /** A link the toast offers (e.g. to the sign-in page), followed inside the app. */
  link?: ToastLink;
  /**
   * A button the toast offers (e.g. Undo); a click runs `onClick` and closes the toast. Reached
   * from the keyboard with sonner's Alt+T hotkey, which focuses the toasts and holds their timers.
   */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastLink {
  label: string;
  href: string;
}

type SonnerModule = typeof SonnerWithLinks;
let sonner: Promise<SonnerModule> | undefined;
let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** The sonner module, fetched once. */
export function loadSonner(): Promise<SonnerModule> {
  sonner ??= import('./sonner-links.ts');
  return sonner;
}

function show(kind: Kind, message: string, options?: ToastOptions): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  // Shown once the Toaster is listening: a toast sent before that would be lost.
  void Promise.all([loadSonner(), ready]).then(([m]) => m.showToast(kind, message, options));
}

export const toast = Object.assign(
  (message: string, options?: ToastOptions) => show('message', message, options),
  {
    success: (message: string, options?: ToastOptions) => show('success', message, options),
    error: (message: string, options?: ToastOptions) => show('error', message, options),
    info: (message: string, options?: ToastOptions) => show('info', message, options),
  },
);

/** For <LazyToaster />: whether a toast was asked for yet, and a way to hear when one is. */
export const toastHost = {
  wanted: () => wanted,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The Toaster has mounted and listens: queued toasts may go. */
  ready: () => markReady(),
};
