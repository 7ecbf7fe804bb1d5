import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../tests/build-factories.ts';
import { addProduct, emptyBuildParts } from './build.ts';
import { subPartForName } from './mapping.ts';
import { buildMessages } from './messages.ts';
import { buildNameError, hasUnsavedChanges, nameDialogStart, truncate } from './state.ts';
import { formatPrice } from './totals.ts';
import { buildNameSchema } from './schema.ts';
import { retailAbove } from './vendors.ts';

describe('hasUnsavedChanges', () => {
  const base = { currentBuildId: null, buildName: 'My List', buildParts: emptyBuildParts() };

  it('is false for a fresh default build', () => {
    expect(hasUnsavedChanges(base)).toBe(false);
  });

  it('is true for a build with an id, a product or another name', () => {
    expect(hasUnsavedChanges({ ...base, currentBuildId: 'b1' })).toBe(true);
    expect(hasUnsavedChanges({ ...base, buildName: 'Truck gun' })).toBe(true);
    const parts = addProduct(emptyBuildParts(), makeProduct(), 'Barrel')!.parts;
    expect(hasUnsavedChanges({ ...base, buildParts: parts })).toBe(true);
  });
});

describe('build names', () => {
  it('gives the agreed messages', () => {
    expect(buildNameError('   ')).toBe(buildMessages.nameEmpty);
    expect(buildNameError(' a ')).toBe(buildMessages.nameTooShort);
    expect(buildNameError('x'.repeat(51))).toBe(buildMessages.nameTooLong);
    expect(buildNameError('x'.repeat(50))).toBeUndefined();
    expect(buildNameError('  Truck gun ')).toBeUndefined();
  });

  it('agrees with the server schema on every name', () => {
    for (const name of [
      '',
      ' ',
      'a',
      ' ab ',
      'ab',
      'x'.repeat(50),
      ` ${'x'.repeat(50)} `,
      'x'.repeat(51),
      '\tMy AR\n',
    ]) {
      const parsed = buildNameSchema.safeParse(name);
      expect(buildNameError(name), JSON.stringify(name)).toBe(
        parsed.success ? undefined : parsed.error.issues[0]?.message,
      );
    }
  });

  it("starts the name dialog blank for 'My List'", () => {
    expect(nameDialogStart('My List')).toBe('');
    expect(nameDialogStart('Truck gun')).toBe('Truck gun');
  });
});

describe('display rules', () => {
  it('cuts text at a length and adds ...', () => {
    expect(truncate('x'.repeat(35), 35)).toBe('x'.repeat(35));
    expect(truncate('x'.repeat(36), 35)).toBe(`${'x'.repeat(35)}...`);
  });

  it('shows prices with two decimals', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('strikes a retail price only when it is above the selected price', () => {
    expect(retailAbove(makeProduct({ retailPrice: 129.99 }))).toBe(129.99);
    expect(retailAbove(makeProduct({ retailPrice: 50 }))).toBeUndefined();
  });
});

describe('subPartForName', () => {
  it('knows sub-part names and the words catalogues use for them', () => {
    expect(subPartForName('barrel')).toBe('Barrel');
    expect(subPartForName('BCG')).toBe('Bolt Carrier Group');
    expect(subPartForName('Flash Hider')).toBe('Muzzle Device');
    expect(subPartForName('Magazines')).toBe('Magazines');
    expect(subPartForName('magazine')).toBe('Magazines');
    expect(subPartForName('Red Dot')).toBe('Red Dots');
    expect(subPartForName('flux capacitor')).toBeUndefined();
    expect(subPartForName(undefined)).toBeUndefined();
  });
});
