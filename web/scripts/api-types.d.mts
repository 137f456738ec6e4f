// Types of scripts/api-types.mjs for the test that imports it.
export const REGENERATE_COMMAND: string;
export function renderApiTypes(document: unknown): Promise<string>;
