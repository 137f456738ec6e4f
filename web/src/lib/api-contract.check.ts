// Type-level checks of the calls typed from the OpenAPI document: tsc (npm run typecheck, and the
// build) fails when a line marked @ts-expect-error stops being an error, so a call with a wrong
// path, parameter or form field, or a read of a field the answer does not have, stays a compile
// error. Nothing here runs; the functions only give the lines a place.
import { apiCall, formBody, type AnswerOf, type FormOf } from './api';

export async function wrongCalls(signal: AbortSignal): Promise<void> {
  // @ts-expect-error -- not a documented path
  await apiCall('get', '/srv/service/category/list/', { signal });
  // @ts-expect-error -- the cart calls change the cart: POST (or GET where the spec says), never PUT
  await apiCall('put', '/srv/service/cart/delete-all', {});
  // @ts-expect-error -- a line is deleted by POST; DELETE is documented only for the cart's code
  await apiCall('delete', '/srv/service/cart/delete-all', {});
  // @ts-expect-error -- a path parameter misspelt (sessIndex)
  await apiCall('post', '/srv/service/cart/delete/{sessIndex}', { params: { sessindex: 1 } });
  // @ts-expect-error -- a path parameter left out
  await apiCall('post', '/srv/service/cart/update-item/{sessIndex}/{count}', { params: { sessIndex: 0 } });
  // @ts-expect-error -- a query parameter the call does not take
  await apiCall('get', '/srv/service/product-detail/comments/{productId}', { params: { productId: 1 }, query: { page: 2 } });
  // @ts-expect-error -- a form field misspelt (town)
  await apiCall('post', '/srv/service/store/store-list/{deliveryFlag}', { params: { deliveryFlag: 1 }, form: { city: '', twon: '' } });
  await apiCall('post', '/srv/service/guest/subscribeNewsletter', {
    // @ts-expect-error -- the consent box is `kvkk`, its value text
    form: { email: 'a@b.co', kvkk: true },
  });
  // @ts-expect-error -- the refresh flag is a number
  await apiCall('post', '/api/v1/authentication/login', { json: { refresh: 'yes' } });
  // @ts-expect-error -- the cart's calls take forms, no JSON body
  await apiCall('post', '/srv/service/cart/delete-all', { json: {} });
}

export async function wrongReads(): Promise<unknown[]> {
  const cart = await apiCall('get', '/srv/service/content-v5/sub-folder/{pageId}/{blockParentId}/cart', {
    params: { pageId: 1, blockParentId: 1001 },
  });
  const comments = await apiCall('get', '/srv/service/product-detail/comments/{productId}', { params: { productId: 1 } });
  // @ts-expect-error -- TOTAL is a number
  const total: string = comments.TOTAL;
  const reads: unknown[] = [
    total,
    // @ts-expect-error -- the cart's lines are cartProducts
    cart.products,
    // @ts-expect-error -- a comment page has COMMENTS, not ITEMS
    comments.ITEMS,
  ];
  return reads;
}

export function wrongForms(): URLSearchParams[] {
  const login: FormOf<'/api/v1/authentication/login', 'post'> = {
    username: 'a@b.co',
    type: 'email',
    // @ts-expect-error -- the field is rememberMe
    remember_me: 1,
  };
  const registration: FormOf<'/api/v1/authentication/register', 'post'> = {
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: 'a@b.co',
    phone: '905321234567',
    password: 'p',
    password_again: 'p',
    // @ts-expect-error -- a tick box is sent as text ('1')
    kvkk: 1,
  };
  // @ts-expect-error -- a login type the server does not know
  const fax: AnswerOf<'/srv/service/content-v5/sub-folder/{pageId}/{blockParentId}/popup-login', 'get'>['types'][number] = 'fax';
  return [formBody(login), formBody(registration), new URLSearchParams({ type: fax })];
}
