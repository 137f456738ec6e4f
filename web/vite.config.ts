/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies the API to a locally running server (DEV_API_URL, default :8080)
// so `npm run dev` works against real data.
const apiTarget = process.env.DEV_API_URL ?? 'http://127.0.0.1:8080';

/**
 * The page's first screen is server HTML that needs only the stylesheet and its image; the app's
 * code follows at low priority so it never takes the bandwidth those need (the app replaces the
 * first screen when it has rendered).
 */
const appCodeAtLowPriority: Plugin = {
  name: 'vitrin-app-code-at-low-priority',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '$& fetchpriority="low"'),
  },
};

/** The libraries every page's first render needs. */
const SHELL_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/;

export default defineConfig({
  plugins: [react(), appCodeAtLowPriority],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Every browser the shop supports preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    // The server reads the chunk graph to name each page kind's code and styles in its head.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page's first load needs anyway, in one file: one gzip stream instead of
              // a file per library.
              name: 'shell',
              test: SHELL_LIBRARIES,
            },
            // The app's own helpers, shared by the entry and the app: one small file.
            { name: 'lib', test: /src[\\/]lib[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/srv': apiTarget,
      '/images': apiTarget,
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
  },
});
