import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../src/server/db/schema.ts';
import type { PublicUser } from '../src/shared/accounts/schemas.ts';
import type { BuildRequest, SavedBuild, SelectedProduct } from '../src/shared/build/schema.ts';
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

/** A product picked into a build (spec §3 "Selected product"): `makeSelectedProduct({ selectedVendorPrice: 10 })`. */
export function makeSelectedProduct(overrides: Partial<SelectedProduct> = {}): SelectedProduct {
  return {
    _id: 'variant-1',
    name: 'Test Part',
    brand: 'Acme',
    groupData: { _id: 'group-1', partName: 'Test Part', brand: 'Acme', mainCategory: 'Barrels' },
    variantData: { _id: 'variant-1', model: 'TP-1', price: 100, groupId: 'group-1' },
    availableVendors: [{ id: 'vendor-1', name: 'Shop', price: 100, inStock: true }],
    selectedVendorId: 'vendor-1',
    selectedVendorPrice: 100,
    selectedVendorName: 'Shop',
    ...overrides,
  };
}

/** A POST/PUT /api/user-builds body with one filled barrel: `makeBuildRequest({ buildName: 'X' })`. */
export function makeBuildRequest(overrides: Partial<BuildRequest> = {}): BuildRequest {
  return {
    buildName: 'Range Rifle',
    buildParts: [
      { name: 'Barrel', subParts: [{ name: 'Barrel', product: makeSelectedProduct() }] },
    ],
    ...overrides,
  };
}

/** Saves a build through the API for `user` and returns the saved build as answered. */
export async function saveBuild(
  server: TestServer,
  user: SignedUp,
  body: BuildRequest = makeBuildRequest(),
): Promise<SavedBuild> {
  const res = await server.api('/api/user-builds', { method: 'POST', token: user.token, body });
  expect(res.status).toBe(201);
  return res.body as SavedBuild;
}
