// The region lists of the cascade (spec section 7): get-countries, the level-letter call for the
// states of a country (E), get-cities of a country or state, get-towns of a city, get-districts
// of a town. The data changes only with a release, so a list is fetched once per page and kept;
// a failure is not retried: the level becomes free text at once (spec section 8).
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { getSettings } from '../../../lib/settings';
import type { Level } from '../cascade';
import type { RegionItem } from '../types';

export function fetchRegionList(level: Level, parent: string, signal?: AbortSignal): Promise<RegionItem[]> {
  switch (level) {
    case 'country':
      return apiCall('get', '/srv/service/region/get-countries', { signal });
    case 'state':
      return apiCall('get', '/srv/service/region/{level}/{parent}/{limit}', {
        params: { level: 'E', parent, limit: '0' },
        signal,
      });
    case 'city':
      return apiCall('get', '/srv/service/region/get-cities/{parent}', { params: { parent }, signal });
    case 'town':
      return apiCall('get', '/srv/service/region/get-towns/{city}', { params: { city: parent }, signal });
    case 'district':
      return apiCall('get', '/srv/service/region/get-districts/{town}', { params: { town: parent }, signal });
  }
}

export function regionListQuery(level: Level, parent: string) {
  return queryOptions({
    queryKey: ['region', getSettings().LANGUAGE, level, parent],
    queryFn: async ({ signal }) => {
      const list = await fetchRegionList(level, parent, signal);
      if (!Array.isArray(list)) throw new Error(`Unexpected region list: ${level}`);
      return list;
    },
    staleTime: Infinity,
    retry: false,
  });
}
