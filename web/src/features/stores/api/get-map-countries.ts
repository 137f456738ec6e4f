// The map countries list (`GET /Diger/map-countries.txt`, spec section 3: key, lat, lng): where the
// store map centres when the shopper picks a country. The file is JSON sent as text, so it is read
// as a same-site address and checked here.
import { queryOptions } from '@tanstack/react-query';
import { getSameSite } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

/** key: ISO 3166-1 alpha-2 code, as in the store list's `countries`; lat and lng: the centre. */
export type MapCountry = components['schemas']['MapCountry'];

function isMapCountry(value: unknown): value is MapCountry {
  if (value === null || typeof value !== 'object') return false;
  const { key, lat, lng } = value as Record<string, unknown>;
  return typeof key === 'string' && typeof lat === 'number' && Number.isFinite(lat) && typeof lng === 'number' && Number.isFinite(lng);
}

/** The list's valid entries (the file is the shop's to edit: a broken entry is skipped, not fatal). */
export function parseMapCountries(answer: unknown): MapCountry[] {
  let value = answer;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value.filter(isMapCountry) : [];
}

export function mapCountriesQueryOptions() {
  return queryOptions({
    queryKey: ['map-countries'],
    queryFn: async ({ signal }) => parseMapCountries(await getSameSite('/Diger/map-countries.txt', signal)),
    staleTime: Infinity,
  });
}
