// Where a bank transfer goes: the shop's accounts. The order's answer names them when it has
// them; otherwise they are read from the checkout summary, which lists the shop's accounts
// whatever is in the cart.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import type { BankAccount } from '../types';

export async function fetchTransferAccounts(signal?: AbortSignal): Promise<BankAccount[]> {
  const summary = await apiCall('get', '/srv/service/order-step/summary', { query: { payment_method: 'bank_transfer' }, signal });
  return summary.bank_accounts;
}

export function transferAccountsQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['shop-bank-accounts'],
    queryFn: ({ signal }) => fetchTransferAccounts(signal),
    staleTime: 10 * 60 * 1000,
    enabled,
  });
}

export function useTransferAccounts(fromOrder: readonly BankAccount[], needed: boolean): readonly BankAccount[] {
  const { data } = useQuery(transferAccountsQueryOptions(needed && fromOrder.length === 0));
  return fromOrder.length > 0 ? fromOrder : (data ?? []);
}
