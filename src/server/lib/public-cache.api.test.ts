import { expect, it } from 'vitest';
import { describeApi } from '../../../tests/api-server.ts';
import {
  insertAmmo,
  insertCatalog,
  makeAmmoInput,
  smallCatalog,
} from '../../../tests/factories.ts';
import { PUBLIC_READ_CACHE_CONTROL } from './public-cache.ts';

describeApi('public reads: ETag, 304 and a short Cache-Control', (server) => {
  it('has a catalogue and ammo to read', async () => {
    await insertCatalog(server(), smallCatalog());
    await insertAmmo(server(), { items: [makeAmmoInput({ id: 'a-1' })] });
  });

  it.each([
    '/api/catalog/groups?pageSize=3',
    '/api/catalog/groups/alpha',
    '/api/catalog/brands',
    '/api/ammo',
    '/api/ammo/a-1',
    '/api/blog',
  ])('%s: cacheable briefly, and a bodiless 304 when the client has it', async (path) => {
    const first = await fetch(`${server().baseUrl}${path}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(first.headers.get('cache-control')).toMatch(/stale-while-revalidate=\d+/);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/".+"$/);
    const body = await first.text();

    const again = await fetch(`${server().baseUrl}${path}`, { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe(PUBLIC_READ_CACHE_CONTROL);

    const stale = await fetch(`${server().baseUrl}${path}`, {
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(body);
  });

  it('gives a changed answer a new ETag', async () => {
    const before = (await fetch(`${server().baseUrl}/api/ammo/a-1`)).headers.get('etag');
    await insertAmmo(server(), { items: [makeAmmoInput({ id: 'a-1', name: 'Renamed Ammo' })] });
    const after = await fetch(`${server().baseUrl}/api/ammo/a-1`, {
      headers: { 'if-none-match': before! },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('keeps errors and private answers out of public caches', async () => {
    const missing = await fetch(`${server().baseUrl}/api/ammo/no-such-ammo`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(/public/);
    const me = await fetch(`${server().baseUrl}/api/users/me`);
    expect(me.headers.get('cache-control') ?? '').not.toMatch(/public/);
  });
});
