// Spec section 7: the server stores the currency in a cookie and answers 1 on success.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { Currency } from '../../../lib/settings';

export async function setCurrency(currency: Currency): Promise<boolean> {
  const answer = await apiRequest<unknown>(`/srv/shopping/shopping/set-currency/${encodeURIComponent(currency)}`);
  return answer === 1 || answer === '1';
}

export function useSetCurrency() {
  return useMutation({ mutationFn: setCurrency });
}
