// The newsletter's texts, apart from its schemas so a page can show them without loading zod.
export const newsletterMessages = {
  thanks: 'Thanks for subscribing!',
  subscribed: 'Subscribed',
} as const;
