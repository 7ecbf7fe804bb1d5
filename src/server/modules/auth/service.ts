import { isIP } from 'node:net';
import type { Redis } from 'ioredis';
import { accountMessages } from '../../../shared/accounts/messages.ts';
import { isGoogleMail } from '../../../shared/accounts/schemas.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { invalidData } from '../../lib/errors.ts';
import { failureLimiterFor } from '../../lib/failure-limiter.ts';
import { findUserByEmail, uniqueConflict, type UserRow } from '../users/service.ts';
import { dummyHash, hashPassword, verifyPassword } from './password.ts';

export interface SignupInput {
  email: string;
  password: string;
  username: string;
}

export async function signup(
  db: Db,
  input: SignupInput,
  options: { googleEnabled: boolean },
): Promise<UserRow> {
  // Google-mail addresses must use Google sign-in, but only when Google sign-in is configured.
  if (options.googleEnabled && isGoogleMail(input.email)) {
    throw invalidData({ email: accountMessages.googleMail });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: input.email,
        username: input.username,
        passwordHash,
        acceptedTerms: true,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (err) {
    throw uniqueConflict(err) ?? err;
  }
}

/**
 * Checks an e-mail and password. Costs the same whether or not the account exists; answers the
 * account (when there is one, so the caller may count failures against it) and whether the password
 * was right. Callers answer failures with the one message `invalidCredentials`.
 */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
): Promise<{ user: UserRow | undefined; ok: boolean }> {
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
  return { user, ok: Boolean(user?.passwordHash) && ok };
}

/**
 * The key of a client address for counting: an IPv4 address as it is, an IPv6 address by its /64
 * network (one subscriber usually holds a whole /64, so single addresses would be free to change).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface LoginThrottleRules {
  /** Failures per account from one client address per 15 minutes. */
  perAccountAndIp: number;
  /** Failures per client address per 15 minutes, whichever accounts they were for. */
  perIp: number;
  /** Failures per account from anywhere per hour that make us tell the owner. */
  notice: number;
}

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Failed log-ins are counted per account together with the client address, and per client
 * address. Only a client's own failures slow it down: failures from elsewhere never stop the
 * owner's right password from their own address. A third count, per account from anywhere, only
 * decides when to tell the owner by e-mail (once per hour window).
 */
export function loginThrottle(redis: Redis | undefined, rules: LoginThrottleRules) {
  const perAccountAndIp = failureLimiterFor(
    redis,
    { max: rules.perAccountAndIp, windowSeconds: FIFTEEN_MINUTES },
    'bw-login-acct-ip',
  );
  const perIp = failureLimiterFor(
    redis,
    { max: rules.perIp, windowSeconds: FIFTEEN_MINUTES },
    'bw-login-ip',
  );
  const perAccount = failureLimiterFor(
    redis,
    { max: rules.notice, windowSeconds: 60 * 60 },
    'bw-login-notice',
  );
  const keys = (email: string, ip: string) => {
    const client = clientKey(ip);
    return { accountAndIp: `acct:${email}|ip:${client}`, ip: `ip:${client}` };
  };
  return {
    /** Seconds this client must wait before trying this account again; 0: it may try now. */
    async retryAfter(email: string, ip: string): Promise<number> {
      const key = keys(email, ip);
      const waits = await Promise.all([
        perAccountAndIp.retryAfter(key.accountAndIp),
        perIp.retryAfter(key.ip),
      ]);
      return Math.max(...waits);
    },
    /**
     * Counts a failure (for an address with or without an account, so the answers never tell
     * which). True when it made the account's failures reach the notice count this hour.
     */
    async failed(email: string, ip: string, hasAccount: boolean): Promise<boolean> {
      const key = keys(email, ip);
      const [, , forAccount] = await Promise.all([
        perAccountAndIp.recordFailure(key.accountAndIp),
        perIp.recordFailure(key.ip),
        hasAccount ? perAccount.recordFailure(`acct:${email}`) : Promise.resolve(0),
      ]);
      return forAccount === rules.notice;
    },
    /** The right password: this client's count for the account starts again. */
    async succeeded(email: string, ip: string): Promise<void> {
      await perAccountAndIp.reset(keys(email, ip).accountAndIp);
    },
  };
}
