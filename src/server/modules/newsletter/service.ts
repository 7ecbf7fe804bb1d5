import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema.ts';

export interface Subscription {
  email: string;
  firstName: string | undefined;
  lastName: string | undefined;
  source: 'modal' | 'box';
}

/**
 * Adds a subscriber, or refreshes an existing one (re-subscribing is not an error).
 * Names already on file are kept when the new request carries none (the blog box sends only EMAIL).
 */
export async function subscribe(db: Db, s: Subscription): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({
      email: s.email,
      firstName: s.firstName ?? null,
      lastName: s.lastName ?? null,
      source: s.source,
    })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        firstName: sql`coalesce(excluded.first_name, ${newsletterSubscribers.firstName})`,
        lastName: sql`coalesce(excluded.last_name, ${newsletterSubscribers.lastName})`,
        updatedAt: sql`now()`,
      },
    });
}
