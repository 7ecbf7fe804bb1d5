import { z } from 'zod';
import {
  SHIPPING_AMOUNT_MAX,
  shippingRuleRequestSchema,
  type ShippingRuleRequest,
} from '../../../../shared/feeds/schemas.ts';
import type { ShippingRule } from '../../../../shared/prices/shipping.ts';
import { feedsTexts as t } from '../feeds-messages.ts';

// The shipping form edits a merchant's rule as text: amounts in dollars (a '$' before one is
// allowed), the free-shipping threshold left empty for never free. Each amount is checked by the
// rules the server applies (the shared request schema) and refused in the form's own words.

const DOLLARS = /^\$?\s*([+-]?(?:\d+(?:\.\d*)?|\.\d+))$/;

type AmountField = keyof ShippingRuleRequest;

/** The amount a field's text names; undefined for text that names none (empty text included). */
export function dollarsOf(text: string): number | undefined {
  const match = DOLLARS.exec(text.trim());
  return match ? Number(match[1]) : undefined;
}

/** Why the server would refuse `amount` for `field`, in the form's words; undefined if it would not. */
function amountProblem(field: AmountField, amount: number): string | undefined {
  const rule: z.ZodType = shippingRuleRequestSchema.shape[field];
  const result = rule.safeParse(amount);
  if (result.success) return undefined;
  switch (result.error.issues[0]?.code) {
    case 'too_small':
      return t.amountNegative;
    case 'too_big':
      return t.amountTooLarge(SHIPPING_AMOUNT_MAX);
    case 'custom':
      return t.amountCents;
    default:
      return t.amountNotDollars;
  }
}

/** One amount's text; an optional one may be left empty. */
const amountText = (field: AmountField, { optional = false } = {}) =>
  z.string().superRefine((text, ctx) => {
    if (text.trim() === '') {
      if (!optional) ctx.addIssue({ code: 'custom', message: t.amountRequired });
      return;
    }
    const amount = dollarsOf(text);
    const problem = amount === undefined ? t.amountNotDollars : amountProblem(field, amount);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** What the shipping form edits: the rule's amounts as text. */
export const shippingFormSchema = z.object({
  flat: amountText('flat'),
  perItem: amountText('perItem'),
  freeOver: amountText('freeOver', { optional: true }),
});
export type ShippingForm = z.infer<typeof shippingFormSchema>;

/** The request a valid shipping form sends. */
export function ruleFromForm(values: ShippingForm): ShippingRuleRequest {
  return {
    flat: dollarsOf(values.flat) ?? 0,
    perItem: dollarsOf(values.perItem) ?? 0,
    freeOver: values.freeOver.trim() === '' ? null : (dollarsOf(values.freeOver) ?? null),
  };
}

/** The form's values for a stored rule: amounts with their cents, never free as empty. */
export function formFromRule(rule: ShippingRule): ShippingForm {
  return {
    flat: rule.flat.toFixed(2),
    perItem: rule.perItem.toFixed(2),
    freeOver: rule.freeOver === null ? '' : rule.freeOver.toFixed(2),
  };
}
