import { describe, expect, it } from 'vitest';
import committed from './api-schema.ts?raw';
import document from './openapi.json';
import { REGENERATE_COMMAND, renderApiTypes } from '../../scripts/api-types.mjs';

describe('the generated API types', () => {
  it('are what the committed OpenAPI document generates', async () => {
    const current = await renderApiTypes(document);
    // One line instead of a diff of the whole file: what to run says more.
    expect(committed === current, `src/lib/api-schema.ts is stale: run \`${REGENERATE_COMMAND}\` and commit it`).toBe(true);
  }, 30_000);
});
