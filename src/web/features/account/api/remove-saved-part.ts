import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import type { PublicUser } from '../../../../shared/accounts/schemas.ts';
import { parseUser, storeUser } from '../../../queries/get-user.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { updateSession } from '../../../stores/session.ts';

/**
 * DELETE /api/users/{id}/saved-parts/{partId}: removes the entries `partId` names
 * (a product _id or upc, an ammo id) and answers the user with the new savedPartList.
 */
export async function removeSavedPart(userId: string, partId: string): Promise<PublicUser> {
  const answer = await apiRequest<unknown>(
    `/users/${encodeURIComponent(userId)}/saved-parts/${encodeURIComponent(partId)}`,
    { method: 'DELETE' },
  );
  return parseUser(answer);
}

/** Removes a saved part; the answer replaces the cached user and the stored session's user. */
export function useRemoveSavedPart(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partId: string) => {
      if (!userId) return Promise.reject(new Error(authClientMessages.noUser));
      return removeSavedPart(userId, partId);
    },
    onSuccess: (user) => {
      storeUser(queryClient, user);
      updateSession({ user });
    },
  });
}
