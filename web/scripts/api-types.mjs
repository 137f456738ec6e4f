// The web app's API types, generated from the server's OpenAPI document with openapi-typescript.
// `node scripts/api-types.mjs` rewrites src/lib/api-schema.ts from src/lib/openapi.json (which
// `make api-types` first refreshes from the server); src/lib/api-schema.test.ts fails when the
// committed file is not what this writes.
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';

export const REGENERATE_COMMAND = 'make api-types';

const HEADER = `// Generated from src/lib/openapi.json (the server's \`vitrin openapi\`) by scripts/api-types.mjs.
// Do not edit: run \`${REGENERATE_COMMAND}\` to regenerate.
`;

/** The TypeScript module for an OpenAPI document (the parsed JSON). */
export async function renderApiTypes(document) {
  // arrayLength: BRANDS, which the catalog always leaves empty, becomes the empty tuple.
  const ast = await openapiTS(document, { arrayLength: true, silent: true });
  return `${HEADER}\n${astToString(ast)}`;
}

const schemaUrl = new URL('../src/lib/openapi.json', import.meta.url);
const typesUrl = new URL('../src/lib/api-schema.ts', import.meta.url);

async function main() {
  const document = JSON.parse(await readFile(schemaUrl, 'utf8'));
  await writeFile(typesUrl, await renderApiTypes(document));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
