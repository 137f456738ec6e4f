// Spec section 7: the server stores the currency in a cookie and answers 1 on success.
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import type { Currency } from '../../../lib/settings';

export async function setCurrency(currency: Currency): Promise<boolean> {
  const answer = await apiCall('get', '/srv/shopping/shopping/set-currency/{currency}', { params: { currency } });
  return answer === 1;
}

export function useSetCurrency() {
  return useMutation({ mutationFn: setCurrency });
}
