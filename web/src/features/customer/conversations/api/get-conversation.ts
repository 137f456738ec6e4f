// GET /api/v1/customer/messages?id=N: one of the member's conversations with its posts, oldest
// first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api';
import { getSettings } from '../../../../lib/settings';

export function conversationQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['conversation', id, getSettings().LANGUAGE],
    queryFn: ({ signal }) => apiCall('get', '/api/v1/customer/messages', { query: { id }, signal }),
    staleTime: 0,
  });
}

export function useConversation(id: number) {
  return useQuery(conversationQueryOptions(id));
}
