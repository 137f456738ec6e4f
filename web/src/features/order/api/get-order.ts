// One order of the caller's (a member's, or one placed in this browser's session): its lines,
// totals, addresses and status history; null when there is no such order of theirs (404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../lib/api';
import { getSettings } from '../../../lib/settings';
import type { BankAccount, OrderDetail } from '../types';

export interface OrderAnswer {
  order: OrderDetail;
  /** Where a bank transfer goes, when the answer names the shop's accounts. */
  bankAccounts: BankAccount[];
}

export async function fetchOrder(orderNo: string, signal?: AbortSignal): Promise<OrderAnswer | null> {
  try {
    const answer = await apiCall('get', '/srv/service/order/detail/{order_no}', { params: { order_no: orderNo }, signal });
    const order: OrderDetail | undefined = answer.data[0];
    return order ? { order, bankAccounts: answer.bank_accounts ?? [] } : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function orderQueryOptions(orderNo: string) {
  return queryOptions({
    queryKey: ['order', orderNo, getSettings().LANGUAGE],
    queryFn: ({ signal }) => fetchOrder(orderNo, signal),
    // The back office may move the order at any time: read it afresh on every visit.
    staleTime: 0,
    retry: false,
  });
}

export function useOrder(orderNo: string) {
  return useQuery(orderQueryOptions(orderNo));
}
