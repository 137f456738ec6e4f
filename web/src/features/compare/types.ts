// Shapes of the compare sub-folder view, from the server's OpenAPI document (tag "compare").
import type { QueryParams } from '../../lib/api';
import type { Schemas } from '../../lib/schemas';

export type CompareSize = Schemas['SizeStock'];
export type CompareAttribute = Schemas['CompareAttribute'];
export type CompareProduct = Schemas['CompareProduct'];
export type CompareView = Schemas['CompareView'];

/** The view's query: the ids joined by '-' (`product`), and the last added one with its status. */
export type CompareQuery = QueryParams<'/srv/service/content-v5/sub-folder/{pageId}/{blockParentId}/compare', 'get'>;
