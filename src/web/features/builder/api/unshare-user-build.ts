import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildMessages } from '../../../../shared/build/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userBuildsQueryOptions } from '../../../queries/list-user-builds.ts';

/** DELETE /api/user-builds/{id}/share: the link stops working at once. */
export async function unshareUserBuild(id: string): Promise<void> {
  await apiRequest<unknown>(`/user-builds/${encodeURIComponent(id)}/share`, { method: 'DELETE' });
}

export function useUnshareUserBuild(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => {
      if (!userId) return Promise.reject(new Error(buildMessages.noUserInToken));
      return unshareUserBuild(id);
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: userBuildsQueryOptions(userId ?? '').queryKey }),
  });
}
