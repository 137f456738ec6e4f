// Which page is on screen, in the terms the language switch needs (spec section 7). The first page
// takes it from the settings the server inlined; after client-side navigation it comes from the
// route data (derived from the route).
import { HOME_PAGE_ID, type Settings } from '../../lib/settings';
import type { PageRef, RouteData } from '../../lib/page-data';

// Page ids the server gives the pages the spec leaves without one.
export const CATEGORY_PAGE_ID = 2;
export const PRODUCT_PAGE_ID = 3;
export const SEARCH_PAGE_ID = 4;
export const CART_PAGE_ID = 30;
/** Spec section 2: the login page is 5 (register and forgotten password share it), accounts 6. */
export const LOGIN_PAGE_ID = 5;
export const ACCOUNT_PAGE_ID = 6;
/** Content pages (hakkimizda, satis-sozlesmesi, ...). */
export const CONTENT_PAGE_ID = 7;
/** The checkout's address and shipping steps, its payment step, an order, order tracking. */
export const CHECKOUT_ADDRESS_PAGE_ID = 31;
export const CHECKOUT_PAYMENT_PAGE_ID = 32;
export const ORDER_PAGE_ID = 33;
export const ORDER_TRACKING_PAGE_ID = 34;
/** The store locator page (magazalar). */
export const STORES_PAGE_ID = 35;
export const NOT_FOUND_PAGE_ID = 404;

export function pageRefOf(data: RouteData | undefined, isInitialPage: boolean, settings: Settings): PageRef {
  if (isInitialPage || !data) {
    return { PAGE_ID: settings.PAGE_ID, LINK_TYPE: settings.LINK_TYPE, TABLE_PAGE_ID: settings.TABLE_PAGE_ID };
  }
  switch (data.route) {
    case 'home':
      return { PAGE_ID: HOME_PAGE_ID, LINK_TYPE: 'home', TABLE_PAGE_ID: 0 };
    case 'category':
      return { PAGE_ID: CATEGORY_PAGE_ID, LINK_TYPE: 'category', TABLE_PAGE_ID: data.category.ID };
    case 'product':
      return { PAGE_ID: PRODUCT_PAGE_ID, LINK_TYPE: 'product', TABLE_PAGE_ID: data.product.ID };
    case 'cart':
      return { PAGE_ID: CART_PAGE_ID, LINK_TYPE: 'cart', TABLE_PAGE_ID: 0 };
    case 'favourites':
      // An account page (spec section 2: page 6).
      return { PAGE_ID: 6, LINK_TYPE: 'favourites', TABLE_PAGE_ID: 0 };
    case 'login':
    case 'register':
    case 'forgotPassword':
      return { PAGE_ID: LOGIN_PAGE_ID, LINK_TYPE: data.route, TABLE_PAGE_ID: 0 };
    case 'account':
      return { PAGE_ID: ACCOUNT_PAGE_ID, LINK_TYPE: 'account', TABLE_PAGE_ID: 0 };
    case 'search':
      return { PAGE_ID: SEARCH_PAGE_ID, LINK_TYPE: 'search', TABLE_PAGE_ID: 0 };
    case 'content':
      return { PAGE_ID: CONTENT_PAGE_ID, LINK_TYPE: 'content', TABLE_PAGE_ID: 0 };
    case 'stores':
      return { PAGE_ID: STORES_PAGE_ID, LINK_TYPE: 'stores', TABLE_PAGE_ID: 0 };
    case 'checkout':
      // The way in is a login page; address and shipping share the address page type.
      if (data.step === 'signin') return { PAGE_ID: LOGIN_PAGE_ID, LINK_TYPE: 'login', TABLE_PAGE_ID: 0 };
      if (data.step === 'payment') return { PAGE_ID: CHECKOUT_PAYMENT_PAGE_ID, LINK_TYPE: 'payment', TABLE_PAGE_ID: 0 };
      return { PAGE_ID: CHECKOUT_ADDRESS_PAGE_ID, LINK_TYPE: 'address', TABLE_PAGE_ID: 0 };
    case 'order':
      return { PAGE_ID: ORDER_PAGE_ID, LINK_TYPE: 'order', TABLE_PAGE_ID: 0 };
    case 'orderList':
      return { PAGE_ID: ACCOUNT_PAGE_ID, LINK_TYPE: 'order_list', TABLE_PAGE_ID: 0 };
    case 'tracking':
      return { PAGE_ID: ORDER_TRACKING_PAGE_ID, LINK_TYPE: 'order_tracking', TABLE_PAGE_ID: 0 };
    case 'notFound':
      return { PAGE_ID: NOT_FOUND_PAGE_ID, LINK_TYPE: 'notFound', TABLE_PAGE_ID: 0 };
  }
}
