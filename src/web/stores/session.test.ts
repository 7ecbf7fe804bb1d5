import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePublicUser } from '../../../tests/factories.ts';
import { MemoryStorage } from '../../../tests/memory-storage.ts';
import {
  SESSION_INACTIVITY_MS,
  SESSION_MAX_AGE_MS,
  SESSION_REFRESH_MS,
} from '../../shared/accounts/session-rules.ts';

const {
  heartbeatDue,
  noteActivity,
  noteServerContact,
  readSession,
  refreshSession,
  startSession,
  updateSession,
} = await import('./session.ts');

const T0 = 1_800_000_000_000;
const answer = { access_token: 'tok-1', user: makePublicUser() };
let local: MemoryStorage;
let perTab: MemoryStorage;

beforeEach(() => {
  local = new MemoryStorage();
  perTab = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: local, sessionStorage: perTab });
});
afterEach(() => vi.unstubAllGlobals());

describe('session store', () => {
  it('keeps a remembered session in localStorage and another in sessionStorage', () => {
    startSession(answer, true, T0);
    expect(local.getItem('bw.session')).not.toBeNull();
    startSession(answer, false, T0);
    expect(local.getItem('bw.session')).toBeNull();
    expect(perTab.getItem('bw.session')).not.toBeNull();
  });

  it('clears an unparseable stored record', () => {
    local.setItem('bw.session', '{not json');
    expect(readSession(T0)).toBeNull();
    expect(local.getItem('bw.session')).toBeNull();
  });

  it('clears a session idle for more than 10 minutes when read', () => {
    startSession(answer, true, T0);
    expect(readSession(T0 + SESSION_INACTIVITY_MS)).not.toBeNull();
    expect(readSession(T0 + SESSION_INACTIVITY_MS + 1)).toBeNull();
    expect(local.getItem('bw.session')).toBeNull();
  });

  it('saves activity on the 60 s check so an active session outlives 10 minutes', () => {
    startSession(answer, true, T0);
    let now = T0;
    for (let i = 0; i < 15; i++) {
      now += SESSION_REFRESH_MS;
      noteActivity(now - 1000);
      expect(refreshSession(now)).not.toBeNull();
    }
    expect(readSession(now)?.lastActive).toBe(now - 1000);
  });

  it('ends an active session 12 hours after it was created', () => {
    startSession(answer, true, T0);
    const late = T0 + SESSION_MAX_AGE_MS + 1;
    noteActivity(late);
    expect(refreshSession(late)).toBeNull();
    expect(readSession(late)).toBeNull();
  });

  it('merges an updated user and a new token into the stored session', () => {
    startSession(answer, true, Date.now());
    updateSession({ user: { username: 'ada2' }, token: 'tok-2' });
    const session = readSession();
    expect(session?.token).toBe('tok-2');
    expect(session?.user).toMatchObject({ username: 'ada2', email: 'ada@example.com' });
  });

  it('asks for a heartbeat only after activity the server has not seen', () => {
    // Later than every time the other tests noted (the activity record lives for the whole file).
    const t = T0 + 2 * SESSION_MAX_AGE_MS;
    startSession(answer, true, t);
    expect(heartbeatDue()).toBe(false); // the server has just created the session
    noteActivity(t + 30_000); // reading, scrolling
    expect(heartbeatDue()).toBe(true);
    noteServerContact(t + 60_000); // a request (or the heartbeat) reached the server
    expect(heartbeatDue()).toBe(false);
  });
});
