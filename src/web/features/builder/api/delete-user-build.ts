import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildMessages } from '../../../../shared/build/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userBuildQueryOptions } from './get-user-build.ts';
import { userBuildsQueryOptions } from '../../../queries/list-user-builds.ts';

/** DELETE /api/user-builds/{id}?userId=: 204, the build and its share link are gone. */
export async function deleteUserBuild(userId: string, id: string): Promise<void> {
  await apiRequest<unknown>(`/user-builds/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    query: { userId },
  });
}

export function useDeleteUserBuild(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => {
      if (!userId) return Promise.reject(new Error(buildMessages.noUserInToken));
      return deleteUserBuild(userId, id);
    },
    onSuccess: (_answer, id) => {
      // The deleted build must not answer from the cache; the list is fetched again.
      queryClient.removeQueries({ queryKey: userBuildQueryOptions(userId ?? '', id).queryKey });
      return queryClient.invalidateQueries({
        queryKey: userBuildsQueryOptions(userId ?? '').queryKey,
      });
    },
  });
}
