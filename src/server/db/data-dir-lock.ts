import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The embedded database is open in another live process (PGlite itself does not guard this). */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}), ` +
        'probably a running server. Stop it first, or point DATABASE_URL at a PostgreSQL server.',
    );
    this.name = 'DatabaseInUseError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `<dataDir>/.lock` for this process (a stale lock of a dead process is replaced). */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (pid && pid !== process.pid && alive(pid)) throw new DatabaseInUseError(dataDir, pid);
      await rm(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}
