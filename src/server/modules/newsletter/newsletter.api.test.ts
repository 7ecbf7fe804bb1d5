import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeApi, type JsonResponse } from '../../../../tests/api-server.ts';
import type { ErrorBody } from '../../lib/errors.ts';
import { newsletterSubscribers } from '../../db/schema.ts';

/** The error body of a refused request. */
const errorOf = (res: JsonResponse) => res.body as ErrorBody;

describeApi(
  'POST /api/newsletter',
  (server) => {
    const rows = (email: string) =>
      server()
        .database.db.select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email));

    it('subscribes an e-mail address with names', async () => {
      const res = await server().api('/api/newsletter', {
        method: 'POST',
        body: { EMAIL: 'Ada@Example.com', FNAME: 'Ada', LNAME: 'Lovelace' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ result: 'success', message: 'Subscribed' });
      const stored = await rows('ada@example.com');
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    });

    it('treats re-subscribing as success and keeps one row with the names on file', async () => {
      const res = await server().api('/api/newsletter', {
        method: 'POST',
        body: { EMAIL: 'ada@example.com', source: 'box' },
      });
      expect(res.status).toBe(200);
      expect((res.body as { result: string }).result).toBe('success');
      const stored = await rows('ada@example.com');
      expect(stored).toHaveLength(1);
      expect(stored[0]?.firstName).toBe('Ada');
    });

    it('accepts an e-mail alone (the blog-post box sends only EMAIL)', async () => {
      const res = await server().api('/api/newsletter', {
        method: 'POST',
        body: { EMAIL: 'box@example.com' },
      });
      expect(res.status).toBe(200);
      expect(await rows('box@example.com')).toHaveLength(1);
    });

    it('refuses a bad e-mail with a 400 naming the field', async () => {
      const res = await server().api('/api/newsletter', {
        method: 'POST',
        body: { EMAIL: 'not-an-email' },
      });
      expect(res.status).toBe(400);
      expect(errorOf(res).errors).toEqual({ EMAIL: 'Please enter a valid email address' });
      expect(errorOf(res).message).toContain('EMAIL');
    });

    it('refuses a missing e-mail with a 400 naming the field', async () => {
      const res = await server().api('/api/newsletter', { method: 'POST', body: { FNAME: 'x' } });
      expect(res.status).toBe(400);
      expect(Object.keys(errorOf(res).errors ?? {})).toEqual(['EMAIL']);
    });

    it('answers a filled honeypot like success and stores nothing', async () => {
      const res = await server().api('/api/newsletter', {
        method: 'POST',
        body: { EMAIL: 'bot@example.com', FNAME: 'B', LNAME: 'Ot', website: 'http://spam.example' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ result: 'success', message: 'Subscribed' });
      expect(await rows('bot@example.com')).toHaveLength(0);
    });

    it('rate-limits sign-ups from one address with 429 and Retry-After', async () => {
      let last;
      for (let i = 0; i < 12; i++) {
        last = await server().api('/api/newsletter', {
          method: 'POST',
          body: { EMAIL: `burst${i}@example.com` },
        });
        if (last.status === 429) break;
      }
      expect(last?.status).toBe(429);
      expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(last?.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    });
  },
  { env: { NEWSLETTER_RATE_LIMIT_MAX: '8' } },
);
