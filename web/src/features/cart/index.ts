// The cart's front door: what other features and the app may use. Everything else in this
// folder is its own.
export { forgetCart } from './api/get-cart';
export { cartPath } from './cart-path';
export { setCartUi, useCartUi } from './cart-ui';
export { AddToCartButton } from './components/AddToCartButton';
export { CartHeaderButton } from './components/CartHeaderButton';
export { CouponCode } from './components/CouponCode';
export { CouponLabel } from './components/CouponLabel';
export { FreeShippingBar } from './components/FreeShippingBar';
export { ProductCartForm } from './components/ProductCartForm';

export const importCartView = () => import('./components/CartRouteView');
