// The state-changing cart calls (spec section 7). The API client sends the CSRF token header on
// every call; a refusal (4xx) still carries the cart and a Turkish statusText, returned here as is.
import { ApiError, apiRequest, buildHeaders, buildUrl } from '../../../lib/api';
import { getSettings } from '../../../lib/settings';
import { isCartView, type AddRequest, type CartView, type StoreList } from '../types';

const CART = '/srv/service/cart';

/** Like apiRequest, but an error response that holds a cart is an answer, not an exception. */
async function cartCall(path: string, body?: URLSearchParams): Promise<CartView> {
  const response = await fetch(buildUrl(path), {
    method: 'POST',
    headers: buildHeaders(body),
    body: body ?? null,
    credentials: 'same-origin',
  });
  const parsed: unknown = await response.json().catch(() => null);
  if (isCartView(parsed)) return parsed;
  const text =
    parsed !== null && typeof parsed === 'object' && 'statusText' in parsed
      ? String(parsed.statusText)
      : 'Bir hata oluştu';
  throw new ApiError(text, response.status, `http_${response.status}`);
}

export function addToCartForm(request: AddRequest): URLSearchParams {
  const form = new URLSearchParams();
  const many = request.items.length > 1;
  for (const item of request.items) {
    form.append(many ? 'productId[]' : 'productId', String(item.productId));
    form.append('variantId[]', item.variantId === undefined ? '' : String(item.variantId));
    form.append('quantity[]', item.quantity === undefined ? '' : String(item.quantity));
  }
  if (request.relatedProductId !== undefined) form.set('relatedProductId', String(request.relatedProductId));
  if (request.subscribe) {
    form.set('subscribe', '1');
    if (request.subscribeFrequency !== undefined) form.set('subscribeFrequency', String(request.subscribeFrequency));
  }
  if (request.orderNotes) form.set('orderNotes', request.orderNotes);
  for (const [pid, fields] of Object.entries(request.formData ?? {})) {
    for (const [name, value] of Object.entries(fields)) form.set(`formData[${pid}][${name}]`, value);
  }
  form.set('csrfToken', getSettings().CART_CSRF_TOKEN);
  return form;
}

export function addToCart(request: AddRequest): Promise<CartView> {
  return cartCall(`${CART}/add-to-cart`, addToCartForm(request));
}

export function updateItem(sessIndex: number, count: number): Promise<CartView> {
  return cartCall(`${CART}/update-item/${sessIndex}/${count}`);
}

export function updateAll(counts: number[], orderNotes: string): Promise<CartView> {
  const form = new URLSearchParams({ orderNotes });
  return cartCall(`${CART}/update/${counts.join('-')}`, form);
}

export function updateFrequency(sessIndex: number, days: number): Promise<CartView> {
  return cartCall(`${CART}/update-frequency/${sessIndex}/${days}`);
}

export function deleteLine(sessIndex: number): Promise<CartView> {
  return cartCall(`${CART}/delete/${sessIndex}`);
}

export function deleteAll(): Promise<CartView> {
  return cartCall(`${CART}/delete-all`);
}

export function setStore(storeId: number): Promise<CartView> {
  return cartCall(`${CART}/set-store/${storeId}`);
}

/** Stores for the set-store popup; deliveryFlag 1 is store pickup. */
export function fetchStoreList(city: string, town: string, deliveryFlag = 1): Promise<StoreList> {
  return apiRequest<StoreList>(`/srv/service/store/store-list/${deliveryFlag}`, {
    method: 'POST',
    body: new URLSearchParams({ city, town }),
  });
}
