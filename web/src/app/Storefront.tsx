// Every storefront URL lands here: the server decides what a path is (category, product, ...), and
// the page data says which view to show. The previous page stays on screen while the next loads.
import { Suspense, useEffect, useLayoutEffect, useRef, type ComponentType } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { useTranslation } from '../i18n/translate';
import { isInitialPage, usePage } from '../lib/page-query';
import { pageRefOf } from '../features/catalog';
import type { RouteData } from '../lib/page-data';
import { memberPageTitle } from '../features/customer';
import { orderPageTitle } from '../features/order';
import { keepsView } from '../lib/keep-view';
import { recordVisit } from '../lib/referrer-log';
import { getSettings } from '../lib/settings';
import { Layout } from './layout/Layout';
import { RouteError } from './routes/RouteError';
import { preloadRouteView, routeViews, type RouteKind, type RouteOf } from './routes/route-views';

const preparePage = (data: RouteData) => preloadRouteView(data.route);

function titleOf(
  data: RouteData,
  notFoundTitle: string,
  shopName: string,
  searchTitle: string,
  cartTitle: string,
  favouritesTitle: string,
): string {
  switch (data.route) {
    case 'home':
      return shopName;
    case 'category':
      return `${data.category.NAME} | ${shopName}`;
    case 'product':
      return `${data.product.TITLE} | ${shopName}`;
    case 'cart':
      return `${cartTitle} | ${shopName}`;
    case 'favourites':
      return `${favouritesTitle} | ${shopName}`;
    case 'login':
    case 'register':
    case 'forgotPassword':
    case 'account':
      return `${memberPageTitle(data.route)} | ${shopName}`;
    case 'search':
      return `${data.query || searchTitle} | ${shopName}`;
    case 'content':
      return `${data.page.TITLE} | ${shopName}`;
    case 'stores':
      return `${data.settings.TITLE} | ${shopName}`;
    case 'checkout':
    case 'order':
    case 'orderList':
    case 'tracking':
      return `${orderPageTitle(data)} | ${shopName}`;
    case 'notFound':
      return `${notFoundTitle} | ${shopName}`;
  }
}

/** The view of the page's kind with the page's data. */
function PageView<K extends RouteKind>({ route, data }: { route: K; data: RouteOf<K> }) {
  const View: ComponentType<{ data: RouteOf<K> }> = routeViews[route];
  return <View data={data} />;
}

/**
 * Top of the page for a new page, the old position when going back or forward; focus moves to the
 * main content so screen readers and keyboards start on the new page. A navigation with
 * KEEP_VIEW_STATE (a filter picked on the page) leaves both where they are.
 */
function useScrollOnPageChange(shownKey: string | null) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);
  const firstPage = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      positions.current.set(currentKey.current, window.scrollY);
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.removeEventListener('scroll', save);
    };
  }, []);

  useLayoutEffect(() => {
    if (shownKey === null) return;
    currentKey.current = location.key;
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (navigationType !== NavigationType.Pop && keepsView(location.state)) return;
    document.getElementById('main')?.focus({ preventScroll: true });
    if (location.hash) return;
    window.scrollTo(0, navigationType === NavigationType.Pop ? (positions.current.get(location.key) ?? 0) : 0);
    // Only a newly shown page moves the scroll position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey]);
}

export function Storefront() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const path = pathname + search;
  const { data, error, isError, isPending, isPlaceholderData } = usePage(path, preparePage);
  const loading = isPlaceholderData || isPending;
  const initial = isInitialPage(data);

  useEffect(() => {
    // Spec section 8: a page that fails to load in the app is loaded the classic way instead.
    if (isError && data !== undefined) {
      console.warn('Page load failed; falling back to a full navigation', error);
      window.location.assign(path);
    }
  }, [isError, data, error, path]);

  useEffect(() => {
    // The server wrote the first page's head; later pages only need their title updated.
    if (data && !loading && !initial) document.title = titleOf(data, t('notFound.title'), t('app.name'), t('search.title'), t('cart.title'), t('favourites.title'));
  }, [data, loading, initial, t]);

  useScrollOnPageChange(data && !loading ? path : null);

  useEffect(() => {
    if (data && !loading) recordVisit(path, data.route);
  }, [data, loading, path]);

  let content;
  if (data) content = <PageView route={data.route} data={data} />;
  else if (isError) content = <RouteError error={error} />;
  else content = <div className="page-placeholder" aria-busy="true" />;

  return (
    <Layout page={pageRefOf(data, initial, getSettings())} loading={loading && !isError}>
      <Suspense fallback={<div className="page-placeholder" aria-busy="true" />}>{content}</Suspense>
    </Layout>
  );
}
