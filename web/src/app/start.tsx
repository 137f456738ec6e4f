// The app itself, started by the entry (main.tsx) once the server's first screen is shown.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createQueryClient } from './query-client';
import { preloadRouteView } from './routes/route-views';
import { categoriesQueryOptions } from '../features/catalog/api/get-categories';
import { seedInitialPage } from '../features/catalog/api/get-page';
import { initI18n } from '../i18n/i18n';
import { getSettings } from '../lib/settings';

const queryClient = createQueryClient();
const initial = seedInitialPage(queryClient, window.location.pathname + window.location.search);
if (initial?.route === 'home') queryClient.setQueryData(categoriesQueryOptions().queryKey, initial.categories);
// The page's code loads with the translations; the first render waits for both, so the server's
// first screen (#root's content) gives way to the whole page, never to a loading placeholder.
const viewReady = initial ? preloadRouteView(initial.route).catch(() => undefined) : undefined;

void Promise.all([initI18n(getSettings().LANGUAGE), viewReady]).then(() => {
  const root = document.getElementById('root');
  if (!root) return;
  // A transition render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page; the server's first screen stays up until it commits.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
});
