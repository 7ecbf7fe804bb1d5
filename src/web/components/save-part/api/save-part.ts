import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import type { PublicUser } from '../../../../shared/accounts/schemas.ts';
import type { SavedPart } from '../../../../shared/catalog/saved-parts.ts';
import { parseUser, storeUser } from '../../../queries/get-user.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { updateSession } from '../../../stores/session.ts';

/**
 * PATCH /api/users/{id}/saved-parts: appends the part and answers the user
 * with the new savedPartList; a part already saved is a 409.
 */
export async function savePart(userId: string, part: SavedPart): Promise<PublicUser> {
  const answer = await apiRequest<unknown>(`/users/${encodeURIComponent(userId)}/saved-parts`, {
    method: 'PATCH',
    body: part,
  });
  return parseUser(answer);
}

/** Saves a part for `userId`; the answer replaces the cached user and the stored session's user. */
export function useSavePart(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (part: SavedPart) => {
      if (!userId) return Promise.reject(new Error(authClientMessages.noUser));
      return savePart(userId, part);
    },
    onSuccess: (user) => {
      storeUser(queryClient, user);
      // The user carries savedPartList; the stored session's copy stays in step with it.
      updateSession({ user });
    },
  });
}
