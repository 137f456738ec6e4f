// The order feature's front door: what other features and the app may use. Everything else in this
// folder is its own.
export { useMemberOrders } from './api/get-member-orders';
export { formatOrderDay, SHOP_TIME_ZONE } from './order-rules';
export { orderPageTitle } from './page-title';
export { loadOrderMessages } from './order-messages';

export const importOrderView = () => import('./components/OrderRouteView');
export const importOrderListView = () => import('./components/OrderListRouteView');
export const importTrackingView = () => import('./components/TrackingRouteView');
