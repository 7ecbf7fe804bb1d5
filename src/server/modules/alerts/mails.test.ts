import { describe, expect, it } from 'vitest';
import { alertMail, formatAlertPrice, type Crossing } from './mails.ts';

const crossing = (overrides: Partial<Crossing> = {}): Crossing => ({
  alertId: 'a1',
  targetKind: 'variant',
  targetId: 'v1',
  kind: 'price',
  name: 'Alpha Barrel — 16"',
  path: '/product/barrels/alpha',
  price: 80,
  targetPrice: 95,
  previousPrice: null,
  ...overrides,
});

describe('price alert e-mails', () => {
  it('formats dollars, and per-round prices with up to four decimals', () => {
    expect(formatAlertPrice(80, 'variant')).toBe('$80.00');
    expect(formatAlertPrice(0.45, 'ammo')).toBe('$0.45 per round');
    expect(formatAlertPrice(0.3125, 'ammo')).toBe('$0.3125 per round');
  });

  it('lists every crossing with its link and carries the one-click unsubscribe headers', () => {
    const mail = alertMail({
      siteName: 'Buildwright',
      origin: 'https://shop.example',
      crossings: [
        crossing(),
        crossing({ alertId: 'a2', targetKind: 'ammo', kind: 'stock', name: 'Ammo', price: 0.5 }),
      ],
      unsubscribeAll: 'https://shop.example/api/alerts/unsubscribe?token=all',
      unsubscribeOne: (id) => `https://shop.example/api/alerts/unsubscribe?token=${id}`,
    });
    expect(mail.subject).toBe('2 price alerts on Buildwright');
    expect(mail.text).toContain('now $80.00 (your target: $95.00)');
    expect(mail.text).toContain('back in stock at $0.50 per round');
    expect(mail.text).toContain('https://shop.example/product/barrels/alpha');
    expect(mail.text).toContain('token=a2');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://shop.example/api/alerts/unsubscribe?token=all>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('names the one crossing in the subject when there is one', () => {
    const mail = alertMail({
      siteName: 'Buildwright',
      origin: 'https://shop.example',
      crossings: [crossing({ kind: 'drop', previousPrice: 100 })],
      unsubscribeAll: 'u',
      unsubscribeOne: () => 'u1',
    });
    expect(mail.subject).toBe('Price alert: Alpha Barrel — 16" — dropped from $100.00 to $80.00');
  });
});
