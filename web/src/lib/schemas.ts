// The shapes the server's OpenAPI document names, each by its schema name: `Schemas['CartView']`.
import type { components } from './api-schema';

export type Schemas = components['schemas'];
