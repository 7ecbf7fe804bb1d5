// The ammo filters' grain and price buckets with their exact edges. The first bucket is
// below its upper edge, the second includes both edges, the third is over its lower edge up to and
// including its upper one, the last is over its lower edge: 50 gr is '50-100gr', 100 gr is too,
// 100.01 gr is '100-150gr', 150 gr is '100-150gr', 150.01 gr is '150gr and above'. Prices alike
// at 50, 100 and 200 (a $200.00 box is '$100 - $200'). The price of an ammo item is its lowest
// offer price (the card's 'From' price). The database keeps each row's bucket in a generated column
// built from these same edges (bucketSql in src/server/db/schema.ts), so one table decides both.

export interface Bucket {
  /** What the API takes and the URL carries: 'under-50', '50-100', … */
  key: string;
  /** The filter's label: 'Under 50gr', '$50 - $100', … */
  label: string;
  /** Lower edge, when there is one, and whether it belongs to the bucket. */
  min?: { value: number; inclusive: boolean };
  /** Upper edge, when there is one, and whether it belongs to the bucket. */
  max?: { value: number; inclusive: boolean };
}

const below = (value: number) => ({ value, inclusive: false });
const upTo = (value: number) => ({ value, inclusive: true });
const from = (value: number) => ({ value, inclusive: true });
const over = (value: number) => ({ value, inclusive: false });

/** 'Under 50gr' (<50), '50-100gr' (50 to 100), '100-150gr' (over 100 up to 150), '150gr and above' (>150). */
export const GRAIN_BUCKETS: readonly Bucket[] = [
  { key: 'under-50', label: 'Under 50gr', max: below(50) },
  { key: '50-100', label: '50-100gr', min: from(50), max: upTo(100) },
  { key: '100-150', label: '100-150gr', min: over(100), max: upTo(150) },
  { key: '150-plus', label: '150gr and above', min: over(150) },
];

/** 'Under $50', '$50 - $100' (50 to 100), '$100 - $200' (over 100 up to 200), '$200 and above' (>200). */
export const PRICE_BUCKETS: readonly Bucket[] = [
  { key: 'under-50', label: 'Under $50', max: below(50) },
  { key: '50-100', label: '$50 - $100', min: from(50), max: upTo(100) },
  { key: '100-200', label: '$100 - $200', min: over(100), max: upTo(200) },
  { key: '200-plus', label: '$200 and above', min: over(200) },
];

export type GrainBucketKey = 'under-50' | '50-100' | '100-150' | '150-plus';
export type PriceBucketKey = 'under-50' | '50-100' | '100-200' | '200-plus';

function inBucket(bucket: Bucket, value: number): boolean {
  const { min, max } = bucket;
  if (min && (min.inclusive ? value < min.value : value <= min.value)) return false;
  if (max && (max.inclusive ? value > max.value : value >= max.value)) return false;
  return true;
}

/** The bucket a value falls in (undefined for a missing or negative value). */
export function bucketOf(
  buckets: readonly Bucket[],
  value: number | null | undefined,
): Bucket | undefined {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0)
    return undefined;
  return buckets.find((b) => inBucket(b, value));
}

/**
 * A bucket named by its key or its label, ignoring case and spaces ('50-100', '$50 - $100',
 * 'under 50gr'). undefined when no bucket has that name.
 */
export function findBucket(buckets: readonly Bucket[], name: string): Bucket | undefined {
  const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '');
  const wanted = squash(name);
  return buckets.find((b) => squash(b.key) === wanted || squash(b.label) === wanted);
}
