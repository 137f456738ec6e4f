// Base styles first: component styles that follow may refine them.
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { preloadRouteView } from './app/routes/route-views';
import { categoriesQueryOptions } from './features/catalog/api/get-categories';
import { seedInitialPage } from './features/catalog/api/get-page';
import { initI18n } from './i18n/i18n';
import { getSettings } from './lib/settings';

const queryClient = createQueryClient();
const initial = seedInitialPage(queryClient, window.location.pathname + window.location.search);
if (initial) {
  // Fetch the page's code while the translations load, not after.
  preloadRouteView(initial.route).catch(() => undefined);
  if (initial.route === 'home') queryClient.setQueryData(categoriesQueryOptions().queryKey, initial.categories);
}

void initI18n(getSettings().LANGUAGE).then(() => {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
