// The checkout's front door: what other features and the app may use. Everything else in this
// folder is its own.
export const importCheckoutView = () => import('./components/CheckoutRouteView');
