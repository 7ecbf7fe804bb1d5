import type {
  NewsletterRequest,
  NewsletterResponse,
} from '../../../../shared/newsletter/schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// The newsletter pieces are shared by several features, so their data hook lives beside them.

export interface SubscribeOptions {
  /** Abort after this many ms (the box times out after 5 seconds). */
  timeoutMs?: number;
  /** No toasts from the API client: the caller shows the outcome itself. */
  quiet?: boolean;
}

/** POST /api/newsletter. Resolves only when the answer's result is 'success'. */
export async function subscribe(
  body: NewsletterRequest,
  { timeoutMs, quiet = true }: SubscribeOptions = {},
): Promise<NewsletterResponse> {
  // The answer's schema (and zod) loads beside the request, not with the page.
  const [answer, { newsletterResponseSchema }] = await Promise.all([
    apiRequest<unknown>('/newsletter', { method: 'POST', body, timeoutMs, quiet }),
    import('../../../../shared/newsletter/schema.ts'),
  ]);
  // The answer's 'result' equal to 'success' means success.
  const parsed = newsletterResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error(newsletterUiMessages.failed);
  return parsed.data;
}

export const newsletterUiMessages = {
  failed: 'Subscription failed. Please try again.',
  serverError: 'Something went wrong on our side. Please try again later.',
} as const;
