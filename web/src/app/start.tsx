// The app itself, started by the entry (main.tsx) once the server's first screen is shown.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createQueryClient } from './query-client';
import { preloadRouteView } from './routes/route-views';
import { finishFirstRender } from '../components/ui/Deferred';
import { categoriesQueryOptions } from '../features/catalog/api/get-categories';
import { seedInitialPage } from '../features/catalog/api/get-page';
import { initI18n } from '../i18n/i18n';
import { prepareFormatters } from '../lib/format';
import { nextTask } from '../lib/next-task';
import { getSettings } from '../lib/settings';

const queryClient = createQueryClient();
const initial = seedInitialPage(queryClient, window.location.pathname + window.location.search);
if (initial?.route === 'home') queryClient.setQueryData(categoriesQueryOptions().queryKey, initial.categories);
// The page's code loads with the translations; the first render waits for both, so the server's
// first screen (#root's content) gives way to the whole page, never to a loading placeholder.
const viewReady = initial ? preloadRouteView(initial.route).catch(() => undefined) : undefined;

async function start() {
  await Promise.all([initI18n(getSettings().LANGUAGE), viewReady]);
  await nextTask();
  prepareFormatters();
  await nextTask();
  const root = document.getElementById('root');
  if (!root) return;
  // The app renders beside the server's first screen, hidden, a part per task
  // (components/ui/Deferred); when the last part is in, it takes the first screen's place in one
  // step, so the shopper never sees a half-built page or a blank frame.
  const app = document.createElement('div');
  app.className = 'app-root';
  app.hidden = true;
  root.append(app);
  createRoot(app).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
  await finishFirstRender();
  root.querySelector(':scope > .first-paint')?.remove();
  app.hidden = false;
}

void start();
