import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Features meet through their front doors: code outside feature F (the app, other features, e2e)
 * may import F's index.ts only; `doors` names any other door a kind of file may use (tests may use
 * a feature's testing.ts). src/lib and src/components sit below every feature and the app, and
 * features below the app.
 */
function layerZones(doors) {
  return [
    ...FEATURES.map((feature) => ({
      target: [`./src/!(features)/**`, './src/*.{ts,tsx}', `./src/features/!(${feature})/**`, './e2e/**'],
      from: `./src/features/${feature}`,
      except: doors,
      message: `Import what ${feature} offers from its front door (src/features/${feature}/index.ts).`,
    })),
    {
      target: ['./src/lib', './src/components', './src/i18n', './src/styles'],
      from: ['./src/features', './src/app'],
      message: 'Shared code sits below the features and the app and may not import them.',
    },
    { target: './src/features', from: './src/app', message: 'Features sit below the app and may not import it.' },
  ];
}

export default defineConfig(
  // api-schema.ts is generated (scripts/api-types.mjs); tsc still checks it.
  { ignores: ['dist', 'test-results', 'playwright-report', 'node_modules', 'src/lib/api-schema.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.strictTypeChecked],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // The import rules read TypeScript modules to follow their imports.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones(['./index.ts']) }],
      // Lazy imports count too: a loop through one is still a loop between features.
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones(['./index.ts', './testing.ts']) }],
    },
  },
  {
    files: ['*.config.{js,ts}', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
);
