// One chunk per kind of page, fetched together with the page's data (see Storefront).
import { lazy, type ComponentType } from 'react';
import type { CategoryData, HomeData, ProductData, RouteData, SearchData } from '../../features/catalog/types';

interface Views {
  home: ComponentType<{ data: HomeData }>;
  category: ComponentType<{ data: CategoryData }>;
  product: ComponentType<{ data: ProductData }>;
  search: ComponentType<{ data: SearchData }>;
  cart: ComponentType;
  notFound: ComponentType;
}

type RouteKind = RouteData['route'];

const importers: { [K in RouteKind]: () => Promise<{ default: Views[K] }> } = {
  home: () => import('./HomeRoute'),
  category: () => import('./CategoryRoute'),
  product: () => import('./ProductRoute'),
  search: () => import('./SearchRoute'),
  cart: () => import('../../features/cart/components/CartRouteView'),
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
  notFound: lazy(importers.notFound),
};

const preloaded = new Set<RouteKind>();

export async function preloadRouteView(route: RouteKind): Promise<void> {
  if (preloaded.has(route)) return;
  const module = await importers[route]();
  preloaded.add(route);
  Object.assign(routeViews, { [route]: module.default });
}
