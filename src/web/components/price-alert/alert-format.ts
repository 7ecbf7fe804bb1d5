import type { AlertKind, AlertTargetKind } from '../../../shared/alerts/schema.ts';
import { alertTexts as t } from './alert-texts.ts';

/**
 * A price as the alerts show it: dollars and cents; an ammunition price is per round, so under a
 * dollar it keeps a third decimal and carries '/rd'.
 */
export function formatAlertPrice(value: number, targetKind: AlertTargetKind): string {
  if (targetKind !== 'ammo') return `$${value.toFixed(2)}`;
  const digits = value < 1 ? 3 : 2;
  return `$${value.toFixed(digits)}${t.perRound}`;
}

/** What an alert waits for, in words: 'Price below $X', 'Any price drop', 'Back in stock'. */
export function describeAlertKind(
  kind: AlertKind,
  targetPrice: number | null,
  targetKind: AlertTargetKind,
): string {
  if (kind === 'drop') return t.kindDrop;
  if (kind === 'stock') return t.kindStock;
  return t.kindPrice(targetPrice === null ? '?' : formatAlertPrice(targetPrice, targetKind));
}

/**
 * The target a new price alert starts with: 5% under the current price, rounded down to the cent
 * (to a tenth of a cent for a per-round price under a dollar; to the whole dollar for a build's
 * total). No current price: empty.
 */
export function suggestedTarget(current: number | undefined, targetKind: AlertTargetKind): string {
  if (current === undefined || !Number.isFinite(current) || current <= 0) return '';
  if (targetKind === 'build') return String(Math.floor(current * 0.95));
  const step = targetKind === 'ammo' && current < 1 ? 1000 : 100;
  const target = Math.floor(current * 0.95 * step) / step;
  return target.toFixed(step === 1000 ? 3 : 2);
}

/** The target price typed in the form, or undefined when it is not a number of at least 0. */
export function parseTarget(text: string): number | undefined {
  const trimmed = text.trim().replace(/^\$/, '');
  if (trimmed === '' || !/^\d*(\.\d*)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The date an alert last fired, e.g. 'Nov 27, 2026'; undefined without a valid date. */
export function formatAlertDate(iso: string | null): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
