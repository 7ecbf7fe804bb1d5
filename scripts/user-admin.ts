// npm run user:admin -- <email> — promotes an existing user to admin. No API can create the first
// admin. With the embedded database, run it while the server is stopped.
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, targetFromConfig } from '../src/server/db/client.ts';
import { DatabaseInUseError } from '../src/server/db/data-dir-lock.ts';
import { users } from '../src/server/db/schema.ts';
import { emailSchema } from '../src/shared/validation/fields.ts';

const arg = process.argv[2];
const email = emailSchema.safeParse(arg ?? '');
if (!email.success) {
  console.error('Usage: npm run user:admin -- <email of an existing user>');
  process.exit(1);
}

let database;
try {
  database = await openDatabase(targetFromConfig(loadConfig(process.env)));
} catch (err) {
  console.error(err instanceof DatabaseInUseError ? err.message : err);
  process.exit(1);
}
try {
  await database.migrate();
  const [row] = await database.db
    .update(users)
    .set({ role: 'admin' })
    .where(eq(users.email, email.data))
    .returning({ username: users.username });
  if (!row) {
    console.error(`No user with the e-mail ${email.data}. Sign up first, then run this again.`);
    process.exitCode = 1;
  } else {
    console.log(`${row.username} <${email.data}> is now an admin.`);
  }
} finally {
  await database.close();
}
