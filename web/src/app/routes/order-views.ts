// The views of the checkout and order pages, reached through this one chunk so the app's start
// code carries a single small entry for all four instead of each view's list of chunks. Each view
// comes with the order pages' messages (their titles and texts).
import { importCheckoutView } from '../../features/checkout';
import { importOrderListView, importOrderView, importTrackingView, loadOrderMessages } from '../../features/order';

function withMessages<M>(view: Promise<M>): Promise<M> {
  return Promise.all([view, loadOrderMessages()]).then(([module]) => module);
}

export const checkoutView = () => withMessages(importCheckoutView());
export const orderView = () => withMessages(importOrderView());
export const orderListView = () => withMessages(importOrderListView());
export const trackingView = () => withMessages(importTrackingView());
