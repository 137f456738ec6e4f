// GET /srv/service/region/get-list: the phone widget's countries in the page's language and the one
// to preselect (spec sections 3 and 7). Asked once per page; every widget on it shares the answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, buildUrl, readTokenRecord } from '../../../lib/api';
import { getSettings } from '../../../lib/settings';
import type { CountryListAnswer, CountryListEntry } from '../types';

export const COUNTRY_LIST_PATH = '/srv/service/region/get-list';

function isEntry(value: unknown): value is CountryListEntry {
  if (value === null || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.code === 'string' && typeof entry.phone_code === 'string' && typeof entry.title === 'string';
}

export function readCountryList(raw: unknown): CountryListAnswer {
  const body = raw !== null && typeof raw === 'object' ? (raw as { countries?: unknown; selected?: unknown }) : {};
  if (!Array.isArray(body.countries)) throw new Error('Unexpected country list');
  const countries = body.countries.filter(isEntry).map((entry) => ({
    code: entry.code,
    phone_code: entry.phone_code,
    title: entry.title,
    pattern: typeof entry.pattern === 'string' ? entry.pattern : '',
  }));
  if (countries.length === 0) throw new Error('Empty country list');
  return { countries, selected: typeof body.selected === 'string' ? body.selected : '' };
}

export async function fetchCountryList(signal?: AbortSignal): Promise<CountryListAnswer> {
  // The member's token, if any: a member with a country of their own sees only that one (spec section 6).
  const token = readTokenRecord()?.value;
  const response = await fetch(buildUrl(COUNTRY_LIST_PATH), {
    headers: token ? { Accept: 'application/json', Authorization: `Bearer ${token}` } : { Accept: 'application/json' },
    credentials: 'same-origin',
    signal: signal ?? null,
  });
  if (!response.ok) throw new ApiError('Country list not loaded', response.status, `http_${response.status}`);
  return readCountryList(await response.json());
}

export function countryListQueryOptions() {
  return queryOptions({
    queryKey: ['phone', 'country-list', getSettings().LANGUAGE],
    queryFn: async ({ signal }) => {
      try {
        return await fetchCountryList(signal);
      } catch (error) {
        // Spec section 8: the failure is only logged; the field stays a plain phone input.
        if (!signal.aborted) console.error('Country list not loaded');
        throw error;
      }
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
  });
}

export function useCountryList() {
  return useQuery(countryListQueryOptions());
}
