import { useSyncExternalStore } from 'react';

// The Builder's 'Only in stock' switch: when on, the merchant dropdowns list only offers a shopper
// can buy now (in stock and fresh), besides the merchant already chosen. Kept in this browser.

const KEY = 'buildwright.onlyInStock';
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function read(): boolean {
  return storage()?.getItem(KEY) === 'true';
}

let current = read();

export function setOnlyInStock(on: boolean): void {
  current = on;
  try {
    storage()?.setItem(KEY, String(on));
  } catch {
    // a full or blocked storage: the switch still works for this visit
  }
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function useOnlyInStock(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => false,
  );
}
