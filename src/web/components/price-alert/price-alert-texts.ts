// The words of the static 'Price alert' button; the dialog's words load with it, from the alerts
// feature's messages.
export const priceAlertButtonTexts = {
  button: 'Price alert',
  label: (name: string) => `Set a price alert on ${name}`,
  selectVariant: 'Select a variant first to set a price alert',
} as const;
