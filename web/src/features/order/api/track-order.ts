// Order tracking: the order number and the email or phone it was placed with give the status
// history; null when the pair does not match an order (the server does not say which is wrong).
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../lib/api';
import type { TrackReply } from '../types';

export interface TrackRequest {
  orderNo: string;
  contact: string;
}

export async function trackOrder({ orderNo, contact }: TrackRequest): Promise<TrackReply | null> {
  try {
    return await apiCall('post', '/srv/service/order/track', { form: { order_no: orderNo, contact } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder });
}
