// npm run db:backup -- <file> — backs up DATABASE_URL's PostgreSQL database (a pg_dump archive,
// which needs the PostgreSQL client tools) or, when DATABASE_URL is unset, the embedded database
// in DATA_DIR/db (a .tar.gz of its data directory; stop the server first). Prints the file, its
// size and every table's row count. Exit status 0 when the backup is written, 1 otherwise.
import { runBackupCommand } from '../src/server/db/backup.ts';

process.exitCode = await runBackupCommand('backup', process.argv.slice(2), process.env);
