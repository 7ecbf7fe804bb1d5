import { describe, expect, it } from 'vitest';
import { MAX_SAVED_PART_KB, savedPartMessages } from './messages.ts';
import { savedPartRequestSchema, savedPartSchema } from './saved-parts.ts';
import { isAlreadySaved, savedPartKey, withoutSavedPart } from './saved-part-keys.ts';

const product = (id: string, upc?: string) => ({
  name: 'Barrel',
  details: {
    product: { _id: id, ...(upc && { upc }) },
    groupData: { _id: 'g' },
    savedAt: '2026-11-20T10:00:00.000Z',
  },
});
const ammo = (id: string | number) => ({ name: 'Ammo', details: { ammo: { id } } });

describe('saved parts', () => {
  it('accepts both shapes of part: a product with its group, and an ammo item', () => {
    expect(savedPartSchema.safeParse(product('v1')).success).toBe(true);
    expect(savedPartSchema.safeParse(ammo(5)).success).toBe(true);
    expect(savedPartSchema.safeParse(ammo('pmc-556')).success).toBe(true);
  });

  it('refuses a part without a name, a product without _id or groupData, or ammo without id', () => {
    expect(savedPartSchema.safeParse({ details: product('v1').details }).success).toBe(false);
    const noId = savedPartSchema.safeParse({
      name: 'X',
      details: { product: {}, groupData: { _id: 'g' } },
    });
    expect(noId.success).toBe(false);
    expect(noId.error?.issues[0]).toMatchObject({
      path: ['details'],
      message: savedPartMessages.detailsInvalid,
    });
    expect(
      savedPartSchema.safeParse({ name: 'X', details: { product: { _id: 'v' } } }).success,
    ).toBe(false);
    expect(savedPartSchema.safeParse({ name: 'X', details: { ammo: {} } }).success).toBe(false);
    expect(
      savedPartSchema.safeParse({
        name: 'X',
        details: { ...product('v').details, savedAt: 'yesterday' },
      }).success,
    ).toBe(false);
  });

  it(`refuses a part over ${MAX_SAVED_PART_KB} KB`, () => {
    const big = {
      name: 'X',
      details: {
        product: { _id: 'v', blob: 'x'.repeat(MAX_SAVED_PART_KB * 1024) },
        groupData: { _id: 'g' },
      },
    };
    const res = savedPartSchema.safeParse(big);
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe(savedPartMessages.tooLarge);
  });

  it('takes the part object itself or the client’s { userId, part }', () => {
    expect(savedPartRequestSchema.parse({ ...product('v1'), userId: 'u1' })).toMatchObject({
      userId: 'u1',
      name: 'Barrel',
    });
    expect(savedPartRequestSchema.parse({ userId: 'u1', part: ammo(3) })).toMatchObject({
      userId: 'u1',
      details: { ammo: { id: 3 } },
    });
  });

  it('keys entries by product _id and upc, or ammo id; foreign entries have none', () => {
    expect(savedPartKey(product('v1', '0123'))).toEqual({ kind: 'product', id: 'v1', upc: '0123' });
    expect(savedPartKey(ammo(7))).toEqual({ kind: 'ammo', id: '7' });
    expect(savedPartKey({ name: 'legacy' })).toBeUndefined();
    expect(savedPartKey(null)).toBeUndefined();
  });

  it('finds a product already saved by _id or by upc, ammo by id', () => {
    const list = [product('v1', '0123'), ammo(7), { junk: true }];
    expect(isAlreadySaved(list, product('v1'))).toBe(true);
    expect(isAlreadySaved(list, product('v2', '0123'))).toBe(true);
    expect(isAlreadySaved(list, product('v2', '9999'))).toBe(false);
    expect(isAlreadySaved(list, ammo('7'))).toBe(true);
    expect(isAlreadySaved(list, ammo(8))).toBe(false);
    expect(isAlreadySaved(list, product('7'))).toBe(false); // an ammo id is not a product id
  });

  it('removes the entries a part id names and keeps the rest', () => {
    const list = [product('v1', '0123'), product('v2'), ammo(7), { junk: true }];
    expect(withoutSavedPart(list, '0123')).toEqual([product('v2'), ammo(7), { junk: true }]);
    expect(withoutSavedPart(list, '7')).toHaveLength(3);
    expect(withoutSavedPart(list, 'nope')).toHaveLength(4);
  });
});
