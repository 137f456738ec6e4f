// What a return of an order may take, read when its owner opens the return form: the lines with
// the pieces still to send back, the other sizes in stock an exchange may give, whether a refund
// needs an IBAN, and the carrier the parcel goes back by.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { getSettings } from '../../../lib/settings';
import type { ReturnOptions } from '../types';

/** `contact`: the order's email or phone, when the caller tracks it by number. */
export function fetchReturnOptions(orderNo: string, contact?: string, signal?: AbortSignal): Promise<ReturnOptions> {
  return apiCall('post', '/srv/service/order/return-options/{order_no}', {
    params: { order_no: orderNo },
    form: { contact },
    signal,
  });
}

/** The form's choices, read while `enabled` (the form is open). */
export function useReturnOptions(orderNo: string, enabled: boolean, contact?: string) {
  return useQuery(
    queryOptions({
      queryKey: ['return-options', orderNo, getSettings().LANGUAGE],
      queryFn: ({ signal }) => fetchReturnOptions(orderNo, contact, signal),
      // Stock moves: the sizes an exchange may give are read afresh each time the form opens.
      staleTime: 0,
      retry: false,
      enabled,
    }),
  );
}
