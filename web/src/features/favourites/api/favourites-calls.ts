// The calls that change a member's favourites (spec section 7): add-to-fav-list with `ids[]` as
// '{id}-0', `fetch` and `cat_id=1`; delete-shopping-products-by-product-id with `products[]`. The
// same forms leave by beacon when the page is unloaded, with the CSRF token as a form field (a
// beacon cannot set headers; the member cookie says who it is).
import { apiCall, beaconCall, type FormOf } from '../../../lib/api';
import { getSettings } from '../../../lib/settings';
import { isFavChange, type FavChange } from '../types';

export const ADD_PATH = '/srv/service/profile/add-to-fav-list';
export const DELETE_PATH = '/srv/service/profile/delete-shopping-products-by-product-id';
/** The server takes at most this many ids per call. */
export const MAX_IDS_PER_CALL = 500;

/** `fetch=1` asks for the list after the change; a beacon's answer is never read. */
export function addFields(productIds: readonly number[], fetchList = true): FormOf<typeof ADD_PATH, 'post'> {
  return {
    'ids[]': productIds.map((id) => `${id}-0`),
    fetch: fetchList ? '1' : undefined,
    cat_id: 1,
    csrfToken: getSettings().CART_CSRF_TOKEN,
  };
}

export function deleteFields(productIds: readonly number[], fetchList = true): FormOf<typeof DELETE_PATH, 'post'> {
  return {
    'products[]': productIds.map(String),
    fetch: fetchList ? '1' : undefined,
    csrfToken: getSettings().CART_CSRF_TOKEN,
  };
}

function checked(answer: FavChange): FavChange {
  if (!isFavChange(answer)) throw new Error('Unexpected favourites response');
  return answer;
}

export async function addToFavList(productIds: readonly number[]): Promise<FavChange> {
  return checked(await apiCall('post', ADD_PATH, { form: addFields(productIds) }));
}

export async function deleteFavProducts(productIds: readonly number[]): Promise<FavChange> {
  return checked(await apiCall('post', DELETE_PATH, { form: deleteFields(productIds) }));
}

/** Queues the calls with the browser so they outlive the page; false when it refused them. */
export function beaconChanges(add: readonly number[], remove: readonly number[]): boolean {
  let queued = true;
  if (add.length > 0) queued = beaconCall(ADD_PATH, addFields(add, false)) && queued;
  if (remove.length > 0) queued = beaconCall(DELETE_PATH, deleteFields(remove, false)) && queued;
  return queued;
}

export function chunks<T>(items: readonly T[], size = MAX_IDS_PER_CALL): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
