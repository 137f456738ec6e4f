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
  // The server's first screen gives way to the app's first screenful in this one task (the render
  // is synchronous), so no blank frame comes between; the parts below it follow a task each
  // (components/ui/Deferred). Emptied first: Preact would otherwise adopt the first screen's
  // elements of the same tag, with attributes the app never set.
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
  finishFirstRender();
}

void start();
