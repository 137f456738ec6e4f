// A product's catalog attributes with each option's product image (catalog attributes with
// with_image=1): what the attributes show of an option the shopper rests on. The page data holds
// the attributes without images, so this is asked once per product, when first needed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import type { CatalogAttribute } from '../types';

export function fetchAttributesWithImages(productId: number, signal?: AbortSignal): Promise<CatalogAttribute[]> {
  return apiCall('post', '/srv/service/catalog/attributes', { form: { product_id: productId, with_image: '1' }, signal });
}

export function attributesWithImagesQueryOptions(productId: number) {
  return queryOptions({
    queryKey: ['catalog-attributes', productId],
    queryFn: ({ signal }) => fetchAttributesWithImages(productId, signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}

/** Fetched once `enabled` (the first option rested on); then kept for the page. */
export function useAttributesWithImages(productId: number, enabled: boolean) {
  return useQuery({ ...attributesWithImagesQueryOptions(productId), enabled });
}
