// A page of a product's comments, newest first (the first page comes with the product page).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import type { CommentPage } from '../types';

export function fetchComments(productId: number, page: number, signal?: AbortSignal): Promise<CommentPage> {
  return apiCall('get', '/srv/service/product-detail/comments/{productId}', { params: { productId }, query: { pg: page }, signal });
}

export function commentsQueryOptions(productId: number, page: number) {
  return queryOptions({
    queryKey: ['product-comments', productId, page],
    queryFn: ({ signal }) => fetchComments(productId, page, signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** Pages after the first; disabled for page 1, which the page data already holds. */
export function useComments(productId: number, page: number) {
  return useQuery({ ...commentsQueryOptions(productId, page), enabled: page > 1 });
}
