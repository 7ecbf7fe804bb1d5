// The words of the Builder's cart dialogs (Price Summary by merchant, Buy list, Optimise my
// cart), loaded with them rather than with the page.
export const cartTexts = {
  // Landed cost: items, shipping and total per merchant.
  byMerchant: 'By merchant',
  merchantColumns: ['Merchant', 'Items', 'Shipping', 'Total'],
  items: 'Items',
  shipping: 'Shipping',
  free: 'Free',
  withShipping: 'Total with shipping',
  buyList: 'Buy list',
  buyAt: (merchant: string) => `Buy at ${merchant}`,
  subtotal: 'Subtotal with shipping',
  productCount: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
  noLink: 'No link',
  // The cheapest cart.
  finding: 'Finding the cheapest cart…',
  currentCart: 'Your cart now',
  cheapestCart: 'Cheapest cart',
  singleStore: (merchant: string) => `Everything from ${merchant}`,
  noSingleStore: 'No single store has every part in stock.',
  saves: (amount: string) => `saves ${amount}`,
  alreadyCheapest: 'Your cart is already the cheapest in stock.',
  apply: 'Apply',
  applyLabel: (plan: string) => `Apply: ${plan}`,
  nothingToOptimise: 'Add parts from the catalogue to optimise your cart.',
  notInStock: (parts: string) => `Nobody has these in stock, left as they are: ${parts}.`,
  tryAgain: 'Try again',
} as const;
