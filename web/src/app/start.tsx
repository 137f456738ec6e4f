// The app itself, started by the entry (main.tsx) once the server's first screen is shown.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createQueryClient } from './query-client';
import { preloadRouteView } from './routes/route-views';
import { categoriesQueryOptions } from '../features/catalog';
import { seedInitialPage } from '../lib/page-query';
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
// The header's category menu is part of that first render too: a menu filling in later would push
// the page down. Only the home page's data carries the category tree.
const categoriesReady = initial?.route === 'home' ? undefined : queryClient.query(categoriesQueryOptions()).catch(() => undefined);

async function start() {
  await Promise.all([initI18n(getSettings().LANGUAGE), viewReady, categoriesReady]);
  await nextTask();
  // The first number format loads the locale's data: a task of its own, not part of the render.
  prepareFormatters();
  await nextTask();
  const container = document.getElementById('root');
  if (!container) return;
  // Rendered as a transition, React builds the page in slices that leave the main thread free
  // between them, with the server's first screen still up; its commit replaces that screen with
  // the whole page in one step.
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

void start();
