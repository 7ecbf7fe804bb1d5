// npm run db:seed — migrates, then loads the demo content (idempotent: safe to run again).
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, targetFromConfig } from '../src/server/db/client.ts';
import { seed } from '../src/server/db/seed/seed.ts';

const config = loadConfig(process.env);
const database = await openDatabase(targetFromConfig(config));
try {
  await database.migrate();
  const report = await seed(database.db);
  for (const r of report.results) console.log(`${r.name}: ${r.rows} rows`);
  console.log(`Demo content seeded (${database.driver}).`);
} finally {
  await database.close();
}
