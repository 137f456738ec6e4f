// Document titles of the checkout and order pages after client-side navigation (the server
// writes the first page's). Their messages come with the pages' chunks (see route-views.ts).
import { i18n } from '../../i18n/translate';
import type { CheckoutData, OrderData, OrderListData, TrackingData } from '../../lib/page-data';

export function orderPageTitle(page: CheckoutData | OrderData | OrderListData | TrackingData): string {
  if (page.route === 'checkout') return i18n.t(`orders.titles.checkout.${page.step}`);
  if (page.route === 'tracking' && page.page) return page.page.TITLE;
  return i18n.t(`orders.titles.${page.route}`);
}
