import { blogWriteSchema } from '../../../shared/blog/schema.ts';
import { insertSeedPosts } from '../../modules/blog/service.ts';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';
import { demoPosts } from './blog/posts.ts';
import type { Seeder } from './seed.ts';

// The demo posts belong to a system user 'Buildwright Editorial' that cannot log in
// (no password; an .invalid address no mailbox or Google account can have).
export const EDITORIAL_USER = {
  username: 'buildwright-editorial',
  email: 'editorial@buildwright.invalid',
  fullName: 'Buildwright Editorial',
} as const;

async function editorialUserId(db: Db): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ ...EDITORIAL_USER, passwordHash: null, acceptedTerms: true })
    .onConflictDoUpdate({ target: users.email, set: { fullName: EDITORIAL_USER.fullName } })
    .returning({ id: users.id });
  return row!.id;
}

/** Inserts the demo posts whose slug is free (idempotent: a second run adds nothing). */
export const blogSeeder: Seeder = {
  name: 'blog',
  async run(db) {
    const authorId = await editorialUserId(db);
    const posts = demoPosts.map((p) => blogWriteSchema.parse(p));
    const rows = await insertSeedPosts(db, posts, authorId, EDITORIAL_USER.fullName);
    return { rows };
  },
};
