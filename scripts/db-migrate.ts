// npm run db:migrate — applies the committed SQL migrations to the configured database.
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, targetFromConfig } from '../src/server/db/client.ts';

const config = loadConfig(process.env);
const database = await openDatabase(targetFromConfig(config));
try {
  await database.migrate();
  console.log(`Migrations applied (${database.driver}).`);
} finally {
  await database.close();
}
