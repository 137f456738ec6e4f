// The region lists of the cascade (spec section 7): get-countries, the level-letter form for the
// states of a country (E), get-cities of a country or state, get-towns of a city, get-districts
// of a town. The data changes only with a release, so a list is fetched once per page and kept;
// a failure is not retried: the level becomes free text at once (spec section 8).
import { queryOptions } from '@tanstack/react-query';
import { getSettings } from '../../../lib/settings';
import type { Level, RegionOption } from '../cascade';
import { request } from './request';

function pathOf(level: Level, parent: string): { method: 'GET' | 'POST'; path: string } {
  const code = encodeURIComponent(parent);
  switch (level) {
    case 'country':
      return { method: 'GET', path: '/srv/service/region/get-countries' };
    case 'state':
      return { method: 'POST', path: `/srv/service/region/E/${code}/0` };
    case 'city':
      return { method: 'GET', path: `/srv/service/region/get-cities/${code}` };
    case 'town':
      return { method: 'GET', path: `/srv/service/region/get-towns/${code}` };
    case 'district':
      return { method: 'GET', path: `/srv/service/region/get-districts/${code}` };
  }
}

function isRegionOption(value: unknown): value is RegionOption {
  if (value === null || typeof value !== 'object') return false;
  const { code, title } = value as { code?: unknown; title?: unknown };
  return typeof code === 'string' && typeof title === 'string';
}

export async function fetchRegionList(level: Level, parent: string, signal?: AbortSignal): Promise<RegionOption[]> {
  const { method, path } = pathOf(level, parent);
  const answer = await request(method, path, { signal });
  if (!answer.ok || !Array.isArray(answer.body) || !answer.body.every(isRegionOption)) {
    throw new Error(`Region list not loaded: ${level}`);
  }
  return answer.body;
}

export function regionListQuery(level: Level, parent: string) {
  return queryOptions({
    queryKey: ['region', getSettings().LANGUAGE, level, parent],
    queryFn: ({ signal }) => fetchRegionList(level, parent, signal),
    staleTime: Infinity,
    retry: false,
  });
}
