import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { GRAIN_BUCKETS, PRICE_BUCKETS, type Bucket } from '../../shared/ammo/buckets.ts';
import type { BuildPart } from '../../shared/build/schema.ts';
import type { BlogSection } from '../../shared/blog/schema.ts';
import type { CatalogSpecs } from '../../shared/catalog/specs-schema.ts';
import type { CompatSpecs } from '../../shared/compat/keys.ts';

/** Key/value facts about this database (e.g. when demo content was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// One row per e-mail (stored lower-cased by emailSchema); re-subscribing refreshes
// the names, never duplicates.
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    firstName: text(),
    lastName: text(),
    source: text().notNull().default('modal'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    index('newsletter_subscribers_created_at_idx').on(t.createdAt),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    username: text().notNull(),
    email: text().notNull(),
    // null for accounts that only sign in with Google and the seed's editorial user, which cannot log in.
    passwordHash: text(),
    role: text({ enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    acceptedTerms: boolean().notNull().default(false),
    fullName: text().notNull().default(''),
    dateOfBirth: text().notNull().default(''),
    phoneNumber: text().notNull().default(''),
    savedPartList: jsonb().$type<unknown[]>().notNull().default([]),
    googleSubject: text(),
    // When the owner proved the address (opened a verification link, reset the password through
    // it, or signed in with a Google identity that vouches for it); null: unverified.
    emailVerifiedAt: timestamp({ withTimezone: true }),
    // An address change waiting for its link to be opened; the account keeps `email` until then.
    pendingEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
  ],
);

// Signed-in sessions: every authenticated request names one (the `sid` of its token) and is refused
// once the session is revoked (deleted), idle too long or past its absolute end.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text().notNull().default(''),
    ip: text().notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.lastSeenAt.desc())],
);

// One-time account tokens: e-mail verification, address change, password reset and the Google
// sign-in code. Only a SHA-256 hash of the token is stored; a token is used at most once.
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({
      enum: ['verify_email', 'change_email', 'reset_password', 'google_sign_in'],
    }).notNull(),
    tokenHash: text().notNull(),
    /** The address the token was sent to (verification, change) or is about. */
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

// E-mails to account holders (verification, address change, password reset, security notices),
// stored first and sent by the outbox like contact messages. Without SMTP they stay here as the
// admin-visible local mailbox.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** 'pending' | 'sent' | 'failed' */
    status: text().$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** Extra e-mail headers the sender passes on (e.g. List-Unsubscribe of price alerts). */
    headers: jsonb().$type<Record<string, string>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_created_idx').on(t.createdAt.desc(), t.id),
  ],
);

// Saved builds (ADR 016). `parts` holds the buildParts array exactly as
// buildRequestSchema validated it; one jsonb value, so an update writes the whole build at once.
// Deleting a user deletes their builds and with them their share links.
export const builds = pgTable(
  'builds',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    parts: jsonb().$type<BuildPart[]>().notNull().default([]),
    platform: text().notNull().default('AR15'),
    saveStatus: text({ enum: ['idle', 'saved', 'loaded'] })
      .notNull()
      .default('saved'),
    // An unguessable id while the build is shared, null otherwise.
    shareId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('builds_user_id_created_at_idx').on(t.userId, t.createdAt),
    uniqueIndex('builds_share_id_key').on(t.shareId),
  ],
);

// The parts catalogue (ADR 019). Ids are text: slugs for the demo catalogue, any stable
// id of a feed for imports. Prices are numeric(10,2) dollars.
const money = () => numeric({ precision: 10, scale: 2, mode: 'number' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Byte order: names sort the same on every server (PGlite and PostgreSQL locales differ). */
const textC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

export const catalogMerchants = pgTable(
  'catalog_merchants',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    websiteUrl: text().notNull().default(''),
    /** A merchant of the demo data: the interface says so beside its offers. */
    isDemo: boolean().notNull().default(false),
    // The merchant's shipping rule (src/shared/prices/shipping.ts): a flat charge per order, a
    // charge per item whose offer names no shipping price of its own, and the order subtotal
    // from which shipping is free (null: never free by amount). All zero: free shipping.
    shippingFlat: money().notNull().default(0),
    shippingPerItem: money().notNull().default(0),
    shippingFreeOver: money(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('catalog_merchants_name_key').on(t.name)],
);

export const catalogGroups = pgTable(
  'catalog_groups',
  {
    id: text().primaryKey(),
    /** The catalogue type (src/shared/catalog/types.ts), e.g. 'ar15-barrels'. */
    type: text().notNull(),
    partName: text().notNull(),
    brand: text().notNull(),
    platform: text().notNull().default('AR15'),
    mainCategory: text().notNull(),
    category: text().notNull(),
    subcategory: text().notNull(),
    /** The builder sub-part of the type, for the subPart filter (an empty sub-part's Add). */
    subPart: text().notNull(),
    images: jsonb().$type<string[]>().notNull().default([]),
    /** A merchant's product photo, fetched and stored as WebP (media_images.id): shown before the
     * drawn silhouettes in `images`. Set by the image job. */
    photoId: text(),
    description: text().notNull().default(''),
    // Derived, kept by the catalogue store (ADR 019): never written by hand.
    fromPrice: money(),
    /** When a merchant's feed last confirmed the offer that gives `fromPrice`. */
    priceCheckedAt: timestamp({ withTimezone: true }),
    inStock: boolean().notNull().default(false),
    variantCount: integer().notNull().default(0),
    calibers: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // ADR 020: saved builds + saved parts containing the group, kept by triggers.
    popularity: integer().notNull().default(0),
    /** The sort key of names: lower-cased, compared byte by byte; a plain column so that the
     * sort indexes cover a page's ids (index-only scans for deep pages, ADR 019). */
    nameKey: textC()
      .notNull()
      .generatedAlwaysAs(sql`lower(part_name)`),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        // Hyphens become spaces first: 'AR-10' must give 'ar' and '10', not the number '-10'.
        sql`to_tsvector('simple', replace(part_name || ' ' || brand || ' ' || category || ' ' || subcategory || ' ' || type, '-', ' '))`,
      ),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one per sort (ties by name, then id)
    index('catalog_groups_popularity_idx').on(t.popularity.desc().nullsLast(), t.nameKey, t.id),
    index('catalog_groups_price_idx').on(t.fromPrice.asc().nullsLast(), t.nameKey, t.id),
    index('catalog_groups_price_desc_idx').on(t.fromPrice.desc().nullsLast(), t.nameKey, t.id),
    index('catalog_groups_name_idx').on(t.nameKey, t.id),
    // one per filter
    // The two filters the web app sends most (category, and sub-part), with the default sort
    // behind them: page 1 of either is an index-only scan.
    index('catalog_groups_main_category_idx').on(
      t.mainCategory,
      t.popularity.desc().nullsLast(),
      t.nameKey,
      t.id,
    ),
    index('catalog_groups_sub_part_idx').on(
      t.subPart,
      t.popularity.desc().nullsLast(),
      t.nameKey,
      t.id,
    ),
    index('catalog_groups_type_idx').on(t.type),
    index('catalog_groups_brand_idx').on(sql`lower(${t.brand})`),
    index('catalog_groups_platform_idx').on(t.platform),
    index('catalog_groups_in_stock_idx').on(t.inStock),
    index('catalog_groups_calibers_idx').using('gin', t.calibers),
    index('catalog_groups_search_idx').using('gin', t.search),
  ],
);

export const catalogVariants = pgTable(
  'catalog_variants',
  {
    id: text().primaryKey(),
    groupId: text()
      .notNull()
      .references(() => catalogGroups.id, { onDelete: 'cascade' }),
    /** Order within the group. */
    position: integer().notNull().default(0),
    model: text().notNull(),
    upc: text(),
    mpn: text(),
    retailPrice: money(),
    notes: text().notNull().default(''),
    includedParts: jsonb().$type<string[]>().notNull().default([]),
    images: jsonb().$type<string[]>().notNull().default([]),
    /** A merchant's product photo, fetched and stored as WebP (media_images.id): shown before the
     * drawn silhouettes in `images`. Set by the image job. */
    photoId: text(),
    caliber: text(),
    caliberCompatibility: jsonb().$type<string[]>().notNull().default([]),
    /** Ammo keys the variant works with, for the parts' caliber filter (shared/catalog/calibers.ts). */
    caliberKeys: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The other catalogue fields, validated by catalogSpecsSchema on every write. */
    specs: jsonb().$type<CatalogSpecs>().notNull().default({}),
    /** ADR 060: the typed compatibility keys, validated by compatSpecsSchema on write. */
    compat: jsonb().$type<CompatSpecs>().notNull().default({}),
    // Derived from the offers (ADR 019).
    price: money(),
    /** When a merchant's feed last confirmed the offer that gives `price`. */
    priceCheckedAt: timestamp({ withTimezone: true }),
    inStock: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('catalog_variants_group_id_position_idx').on(t.groupId, t.position, t.id),
    index('catalog_variants_upc_idx').on(t.upc),
    // Feed rows match variants by GTIN (digits, zero-padded to 14) and by maker's part number.
    index('catalog_variants_gtin_idx').on(
      sql`lpad(regexp_replace(${t.upc}, '[^0-9]', '', 'g'), 14, '0')`,
    ),
    index('catalog_variants_mpn_idx').on(sql`lower(${t.mpn})`),
  ],
);

export const catalogOffers = pgTable(
  'catalog_offers',
  {
    variantId: text()
      .notNull()
      .references(() => catalogVariants.id, { onDelete: 'cascade' }),
    merchantId: text()
      .notNull()
      .references(() => catalogMerchants.id, { onDelete: 'cascade' }),
    price: money().notNull(),
    retailPrice: money(),
    inStock: boolean().notNull().default(true),
    shipping: text().notNull().default('Free shipping'),
    /** The feed's own shipping price for one item; null: the merchant's shipping rule applies. */
    shippingPrice: money(),
    buyUrl: text().notNull(),
    imageLarge: text(),
    /** The merchant's own id of the product (its feed's `id`); null for offers not from a feed. */
    productId: text(),
    /** The product image the merchant's feed names. */
    imageUrl: text(),
    /** When a feed run last saw the offer: older than OFFER_STALE_DAYS is stale. */
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When a whole-catalogue feed stopped listing it (then out of stock); null while listed. */
    goneAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.merchantId] }),
    // The only index led by the merchant: a feed run's lookups by merchant and product id (and
    // a merchant's offers for gone-marking) cannot pick a worse one from stale statistics.
    uniqueIndex('catalog_offers_product_key').on(t.merchantId, t.productId),
    // The staleness sweep: offers by when a feed last saw them.
    index('catalog_offers_checked_idx').on(t.checkedAt),
  ],
);

// The ammunition catalogue (ADR 032). One row per product (a box of a given load and
// count), one offer per merchant listing of it; merchants are the catalogue's. Prices are
// numeric(10,2) dollars, as in the parts catalogue.

/**
 * The ammo filters' grain and price buckets as SQL over a column, from the same table the API and the web app use
 * (src/shared/ammo/buckets.ts): the generated bucket columns below can never disagree with it.
 */
function bucketSql(column: string, buckets: readonly Bucket[]) {
  const cases = buckets.map((b) => {
    const tests = [
      b.min && `${column} ${b.min.inclusive ? '>=' : '>'} ${b.min.value}`,
      b.max && `${column} ${b.max.inclusive ? '<=' : '<'} ${b.max.value}`,
    ].filter(Boolean);
    return `when ${tests.join(' and ')} then '${b.key}'`;
  });
  return sql.raw(`case when ${column} < 0 then null ${cases.join(' ')} end`);
}

/**
 * Site search over ammunition (ADR 056): the words of the name, brand, platform and
 * bullet type, as the expression of a GIN index that the search query repeats word for word
 * (no stored column, so the ammo module's rows are unchanged). Hyphens become spaces as in the
 * catalogue's vector.
 */
export const AMMO_SEARCH_VECTOR = sql.raw(
  `to_tsvector('simple'::regconfig, replace(name || ' ' || brand || ' ' || platform || ' ' || coalesce(bullet_type, ''), '-', ' '))`,
);

export const ammunition = pgTable(
  'ammunition',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    brand: text().notNull(),
    /** An ammo calibre key (src/shared/ammo/calibers.ts). */
    caliber: text().notNull(),
    grain: numeric({ precision: 7, scale: 2, mode: 'number' }),
    /** One of the bullet-type filter's types, or null when the listing names none of them. */
    bulletType: text(),
    roundCount: integer().notNull(),
    casing: text(),
    platform: text().notNull(),
    upc: text(),
    description: text().notNull().default(''),
    images: jsonb().$type<string[]>().notNull().default([]),
    /** A merchant's product photo, fetched and stored as WebP (media_images.id): shown before the
     * drawn silhouettes in `images`. Set by the image job. */
    photoId: text(),
    // Derived from the offers by the ammo store (ADR 032): never written by hand.
    /** The lowest offer price (the list's 'From' price). */
    price: money(),
    /** When a merchant's feed last confirmed the offer that gives `price`. */
    priceCheckedAt: timestamp({ withTimezone: true }),
    pricePerRound: numeric({ precision: 12, scale: 4, mode: 'number' }),
    inStock: boolean().notNull().default(false),
    offerCount: integer().notNull().default(0),
    // The grain and price filter buckets, so each filter is an equality on an indexed column.
    grainBucket: text().generatedAlwaysAs(bucketSql('grain', GRAIN_BUCKETS)),
    priceBucket: text().generatedAlwaysAs(bucketSql('price', PRICE_BUCKETS)),
    nameKey: textC()
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one per sort (ties by name, then id)
    index('ammunition_price_per_round_idx').on(t.pricePerRound.asc().nullsLast(), t.nameKey, t.id),
    index('ammunition_price_idx').on(t.price.asc().nullsLast(), t.nameKey, t.id),
    index('ammunition_price_desc_idx').on(t.price.desc().nullsLast(), t.nameKey, t.id),
    index('ammunition_name_idx').on(t.nameKey, t.id),
    // one per filter; the calibre (the list's commonest filter) with the default sort behind it
    index('ammunition_caliber_idx').on(
      t.caliber,
      t.pricePerRound.asc().nullsLast(),
      t.nameKey,
      t.id,
    ),
    index('ammunition_bullet_type_idx').on(t.bulletType),
    index('ammunition_grain_bucket_idx').on(t.grainBucket),
    index('ammunition_price_bucket_idx').on(t.priceBucket),
    index('ammunition_brand_idx').on(sql`lower(${t.brand})`),
    index('ammunition_in_stock_idx').on(t.inStock),
    uniqueIndex('ammunition_upc_key').on(t.upc),
    index('ammunition_search_idx').using('gin', AMMO_SEARCH_VECTOR),
  ],
);

export const ammoOffers = pgTable(
  'ammo_offers',
  {
    merchantId: text()
      .notNull()
      .references(() => catalogMerchants.id, { onDelete: 'cascade' }),
    /** The merchant's own id of the listing: with the merchant, what an import upserts by. */
    productId: text().notNull(),
    ammoId: text()
      .notNull()
      .references(() => ammunition.id, { onDelete: 'cascade' }),
    price: money().notNull(),
    inStock: boolean().notNull().default(true),
    shipping: text().notNull().default('Free shipping'),
    /** The feed's own shipping price for one item; null: the merchant's shipping rule applies. */
    shippingPrice: money(),
    buyUrl: text().notNull(),
    imageUrl: text(),
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    goneAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.productId] }),
    index('ammo_offers_ammo_id_price_idx').on(t.ammoId, t.price),
    index('ammo_offers_checked_idx').on(t.checkedAt),
  ],
);

// Merchant feeds (ADR 081): how offers enter the site. One feed per merchant, its runs, what each
// product of it resolved to, every price or stock change of an offer, and the images fetched.

export const merchantFeeds = pgTable(
  'merchant_feeds',
  {
    merchantId: text()
      .primaryKey()
      .references(() => catalogMerchants.id, { onDelete: 'cascade' }),
    /** Where the scheduler fetches it; null for a feed only ever imported from a file. */
    url: text(),
    /** 'auto' | 'google-tsv' | 'google-xml' | 'csv' | 'json' */
    format: text().notNull().default('auto'),
    /** The column mapping of a generic CSV or JSON feed. */
    mapping: jsonb().$type<Record<string, unknown>>(),
    intervalMinutes: integer().notNull().default(360),
    /** The feed lists the merchant's whole catalogue: what it stops listing is marked gone. */
    fullCatalogue: boolean().notNull().default(true),
    enabled: boolean().notNull().default(true),
    etag: text(),
    lastModified: text(),
    nextRunAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Which server runs it now, until when: one run of a feed at a time across servers. */
    leaseOwner: text(),
    leaseUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchant_feeds_due_idx').on(t.nextRunAt)],
);

export type FeedRunStatus = 'running' | 'succeeded' | 'failed' | 'unchanged';

export const feedRuns = pgTable(
  'feed_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    merchantId: text()
      .notNull()
      .references(() => catalogMerchants.id, { onDelete: 'cascade' }),
    /** 'cli' | 'schedule' | 'admin' | 'seed' */
    trigger: text().notNull(),
    /** The file name or the URL without credentials or query. */
    source: text().notNull(),
    status: text().$type<FeedRunStatus>().notNull().default('running'),
    rowsRead: integer().notNull().default(0),
    /** The report as `--report json` prints it, once the run ends. */
    report: jsonb().$type<Record<string, unknown>>(),
    error: text(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('feed_runs_started_idx').on(t.startedAt.desc(), t.id),
    index('feed_runs_merchant_idx').on(t.merchantId, t.startedAt.desc()),
  ],
);

export type FeedItemStatus = 'matched' | 'linked' | 'created' | 'unmatched' | 'ignored';

/**
 * Every part a merchant's feed lists, with what it resolved to: matched automatically, linked or
 * created by an operator, waiting for review, or ignored (remembered for later runs).
 */
export const feedItems = pgTable(
  'feed_items',
  {
    merchantId: text()
      .notNull()
      .references(() => catalogMerchants.id, { onDelete: 'cascade' }),
    productId: text().notNull(),
    status: text().$type<FeedItemStatus>().notNull(),
    variantId: text().references(() => catalogVariants.id, { onDelete: 'set null' }),
    /** 'gtin' | 'mpn' | 'title' | 'operator' */
    matchMethod: text(),
    matchScore: real(),
    title: text().notNull(),
    brand: text(),
    gtin: text(),
    mpn: text(),
    productType: text(),
    googleCategory: text(),
    link: text().notNull(),
    imageUrl: text(),
    price: money().notNull(),
    inStock: boolean().notNull(),
    shipping: text().notNull(),
    /** The classifier's proposal: catalogue type, sub-part, category and confidence. */
    suggestion: jsonb().$type<Record<string, unknown>>(),
    /** The best variants found, with their scores. */
    candidates: jsonb().$type<Record<string, unknown>[]>().notNull().default([]),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.productId] }),
    index('feed_items_status_idx').on(t.status, t.lastSeenAt.desc()),
  ],
);

/** One row whenever an offer's price or stock changes (and when it is first seen). */
export const priceHistory = pgTable(
  'price_history',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: text()
      .notNull()
      .references(() => catalogMerchants.id, { onDelete: 'cascade' }),
    variantId: text().references(() => catalogVariants.id, { onDelete: 'cascade' }),
    ammoId: text().references(() => ammunition.id, { onDelete: 'cascade' }),
    price: money().notNull(),
    inStock: boolean().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_history_variant_idx').on(t.variantId, t.recordedAt),
    index('price_history_ammo_idx').on(t.ammoId, t.recordedAt),
    check('price_history_one_item', sql`(${t.variantId} is null) <> (${t.ammoId} is null)`),
  ],
);

/** A product image a feed names, fetched once and stored as WebP sizes under DATA_DIR/media. */
export const mediaImages = pgTable(
  'media_images',
  {
    /** SHA-256 of the source URL, hex: the stored files' name. */
    id: text().primaryKey(),
    sourceUrl: text().notNull(),
    /** 'pending' | 'ready' | 'failed' */
    status: text().$type<'pending' | 'ready' | 'failed'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    width: integer(),
    height: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_images_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The title's own words (ADR 055): the expression of a GIN index on blog_posts. */
export const BLOG_TITLE_VECTOR = sql.raw(`to_tsvector('english'::regconfig, title)`);

// Blog posts (ADR 037). `content` holds the sections exactly as blogWriteSchema validated
// and the sanitiser cleaned them; `search` is written by the blog service on every insert and
// update (title A, section titles B, tags/category/author C, section text D) for /api/search.

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    title: text().notNull(),
    /** YYYY-MM-DD, a calendar date with no time zone. */
    date: text().notNull(),
    titleImg: text().notNull().default(''),
    titleImgStyle: text().notNull().default('no-image'),
    titleStyle: text().notNull().default('text-left'),
    dateStyle: text().notNull().default('text-left'),
    content: jsonb().$type<BlogSection[]>().notNull().default([]),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text().notNull().default(''),
    seoDescription: text().notNull().default(''),
    /** Plain text of the sections, at most 300 characters: cards and search snippets. */
    excerpt: text().notNull().default(''),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    search: tsvector().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    index('blog_posts_date_idx').on(t.date.desc(), t.createdAt.desc(), t.id.desc()),
    index('blog_posts_category_idx').on(t.category),
    index('blog_posts_search_idx').using('gin', t.search),
    // Site search (ADR 055): finds the posts whose title matches without reading the
    // (TOASTed) weighted vector; the search query repeats this expression word for word.
    index('blog_posts_title_search_idx').using('gin', BLOG_TITLE_VECTOR),
  ],
);

// Contact messages (ADR 048). Stored first, then sent by the outbox in
// src/server/modules/contact/outbox.ts; `next_attempt_at` is pushed forward before each send so a
// crash mid-send retries later rather than never. Not tied to users, so deleting a user keeps them.
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    message: text().notNull(),
    ip: text(),
    /** 'pending' | 'sent' | 'failed' */
    status: text().$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the outbox's claim: pending rows by due time
    index('contact_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('contact_messages_created_idx').on(t.createdAt.desc(), t.id),
  ],
);

// Price alerts (ADR 090): a signed-in user's wish to hear when a variant, an ammo item or one of
// their saved builds gets cheap enough, cheaper, or back in stock. An alert fires when its
// condition becomes true while it is armed, then disarms; it re-arms once the condition is false
// again, so one crossing sends one e-mail.
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetKind: text({ enum: ['variant', 'ammo', 'build'] }).notNull(),
    /** Variant id, ammunition id or build uuid (as text): what the alert watches. */
    targetId: text().notNull(),
    kind: text({ enum: ['price', 'drop', 'stock'] }).notNull(),
    /** 'price' alerts: the price to reach (ammo: per round; a build: its total). */
    targetPrice: numeric({ precision: 12, scale: 4, mode: 'number' }),
    /** 'drop' alerts: the price when set or last triggered; any price below it fires. */
    referencePrice: numeric({ precision: 12, scale: 4, mode: 'number' }),
    armed: boolean().notNull().default(true),
    lastTriggeredAt: timestamp({ withTimezone: true }),
    lastTriggeredPrice: numeric({ precision: 12, scale: 4, mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_alerts_target_idx').on(t.targetKind, t.targetId),
    index('price_alerts_user_idx').on(t.userId, t.createdAt),
    check(
      'price_alerts_no_stock_build',
      sql`not (${t.targetKind} = 'build' and ${t.kind} = 'stock')`,
    ),
    check(
      'price_alerts_price_target',
      sql`${t.kind} <> 'price' or (${t.targetPrice} is not null and ${t.targetPrice} >= 0)`,
    ),
  ],
);

// The completed builds gallery (ADR 095). An entry keeps the build as it was when published
// (its parts, total and calibre), so later edits of the saved build do not change what the
// gallery shows; `build_id` only remembers which saved build it came from (one entry per build).
// Deleting the user deletes their entries; deleting the build keeps the entry.
export const galleryEntries = pgTable(
  'gallery_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buildId: uuid().references(() => builds.id, { onDelete: 'set null' }),
    title: text().notNull(),
    writeUp: text().notNull().default(''),
    buildName: text().notNull(),
    parts: jsonb().$type<BuildPart[]>().notNull(),
    totalPrice: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    partCount: integer().notNull(),
    /** A catalogue calibre key ('556'), or null when the build names none. */
    calibre: text(),
    /** Set by an admin: the entry leaves the public gallery (its owner still sees it). */
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gallery_entries_build_key').on(t.buildId),
    index('gallery_entries_user_idx').on(t.userId, t.createdAt),
    index('gallery_entries_public_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.hiddenAt} is null`),
  ],
);

// A gallery photo: uploaded first (entry_id null), then attached to an entry when it is
// published, in `position` order. The files are `<id>-thumb.webp` and `<id>-detail.webp` under
// DATA_DIR/media; the id is 32 random bytes in hex, so nobody can guess another user's upload.
export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryId: uuid().references(() => galleryEntries.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gallery_photos_entry_idx').on(t.entryId, t.position),
    index('gallery_photos_user_idx').on(t.userId, t.createdAt),
  ],
);

// Scheduled work that must run once across all server copies (the staleness sweep): a copy runs a
// job only after claiming it here, when it is due and no other copy holds an unexpired lease; it
// then records the run and when the job is next due.
export const jobLeases = pgTable('job_leases', {
  name: text().primaryKey(),
  /** The copy running it now (null: nobody). */
  owner: text(),
  leaseUntil: timestamp({ withTimezone: true }),
  lastRunAt: timestamp({ withTimezone: true }),
  nextRunAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
