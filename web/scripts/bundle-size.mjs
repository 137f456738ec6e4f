// Checks the performance budget: JavaScript on the first load of any page kind <= 150 KB gzipped and
// CSS <= 25 KB gzipped. A first load is the entry with everything it imports statically, the app
// it starts (src/app/start.tsx) with its static imports, the page kind's chunk with its static
// imports, and the translations of the page's language.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'vite';

const JS_BUDGET = 150 * 1024;
const CSS_BUDGET = 25 * 1024;
// The build named on the command line (`make test` measures the web/dist it built), or else a
// build of its own in a temporary folder, so measuring never touches dist/. Either has its
// manifest, the chunk import graph.
const given = process.argv[2];
const dist = given ?? mkdtempSync(join(tmpdir(), 'vitrin-size-'));
if (!given) {
  await build({
    root: new URL('..', import.meta.url).pathname,
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true, manifest: true },
  });
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const PAGES = {
  home: 'src/app/routes/HomeRoute.tsx',
  category: 'src/app/routes/CategoryRoute.tsx',
  product: 'src/app/routes/ProductRoute.tsx',
  search: 'src/app/routes/SearchRoute.tsx',
  content: 'src/features/content/components/ContentRoute.tsx',
  cart: 'src/features/cart/components/CartRouteView.tsx',
  favourites: 'src/features/favourites/components/FavouritesRouteView.tsx',
  login: 'src/features/customer/components/LoginRouteView.tsx',
  register: 'src/features/customer/components/RegisterRouteView.tsx',
  forgot: 'src/features/customer/components/ForgotPasswordRouteView.tsx',
  account: 'src/features/customer/components/AccountRouteView.tsx',
  stores: 'src/features/stores/components/StoresRouteView.tsx',
  notFound: 'src/app/routes/NotFoundRoute.tsx',
};
const APP = 'src/app/start.tsx';
const LANGUAGES = { tr: 'src/i18n/tr.json', en: 'src/i18n/en.json', ar: 'src/i18n/ar.json' };

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}

const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
}

// Brotli is what the server sends to browsers that accept it; shown for information only.
const brotlied = new Map();
function brotliSize(file) {
  if (!brotlied.has(file)) brotlied.set(file, brotliCompressSync(readFileSync(join(dist, file))).length);
  return brotlied.get(file);
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
let failed = false;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

for (const [page, source] of Object.entries(PAGES)) {
  for (const [language, translations] of Object.entries(LANGUAGES)) {
    const keys = new Set([
      ...closure(entry),
      ...closure(APP),
      ...closure(source),
      ...closure(translations),
    ]);
    const js = new Set();
    const css = new Set();
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest`);
      if (chunk.file.endsWith('.js')) js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
    }
    const jsBytes = [...js].reduce((sum, file) => sum + gzipSize(file), 0);
    const cssBytes = [...css].reduce((sum, file) => sum + gzipSize(file), 0);
    const jsBrotli = [...js].reduce((sum, file) => sum + brotliSize(file), 0);
    const over = jsBytes > JS_BUDGET || cssBytes > CSS_BUDGET;
    failed ||= over;
    console.log(
      `${over ? 'OVER' : 'ok  '} ${page.padEnd(10)} ${language}  js ${kb(jsBytes).padStart(9)}` +
        `  css ${kb(cssBytes).padStart(8)}  (js brotli ${kb(jsBrotli)})`,
    );
  }
}
console.log(`budget: js ${kb(JS_BUDGET)}, css ${kb(CSS_BUDGET)} (gzip -9)`);
if (!given) rmSync(dist, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
