// Base styles first: component styles that follow may refine them.
import './styles/base.css';
import './styles/first-paint.css';
import { startTransition, StrictMode } from 'react';
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
if (initial?.route === 'home') queryClient.setQueryData(categoriesQueryOptions().queryKey, initial.categories);
// The page's code loads with the translations; the first render waits for both, so the server's
// first screen (#root's content) gives way to the whole page, never to a loading placeholder.
const viewReady = initial ? preloadRouteView(initial.route).catch(() => undefined) : undefined;

/** The first screen's leading images, once shown: the app takes over without a flash of them. */
function firstScreenImagesShown(): Promise<unknown> {
  const images = [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
  const shown = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  const longest = new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
  return Promise.race([shown, longest]);
}
const FIRST_SCREEN_WAIT_MS = 2500;

void Promise.all([initI18n(getSettings().LANGUAGE), viewReady, firstScreenImagesShown()]).then(() => {
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
