// The campaigns running now (GET /srv/service/campaigns), for the product cards' and the product
// page's badges: asked by the first card or page that shows badges, after it rendered (the query
// starts when its first component mounts), asked again when the first of them ends (its badge goes
// then, whatever the browser kept) and, for campaigns that started since, once the answer is five
// minutes old and a page needs it. Until it answers, and if it fails, cards show no badges.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { getSettings } from '../../../lib/settings';
import type { CampaignBadge } from '../campaign-rules';

const NONE: readonly CampaignBadge[] = [];

/** How long an answer is taken as current for the campaigns that start meanwhile. */
const FRESH_MS = 5 * 60_000;
/** The longest wait a browser timer takes. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** The campaigns that have not ended at `now` (ms). */
export function stillRunning(campaigns: readonly CampaignBadge[], now: number): readonly CampaignBadge[] {
  return campaigns.filter((c) => c.ends_at == null || c.ends_at * 1000 > now);
}

/** Milliseconds from `now` until a second after the first of the campaigns ends, or false when
 * none has an end ahead. */
export function untilFirstEnd(campaigns: readonly CampaignBadge[] | undefined, now: number): number | false {
  const ahead = (campaigns ?? []).flatMap((c) => (c.ends_at == null ? [] : [c.ends_at * 1000 - now])).filter((ms) => ms > 0);
  return ahead.length === 0 ? false : Math.min(Math.min(...ahead) + 1000, LONGEST_TIMER_MS);
}

export async function fetchRunningCampaigns(signal?: AbortSignal): Promise<readonly CampaignBadge[]> {
  return (await apiCall('get', '/srv/service/campaigns', { signal })).campaigns;
}

export function runningCampaignsQueryOptions() {
  return queryOptions({
    queryKey: ['campaigns', getSettings().LANGUAGE],
    queryFn: ({ signal }) => fetchRunningCampaigns(signal),
    select: (campaigns) => stillRunning(campaigns, Date.now()),
    refetchInterval: (query) => untilFirstEnd(query.state.data, Date.now()),
    staleTime: FRESH_MS,
    gcTime: Infinity,
    retry: false,
  });
}

/** The running campaigns; none until they came. */
export function useRunningCampaigns(): readonly CampaignBadge[] {
  return useQuery(runningCampaignsQueryOptions()).data ?? NONE;
}
