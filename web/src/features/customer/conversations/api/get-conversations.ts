// GET /srv/service/customer/message/list: the signed-in member's conversations, the latest change
// first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api';
import { getSettings } from '../../../../lib/settings';

export function conversationsQueryOptions() {
  return queryOptions({
    queryKey: ['conversations', getSettings().LANGUAGE],
    queryFn: ({ signal }) => apiCall('get', '/srv/service/customer/message/list', { signal }).then((answer) => answer.data),
    staleTime: 0,
  });
}

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}
