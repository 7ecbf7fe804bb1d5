import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildMessages } from '../../../../shared/build/messages.ts';
import type { BuildRequest, SavedBuild } from '../../../../shared/build/schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { parseSavedBuild } from './get-user-build.ts';
import { userBuildsQueryOptions } from '../../../queries/list-user-builds.ts';

/** POST /api/user-builds: saves a new build; the owner comes from the token. */
export async function createUserBuild(userId: string, body: BuildRequest): Promise<SavedBuild> {
  const answer = await apiRequest<unknown>('/user-builds', {
    method: 'POST',
    query: { userId },
    body: { ...body, userId },
  });
  return parseSavedBuild(answer, buildMessages.createFailed);
}

export function useCreateUserBuild(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BuildRequest) => {
      if (!userId) return Promise.reject(new Error(buildMessages.noUserInToken));
      return createUserBuild(userId, body);
    },
    // After a save the build list is refreshed.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: userBuildsQueryOptions(userId ?? '').queryKey }),
  });
}
