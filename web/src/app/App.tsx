import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Storefront } from './Storefront';

/** Turkish URLs have no prefix; English and Arabic ones start with /en or /ar. */
export const LANGUAGE_PREFIXES = ['en', 'ar'] as const;

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          {LANGUAGE_PREFIXES.map((prefix) => (
            <Route key={prefix} path={`${prefix}/*`} element={<Storefront />} />
          ))}
          <Route path="*" element={<Storefront />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
