/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies the API to a locally running server (DEV_API_URL, default :8080)
// so `npm run dev` works against real data.
const apiTarget = process.env.DEV_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Every browser the shop supports preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    sourcemap: false,
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
