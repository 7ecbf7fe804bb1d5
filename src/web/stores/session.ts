import { useSyncExternalStore } from 'react';
import type { AuthResponse, PublicUser } from '../../shared/accounts/schemas.ts';
import { sessionExpired } from '../../shared/accounts/session-rules.ts';

// The signed-in session kept in the browser: the session record and its expiry rules.
export type SessionUser = PublicUser;

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

function parse(raw: string): Session | null {
  try {
    const parsed = JSON.parse(raw) as Session;
    if (
      parsed &&
      typeof parsed.token === 'string' &&
      parsed.user &&
      typeof parsed.user._id === 'string'
    ) {
      return parsed;
    }
  } catch {
    // fall through: an unparseable stored session is cleared.
  }
  return null;
}

/**
 * The stored session, or null. An unparseable record, or one older than 12 hours or idle
 * for more than 10 minutes, is cleared silently.
 */
export function readSession(now: number = Date.now()): Session | null {
  for (const storage of storages()) {
    const raw = storage.getItem(KEY);
    if (!raw) continue;
    const session = parse(raw);
    if (session && !sessionExpired(session, now)) return session;
    storage.removeItem(KEY);
  }
  return null;
}

export function writeSession(session: Session): void {
  clearStored();
  // rememberMe keeps the session in localStorage (it outlives the browser), otherwise
  // sessionStorage (it ends with the browser).
  (session.rememberMe ? window.localStorage : window.sessionStorage).setItem(
    KEY,
    JSON.stringify(session),
  );
  noteActivity(session.lastActive);
  listeners.forEach((l) => l(session));
}

/** Login, sign-up and Google sign-in store a new session. */
export function startSession(
  answer: AuthResponse,
  rememberMe: boolean,
  now: number = Date.now(),
): Session {
  const session = {
    token: answer.access_token,
    user: answer.user,
    createdAt: now,
    lastActive: now,
    rememberMe,
  };
  writeSession(session);
  // The server has just created this session: it has seen the visitor now.
  noteServerContact(now);
  return session;
}

/**
 * Profile or user updates merge the server's user into the stored one. A password change
 * also brings a fresh token. Without a session there is nothing to update.
 */
export function updateSession(change: { user?: Partial<SessionUser>; token?: string }): void {
  const session = readSession();
  if (!session) return;
  writeSession({
    ...session,
    token: change.token ?? session.token,
    user: { ...session.user, ...change.user },
    lastActive: Math.max(session.lastActive, lastActivity),
  });
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

// --- Activity ---------------------------------------------------------------------
// Pointer, key, scroll and touch events and API calls note activity in memory (cheap enough for
// every event); the 60 s timer saves it into the record and checks both expiries.
let lastActivity = 0;
// When an authenticated request last reached the server: the server counts requests as activity
// and ends a session idle for 10 minutes on its own side too.
let lastServerContact = 0;

export function noteActivity(now: number = Date.now()): void {
  if (now > lastActivity) lastActivity = now;
}

/** An authenticated request went to the server at `sentAt`: the server sees the session then. */
export function noteServerContact(sentAt: number = Date.now()): void {
  if (sentAt > lastServerContact) lastServerContact = sentAt;
}

/**
 * Whether the visitor was active (reading, scrolling, typing) since the server last heard from
 * this browser: then the 60 s timer sends it a heartbeat, or the server would end a session the
 * visitor is still using.
 */
export function heartbeatDue(): boolean {
  return lastActivity > lastServerContact;
}

/**
 * The 60 s check: clears an expired session silently, otherwise saves the latest
 * activity as `lastActive`. Returns the session that remains.
 */
export function refreshSession(now: number = Date.now()): Session | null {
  const raw = storedRaw();
  if (!raw) return null;
  const session = parse(raw);
  if (!session) {
    clearSession();
    return null;
  }
  const lastActive = Math.max(session.lastActive, Math.min(lastActivity, now));
  if (sessionExpired({ createdAt: session.createdAt, lastActive }, now)) {
    clearSession();
    return null;
  }
  if (lastActive !== session.lastActive) writeSession({ ...session, lastActive });
  return session;
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
