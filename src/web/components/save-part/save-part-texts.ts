import { catalogMessages, savedPartMessages } from '../../../shared/catalog/messages.ts';

// 'Save to Parts List' (spec builder-catalogue-ammo §2, §4 "Save to parts", §6, §8, §9; decision
// D27). The spec's texts come from src/shared/catalog/messages.ts; the success texts are ours
// (ADR 029): the spec fixes only their 3 s duration.

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
