// Document titles of the checkout and order pages after client-side navigation (the server
// writes the first page's). Their messages come with the pages' chunks (see order-messages.ts).
import i18next from 'i18next';

export type OrderPageTitle =
  | { route: 'checkout'; step: string }
  | { route: 'order' }
  | { route: 'orderList' }
  | { route: 'tracking'; contentTitle?: string | null };

export function orderPageTitle(page: OrderPageTitle): string {
  switch (page.route) {
    case 'checkout':
      return i18next.t(`orders.titles.checkout.${page.step}`, { defaultValue: i18next.t('orders.titles.checkout.signin') });
    case 'order':
      return i18next.t('orders.titles.order');
    case 'orderList':
      return i18next.t('orders.titles.orderList');
    case 'tracking':
      return page.contentTitle || i18next.t('orders.titles.tracking');
  }
}
