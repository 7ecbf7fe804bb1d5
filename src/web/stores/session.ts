import { useSyncExternalStore } from 'react';

// The signed-in session kept in the browser (spec site-accounts-blog §3 "Session record").
// The accounts work fills in sign-in; the skeleton needs only read, store and clear.
export interface SessionUser {
  _id: string;
  username: string;
  email: string;
  role?: string;
  userProfile?: { fullName?: string; dateOfBirth?: string; phoneNumber?: string };
}

export interface Session {
  token: string;
  user: SessionUser;
  createdAt: number;
  lastActive: number;
  rememberMe: boolean;
}

const KEY = 'bw.session';
type Listener = (session: Session | null) => void;
const listeners = new Set<Listener>();

function storages(): Storage[] {
  return typeof window === 'undefined' ? [] : [window.localStorage, window.sessionStorage];
}

export function readSession(): Session | null {
  for (const storage of storages()) {
    const raw = storage.getItem(KEY);
    if (!raw) continue;
    try {
      const parsed = JSON.parse(raw) as Session;
      if (parsed && typeof parsed.token === 'string' && parsed.user) return parsed;
    } catch {
      // spec §4: an unparseable stored session is cleared.
    }
    storage.removeItem(KEY);
  }
  return null;
}

export function writeSession(session: Session): void {
  clearStored();
  // decision D11: rememberMe keeps the session in localStorage, otherwise sessionStorage.
  (session.rememberMe ? window.localStorage : window.sessionStorage).setItem(
    KEY,
    JSON.stringify(session),
  );
  listeners.forEach((l) => l(session));
}

export function clearSession(): void {
  clearStored();
  listeners.forEach((l) => l(null));
}

function clearStored(): void {
  for (const storage of storages()) storage.removeItem(KEY);
}

export function getToken(): string | null {
  return readSession()?.token ?? null;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// --- React binding -------------------------------------------------------------------------------
// useSyncExternalStore needs a stable snapshot: re-parse only when the stored text changes.
let snapshotRaw: string | null | undefined;
let snapshot: Session | null = null;

function storedRaw(): string | null {
  for (const storage of storages()) {
    const raw = storage.getItem(KEY);
    if (raw) return raw;
  }
  return null;
}

function getSessionSnapshot(): Session | null {
  const raw = storedRaw();
  if (raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshot = raw ? readSession() : null;
  }
  return snapshot;
}

function subscribeStore(onChange: () => void): () => void {
  const unsubscribe = subscribeSession(onChange);
  // Another tab signing in or out.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session (or null), re-rendering on sign-in and sign-out. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeStore, getSessionSnapshot, () => null);
}
