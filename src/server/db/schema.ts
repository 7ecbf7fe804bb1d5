import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BuildPart } from '../../shared/build/schema.ts';

/** Key/value facts about this database (e.g. when demo content was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// decision D39: one row per e-mail (stored lower-cased by emailSchema); re-subscribing refreshes
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
    // null for accounts that only sign in with Google and the seed's editorial user (D36).
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
    // decision D9: a password change bumps this; tokens carrying an older version are refused.
    tokenVersion: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
  ],
);

// Saved builds (issue 4, ADR 016). `parts` holds the buildParts array exactly as
// buildRequestSchema validated it; one jsonb value, so an update writes the whole build at once.
// decision D14: deleting a user deletes their builds and with them their share links.
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
    // decision D19: an unguessable id while the build is shared, null otherwise.
    shareId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('builds_user_id_created_at_idx').on(t.userId, t.createdAt),
    uniqueIndex('builds_share_id_key').on(t.shareId),
  ],
);
