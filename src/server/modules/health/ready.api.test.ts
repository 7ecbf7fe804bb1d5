import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../../../../tests/api-server.ts';

describeApi('GET /api/ready', (server) => {
  it('is ready when the database answers and has every migration', async () => {
    const res = await server().api('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ready',
      database: 'ok',
      migrations: 'applied',
      draining: false,
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is not ready while the newest migration of this build is missing from the database', async () => {
    const { db } = server().database;
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const saved: unknown = await db.execute(
      sql`select hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations where created_at = ${newest}`,
    );
    const row = (saved as { rows: { hash: string; createdAt: string }[] }).rows[0]!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest}`);
    try {
      const res = await server().api('/api/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'not-ready', migrations: 'pending' });
      // Alive all the same: a process manager must not restart it for that.
      expect((await server().api('/api/health')).status).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.createdAt}::bigint)`,
      );
    }
    expect((await server().api('/api/ready')).status).toBe(200);
  });

  it('is not ready while draining, and asks every client to close its connection', async () => {
    const { app } = server();
    app.lifecycle.draining = true;
    try {
      const ready = await server().api('/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'not-ready', draining: true, database: 'ok' });
      const list = await server().api('/api/catalog/groups');
      expect(list.status).toBe(200);
      expect(list.headers.get('connection')).toBe('close');
    } finally {
      app.lifecycle.draining = false;
    }
    const after = await server().api('/api/catalog/groups');
    expect(after.headers.get('connection')).not.toBe('close');
  });
});
