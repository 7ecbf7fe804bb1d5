import { describe, expect, it } from 'vitest';
import { describeApi, type TestServer } from '../../../../tests/api-server.ts';
import {
  insertAmmo,
  insertCatalog,
  makeAmmoInput,
  makeGroupInput,
  signUpUser,
} from '../../../../tests/factories.ts';
import { makeWebDist } from '../../../../tests/web-dist.ts';
import { SITEMAP_PAGES } from './sitemap.ts';

const webDist = await makeWebDist();

async function page(server: TestServer, path: string) {
  const res = await fetch(`${server.baseUrl}${path}`);
  const html = await res.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return { status: res.status, html, title, description, canonical };
}

async function postAs(server: TestServer, token: string, body: Record<string, unknown>) {
  const res = await server.api('/api/blog', { method: 'POST', token, body });
  if (res.status !== 201) throw new Error(`create failed ${res.status}: ${res.text}`);
  return res.body as { id: string; slug: string };
}

describeApi(
  'pages: heads, status, robots.txt and the sitemap',
  (server) => {
    let postSlug = '';

    it('has a product, an ammo item and a post to show', async () => {
      await insertCatalog(server(), {
        groups: [
          makeGroupInput({
            id: 'g-1',
            partName: 'Ridge 16" Barrel',
            brand: 'Acme & Sons',
            description: 'A <b>chrome-lined</b> barrel for "hard" use.',
          }),
        ],
      });
      await insertAmmo(server(), {
        items: [makeAmmoInput({ id: 'ammo-1', name: 'Federal 55gr FMJ', roundCount: 20 })],
      });
      const { token } = await signUpUser(server(), 'pages-admin', { admin: true });
      postSlug = (
        await postAs(server(), token, {
          title: 'Gas Systems Explained',
          date: '2026-03-01',
          seoDescription: 'How gas length changes dwell time.',
          titleImg: '/images/blog/gas-system.svg',
          titleImgStyle: 'yes-image text-center',
        })
      ).slug;
      expect(postSlug).toBe('gas-systems-explained');
    });

    it('sends a product page with its own title, description, canonical link and picture', async () => {
      const p = await page(server(), '/product/barrels/g-1?variant=x');
      expect(p.status).toBe(200);
      expect(p.title).toBe('Ridge 16&quot; Barrel | Buildwright');
      expect(p.description).toBe('A chrome-lined barrel for &quot;hard&quot; use.');
      expect(p.canonical).toBe(`${server().baseUrl}/product/barrels/g-1`);
      expect(p.html).toContain(
        `<link rel="preload" as="image" href="${server().baseUrl}/api/catalog/images/barrel/black.svg" fetchpriority="high" />`,
      );
      expect(p.html).toContain(
        '<meta property="og:title" content="Ridge 16&quot; Barrel | Buildwright" />',
      );
      expect(p.html).not.toContain('noindex');
    });

    it('sends an ammo page and a blog post with their own heads', async () => {
      const ammo = await page(server(), '/ammo-detail/ammo-1');
      expect(ammo.status).toBe(200);
      expect(ammo.title).toBe('Federal 55gr FMJ | Buildwright');
      expect(ammo.description).toBe(
        'Federal 55gr FMJ: 5.56 NATO, 20 rounds per box. Compare merchant prices per round.',
      );
      const post = await page(server(), `/blog/${postSlug}`);
      expect(post.status).toBe(200);
      expect(post.title).toBe('Gas Systems Explained | Buildwright');
      expect(post.description).toBe('How gas length changes dwell time.');
      expect(post.html).toContain(
        `as="image" href="${server().baseUrl}/images/blog/gas-system.svg"`,
      );
    });

    it("puts a product page's and a default list's first API answer into the HTML", async () => {
      const answers = (html: string) => {
        const json =
          /<script type="application\/json" id="bw-first-answers">([^<]*)<\/script>/.exec(
            html,
          )?.[1];
        return json ? (JSON.parse(json) as Record<string, { body: unknown; headers: object }>) : {};
      };
      const product = answers((await page(server(), '/product/barrels/g-1')).html);
      expect(Object.keys(product)).toEqual(['/api/catalog/groups/g-1']);
      expect(product['/api/catalog/groups/g-1']!.body).toEqual(
        (await server().api('/api/catalog/groups/g-1')).body,
      );
      const listUrl = '/api/catalog/groups?platform=AR15&sort=popularity&page=1&pageSize=20';
      const list = answers((await page(server(), '/products/AR')).html);
      expect(list[listUrl]!.body).toEqual((await server().api(listUrl)).body);
      const ammoUrl = '/api/ammo?sort=pricePerRound&page=1&pageSize=20';
      expect(answers((await page(server(), '/ammo')).html)[ammoUrl]!.body).toEqual(
        (await server().api(ammoUrl)).body,
      );
      // a list in another state than its default: the app asks itself
      expect(answers((await page(server(), '/products/AR?sort=name')).html)).toEqual({});
      // text of the data cannot close the script element
      expect((await page(server(), '/product/barrels/g-1')).html).not.toContain(
        '<b>chrome-lined</b>',
      );
    });

    it('answers an unknown product, ammo item, post, shared build or page with 404 and the app', async () => {
      for (const path of [
        '/product/barrels/no-such-group',
        '/ammo-detail/no-such-ammo',
        '/blog/no-such-post',
        '/b/no-such-share',
        '/no-such-page',
        '/products/AR/extra',
      ]) {
        const p = await page(server(), path);
        expect(p.status, path).toBe(404);
        expect(p.html, path).toContain('<div id="root"></div>');
        expect(p.title, path).toBe('Page Not Found | Buildwright');
        expect(p.html, path).toContain('<meta name="robots" content="noindex" />');
      }
    });

    it('keeps private pages out of search engines and lists the rest in robots.txt', async () => {
      expect((await page(server(), '/account/profileinformation')).html).toContain('noindex');
      expect((await page(server(), '/builder')).html).not.toContain('noindex');
      const res = await fetch(`${server().baseUrl}/robots.txt`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const robots = await res.text();
      expect(robots).toContain('User-agent: *');
      expect(robots).toContain('Disallow: /api/');
      expect(robots).toContain('Disallow: /account');
      expect(robots).toContain(`Sitemap: ${server().baseUrl}/sitemap.xml`);
      expect(robots).not.toContain('<html');
    });

    it('lists every public page, product, ammo item and post in sitemap.xml', async () => {
      const res = await fetch(`${server().baseUrl}/sitemap.xml`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      const xml = await res.text();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      const base = server().baseUrl;
      expect(locs).toEqual([
        ...SITEMAP_PAGES.map((p) => `${base}${p}`),
        `${base}/product/barrels/g-1`,
        `${base}/ammo-detail/ammo-1`,
        `${base}/blog/${postSlug}`,
      ]);
      expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    });
  },
  { config: { webDist } },
);

describeApi(
  'pages: a sitemap past one file',
  (server) => {
    it('becomes an index of numbered files, each within the limit, together listing everything', async () => {
      await insertCatalog(server(), {
        groups: Array.from({ length: 6 }, (_, i) => makeGroupInput({ id: `big-${i}` })),
      });
      const total = SITEMAP_PAGES.length + 6;
      const index = await (await fetch(`${server().baseUrl}/sitemap.xml`)).text();
      expect(index).toContain('<sitemapindex ');
      const files = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
      expect(files).toEqual(
        Array.from(
          { length: Math.ceil(total / 5) },
          (_, i) => `${server().baseUrl}/sitemap/${i + 1}.xml`,
        ),
      );
      const all: string[] = [];
      for (const file of files) {
        const xml = await (await fetch(file)).text();
        const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
        expect(locs.length).toBeLessThanOrEqual(5);
        all.push(...locs);
      }
      expect(all).toHaveLength(total);
      expect(new Set(all).size).toBe(total);
      expect(all.filter((l) => l.includes('/product/'))).toHaveLength(6);
      expect((await fetch(`${server().baseUrl}/sitemap/${files.length + 1}.xml`)).status).toBe(404);
      expect((await fetch(`${server().baseUrl}/sitemap/0.xml`)).status).toBe(404);
    });
  },
  { config: { webDist, sitemapMaxUrls: 5 } },
);

describe('pages', () => {
  it('names every page of the web app router, with the module the router loads for it', async () => {
    const { readFile } = await import('node:fs/promises');
    const { WEB_PAGES } = await import('./routes.ts');
    const router = await readFile(new URL('../../../web/router.tsx', import.meta.url), 'utf8');
    const routed: Record<string, string | null> = {};
    // Each route runs from its `path: '…'` (or `index: true`) to the next one; its module is the
    // first lazy import in that stretch (none: a loader or a component of the router's own).
    const starts = [...router.matchAll(/index: true|path: '([^']+)'/g)];
    starts.forEach((m, i) => {
      const stretch = router.slice(m.index, starts[i + 1]?.index ?? router.length);
      routed[m[1] ?? ''] = /import\('\.\/([^']+)'\)/.exec(stretch)?.[1] ?? null;
    });
    const constructionModule =
      /import\('\.\/(features\/content\/pages\/under-construction-pages\.tsx)'\)/.exec(router)?.[1];
    for (const m of router.matchAll(/\['([a-z-]+)', '\w+'\]/g)) routed[m[1]!] = constructionModule!;
    delete routed['*'];
    expect(WEB_PAGES).toEqual(routed);
  });

  it('knows which pages the router keeps outside its data layer', async () => {
    const { readFile } = await import('node:fs/promises');
    const { DATA_LAYER_MODULE, PAGES_WITHOUT_DATA_LAYER } = await import('./routes.ts');
    const router = await readFile(new URL('../../../web/router.tsx', import.meta.url), 'utf8');
    const layoutAt = router.indexOf(`import('./${DATA_LAYER_MODULE}')`);
    expect(layoutAt).toBeGreaterThan(0);
    // The routes before the data layer's layout route are the pages outside it.
    const before = [...router.slice(0, layoutAt).matchAll(/index: true|path: '([^']+)'/g)];
    expect(before.map((m) => m[1] ?? '')).toEqual(PAGES_WITHOUT_DATA_LAYER);
  });
});
