// The views of the checkout and order pages, reached through this one chunk so the app's start
// code carries a single small entry for all four instead of each view's list of chunks. Each view
// comes with the order pages' messages (their titles and texts).
import { loadOrderMessages } from './order-messages';

function withMessages<M>(view: Promise<M>): Promise<M> {
  return Promise.all([view, loadOrderMessages()]).then(([module]) => module);
}

export const importCheckoutView = () => withMessages(import('../checkout/components/CheckoutRouteView'));
export const importOrderView = () => withMessages(import('./components/OrderRouteView'));
export const importOrderListView = () => withMessages(import('./components/OrderListRouteView'));
export const importTrackingView = () => withMessages(import('./components/TrackingRouteView'));
