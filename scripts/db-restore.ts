// npm run db:restore -- <file> — restores a backup made by npm run db:backup into
// DATABASE_URL's PostgreSQL database (pg_restore, in one transaction) or, when DATABASE_URL is
// unset, the embedded database in DATA_DIR/db (stop the server first; the data directory that was
// there is kept beside it). Prints every table's row count. Exit status 0 when restored, 1 otherwise.
import { runBackupCommand } from '../src/server/db/backup.ts';

process.exitCode = await runBackupCommand('restore', process.argv.slice(2), process.env);
