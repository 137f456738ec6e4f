// One chunk per kind of page, fetched together with the page's data (see Storefront).
import { lazy, type ComponentType } from 'react';
import type { RouteData } from '../../lib/page-data';
import { importCartView } from '../../features/cart';
import { importContentView } from '../../features/content';
import { importAccountView, importForgotPasswordView, importLoginView, importRegisterView } from '../../features/customer';
import { importFavouritesView } from '../../features/favourites';
import { importStoresView } from '../../features/stores';

export type RouteKind = RouteData['route'];
export type RouteOf<K extends RouteKind> = Extract<RouteData, { route: K }>;

/** Each kind of page's view, given that kind's data (a view that needs none leaves it). */
type Views = { [K in RouteKind]: ComponentType<{ data: RouteOf<K> }> };

/** The checkout and order pages' views and their messages, behind one small chunk. */
const orderViews = () => import('./order-views');

const importers: { [K in RouteKind]: () => Promise<{ default: Views[K] }> } = {
  home: () => import('./HomeRoute'),
  category: () => import('./CategoryRoute'),
  product: () => import('./ProductRoute'),
  search: () => import('./SearchRoute'),
  cart: importCartView,
  login: importLoginView,
  register: importRegisterView,
  forgotPassword: importForgotPasswordView,
  account: importAccountView,
  favourites: importFavouritesView,
  content: importContentView,
  stores: importStoresView,
  checkout: () => orderViews().then((views) => views.checkoutView()),
  order: () => orderViews().then((views) => views.orderView()),
  orderList: () => orderViews().then((views) => views.orderListView()),
  tracking: () => orderViews().then((views) => views.trackingView()),
  notFound: () => import('./NotFoundRoute'),
};

// React.lazy views for the first render of each kind; once a chunk is preloaded the entry is
// replaced by the plain component, so switching pages never shows a Suspense fallback.
function lazyViews(): Views {
  const views: Partial<Record<RouteKind, unknown>> = {};
  for (const route of Object.keys(importers) as RouteKind[]) {
    views[route] = lazy(importers[route] as () => Promise<{ default: ComponentType<{ data: RouteData }> }>);
  }
  return views as Views;
}

export const routeViews: Views = lazyViews();

const preloaded = new Set<RouteKind>();

export async function preloadRouteView(route: RouteKind): Promise<void> {
  if (preloaded.has(route)) return;
  const module = await importers[route]();
  preloaded.add(route);
  Object.assign(routeViews, { [route]: module.default });
}
