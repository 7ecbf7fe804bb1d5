import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../shared/accounts/schemas.ts';
import { storeUser, userQueryOptions } from './get-user.ts';

const user = (savedParts: number) =>
  ({
    _id: 'u1',
    savedPartList: Array.from({ length: savedParts }, () => ({})),
  }) as unknown as PublicUser;

describe('storeUser', () => {
  it('keeps the user a write answered when a read that started before the write lands after it', async () => {
    const queryClient = new QueryClient();
    const { queryKey } = userQueryOptions('u1');
    queryClient.setQueryData(queryKey, user(0));
    let answerOldRead: (value: PublicUser) => void = () => {};
    const oldRead = queryClient
      .fetchQuery({
        queryKey,
        queryFn: () => new Promise<PublicUser>((resolve) => (answerOldRead = resolve)),
        staleTime: 0,
      })
      .catch(() => undefined);

    storeUser(queryClient, user(1)); // the save answered: one part saved
    answerOldRead(user(0)); // the read from before the save comes back
    await oldRead;

    expect(queryClient.getQueryData<PublicUser>(queryKey)?.savedPartList).toHaveLength(1);
  });
});
