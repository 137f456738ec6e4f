// GET and POST /api/v1/customer/notifications: the member's commercial-message consents per
// channel (email, SMS, phone call), for the account page's notifications popup (page 6). Giving and
// withdrawing are the same call; the answer is every channel as now recorded.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, type AnswerOf } from '../../../lib/api';
import { memberDataQuery } from './customer-call';

const PATH = '/api/v1/customer/notifications';

export type Consents = AnswerOf<typeof PATH, 'get'>;
export type Channel = Consents['data'][number]['channel'];

export const notificationsQueryOptions = () => memberDataQuery('notifications', (signal) => apiCall('get', PATH, { signal }));

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

export function setNotification(channel: Channel, granted: boolean): Promise<Consents> {
  return apiCall('post', PATH, { form: { channel, granted: granted ? '1' : '0' } });
}

/** Saves one channel's consent; the answer replaces the consents shown. */
export function useSetNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, granted }: { channel: Channel; granted: boolean }) => setNotification(channel, granted),
    onSuccess: (consents) => {
      queryClient.setQueryData(notificationsQueryOptions().queryKey, consents);
    },
  });
}
