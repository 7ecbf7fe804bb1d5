import { catalogMessages, savedPartMessages } from '../../../shared/catalog/messages.ts';

// 'Save to Parts List' on the product and ammo pages. The agreed texts come from
// src/shared/catalog/messages.ts; the success texts are ours (ADR 029): only their 3 s duration
// was fixed.

export type SavePartKind = 'product' | 'ammo';

export const SAVE_SUCCESS_MS = 3_000;
export const SAVE_FAILURE_MS = 5_000;

export const savePartTexts = {
  button: catalogMessages.saveToPartsList,
  saved: catalogMessages.saved,
  saving: 'Saving...',
  product: {
    login: savedPartMessages.loginToSaveParts,
    duplicate: savedPartMessages.partDuplicate,
    failed: savedPartMessages.savePartFailed,
    success: 'Part saved to your list!',
  },
  ammo: {
    login: savedPartMessages.loginToSaveAmmo,
    duplicate: savedPartMessages.ammoDuplicate,
    failed: savedPartMessages.saveAmmoFailed,
    success: 'Ammo saved to your list!',
  },
} as const;
