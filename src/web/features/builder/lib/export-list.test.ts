import { describe, expect, it } from 'vitest';
import {
  addProduct,
  emptyBuildParts,
  makeSelectedProduct,
} from '../../../../shared/build/build.ts';
import type {
  BuildPart,
  GroupData,
  SelectedProduct,
  VariantData,
} from '../../../../shared/build/schema.ts';
import { csvFileName, exportList, exportRows, type ExportSource } from './export-list.ts';

const ORIGIN = 'https://buildwright.example';

function product(
  group: Partial<GroupData> & { _id: string },
  variant: Partial<VariantData> & { _id: string },
) {
  return makeSelectedProduct(
    { platform: 'AR15', images: [], ...group },
    { includedParts: [], images: [], ...variant },
  );
}

function build(...adds: [SelectedProduct, string][]): BuildPart[] {
  return adds.reduce(
    (parts, [p, subPart]) => addProduct(parts, p, subPart)!.parts,
    emptyBuildParts(),
  );
}

/** An upper that brings its barrel, a grip with two merchants and a trigger without a page. */
const fixed: ExportSource = {
  buildName: 'Range Day',
  origin: ORIGIN,
  parts: build(
    [
      product(
        {
          _id: 'g-upper',
          partName: 'M4E1 Complete Upper',
          brand: 'Aero Precision',
          mainCategory: 'upper-receivers',
        },
        {
          _id: 'v-upper',
          model: 'M4E1 Complete Upper 16"',
          brand: 'Aero Precision',
          includedParts: ['Barrel'],
          vendor: [{ merchantName: 'Brownells', price: 649.99 }],
        },
      ),
      'Complete Upper Receiver',
    ],
    [
      product(
        { _id: 'g-grip', partName: 'Magpul MOE Grip', brand: 'Magpul', mainCategory: 'grips' },
        {
          _id: 'v-grip',
          model: 'MOE Grip - Black',
          brand: 'Magpul',
          vendor: [
            { merchantName: 'Primary Arms', price: 19.95 },
            { merchantName: 'Brownells', price: 21.5 },
          ],
        },
      ),
      'Grip',
    ],
    [
      product(
        { _id: 'g-trigger', partName: 'ALG ACT Trigger', brand: 'ALG Defense' },
        {
          _id: 'v-trigger',
          model: 'ALG ACT Trigger',
          brand: 'ALG Defense',
          vendor: [{ merchantName: 'Palmetto State Armory', price: 1234.5 }],
        },
      ),
      'Trigger',
    ],
  ),
};

const UPPER = 'https://buildwright.example/product/upper-receivers/g-upper';
const GRIP = 'https://buildwright.example/product/grips/g-grip';
const SHARE = 'https://buildwright.example/b/abc123';
const BUILDER = 'https://buildwright.example/builder';
const shared: ExportSource = { ...fixed, sharePath: '/b/abc123' };
const lines = (...text: string[]) => text.join('\n') + '\n';

/** The fixed build with one product renamed (and, in the Builder, shown under that name). */
function renamed(name: string, patch: Partial<GroupData> = {}): ExportSource {
  const parts = build([
    product(
      { _id: 'g-x', partName: name, brand: 'Acme', mainCategory: 'grips', ...patch },
      { _id: 'v-x', model: name, brand: 'Acme', vendor: [{ merchantName: 'Shop', price: 10 }] },
    ),
    'Grip',
  ]);
  return { ...fixed, buildName: name, parts };
}

describe('part list export', () => {
  it('writes Markdown for Reddit: a table with links, prices, merchants, the total and the share link', () => {
    expect(exportList('markdown', shared)).toBe(
      lines(
        '**Range Day**',
        '',
        `Shared at <${SHARE}>`,
        '',
        'Part | Item | Price',
        ':--|:--|--:',
        `Complete Upper Receiver | [Aero Precision M4E1 Complete Upper 16"](${UPPER}) | $649.99 @ Brownells`,
        'Barrel | Barrel (Included with M4E1 Complete Upper 16") | Included',
        `Grip | [Magpul MOE Grip - Black](${GRIP}) | $19.95 @ Primary Arms`,
        'Trigger | ALG Defense ALG ACT Trigger | $1,234.50 @ Palmetto State Armory',
        '**Total** | | **$1,904.44**',
        '',
        `*Part list made with* <${BUILDER}>`,
      ),
    );
  });

  it('writes BBCode for forums', () => {
    expect(exportList('bbcode', shared)).toBe(
      lines(
        '[b]Range Day[/b]',
        `Shared at [url=${SHARE}]${SHARE}[/url]`,
        '',
        '[list]',
        `[*][b]Complete Upper Receiver:[/b] [url=${UPPER}]Aero Precision M4E1 Complete Upper 16"[/url] ($649.99 @ Brownells)`,
        '[*][b]Barrel:[/b] Barrel (Included with M4E1 Complete Upper 16") (Included)',
        `[*][b]Grip:[/b] [url=${GRIP}]Magpul MOE Grip - Black[/url] ($19.95 @ Primary Arms)`,
        '[*][b]Trigger:[/b] ALG Defense ALG ACT Trigger ($1,234.50 @ Palmetto State Armory)',
        '[/list]',
        '[b]Total: $1,904.44[/b]',
        '',
        `Part list made with [url=${BUILDER}]${BUILDER}[/url]`,
      ),
    );
  });

  it('writes plain text, without a share line when the list is not shared', () => {
    expect(exportList('text', fixed)).toBe(
      lines(
        'Range Day',
        '',
        'Complete Upper Receiver: Aero Precision M4E1 Complete Upper 16" ($649.99 @ Brownells)',
        `  ${UPPER}`,
        'Barrel: Barrel (Included with M4E1 Complete Upper 16") (Included)',
        'Grip: Magpul MOE Grip - Black ($19.95 @ Primary Arms)',
        `  ${GRIP}`,
        'Trigger: ALG Defense ALG ACT Trigger ($1,234.50 @ Palmetto State Armory)',
        '',
        'Total: $1,904.44',
        '',
        `Part list made with ${BUILDER}`,
      ),
    );
  });

  it('writes CSV as RFC 4180 does: a header, CRLF line ends, quotes doubled inside quoted fields', () => {
    expect(exportList('csv', shared)).toBe(
      [
        'Part,Sub-part,Product,Brand,Variant,Merchant,Price,Included with,Link',
        `Upper Receiver,Complete Upper Receiver,M4E1 Complete Upper,Aero Precision,"M4E1 Complete Upper 16""",Brownells,649.99,,${UPPER}`,
        'Barrel,Barrel,Barrel,,,,0.00,"M4E1 Complete Upper 16""",',
        `Grip,Grip,Magpul MOE Grip,Magpul,MOE Grip - Black,Primary Arms,19.95,,${GRIP}`,
        'Trigger,Trigger,ALG ACT Trigger,ALG Defense,,Palmetto State Armory,1234.50,,',
        ',,Total,,,,1904.44,,',
        `,,Shared at,,,,,,${SHARE}`,
        '',
      ].join('\r\n'),
    );
  });

  it('quotes CSV fields holding a comma, a quote or a line break', () => {
    const csv = exportList('csv', renamed('Grip, "Pro"\nEdition'));
    // Names are one line in every format: the line break became a space.
    expect(csv.split('\r\n')[1]).toBe(
      `Grip,Grip,"Grip, ""Pro"" Edition",Acme,,Shop,10.00,,https://buildwright.example/product/grips/g-x`,
    );
    const brand = exportList('csv', {
      ...fixed,
      parts: build([
        product(
          { _id: 'g', partName: 'Grip', mainCategory: 'grips' },
          {
            _id: 'v',
            model: 'Grip',
            brand: 'Line\rBreak',
            vendor: [{ merchantName: 'A,B', price: 1 }],
          },
        ),
        'Grip',
      ]),
    });
    expect(brand.split('\r\n')[1]).toBe(
      'Grip,Grip,Grip,Line Break,,"A,B",1.00,,https://buildwright.example/product/grips/g',
    );
  });

  it.each(['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)'])(
    'escapes a CSV cell starting with a formula character: %s',
    (name) => {
      const row = exportList('csv', renamed(name)).split('\r\n')[1]!;
      const quoted = name.includes('"') ? `"'${name.replaceAll('"', '""')}"` : `'${name}`;
      expect(row.startsWith(`Grip,Grip,${quoted},Acme,`)).toBe(true);
    },
  );

  it('escapes characters that would break a Markdown table, open a link or change emphasis', () => {
    const markdown = exportList('markdown', renamed('A|B [x](http://e.example) *bold*_\nnext'));
    expect(markdown.split('\n')[0]).toBe('**A\\|B \\[x\\](http://e.example) \\*bold\\*\\_ next**');
    expect(markdown).toContain(
      '| [Acme A\\|B \\[x\\](http://e.example) \\*bold\\*\\_ next](https://buildwright.example/product/grips/g-x) |',
    );
    // Every table row still has its three cells: two unescaped bars.
    const rows = markdown.split('\n').filter((l) => l.startsWith('Grip |'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.split(/(?<!\\)\|/)).toHaveLength(3);
  });

  it('keeps a product name from opening or closing BBCode tags', () => {
    const bbcode = exportList('bbcode', renamed('Grip[/url][url=http://evil.example]Free[/b]'));
    expect(bbcode).toContain('[b]Grip(/url)(url=http://evil.example)Free(/b)[/b]');
    expect(bbcode).toContain(
      '[url=https://buildwright.example/product/grips/g-x]Acme Grip(/url)(url=http://evil.example)Free(/b)[/url]',
    );
    expect(bbcode).not.toContain('[url=http://evil');
  });

  it('escapes link addresses so stored ids cannot end a Markdown or BBCode link', () => {
    const source = renamed('Grip', { _id: 'a)b](x) [c]', mainCategory: 'grips' });
    expect(exportRows(source.parts, ORIGIN)[0]!.url).toBe(
      'https://buildwright.example/product/grips/a%29b%5D%28x%29%20%5Bc%5D',
    );
  });

  it('says No price for a row without a chosen merchant and counts it as nothing', () => {
    const source = {
      ...fixed,
      // A product kept from before merchants were known: no merchant chosen, no price.
      parts: build([
        { _id: 'v', name: 'Grip', groupData: { _id: 'g', mainCategory: 'grips' } },
        'Grip',
      ]),
    };
    expect(exportList('text', source)).toContain('Grip: Grip (No price)\n  https://');
    expect(exportList('text', source)).toContain('Total: $0.00');
  });

  it('names the CSV file after the build', () => {
    expect(csvFileName('Range Day #2!')).toBe('range-day-2.csv');
    expect(csvFileName('***')).toBe('part-list.csv');
  });
});
