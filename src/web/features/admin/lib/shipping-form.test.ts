import { describe, expect, it } from 'vitest';
import { shippingRuleRequestSchema } from '../../../../shared/feeds/schemas.ts';
import { feedsTexts as t } from '../feeds-messages.ts';
import {
  dollarsOf,
  formFromRule,
  ruleFromForm,
  shippingFormSchema,
  type ShippingForm,
} from './shipping-form.ts';

const problems = (values: ShippingForm) => {
  const result = shippingFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the shipping form', () => {
  it('reads dollars, with or without a dollar sign, and nothing else', () => {
    expect(dollarsOf('7.99')).toBe(7.99);
    expect(dollarsOf(' $7.99 ')).toBe(7.99);
    expect(dollarsOf('$ 12')).toBe(12);
    expect(dollarsOf('.5')).toBe(0.5);
    expect(dollarsOf('-1')).toBe(-1);
    for (const text of ['', 'seven', '1e3', '0x10', '7,99', '7.9.9', '$'])
      expect(dollarsOf(text)).toBeUndefined();
  });

  it('sends the amounts as numbers, an empty threshold as never free', () => {
    const values = { flat: '7.99', perItem: '0', freeOver: '$99' };
    expect(problems(values)).toEqual({});
    const rule = ruleFromForm(values);
    expect(rule).toEqual({ flat: 7.99, perItem: 0, freeOver: 99 });
    expect(shippingRuleRequestSchema.safeParse(rule).success).toBe(true);
    expect(ruleFromForm({ flat: '0', perItem: '1.50', freeOver: ' ' })).toEqual({
      flat: 0,
      perItem: 1.5,
      freeOver: null,
    });
  });

  it('refuses what the server refuses, naming the field, in words', () => {
    expect(problems({ flat: '-1', perItem: '', freeOver: 'lots' })).toEqual({
      flat: t.amountNegative,
      perItem: t.amountRequired,
      freeOver: t.amountNotDollars,
    });
    expect(problems({ flat: '7.999', perItem: '100000.01', freeOver: '-0.01' })).toEqual({
      flat: t.amountCents,
      perItem: t.amountTooLarge(100_000),
      freeOver: t.amountNegative,
    });
  });

  it('starts from the stored rule', () => {
    expect(formFromRule({ flat: 7.99, perItem: 0, freeOver: 99 })).toEqual({
      flat: '7.99',
      perItem: '0.00',
      freeOver: '99.00',
    });
    expect(formFromRule({ flat: 0, perItem: 2.5, freeOver: null }).freeOver).toBe('');
  });
});
