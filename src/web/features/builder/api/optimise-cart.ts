import {
  cartResponseSchema,
  type CartRequest,
  type CartResponse,
} from '../../../../shared/cart/schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const optimiseMessages = {
  failed: 'Could not work out the cheapest cart. Please try again.',
};

/** POST /api/cart/optimise: the cheapest cart of the build, priced by the server. */
export async function optimiseCart(
  request: CartRequest,
  signal?: AbortSignal,
): Promise<CartResponse> {
  const answer = await apiRequest<unknown>('/cart/optimise', {
    method: 'POST',
    body: request,
    authenticated: false,
    ...(signal && { signal }),
  });
  const parsed = cartResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error(optimiseMessages.failed);
  return parsed.data;
}
