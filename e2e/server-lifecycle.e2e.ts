import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../tests/wait.ts';
import { startServer } from './support/server.ts';

function userAdmin(email: string, dataDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/user-admin.ts', email], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('the built server', () => {
  it('creates, migrates and seeds an empty data directory, and keeps data across a restart', async () => {
    const first = await startServer();
    try {
      const res = await fetch(`${first.baseUrl}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ EMAIL: 'keep@example.com' }),
      });
      expect(res.status).toBe(200);
      const signup = await fetch(`${first.baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'keep@example.com',
          password: 'secret-pw',
          username: 'keeper',
          acceptedTerms: true,
        }),
      });
      expect(signup.status).toBe(201);
      const { access_token: token, user } = (await signup.json()) as {
        access_token: string;
        user: { _id: string };
      };
      // The admin tool refuses an embedded database that a running server holds.
      const busy = userAdmin('keep@example.com', first.dataDir);
      expect(busy.status).toBe(1);
      expect(busy.stderr).toContain('in use by another process');

      // SIGTERM: close the server, then the database, and exit 0.
      expect(await first.stop()).toBe(0);

      const unknown = userAdmin('nobody@example.com', first.dataDir);
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('No user with the e-mail nobody@example.com');
      const promoted = userAdmin('keep@example.com', first.dataDir);
      expect(promoted.stderr).toBe('');
      expect(promoted.status).toBe(0);
      expect(promoted.stdout).toContain('keeper <keep@example.com> is now an admin.');

      const second = await startServer({}, { dataDir: first.dataDir });
      const home = await fetch(`${second.baseUrl}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<div id="root">');
      // the embedded default keeps its signing secret, so a token outlives a restart
      const me = await fetch(`${second.baseUrl}/api/users/${user._id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { role: string }).role).toBe('admin');
      expect(await second.stop()).toBe(0);

      const db = await PGlite.create(path.join(first.dataDir, 'db'));
      try {
        const subs = await db.query('select email from newsletter_subscribers');
        expect(subs.rows).toEqual([{ email: 'keep@example.com' }]);
        const seeded = await db.query("select 1 from app_meta where key = 'demo_seeded_at'");
        expect(seeded.rows).toHaveLength(1);
      } finally {
        await db.close();
      }
    } finally {
      await first.stop();
      await first.cleanup();
    }
  });

  it('refuses to start with a bad setting and names it', () => {
    const run = spawnSync(process.execPath, ['dist/server/main.js'], {
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty', DATABASE_URL: 'mysql://nope' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT');
    expect(run.stderr).toContain('DATABASE_URL');
  });
  it('on SIGTERM answers not ready while it drains, goes on serving, then exits 0', async () => {
    // A drain long enough for the checks below on a busy machine.
    const server = await startServer({ SHUTDOWN_DRAIN_DELAY: '8s' }, { seeded: true });
    try {
      const ready = await fetch(`${server.baseUrl}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({
        status: 'ready',
        database: 'ok',
        migrations: 'applied',
        draining: false,
      });

      const exited = server.stop(); // SIGTERM
      const draining = await waitFor(async () => {
        const res = await fetch(`${server.baseUrl}/api/ready`);
        return res.status === 503 ? ((await res.json()) as { draining: boolean }) : undefined;
      }, 8_000);
      expect(draining).toMatchObject({ status: 'not-ready', draining: true });
      // Still serving, and asking each client to close its connection after the answer.
      const list = await fetch(`${server.baseUrl}/api/catalog/groups`);
      expect(list.status).toBe(200);
      expect(list.headers.get('connection')).toBe('close');
      expect(await exited).toBe(0);
      await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
    } finally {
      await server.stop();
      await server.cleanup();
    }
  });
});
