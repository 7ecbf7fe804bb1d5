import { expect, it } from 'vitest';
import { describeApi } from '../../../../tests/api-server.ts';
import { signUpUser } from '../../../../tests/factories.ts';

describeApi('admin: newsletter subscribers', (server) => {
  it('lists subscribers newest first with a total, for admins only', async () => {
    for (const EMAIL of ['one@example.com', 'two@example.com', 'three@example.com']) {
      await server().api('/api/newsletter', {
        method: 'POST',
        body: { EMAIL, FNAME: 'F', LNAME: 'L' },
      });
    }
    const admin = (await signUpUser(server(), 'chief', { admin: true })).token;
    const user = (await signUpUser(server(), 'plain')).token;

    expect((await server().api('/api/admin/newsletter-subscribers')).status).toBe(401);
    expect((await server().api('/api/admin/newsletter-subscribers', { token: user })).status).toBe(
      403,
    );

    const page = await server().api('/api/admin/newsletter-subscribers?pageSize=2', {
      token: admin,
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe('3');
    const rows = page.body as unknown[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      email: 'three@example.com',
      firstName: 'F',
      source: 'modal',
    });
    expect(rows[0]).not.toHaveProperty('id');
  });

  it('exports CSV with formula-like cells escaped', async () => {
    await server().api('/api/newsletter', {
      method: 'POST',
      body: { EMAIL: 'evil@example.com', FNAME: '=HYPERLINK("http://x")', LNAME: 'O"Brien, Jr' },
    });
    const admin = (await signUpUser(server(), 'exporter', { admin: true })).token;
    const res = await server().api('/api/admin/newsletter-subscribers.csv', { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('newsletter-subscribers.csv');
    const lines = res.text.trim().split('\n');
    expect(lines[0]).toBe('email,first_name,last_name,source,subscribed_at');
    const evil = lines.find((l) => l.startsWith('evil@example.com'));
    expect(evil).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(evil).toContain('"O""Brien, Jr"');
    expect((await server().api('/api/admin/newsletter-subscribers.csv')).status).toBe(401);
  });
});
