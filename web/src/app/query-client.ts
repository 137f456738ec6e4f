import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60 * 1000,
        retry: 1,
        // Shop data changes slowly; refetching on every tab switch would only cost requests.
        refetchOnWindowFocus: false,
      },
    },
  });
}
