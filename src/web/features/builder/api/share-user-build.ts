import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildMessages } from '../../../../shared/build/messages.ts';
import type { ShareLink } from '../../../../shared/build/schema.ts';
import { parseAnswer } from '../../../components/listing/fetch-parsed.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { savedBuildsMessages } from '../saved-builds/messages.ts';
import { userBuildsQueryOptions } from '../../../queries/list-user-builds.ts';

/**
 * POST /api/user-builds/{id}/share: the build's share link; sharing a build that
 * is already shared answers the same link.
 */
export async function shareUserBuild(id: string): Promise<ShareLink> {
  const answer = await apiRequest<unknown>(`/user-builds/${encodeURIComponent(id)}/share`, {
    method: 'POST',
  });
  return parseAnswer(
    answer,
    () => import('../../../../shared/build/schema.ts').then((m) => m.shareLinkSchema),
    savedBuildsMessages.shareFailed,
  );
}

export function useShareUserBuild(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => {
      if (!userId) return Promise.reject(new Error(buildMessages.noUserInToken));
      return shareUserBuild(id);
    },
    // The list carries each build's shareId.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: userBuildsQueryOptions(userId ?? '').queryKey }),
  });
}
