import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface SiteConfig {
  siteName: string;
  /** Google sign-in is configured on this deployment (Google-mail addresses are sent to it). */
  googleEnabled: boolean;
}

/** GET /api/config: what this deployment has turned on. */
export function getSiteConfig(): Promise<SiteConfig> {
  return apiRequest<SiteConfig>('/config', { quiet: true });
}

export const siteConfigQueryOptions = queryOptions({
  queryKey: ['site-config'],
  queryFn: getSiteConfig,
  staleTime: Infinity,
});

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions);
}
