import { accountMessages } from '../../../shared/accounts/messages.ts';
import { isGoogleMail } from '../../../shared/accounts/schemas.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError, invalidData } from '../../lib/errors.ts';
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

/** Never says which of e-mail or password was wrong, and costs the same either way. */
export async function login(db: Db, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
  if (!user || !user.passwordHash || !ok) {
    throw new AppError('unauthorized', accountMessages.invalidCredentials);
  }
  return user;
}
