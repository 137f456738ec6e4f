// The entry. The server's first screen (#root's content) needs only these styles; the app starts
// once that screen's leading images are shown, so on a slow line its code never takes their
// bandwidth. The page kind's code, named by the server, is fetched together with the app's.
import './styles/base.css';
import './app/layout/layout.css';
import './styles/search.css';
import './styles/content-global.css';
import './styles/first-paint.css';
import { nextTask } from './lib/next-task';
import { readJsonBlock } from './lib/settings';

/** The longest the app waits for the first screen's images. */
const FIRST_SCREEN_WAIT_MS = 2500;

function firstScreenImagesShown(): Promise<unknown> {
  const images = [...document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
  const shown = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  const longest = new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
  return Promise.race([shown, longest]);
}

/**
 * Asks for the page's code, a file per task: while the page loads, each request costs the main
 * thread a few milliseconds on a slow phone, and twenty of them in one go would be a long task.
 */
async function preloadPageCode(): Promise<void> {
  const files = readJsonBlock('vitrin-code');
  if (!Array.isArray(files)) return;
  for (const href of files) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
}

void firstScreenImagesShown()
  .then(preloadPageCode)
  .then(() => import('./app/start'));
