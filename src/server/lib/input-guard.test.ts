import { describe, expect, it } from 'vitest';
import {
  badInputMessages,
  badText,
  findBadInput,
  jsonTooDeep,
  MAX_JSON_DEPTH,
} from './input-guard.ts';

const nest = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('jsonTooDeep', () => {
  it('accepts JSON nested exactly as deep as the limit and refuses one level more', () => {
    expect(jsonTooDeep(nest(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nest(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep('{"a":'.repeat(65) + '1' + '}'.repeat(65))).toBe(true);
  });

  it('counts siblings once, not their sum', () => {
    expect(jsonTooDeep(`[${Array.from({ length: 200 }, () => '[[1]]').join(',')}]`)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonTooDeep(JSON.stringify({ a: '['.repeat(500) }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ a: '\\"' + '{'.repeat(500) }))).toBe(false);
    expect(jsonTooDeep(`["\\"", ${nest(MAX_JSON_DEPTH)}]`)).toBe(true);
  });
});

describe('badText', () => {
  it('finds NUL and lone surrogates, and lets paired surrogates (emoji) through', () => {
    expect(badText('a\u0000b')).toBe(badInputMessages.nul);
    expect(badText('a\ud800b')).toBe(badInputMessages.loneSurrogate);
    expect(badText('a\udc00')).toBe(badInputMessages.loneSurrogate);
    expect(badText('\ud83d')).toBe(badInputMessages.loneSurrogate);
    expect(badText('rifle 🎯 ok')).toBeUndefined();
    expect(badText('Ünïcödé – ok')).toBeUndefined();
  });
});

describe('findBadInput', () => {
  it('names the nested field holding the bad text, as validation errors name fields', () => {
    expect(findBadInput({ userProfile: { fullName: 'A\u0000' } }, 'body')).toEqual({
      field: 'userProfile.fullName',
      message: badInputMessages.nul,
    });
    expect(findBadInput({ buildParts: [{ name: 'ok' }, { name: 'x\ud800' }] }, 'body')).toEqual({
      field: 'buildParts.1.name',
      message: badInputMessages.loneSurrogate,
    });
  });

  it('checks keys too, showing the bad character replaced', () => {
    expect(findBadInput({ part: { 'a\u0000b': 1 } }, 'body')).toEqual({
      field: 'part.a\ufffdb',
      message: badInputMessages.fieldName,
    });
  });

  it('refuses infinite numbers (1e309 in JSON)', () => {
    expect(findBadInput({ price: Infinity }, 'body')).toEqual({
      field: 'price',
      message: badInputMessages.hugeNumber,
    });
  });

  it('names the whole value when it is the bad text, and passes clean input', () => {
    expect(findBadInput('a\u0000', 'body')?.field).toBe('body');
    expect(findBadInput({ q: ['ok', 'b\u0000'] }, 'query')?.field).toBe('q.1');
    expect(findBadInput({ a: [1, 'two', { three: true, four: null }] }, 'body')).toBeUndefined();
    expect(findBadInput(undefined, 'body')).toBeUndefined();
  });
});
