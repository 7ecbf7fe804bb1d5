import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  it('takes the lock, and releases it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bw-lock-'));
    const release = await lockDataDir(dir);
    expect(await readFile(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    await release();
    await expect(readFile(path.join(dir, '.lock'), 'utf8')).rejects.toThrow();
  });

  it('refuses a directory locked by another live process, naming it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bw-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(path.join(dir, '.lock'), String(other.pid));
      const err = await lockDataDir(dir).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DatabaseInUseError);
      expect((err as Error).message).toContain(`pid ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('replaces the stale lock of a process that is gone', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bw-lock-'));
    await writeFile(path.join(dir, '.lock'), '2147483646');
    const release = await lockDataDir(dir);
    expect(await readFile(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    await release();
  });
});
