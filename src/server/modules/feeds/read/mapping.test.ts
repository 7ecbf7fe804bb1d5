import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FeedReadError } from './errors.ts';
import { mappedColumns, parseMapping, readMappingFile } from './mapping.ts';

const fixture = path.resolve(import.meta.dirname, '../../../../../tests/fixtures/feeds');

const problem = (json: unknown) => {
  try {
    parseMapping(json);
  } catch (error) {
    expect(error).toBeInstanceOf(FeedReadError);
    return (error as Error).message;
  }
  throw new Error('the mapping was accepted');
};

describe('parseMapping', () => {
  it('accepts columns as a name or a list, constants, format, delimiter and recordsPath', () => {
    const mapping = parseMapping({
      format: 'json',
      delimiter: 'semicolon',
      recordsPath: 'data.items',
      columns: { id: 'Item #', price: ['Our Price', 'Price'] },
      constants: { condition: 'new' },
    });
    expect(mapping).toEqual({
      format: 'json',
      delimiter: ';',
      recordsPath: 'data.items',
      columns: { id: 'Item #', price: ['Our Price', 'Price'] },
      constants: { condition: 'new' },
    });
    expect(mappedColumns(mapping)).toEqual([
      ['id', ['Item #']],
      ['price', ['Our Price', 'Price']],
    ]);
  });
  it('reads tab by name or as \\t', () => {
    expect(parseMapping({ delimiter: 'tab', columns: {} }).delimiter).toBe('\t');
    expect(parseMapping({ delimiter: '\t', columns: {} }).delimiter).toBe('\t');
  });
  it('names an attribute that does not exist', () => {
    expect(problem({ columns: { prise: 'Price' } })).toMatch(
      /^bad mapping: columns\.prise: not an attribute \(id, title/,
    );
    expect(problem({ columns: {}, constants: { merchant_name: 'x' } })).toMatch(
      /constants\.merchant_name: not an attribute/,
    );
  });
  it('names a key the mapping does not have', () => {
    expect(problem({ colums: { id: 'SKU' } })).toContain('colums: not a mapping key');
  });
  it('names a bad column value, format and delimiter', () => {
    expect(problem({ columns: { id: 12 } })).toContain(
      'columns.id: a column name, or a list of column names',
    );
    expect(problem({ columns: { id: [] } })).toContain('columns.id');
    expect(problem({ columns: {}, format: 'xml' })).toContain('format');
    expect(problem({ columns: {}, delimiter: '::' })).toContain(
      'delimiter: the delimiter is one character',
    );
    expect(problem({})).toContain('columns');
    expect(problem([])).toContain('the mapping is a JSON object');
  });
});

describe('readMappingFile', () => {
  it('reads the CSV fixture mapping', async () => {
    const mapping = await readMappingFile(path.join(fixture, 'retailer-odd-headers.mapping.json'));
    expect(mapping.columns.title).toBe('Item Description');
    expect(mapping.constants).toEqual({ condition: 'new' });
  });
  it('says which file is not JSON, or is missing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mapping-'));
    const bad = path.join(dir, 'bad.json');
    await writeFile(bad, '{ "columns": ');
    await expect(readMappingFile(bad)).rejects.toThrow(`${bad} is not JSON`);
    await expect(readMappingFile(path.join(dir, 'none.json'))).rejects.toThrow(
      /cannot read the mapping file/,
    );
    const wrong = path.join(dir, 'wrong.json');
    await writeFile(wrong, '{ "columns": { "prise": "Price" } }');
    await expect(readMappingFile(wrong)).rejects.toThrow(`${wrong}: bad mapping: columns.prise`);
  });
});
