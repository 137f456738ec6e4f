// The product of a model with the shopper's catalog options (spec section 7: catalog get-product):
// what an option of the catalog attributes leads to. Answers are kept in a cache of at most 100
// (spec section 9), so hovering and then choosing an option asks once; a failed call is not kept.
import { apiCall, type FormOf } from '../../../lib/api';
import type { ModelProduct } from '../types';

export const MODEL_PRODUCT_CACHE_SIZE = 100;

export interface ModelProductRequest {
  modelId: number;
  /** The option chosen now in each group, one per group. */
  chosen: readonly number[];
  /** The option just clicked, which replaces its group's choice. */
  optionId: number;
  /** The product on screen: it wins when it has those options. */
  productId: number;
}

/** The form the call sends: model_id, attribute[i][id] (one per group), option_id, product_id. */
type ModelProductForm = FormOf<'/srv/service/catalog/get-product', 'post'> & Record<`attribute[${number}][id]`, number>;

export function modelProductFields(request: ModelProductRequest): ModelProductForm {
  const fields: ModelProductForm = { model_id: request.modelId };
  request.chosen.forEach((optionId, index) => {
    fields[`attribute[${index}][id]`] = optionId;
  });
  fields.option_id = request.optionId;
  fields.product_id = request.productId;
  return fields;
}

function cacheKey(request: ModelProductRequest): string {
  return new URLSearchParams(Object.entries(modelProductFields(request)).map(([key, value]) => [key, String(value)])).toString();
}

/** Oldest first: a Map keeps insertion order, and a hit moves its entry to the end. */
const answers = new Map<string, Promise<ModelProduct>>();

export function getModelProduct(request: ModelProductRequest): Promise<ModelProduct> {
  const key = cacheKey(request);
  const kept = answers.get(key);
  if (kept) {
    answers.delete(key);
    answers.set(key, kept);
    return kept;
  }
  const answer = apiCall('post', '/srv/service/catalog/get-product', { form: modelProductFields(request) });
  answers.set(key, answer);
  answer.catch(() => {
    if (answers.get(key) === answer) answers.delete(key);
  });
  while (answers.size > MODEL_PRODUCT_CACHE_SIZE) {
    const oldest = answers.keys().next().value;
    if (oldest === undefined) break;
    answers.delete(oldest);
  }
  return answer;
}

/** For tests: forget every kept answer. */
export function clearModelProductCache(): void {
  answers.clear();
}
