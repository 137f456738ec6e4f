// The data of one storefront page. The first page comes inlined in the HTML (#vitrin-data) so it
// renders without a request; client-side navigations ask the page endpoint for the same shape.
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiCall } from './api';
import { readJsonBlock } from './settings';
import type { RouteData } from './page-data';

const KNOWN_ROUTES = new Set<RouteData['route']>(['home', 'category', 'product', 'cart', 'login', 'register', 'forgotPassword', 'account', 'favourites', 'search', 'content', 'stores', 'checkout', 'order', 'orderList', 'tracking', 'notFound']);

export function isRouteData(value: unknown): value is RouteData {
  return (
    value !== null &&
    typeof value === 'object' &&
    'route' in value &&
    KNOWN_ROUTES.has((value as { route: RouteData['route'] }).route)
  );
}

export async function fetchPage(path: string, signal?: AbortSignal): Promise<RouteData> {
  try {
    const data = await apiCall('get', '/api/storefront/page', { query: { path }, signal });
    // A route this app does not know yet is shown as "not found" rather than breaking the page.
    return isRouteData(data) ? data : { route: 'notFound' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { route: 'notFound' };
    throw error;
  }
}

/** Work to finish before a page counts as loaded, such as fetching the code that renders it. */
export type PreparePage = (data: RouteData) => Promise<unknown>;

export function pageQueryOptions(path: string, prepare?: PreparePage) {
  return queryOptions({
    queryKey: ['page', path],
    queryFn: async ({ signal }) => {
      const data = await fetchPage(path, signal);
      if (prepare) await prepare(data);
      return data;
    },
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}

/** Keeps showing the previous page while the next one loads (isPlaceholderData is then true). */
export function usePage(path: string, prepare?: PreparePage) {
  return useQuery({ ...pageQueryOptions(path, prepare), placeholderData: keepPreviousData });
}

/** The data that came with the HTML: the server already wrote that page's head and settings. */
let initialData: RouteData | null = null;

export function isInitialPage(data: RouteData | undefined): boolean {
  return data !== undefined && data === initialData;
}

/** Puts the inlined route data into the cache under the current URL; returns it when present. */
export function seedInitialPage(queryClient: QueryClient, path: string): RouteData | null {
  const data = readJsonBlock('vitrin-data');
  if (!isRouteData(data)) return null;
  initialData = data;
  queryClient.setQueryData(pageQueryOptions(path).queryKey, data);
  return data;
}
