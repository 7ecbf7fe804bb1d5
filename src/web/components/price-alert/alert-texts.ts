// The words of the price alert dialog and of alert prices and kinds, shared by the product and
// ammunition pages, the Builder (a saved build's total) and the Alerts tab of the account area.

export const alertTexts = {
  kindPrice: (price: string) => `Price below ${price}`,
  kindDrop: 'Any price drop',
  kindStock: 'Back in stock',
  perRound: '/rd',
  cancel: 'Cancel',

  // The dialog that sets or edits an alert.
  dialogTitle: 'Set a price alert',
  kindLegend: 'Tell me when',
  optionPrice: 'The price falls below my target',
  optionPricePerRound: 'The price per round falls below my target',
  optionTotal: 'The build total falls below my target',
  optionDrop: 'The price drops at all',
  optionStock: 'It is back in stock',
  targetLabel: 'Target price ($)',
  targetLabelPerRound: 'Target price per round ($)',
  targetLabelTotal: 'Target total ($)',
  targetRequired: 'Enter a target price of at least 0',
  currentIs: (price: string) => `The price now is ${price}.`,
  currentTotalIs: (price: string) => `The build total now is ${price}.`,
  // A build alert watches the build as it was last saved, not the Builder's unsaved changes.
  saveBuildFirst:
    'Save the build first: a price alert watches the total of a saved build, and this one is not saved yet.',
  buildAsSaved: (name: string) =>
    `The alert watches "${name}" as saved: after you change its parts, Update the build.`,
  save: 'Save alert',
  saving: 'Saving...',
  saved: 'Price alert saved. Manage your alerts in your account.',
  updated: 'Price alert updated',
  saveFailed: 'Failed to save the price alert',
} as const;
