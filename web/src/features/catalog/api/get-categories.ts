// The category tree for the header menu: top-level categories with their CHILDREN.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import type { Category } from '../../../lib/page-data';

export function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiCall('get', '/srv/service/category/get/', { signal });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => fetchCategories(signal),
    staleTime: 30 * 60 * 1000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
