import { stringify } from 'csv-stringify/browser/esm/sync';
import type { BuildPart, SelectedProduct } from '../../../../shared/build/schema.ts';
import {
  filledSubParts,
  formatPrice,
  isIncludedEntry,
  totalPrice,
} from '../../../../shared/build/totals.ts';
import { twoDecimals } from '../../../../shared/format/numbers.ts';
import { exportTexts as t } from './export-texts.ts';

// A build's part list as text to paste elsewhere: Markdown for Reddit, BBCode for forums, plain
// text and CSV for a spreadsheet. Pure: the site's origin and the share link are passed
// in, so the unit tests pin the exact output. Every list closes with a link to the Builder.

/** 'markdown', 'bbcode', 'text' or 'csv'. */
export type ExportFormat = keyof typeof t.formats;

export interface ExportSource {
  buildName: string;
  parts: readonly BuildPart[];
  /** The site's origin, e.g. 'https://buildwright.example': links point back to it. */
  origin: string;
  /** The build's share page ('/b/<shareId>'), when the list is shared. */
  sharePath?: string;
}

/** One filled row of the build, as every format shows it. */
export interface ExportRow {
  part: string;
  subPart: string;
  /** The name the Builder shows: the variant's, or 'Barrel (Included with …)'. */
  name: string;
  /** The product (its catalogue group's name), or the part an included entry stands for. */
  product: string;
  brand?: string;
  /** The chosen variant, when it has a name of its own. */
  variant?: string;
  merchant?: string;
  /** The chosen merchant's price; undefined when the row has none. */
  price?: number;
  /** The product that brought this part with it: the row costs nothing on its own. */
  includedWith?: string;
  /** The product's page on this site. */
  url?: string;
}

/** Names are one line of text: line breaks, tabs and runs of spaces become one space. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? oneLine(value) : undefined;

/** A path segment with every character a Markdown or BBCode link could end on escaped too. */
const segment = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function productPage(product: SelectedProduct, origin: string): string | undefined {
  const mainCategory = nonEmpty(product.groupData?.mainCategory);
  const groupId = nonEmpty(product.groupData?._id);
  if (!mainCategory || !groupId) return undefined;
  return `${origin}/product/${segment(mainCategory)}/${segment(groupId)}`;
}

const INCLUDED_SUFFIX = / \(Included with (.+)\)$/;

/** The build's filled rows, in the Builder's order; included entries keep no merchant or link. */
export function exportRows(parts: readonly BuildPart[], origin: string): ExportRow[] {
  return filledSubParts(parts).map(({ group, subPart, product }) => {
    const name = oneLine(product.name);
    if (isIncludedEntry(product)) {
      const parent = nonEmpty(product.includedWith) ?? INCLUDED_SUFFIX.exec(name)?.[1];
      const part = name.replace(INCLUDED_SUFFIX, '') || subPart;
      return { part: group, subPart, name, product: part, ...(parent && { includedWith: parent }) };
    }
    // The builder names a product after its variant; the group's name is the product's own.
    const groupName = nonEmpty(product.groupData?.partName);
    const productName = groupName ?? name;
    const variant = groupName && groupName !== name ? name : undefined;
    const brand = nonEmpty(product.brand);
    const merchant = nonEmpty(product.selectedVendorName);
    const price = product.selectedVendorPrice;
    const url = productPage(product, origin);
    return {
      part: group,
      subPart,
      name,
      product: productName,
      ...(brand && { brand }),
      ...(variant && { variant }),
      ...(merchant && { merchant }),
      ...(typeof price === 'number' && Number.isFinite(price) && { price }),
      ...(url && { url }),
    };
  });
}

/** 'Brand Name' as the Builder names the row: the brand once, even when the name starts with it. */
function itemName(row: ExportRow): string {
  if (!row.brand || row.name.toLowerCase().startsWith(row.brand.toLowerCase())) return row.name;
  return `${row.brand} ${row.name}`;
}

/** What a row costs, as text: its price, 'Included' or 'No price'. */
function priceText(row: ExportRow): string {
  if (row.includedWith !== undefined) return t.included;
  return row.price === undefined ? t.noPrice : formatPrice(row.price);
}

/** '$99.50 @ Primary Arms', 'Included', 'No price'. */
function offerText(row: ExportRow): string {
  const price = priceText(row);
  return row.merchant && row.price !== undefined ? `${price} @ ${row.merchant}` : price;
}

const builderUrl = (source: ExportSource) => `${source.origin}/builder`;

const shareUrl = (source: ExportSource) =>
  source.sharePath ? `${source.origin}${source.sharePath}` : undefined;

// Markdown: a backslash before every character that means something in a Reddit table or inline
// text, so a name cannot end a cell, open a link or turn the rest of the line bold.
const markdown = (value: string) => oneLine(value).replace(/[\\|*_`~[\]<>#]/g, '\\$&');

function toMarkdown(source: ExportSource, rows: readonly ExportRow[]): string {
  const share = shareUrl(source);
  const lines = [`**${markdown(source.buildName)}**`, ''];
  if (share) lines.push(`${t.sharedAt} <${share}>`, '');
  lines.push(`${t.part} | ${t.item} | ${t.price}`, ':--|:--|--:');
  for (const row of rows) {
    const item = markdown(itemName(row));
    lines.push(
      `${markdown(row.subPart)} | ${row.url ? `[${item}](${row.url})` : item} | ${markdown(offerText(row))}`,
    );
  }
  lines.push(`**${t.total}** | | **${formatPrice(totalPrice(source.parts))}**`, '');
  lines.push(`*${t.madeWith}* <${builderUrl(source)}>`);
  return `${lines.join('\n')}\n`;
}

// BBCode has no escape: square brackets in names become round ones, so a name cannot open or
// close a tag.
const bbcode = (value: string) => oneLine(value).replace(/\[/g, '(').replace(/\]/g, ')');

function toBbcode(source: ExportSource, rows: readonly ExportRow[]): string {
  const share = shareUrl(source);
  const lines = [`[b]${bbcode(source.buildName)}[/b]`];
  if (share) lines.push(`${t.sharedAt} [url=${share}]${share}[/url]`);
  lines.push('', '[list]');
  for (const row of rows) {
    const item = bbcode(itemName(row));
    const linked = row.url ? `[url=${row.url}]${item}[/url]` : item;
    lines.push(`[*][b]${bbcode(row.subPart)}:[/b] ${linked} (${bbcode(offerText(row))})`);
  }
  lines.push('[/list]', `[b]${t.total}: ${formatPrice(totalPrice(source.parts))}[/b]`);
  lines.push('', `${t.madeWith} [url=${builderUrl(source)}]${builderUrl(source)}[/url]`);
  return `${lines.join('\n')}\n`;
}

function toText(source: ExportSource, rows: readonly ExportRow[]): string {
  const share = shareUrl(source);
  const lines = [oneLine(source.buildName)];
  if (share) lines.push(`${t.sharedAt} ${share}`);
  lines.push('');
  for (const row of rows) {
    lines.push(`${row.subPart}: ${itemName(row)} (${offerText(row)})`);
    if (row.url) lines.push(`  ${row.url}`);
  }
  lines.push('', `${t.total}: ${formatPrice(totalPrice(source.parts))}`);
  lines.push('', `${t.madeWith} ${builderUrl(source)}`);
  return `${lines.join('\n')}\n`;
}

/** A spreadsheet's number: '1234.50', no thousands separator. */
const amount = (value: number) => twoDecimals(value).replace(/,/g, '');

// CSV as RFC 4180 writes it (csv-stringify): CRLF line ends, a field with a comma, a quote or a
// line break in quotes; and a cell starting with =, +, -, @, a tab or a carriage return gets a
// leading apostrophe, so a spreadsheet never runs a name as a formula. Prices are plain numbers.
function toCsv(source: ExportSource, rows: readonly ExportRow[]): string {
  const records = rows.map((row) => [
    row.part,
    row.subPart,
    row.product,
    row.brand ?? '',
    row.variant ?? '',
    row.merchant ?? '',
    row.includedWith !== undefined ? amount(0) : row.price === undefined ? '' : amount(row.price),
    row.includedWith ?? '',
    row.url ?? '',
  ]);
  const total = ['', '', t.total, '', '', '', amount(totalPrice(source.parts)), '', ''];
  const share = shareUrl(source);
  return stringify(
    [...records, total, ...(share ? [['', '', t.sharedAt, '', '', '', '', '', share]] : [])],
    {
      header: true,
      columns: [
        t.part,
        t.subPart,
        t.product,
        t.brand,
        t.variant,
        t.merchant,
        t.price,
        t.includedWith,
        t.link,
      ],
      escape_formulas: true,
      record_delimiter: 'windows',
      // csv-stringify quotes a CRLF; a lone line feed or carriage return needs quotes too.
      quoted_match: /[\r\n]/,
    },
  );
}

/** The build's part list in `format`. */
export function exportList(format: ExportFormat, source: ExportSource): string {
  const rows = exportRows(source.parts, source.origin);
  switch (format) {
    case 'markdown':
      return toMarkdown(source, rows);
    case 'bbcode':
      return toBbcode(source, rows);
    case 'text':
      return toText(source, rows);
    case 'csv':
      return toCsv(source, rows);
  }
}

/** A file name for the CSV download: the build's name in lower case, letters and digits only. */
export function csvFileName(buildName: string): string {
  const stem = buildName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${stem || 'part-list'}.csv`;
}
