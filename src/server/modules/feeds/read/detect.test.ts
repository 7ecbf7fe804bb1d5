import { describe, expect, it } from 'vitest';
import { detectDelimiter, detectFormat, formatFromName } from './detect.ts';

const head = (text: string) => Buffer.from(text);

describe('detectFormat', () => {
  it('reads XML as a Google XML feed', () => {
    expect(detectFormat(head('<?xml version="1.0"?><rss/>'))).toBe('google-xml');
    expect(detectFormat(head('\n  <rss version="2.0">'))).toBe('google-xml');
    expect(detectFormat(head('\uFEFF<feed xmlns="http://www.w3.org/2005/Atom">'))).toBe(
      'google-xml',
    );
  });
  it('reads JSON and JSON Lines as JSON', () => {
    expect(detectFormat(head('[{"id":1}]'))).toBe('json');
    expect(detectFormat(head('  {"products": []}'))).toBe('json');
    expect(detectFormat(head('{"id":1}\n{"id":2}\n'))).toBe('json');
  });
  it('reads a header with three Google names as a Google text feed, tab or comma', () => {
    expect(detectFormat(head('id\ttitle\tprice\tlink\n1\tx\t1\thttp://a'))).toBe('google-tsv');
    expect(detectFormat(head('g:id,g:title,g:price\n'))).toBe('google-tsv');
    expect(detectFormat(head('"ID","Title","Image Link","Availability"\n'))).toBe('google-tsv');
  });
  it('reads another delimited header as CSV', () => {
    expect(detectFormat(head('Item Description,Buy URL,Our Price\n'))).toBe('csv');
    expect(detectFormat(head('sku;name;qty\n'))).toBe('csv');
  });
  it('goes by the bytes, not the extension', () => {
    expect(detectFormat(head('<rss/>'), 'feed.csv')).toBe('google-xml');
    expect(detectFormat(head('sku,name\n'), 'feed.json')).toBe('csv');
  });
  it('uses the extension only when the file says nothing', () => {
    expect(detectFormat(head(''), 'feed.xml.gz')).toBe('google-xml');
    expect(detectFormat(head('  \n'), 'https://x.example/feed.json?token=1')).toBe('json');
    expect(detectFormat(head(''))).toBe('csv');
    expect(formatFromName('products.TSV')).toBe('google-tsv');
  });
});

describe('detectDelimiter', () => {
  it('picks the delimiter the header has most of, outside quotes', () => {
    expect(detectDelimiter('id\ttitle\tprice')).toBe('\t');
    expect(detectDelimiter('id,title,"price, USD"')).toBe(',');
    expect(detectDelimiter('id;title;"a,b,c,d";price')).toBe(';');
    expect(detectDelimiter('id|title|price')).toBe('|');
    expect(detectDelimiter('title')).toBe(',');
  });
});
