import { and, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox, users } from '../src/server/db/schema.ts';
import {
  upsertAmmo,
  type AmmoInput,
  type AmmoOfferInput,
} from '../src/server/modules/ammo/store.ts';
import {
  upsertCatalog,
  type CatalogInput,
  type GroupInput,
  type MerchantInput,
  type OfferInput,
  type VariantInput,
} from '../src/server/modules/catalog/store.ts';
import type { AuthResponse, PublicUser } from '../src/shared/accounts/schemas.ts';
import type { BuildRequest, SavedBuild, SelectedProduct } from '../src/shared/build/schema.ts';
import type { TestServer } from './api-server.ts';

export const TEST_PASSWORD = 'secret-pw';

export interface SignedUp {
  id: string;
  token: string;
}

/**
 * Signs a user up through the API (`<name>@example.com` unless `email` says otherwise,
 * TEST_PASSWORD). `admin` promotes them and `verified` marks their address proved, both in the
 * database.
 */
export async function signUpUser(
  server: TestServer,
  name: string,
  options: { admin?: boolean; verified?: boolean; email?: string; headers?: HeadersInit } = {},
): Promise<SignedUp> {
  const res = await server.api<AuthResponse>('/api/auth/signup', {
    method: 'POST',
    headers: options.headers,
    body: {
      email: options.email ?? `${name}@example.com`,
      password: TEST_PASSWORD,
      username: name,
      acceptedTerms: true,
    },
  });
  expect(res.status).toBe(201);
  const id = res.body.user._id;
  if (options.admin)
    await server.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
  if (options.verified)
    await server.database.db
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(eq(users.id, id));
  return { id, token: res.body.access_token };
}

/** Logs in through the API; `ip` poses as that client (needs TRUST_PROXY on the server). */
export function logInUser(
  server: TestServer,
  email: string,
  password = TEST_PASSWORD,
  options: { ip?: string; userAgent?: string } = {},
) {
  const headers = new Headers();
  if (options.ip) headers.set('x-forwarded-for', options.ip);
  if (options.userAgent) headers.set('user-agent', options.userAgent);
  return server.api<AuthResponse>('/api/auth/login', {
    method: 'POST',
    headers,
    body: { email, password },
  });
}

export type StoredMail = typeof mailOutbox.$inferSelect;

/** The account mails stored for `to` (of one `kind` when given), newest first. */
export async function mailsTo(
  server: TestServer,
  to: string,
  kind?: string,
): Promise<StoredMail[]> {
  return server.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), kind ? eq(mailOutbox.kind, kind) : undefined))
    .orderBy(desc(mailOutbox.createdAt));
}

/** The one-time token in a stored mail's link (`…?token=…`). */
export function linkTokenOf(mail: StoredMail | undefined): string {
  const match = /[?&]token=([^\s&]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no link with a token in mail ${mail?.kind ?? '(none)'}`);
  return decodeURIComponent(match[1]);
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
    emailVerified: true,
    pendingEmail: null,
    ...overrides,
  };
}

/** A product picked into a build, with its chosen vendor: `makeSelectedProduct({ selectedVendorPrice: 10 })`. */
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

// Catalogue: rows for upsertCatalog, so API tests seed a small catalogue through the
// same write path as the demo seed (derived prices, stock, calibres and popularity included).
let catalogSeq = 0;

/** A catalogue group: `makeGroupInput({ type: 'ar15-handguards', brand: 'Magpul' })`. */
export function makeGroupInput(overrides: Partial<GroupInput> = {}): GroupInput {
  catalogSeq += 1;
  return {
    id: `test-group-${catalogSeq}`,
    type: 'ar15-barrels',
    partName: `Test Barrel ${catalogSeq}`,
    brand: 'Ballistic Advantage',
    images: ['/api/catalog/images/barrel/black.svg'],
    description: 'A test group.',
    ...overrides,
  };
}

/** A variant of `groupId`: `makeVariantInput('g1', { caliber: '5.56 NATO' })`. */
export function makeVariantInput(
  groupId: string,
  overrides: Partial<VariantInput> = {},
): VariantInput {
  catalogSeq += 1;
  return {
    id: `${groupId}-v${catalogSeq}`,
    groupId,
    model: `Model ${catalogSeq}`,
    upc: String(100000000000 + catalogSeq),
    retailPrice: 199.99,
    notes: '',
    images: ['/api/catalog/images/barrel/black.svg'],
    specs: {},
    ...overrides,
  };
}

/** An offer of a variant from a merchant: `makeOfferInput('v1', 'shop-a', { price: 10 })`. */
export function makeOfferInput(
  variantId: string,
  merchantId: string,
  overrides: Partial<OfferInput> = {},
): OfferInput {
  return {
    variantId,
    merchantId,
    price: 100,
    inStock: true,
    shipping: 'Free shipping',
    buyUrl: `https://${merchantId}.example/p/${variantId}`,
    ...overrides,
  };
}

export const TEST_MERCHANTS: MerchantInput[] = [
  { id: 'shop-a', name: 'Shop A' },
  { id: 'shop-b', name: 'Shop B' },
];

/** Writes a catalogue (merchants default to TEST_MERCHANTS) through the store. */
export async function insertCatalog(
  server: TestServer,
  input: Partial<CatalogInput>,
): Promise<void> {
  await upsertCatalog(server.database.db, {
    merchants: input.merchants ?? TEST_MERCHANTS,
    groups: input.groups ?? [],
    variants: input.variants ?? [],
    offers: input.offers ?? [],
  });
}

/**
 * A small catalogue for the list tests: seven groups whose names start A–G, across categories,
 * calibres, brands, prices and stock. Lowest offer prices: Alpha 140, Bravo 250 (sold out),
 * Charlie 90, Delta 120, Echo 20, Foxtrot (AR-10) 200, Golf none (no variants).
 */
export function smallCatalog(): Partial<CatalogInput> {
  const g = (id: string, type: string, partName: string, brand: string) =>
    makeGroupInput({ id, type, partName, brand });
  const groups = [
    g('alpha', 'ar15-barrels', 'Alpha Barrel', 'Ballistic Advantage'),
    g('bravo', 'ar15-barrels', 'Bravo Barrel', 'Faxon Firearms'),
    g('charlie', 'ar15-handguards', 'Charlie Rail', 'Magpul'),
    g('delta', 'ar15-bcgs', 'Delta Bolt Carrier', 'Toolcraft'),
    g('echo', 'ar15-grips', 'Echo Grip', 'Magpul'),
    g('foxtrot', 'ar10-handguard', 'Foxtrot AR-10 Handguard', 'Aero Precision'),
    g('golf', 'ar15-barrels', 'Golf Barrel', 'Criterion Barrels'),
  ];
  const v = (id: string, groupId: string, overrides: Partial<VariantInput> = {}) =>
    makeVariantInput(groupId, { id, upc: `upc-${id}`, ...overrides });
  const variants = [
    v('alpha-556', 'alpha', { caliber: '5.56 NATO', specs: { barrelLength: '16"' } }),
    v('alpha-300', 'alpha', { caliber: '.300 Blackout', specs: { barrelLength: '10.5"' } }),
    v('bravo-wylde', 'bravo', { caliber: '.223 Wylde' }),
    v('charlie-13', 'charlie', { specs: { railLength: '13"', railType: 'M-LOK' } }),
    v('delta-nitride', 'delta', {
      caliber: '5.56 NATO',
      caliberCompatibility: ['5.56 NATO', '.223 Remington', '.300 Blackout'],
      includedParts: ['Bolt', 'Cam Pin', 'Firing Pin', 'Bolt Hardware'],
    }),
    v('echo-black', 'echo', { specs: { color: ['Black'] } }),
    v('foxtrot-15', 'foxtrot', { caliber: '.308 Winchester' }),
  ];
  const offers = [
    makeOfferInput('alpha-556', 'shop-a', { price: 150, retailPrice: 179.99 }),
    makeOfferInput('alpha-556', 'shop-b', { price: 140 }),
    makeOfferInput('alpha-300', 'shop-a', { price: 160, inStock: false }),
    makeOfferInput('bravo-wylde', 'shop-a', { price: 250, inStock: false }),
    makeOfferInput('charlie-13', 'shop-b', { price: 90, shipping: '$7.99 shipping' }),
    makeOfferInput('delta-nitride', 'shop-a', { price: 120 }),
    makeOfferInput('echo-black', 'shop-a', { price: 20 }),
    makeOfferInput('foxtrot-15', 'shop-b', { price: 200 }),
  ];
  return {
    groups,
    variants: variants.map((variant, position) => ({ ...variant, position })),
    offers,
  };
}

// Ammunition: rows for upsertAmmo, so API tests seed through the same write path as the
// demo seed and the import (derived lowest price, price per round and stock included).
let ammoSeq = 0;

/** An ammo item: `makeAmmoInput({ caliber: '308', grain: 150 })`. */
export function makeAmmoInput(overrides: Partial<AmmoInput> = {}): AmmoInput {
  ammoSeq += 1;
  return {
    id: `test-ammo-${ammoSeq}`,
    name: `Test Ammo ${ammoSeq}`,
    brand: 'Federal',
    caliber: '556',
    grain: 55,
    bulletType: 'FMJ',
    roundCount: 20,
    casing: 'Brass',
    ...overrides,
  };
}

/** An offer of an ammo item from a merchant: `makeAmmoOfferInput('a1', 'shop-a', { price: 9.99 })`. */
export function makeAmmoOfferInput(
  ammoId: string,
  merchantId: string,
  overrides: Partial<AmmoOfferInput> = {},
): AmmoOfferInput {
  return {
    ammoId,
    merchantId,
    productId: `${merchantId}-${ammoId}`,
    price: 10,
    inStock: true,
    shipping: 'Free shipping',
    buyUrl: `https://${merchantId}.example/ammo/${ammoId}`,
    ...overrides,
  };
}

/** Writes ammo items and offers (merchants default to TEST_MERCHANTS) through the ammo store. */
export async function insertAmmo(
  server: TestServer,
  input: { items?: AmmoInput[]; offers?: AmmoOfferInput[]; merchants?: MerchantInput[] },
): Promise<void> {
  await upsertAmmo(server.database.db, {
    merchants: input.merchants ?? TEST_MERCHANTS,
    items: input.items ?? [],
    offers: input.offers ?? [],
  });
}
