import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildMessages } from '../../../../shared/build/messages.ts';
import type { BuildRequest, SavedBuild } from '../../../../shared/build/schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { parseSavedBuild } from './get-user-build.ts';
import { userBuildsQueryOptions } from '../../../queries/list-user-builds.ts';

/** PUT /api/user-builds/{id}?userId=: replaces the saved build. */
export async function updateUserBuild(
  userId: string,
  id: string,
  body: BuildRequest,
): Promise<SavedBuild> {
  const answer = await apiRequest<unknown>(`/user-builds/${encodeURIComponent(id)}`, {
    method: 'PUT',
    query: { userId },
    body: { ...body, userId },
  });
  return parseSavedBuild(answer, buildMessages.updateFailed);
}

export function useUpdateUserBuild(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BuildRequest }) => {
      if (!userId) return Promise.reject(new Error(buildMessages.noUserInToken));
      return updateUserBuild(userId, id, body);
    },
    // After a save the build list is refreshed (the single build under it too).
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: userBuildsQueryOptions(userId ?? '').queryKey }),
  });
}
