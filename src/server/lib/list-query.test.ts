import { PgDialect, pgTable, integer, text, boolean } from 'drizzle-orm/pg-core';
import { asc, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bound, equalTo, oneOf, oneOfIgnoringCase } from './list-filters.ts';
import { listPage, planList, type ListingDefinition } from './list-query.ts';

// A third listing, written as the catalogue and the ammunition are: a table, its columns, its
// filters and its sorts. The kit's plan is pure, so it is checked here without a database; the
// catalogue and ammunition API tests run the plans against PGlite and PostgreSQL.

const optics = pgTable('optics', {
  id: text().primaryKey(),
  name: text().notNull(),
  brand: text().notNull(),
  reticle: text().notNull(),
  price: integer(),
  inStock: boolean().notNull(),
});

interface OpticsQuery {
  reticle?: string[];
  brand?: string[];
  priceMax?: number;
  inStock?: boolean;
}
type OpticsSort = 'name' | 'price';

const opticsListing: ListingDefinition<
  OpticsQuery,
  OpticsSort,
  { id: typeof optics.id; name: typeof optics.name; price: typeof optics.price }
> = {
  name: 'optics',
  table: optics,
  columns: { id: optics.id, name: optics.name, price: optics.price },
  filters: [
    oneOf('reticles', optics.reticle, (q) => q.reticle),
    oneOfIgnoringCase('brands', optics.brand, (q) => q.brand),
    bound('priceMax', optics.price, 'max', (q) => q.priceMax),
    equalTo('inStock', optics.inStock, 'boolean', (q) => q.inStock),
  ],
  orders: { name: [asc(optics.name), asc(optics.id)], price: [asc(optics.price), asc(optics.id)] },
  snapshot: { maxIds: 1000, useFor: (sort, offset) => sort === 'name' && offset >= 40 },
};

const sqlOf = (where: SQL | undefined) =>
  where ? new PgDialect({ casing: 'snake_case' }).sqlToQuery(where).sql : '';
const page = (n: number, sort: OpticsSort = 'price') => ({ sort, page: n, pageSize: 20 });

describe('list kit: planning a request', () => {
  it('turns the filters present into one WHERE with named parameters, in the listing’s order', () => {
    const plan = planList(opticsListing, { inStock: false, brand: ['Vortex', 'EOTech'] }, page(1));
    expect(plan.shape).toBe('brands,inStock');
    expect(plan.params).toEqual({ brands: ['vortex', 'eotech'], inStock: false });
    expect(sqlOf(plan.where)).toBe(
      'lower("optics"."brand") = any($1::text[]) and "optics"."in_stock" = $2::boolean',
    );
  });

  it('leaves out filters that are absent, empty strings or empty lists', () => {
    const plan = planList(opticsListing, { reticle: [], brand: undefined }, page(1));
    expect(plan.shape).toBe('');
    expect(plan.where).toBeUndefined();
    expect(plan.params).toEqual({});
  });

  it('gives requests that differ only in values the same shape, so statements are reused', () => {
    const a = planList(opticsListing, { reticle: ['BDC'], priceMax: 500 }, page(1));
    const b = planList(opticsListing, { reticle: ['Mil-Dot', 'Duplex'], priceMax: 90 }, page(3));
    expect(b.shape).toBe(a.shape);
    expect(b.keys.total).not.toBe(a.keys.total);
  });

  it('pages by offset and reads deep pages from a snapshot when the listing says so', () => {
    const first = planList(opticsListing, {}, page(1, 'name'));
    const third = planList(opticsListing, {}, page(3, 'name'));
    expect([first.offset, first.limit, first.read]).toEqual([0, 20, 'index']);
    expect([third.offset, third.read]).toEqual([40, 'snapshot']);
    expect(planList(opticsListing, {}, page(3)).read).toBe('index');
    // past the snapshot's end the sort index answers
    expect(planList(opticsListing, {}, page(51, 'name')).read).toBe('index');
  });

  it('keys its caches by filters, then sort, then the arrangement step', () => {
    const plan = planList(opticsListing, { priceMax: 90 }, page(2), { key: 'fits' });
    expect(plan.read).toBe('arranged');
    expect(plan.keys).toEqual({
      total: 'priceMax|{"priceMax":90}',
      order: 'priceMax|{"priceMax":90}|price',
      arranged: 'priceMax|{"priceMax":90}|price|fits',
    });
  });

  it('answers a page with the paging fields the client asked for', () => {
    expect(listPage(['a'], 41, page(3))).toEqual({
      items: ['a'],
      total: 41,
      page: 3,
      pageSize: 20,
    });
  });
});
