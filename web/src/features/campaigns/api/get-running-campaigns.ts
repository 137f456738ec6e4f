// The campaigns running now (GET /srv/service/campaigns), for the product cards' and the product
// page's badges: asked once per page load, by the first card or page that shows badges, after it
// rendered (the query starts when its first component mounts), and kept for the rest of the visit:
// the server lets the browser keep the answer a minute, and a campaign's badge may trail its start
// or end by that much. Until it answers, and if it fails, cards show no badges.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { getSettings } from '../../../lib/settings';
import type { CampaignBadge } from '../campaign-rules';

const NONE: readonly CampaignBadge[] = [];

export async function fetchRunningCampaigns(signal?: AbortSignal): Promise<readonly CampaignBadge[]> {
  return (await apiCall('get', '/srv/service/campaigns', { signal })).campaigns;
}

export function runningCampaignsQueryOptions() {
  return queryOptions({
    queryKey: ['campaigns', getSettings().LANGUAGE],
    queryFn: ({ signal }) => fetchRunningCampaigns(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** The running campaigns; none until they came. */
export function useRunningCampaigns(): readonly CampaignBadge[] {
  return useQuery(runningCampaignsQueryOptions()).data ?? NONE;
}
