// The tax offices of a Turkish province (GET /srv/service/region/get-tax-offices?city=): plain
// text, one office a line, in Turkish order; without a city every office.
import { queryOptions } from '@tanstack/react-query';
import { apiReply } from '../../../lib/api';

export function taxOfficeLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export async function fetchTaxOffices(city: string, signal?: AbortSignal): Promise<string[]> {
  const answer = await apiReply('get', '/srv/service/region/get-tax-offices', {
    query: city === '' ? {} : { city },
    signal,
  });
  if (answer.ok && answer.body === null) return [];
  if (!answer.ok || typeof answer.body !== 'string') throw new Error('Tax offices not loaded');
  return taxOfficeLines(answer.body);
}

export function taxOfficesQuery(city: string) {
  return queryOptions({
    queryKey: ['tax-offices', city],
    queryFn: ({ signal }) => fetchTaxOffices(city, signal),
    staleTime: Infinity,
    retry: false,
  });
}
