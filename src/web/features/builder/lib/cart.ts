import { isIncludedEntry, filledSubParts } from '../../../../shared/build/totals.ts';
import { updateVendor } from '../../../../shared/build/build.ts';
import type { BuildPart } from '../../../../shared/build/schema.ts';
import type { CartPlanAnswer, CartRequest } from '../../../../shared/cart/schema.ts';

// The Builder's side of the cheapest cart: the request names each product the builder pays for
// (its sub-part as the key, its catalogue variant or ammunition id, the merchant chosen now); a
// plan is applied by choosing, for every part, the option of the plan's merchant.

const AMMO_SUB_PART = 'Ammunition';

export function cartRequestOf(parts: readonly BuildPart[]): CartRequest | null {
  const request: CartRequest['parts'] = [];
  for (const { subPart, product } of filledSubParts(parts)) {
    if (isIncludedEntry(product)) continue;
    const id = product.variantData?._id;
    if (!id) continue;
    const chosen = product.availableVendors?.find((v) => v.id === product.selectedVendorId);
    request.push({
      key: subPart,
      kind: subPart === AMMO_SUB_PART ? 'ammo' : 'variant',
      id,
      quantity: 1,
      ...(chosen?.merchantId && { merchantId: chosen.merchantId }),
    });
  }
  return request.length ? { parts: request } : null;
}

/** The build with every part of the plan bought from the plan's merchant. */
export function applyPlan(parts: readonly BuildPart[], plan: CartPlanAnswer): BuildPart[] {
  let next = [...parts];
  for (const choice of plan.choices) {
    const product = filledSubParts(next).find((f) => f.subPart === choice.key)?.product;
    const options = (product?.availableVendors ?? []).filter(
      (v) => v.merchantId === choice.merchantId,
    );
    const option = options.find((v) => v.inStock !== false) ?? options[0];
    if (option) next = updateVendor(next, choice.key, option.id);
  }
  return next;
}
