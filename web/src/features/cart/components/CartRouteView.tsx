import { CartPage } from './CartPage';

/** The route view of the cart page (page id 30). */
export default function CartRouteView() {
  return <CartPage />;
}
