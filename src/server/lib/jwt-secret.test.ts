import { mkdtemp, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localJwtSecret } from './jwt-secret.ts';

describe('localJwtSecret', () => {
  it('creates a long secret readable only by its owner, and returns the same one next time', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bw-secret-'));
    const first = await localJwtSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(path.join(dir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    expect(await localJwtSecret(dir)).toBe(first);
  });
});
