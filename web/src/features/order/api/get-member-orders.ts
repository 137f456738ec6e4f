// The signed-in member's orders, the latest first; 'signedOut' when the server says nobody is
// signed in (a token that expired meanwhile).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../lib/api';
import { getSettings } from '../../../lib/settings';
import type { OrderDetail } from '../types';

export async function fetchMemberOrders(signal?: AbortSignal): Promise<OrderDetail[] | 'signedOut'> {
  try {
    const answer = await apiCall('get', '/srv/service/customer/orders', { signal });
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'signedOut';
    throw error;
  }
}

export function memberOrdersQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['member-orders', getSettings().LANGUAGE],
    queryFn: ({ signal }) => fetchMemberOrders(signal),
    staleTime: 0,
    retry: false,
    enabled,
  });
}

export function useMemberOrders(enabled: boolean) {
  return useQuery(memberOrdersQueryOptions(enabled));
}
