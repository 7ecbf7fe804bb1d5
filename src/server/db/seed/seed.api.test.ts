import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi } from '../../../../tests/api-server.ts';
import { appMeta } from '../schema.ts';
import { seed, seedIfEmpty } from './seed.ts';

describeApi('demo seed', (server) => {
  it('seeds an empty database once, and start-up leaves a seeded one alone', async () => {
    const { db } = server().database;
    const first = await seedIfEmpty(db);
    expect(first.seeded).toBe(true);
    const marker = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded_at'));
    expect(marker).toHaveLength(1);

    const second = await seedIfEmpty(db);
    expect(second.seeded).toBe(false);
  });

  it('can be run again by npm run db:seed without error (idempotent)', async () => {
    const { db } = server().database;
    await seed(db, new Date('2026-01-01T00:00:00Z'));
    await seed(db, new Date('2026-01-02T00:00:00Z'));
    const marker = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded_at'));
    expect(marker).toHaveLength(1);
    expect(marker[0]?.value).toBe('2026-01-02T00:00:00.000Z');
  });
});
