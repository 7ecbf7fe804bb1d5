import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import {
  alertListSchema,
  alertSchema,
  type Alert,
  type AlertCreate,
  type AlertUpdate,
} from '../../../../shared/alerts/schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/alerts: the signed-in user's alerts, newest first. */
export async function getAlerts(signal?: AbortSignal): Promise<Alert[]> {
  const parsed = alertListSchema.safeParse(await apiRequest<unknown>('/alerts', { signal }));
  if (!parsed.success) throw new Error(authClientMessages.invalidResponse);
  return parsed.data.items;
}

function parseAlert(answer: unknown): Alert {
  const parsed = alertSchema.safeParse(answer);
  if (!parsed.success) throw new Error(authClientMessages.invalidResponse);
  return parsed.data;
}

/** POST /api/alerts. */
export async function createAlert(body: AlertCreate): Promise<Alert> {
  return parseAlert(await apiRequest<unknown>('/alerts', { method: 'POST', body }));
}

/** PATCH /api/alerts/{id}: a new kind and/or target price; the alert restarts from now. */
export async function updateAlert(id: string, body: AlertUpdate): Promise<Alert> {
  return parseAlert(
    await apiRequest<unknown>(`/alerts/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  );
}

/** DELETE /api/alerts/{id}. */
export async function deleteAlert(id: string): Promise<void> {
  await apiRequest<unknown>(`/alerts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Keyed by the user: the list of one account is never shown to the next one signed in. */
export function alertsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['alerts', userId] as const,
    queryFn: ({ signal }) => getAlerts(signal),
    // Prices move with every feed run and alerts can be stopped from an e-mail: read afresh.
    staleTime: 0,
  });
}

export function useAlerts(userId: string) {
  return useQuery(alertsQueryOptions(userId));
}

export function useCreateAlert(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertCreate) => createAlert(body),
    onSuccess: () => {
      if (userId)
        void queryClient.invalidateQueries({ queryKey: alertsQueryOptions(userId).queryKey });
    },
  });
}

export function useUpdateAlert(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AlertUpdate }) => updateAlert(id, body),
    onSuccess: (alert) => {
      const { queryKey } = alertsQueryOptions(userId);
      queryClient.setQueryData(queryKey, (old) =>
        old?.map((item) => (item.id === alert.id ? alert : item)),
      );
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export function useDeleteAlert(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAlert(id),
    onSuccess: (_nothing, id) => {
      const { queryKey } = alertsQueryOptions(userId);
      queryClient.setQueryData(queryKey, (old) => old?.filter((item) => item.id !== id));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
