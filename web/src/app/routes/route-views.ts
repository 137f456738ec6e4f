// One chunk per kind of page, fetched together with the page's data (see Storefront).
import { lazy, type ComponentType } from 'react';
import type { AccountData, CategoryData, ContentData, HomeData, ProductData, RouteData, SearchData } from '../../features/catalog/types';

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
  notFound: ComponentType;
}

type RouteKind = RouteData['route'];

const importers: { [K in RouteKind]: () => Promise<{ default: Views[K] }> } = {
  home: () => import('./HomeRoute'),
  category: () => import('./CategoryRoute'),
  product: () => import('./ProductRoute'),
  search: () => import('./SearchRoute'),
  cart: () => import('../../features/cart/components/CartRouteView'),
  login: () => import('../../features/customer/components/LoginRouteView'),
  register: () => import('../../features/customer/components/RegisterRouteView'),
  forgotPassword: () => import('../../features/customer/components/ForgotPasswordRouteView'),
  account: () => import('../../features/customer/components/AccountRouteView'),
  favourites: () => import('../../features/favourites/components/FavouritesRouteView'),
  content: () => import('../../features/content/components/ContentRoute'),
  notFound: () => import('./NotFoundRoute'),
};

// React.lazy views for the first render of each kind; once a chunk is preloaded the entry is
// replaced by the plain component, so switching pages never shows a Suspense fallback.
export const routeViews: Views = {
  home: lazy(importers.home),
  category: lazy(importers.category),
  product: lazy(importers.product),
  search: lazy(importers.search),
  cart: lazy(importers.cart),
  login: lazy(importers.login),
  register: lazy(importers.register),
  forgotPassword: lazy(importers.forgotPassword),
  account: lazy(importers.account),
  favourites: lazy(importers.favourites),
  content: lazy(importers.content),
  notFound: lazy(importers.notFound),
};

const preloaded = new Set<RouteKind>();

export async function preloadRouteView(route: RouteKind): Promise<void> {
  if (preloaded.has(route)) return;
  const module = await importers[route]();
  preloaded.add(route);
  Object.assign(routeViews, { [route]: module.default });
}
