import { useMutation } from '@tanstack/react-query';
import type { NewsletterRequest } from '../../../../shared/newsletter/schema.ts';
import { subscribe, type SubscribeOptions } from './subscribe.ts';

// The modal's subscribe as a query mutation (the box calls subscribe itself, so the home page
// needs no data layer).

export const subscribeMutationKey = ['newsletter', 'subscribe'] as const;

export function useSubscribe(options: SubscribeOptions = {}) {
  return useMutation({
    mutationKey: subscribeMutationKey,
    mutationFn: (body: NewsletterRequest) => subscribe(body, options),
  });
}
