// Numbers as the site writes them (en-US: '1,234,567', '1,234.50'), without Intl: a page's first
// Intl call loads the locale's data, which costs a phone about 25 ms of its main thread (100 ms
// under Lighthouse's slow-down) before the page can show. Agrees with Intl's en-US output
// (unit-tested).

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A whole number with thousands separators: 10000 → '10,000'. */
export function wholeNumber(value: number): string {
  return fixed(value, 0);
}

/** Two decimals with thousands separators: 1234.5 → '1,234.50'. */
export function twoDecimals(value: number): string {
  return fixed(value, 2);
}

/**
 * `value` rounded to `decimals` places, half away from zero, as Intl rounds: on the number's
 * shortest decimal form (1.005 → '1.01'), not on its binary value as toFixed does ('1.00').
 */
function fixed(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return String(value);
  const shortest = Math.abs(value).toString();
  let digits: string;
  if (/e/i.test(shortest)) {
    digits = Math.abs(value).toFixed(decimals);
  } else {
    const [whole = '0', fraction = ''] = shortest.split('.');
    const kept = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
    const scaled = (fraction[decimals] ?? '0') >= '5' ? kept + 1n : kept;
    const text = scaled.toString().padStart(decimals + 1, '0');
    digits = decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
  }
  const [whole = '', fraction] = digits.split('.');
  const body = fraction === undefined ? grouped(whole) : `${grouped(whole)}.${fraction}`;
  return value < 0 && /[1-9]/.test(digits) ? `-${body}` : body;
}
