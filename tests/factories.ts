import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../src/server/db/schema.ts';
import type { PublicUser } from '../src/shared/accounts/schemas.ts';
import type { TestServer } from './api-server.ts';

export const TEST_PASSWORD = 'secret-pw';

export interface SignedUp {
  id: string;
  token: string;
}

/** Signs a user up through the API (`<name>@example.com`, TEST_PASSWORD); `admin` promotes them in the database. */
export async function signUpUser(
  server: TestServer,
  name: string,
  options: { admin?: boolean } = {},
): Promise<SignedUp> {
  const res = await server.api('/api/auth/signup', {
    method: 'POST',
    body: {
      email: `${name}@example.com`,
      password: TEST_PASSWORD,
      username: name,
      acceptedTerms: true,
    },
  });
  expect(res.status).toBe(201);
  const id = res.body.user._id as string;
  if (options.admin)
    await server.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
  return { id, token: res.body.access_token as string };
}

/** A user as the API answers it, for web unit tests: `makePublicUser({ role: 'admin' })`. */
export function makePublicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    _id: '7f0c2b1e-0000-4000-8000-000000000001',
    username: 'ada',
    email: 'ada@example.com',
    role: 'user',
    acceptedTerms: true,
    userProfile: { fullName: 'Ada Lovelace', dateOfBirth: '1990-12-10', phoneNumber: '' },
    savedPartList: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
