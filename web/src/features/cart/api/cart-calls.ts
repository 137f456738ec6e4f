// The state-changing cart calls (spec section 7). The API client sends the CSRF token header on
// every call; a refusal (4xx) still carries the cart and a Turkish statusText, returned here as is.
import { ApiError, apiCall, apiReply, GENERIC_ERROR_MESSAGE, type ApiPath, type CallOptions, type FormOf } from '../../../lib/api';
import { isCartView, type AddRequest, type CartView, type StoreList } from '../types';
import type { Frequency } from '../components/FrequencySelect';

/** Like apiCall, but an error response that holds a cart is an answer, not an exception. */
async function cartCall<P extends ApiPath<'post'>>(path: P, options: CallOptions<P, 'post'>): Promise<CartView> {
  const { status, body } = await apiReply('post', path, options);
  if (isCartView(body)) return body;
  const text =
    body !== null && typeof body === 'object' && 'statusText' in body ? String(body.statusText) : GENERIC_ERROR_MESSAGE;
  throw new ApiError(text, status, `http_${status}`);
}

const ADD_PATH = '/srv/service/cart/add-to-cart';

/** Personalization fields are named by product and field, so the document cannot list them one by one. */
type PersonalizationFields = Record<`formData[${number}][${string}]`, string>;

export function addToCartFields(request: AddRequest): FormOf<typeof ADD_PATH, 'post'> & PersonalizationFields {
  const many = request.items.length > 1;
  const ids = request.items.map((item) => item.productId);
  const fields: FormOf<typeof ADD_PATH, 'post'> & PersonalizationFields = {
    productId: many ? undefined : ids[0],
    'productId[]': many ? ids : undefined,
    'variantId[]': request.items.map((item) => (item.variantId === undefined ? '' : String(item.variantId))),
    'quantity[]': request.items.map((item) => (item.quantity === undefined ? '' : String(item.quantity))),
    relatedProductId: request.relatedProductId,
    subscribe: request.subscribe ? '1' : undefined,
    subscribeFrequency: request.subscribe ? request.subscribeFrequency : undefined,
    orderNotes: request.orderNotes || undefined,
  };
  for (const [pid, values] of Object.entries(request.formData ?? {})) {
    for (const [name, value] of Object.entries(values)) fields[`formData[${Number(pid)}][${name}]`] = value;
  }
  return fields;
}

export function addToCart(request: AddRequest): Promise<CartView> {
  return cartCall(ADD_PATH, { form: addToCartFields(request) });
}

export function updateItem(sessIndex: number, count: number): Promise<CartView> {
  return cartCall('/srv/service/cart/update-item/{sessIndex}/{count}', { params: { sessIndex, count } });
}

export function updateAll(counts: number[], orderNotes: string): Promise<CartView> {
  return cartCall('/srv/service/cart/update/{counts}', { params: { counts: counts.join('-') }, form: { orderNotes } });
}

export function updateFrequency(sessIndex: number, days: Frequency): Promise<CartView> {
  return cartCall('/srv/service/cart/update-frequency/{sessIndex}/{frequency}', { params: { sessIndex, frequency: days } });
}

export function deleteLine(sessIndex: number): Promise<CartView> {
  return cartCall('/srv/service/cart/delete/{sessIndex}', { params: { sessIndex } });
}

export function deleteAll(): Promise<CartView> {
  return cartCall('/srv/service/cart/delete-all', {});
}

export function setStore(storeId: number): Promise<CartView> {
  return cartCall('/srv/service/cart/set-store/{storeId}', { params: { storeId } });
}

/** Stores for the set-store popup; deliveryFlag 1 is store pickup. */
export function fetchStoreList(city: string, town: string, deliveryFlag = 1): Promise<StoreList> {
  return apiCall('post', '/srv/service/store/store-list/{deliveryFlag}', {
    params: { deliveryFlag },
    form: { city, town },
  });
}
