// What the feeds back office says: the API's refusals (tests import them) and the rules' messages
// shown under the form fields.

export const feedMessages = {
  urlNotHttp: 'Enter an http:// or https:// address',
  urlTooLong: 'The URL is at most 2000 characters',
  intervalRange: 'The interval is from 15 minutes to 7 days (10080 minutes)',
  intervalWhole: 'The interval is a whole number of minutes',
  mappingNotJson: 'The mapping is not valid JSON',
  mappingNotObject: 'The mapping is a JSON object: { "columns": { "<attribute>": "<column>" } }',
  merchantNotFound: (id: string) => `Merchant not found with ID: ${id}`,
  runNotFound: (id: string) => `Feed run not found with ID: ${id}`,
  itemNotFound: (merchantId: string, productId: string) =>
    `Feed item not found: ${productId} of ${merchantId}`,
  variantNotFound: (id: string) => `Variant not found with ID: ${id}`,
  noUrl: 'The feed has no URL: save one before running it',
  running: (merchant: string) => `The feed of ${merchant} is running already`,
  offerTaken: (merchant: string, productId: string) =>
    `${merchant} already has an offer for this variant, from its product ${productId}`,
  notIgnored: 'The item is not ignored',
  unknownType: 'Choose a catalogue type',
  partNameRequired: 'Enter the part name',
  brandRequired: 'Enter the brand',
  modelRequired: 'Enter the model',
  upcDigits: 'A UPC/GTIN is 8 to 14 digits',
  tooLong: (max: number) => `At most ${max} characters`,
  queryRequired: 'Type something to search for',
} as const;
