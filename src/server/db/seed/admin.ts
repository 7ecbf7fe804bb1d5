import { eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password.ts';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';

/**
 * With SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD set, start-up makes sure that
 * account exists and is an admin (a fresh site gets someone who can write the blog). A new account
 * counts as verified: the operator who set the address vouches for it. An existing account keeps
 * its password, profile and verification state; it only gains the admin role (marking it verified
 * would vouch for whoever signed it up).
 */
export async function ensureSeedAdmin(
  db: Db,
  admin: { email: string; password: string },
): Promise<{ created: boolean }> {
  const email = admin.email.trim().toLowerCase();
  const local = email.split('@')[0] ?? 'admin';
  const username = `${local.replace(/[^a-z0-9_.-]/g, '') || 'admin'}-admin`.slice(0, 30);
  const inserted = await db
    .insert(users)
    .values({
      username,
      email,
      passwordHash: await hashPassword(admin.password),
      role: 'admin',
      acceptedTerms: true,
      fullName: 'Site Admin',
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length > 0) return { created: true };
  const promoted = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (promoted.length === 0)
    throw new Error(
      `SEED_ADMIN_EMAIL: could not create ${email} (the user name ${username} is taken)`,
    );
  return { created: false };
}
