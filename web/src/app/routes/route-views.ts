// One chunk per kind of page, fetched together with the page's data (see Storefront).
import { lazy, type ComponentType } from 'react';
import type {
  AccountData,
  CategoryData,
  CheckoutData,
  ContentData,
  HomeData,
  OrderData,
  ProductData,
  RouteData,
  SearchData,
  StoresData,
  TrackingData,
} from '../../features/catalog/types';

interface Views {
  home: ComponentType<{ data: HomeData }>;
  category: ComponentType<{ data: CategoryData }>;
  product: ComponentType<{ data: ProductData }>;
  search: ComponentType<{ data: SearchData }>;
  cart: ComponentType;
  login: ComponentType;
  register: ComponentType;
  forgotPassword: ComponentType;
  account: ComponentType<{ data: AccountData }>;
  favourites: ComponentType;
  content: ComponentType<{ data: ContentData }>;
  stores: ComponentType<{ data: StoresData }>;
  checkout: ComponentType<{ data: CheckoutData }>;
  order: ComponentType<{ data: OrderData }>;
  orderList: ComponentType;
  tracking: ComponentType<{ data: TrackingData }>;
  notFound: ComponentType;
}

type RouteKind = RouteData['route'];

/** The checkout and order pages' views and their messages, behind one small chunk. */
const orderViews = () => import('../../features/order/route-views');

const importers: { [K in RouteKind]: () => Promise<{ default: Views[K] }> } = {
  home: () => import('./HomeRoute'),
  category: () => import('./CategoryRoute'),
  product: () => import('./ProductRoute'),
  search: () => import('./SearchRoute'),
  cart: () => import('../../features/cart/components/CartRouteView'),
  login: () => import('../../features/customer/components/LoginRouteView'),
  register: () => import('../../features/customer/components/RegisterRouteView'),
  forgotPassword: () => import('../../features/customer/components/ForgotPasswordRouteView'),
  // The account page's messages come with its view.
  account: () =>
    Promise.all([
      import('../../features/customer/components/AccountRouteView'),
      import('../../features/customer/account-messages').then((messages) => messages.loadAccountMessages()),
    ]).then(([view]) => view),
  favourites: () => import('../../features/favourites/components/FavouritesRouteView'),
  content: () => import('../../features/content/components/ContentRoute'),
  // The store locator page's messages come with its view.
  stores: () =>
    Promise.all([
      import('../../features/stores/components/StoresRouteView'),
      import('../../features/stores/stores-messages').then((messages) => messages.loadStoresMessages()),
    ]).then(([view]) => view),
  checkout: () => orderViews().then((views) => views.importCheckoutView()),
  order: () => orderViews().then((views) => views.importOrderView()),
  orderList: () => orderViews().then((views) => views.importOrderListView()),
  tracking: () => orderViews().then((views) => views.importTrackingView()),
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
