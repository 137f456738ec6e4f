// The cart popup (570 px, with the discount code) and the set-store popup (page 85), opened through
// the cart UI store.
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { Modal } from '../../../components/ui/Modal';
import { useCart } from '../api/get-cart';
import { setCartUi, useCartUi } from '../cart-ui';
import { cartPath } from '../cart-path';
import { ConfirmCartButton } from './ConfirmCartButton';
import { CouponCode } from './CouponCode';
import { FreeShippingBar } from './FreeShippingBar';
import { MiniCartLines, MiniCartTotal } from './MiniCartLines';
import { SetStoreModal } from './SetStoreModal';

export const CART_POPUP_WIDTH = 570;

function CartPopup() {
  const { t } = useTranslation();
  const { data: cart } = useCart();
  const { opener } = useCartUi();
  const returnFocus = useMemo(() => ({ current: opener }), [opener]);
  const close = () => {
    setCartUi({ popupOpen: false, opener: null });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      width={CART_POPUP_WIDTH}
      title={t('cart.added')}
      returnFocus={returnFocus}
      footer={
        <div className="cart-popup__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('cart.continueShopping')}
          </button>
          <Link to={cartPath()} className="button button--ghost" onClick={close}>
            {t('cart.goToCart')}
          </Link>
          <ConfirmCartButton empty={(cart?.cartProducts.length ?? 0) === 0} onNavigate={close} />
        </div>
      }
    >
      <div className="cart-popup" data-testid="cart-popup">
        {cart && (
          <>
            <MiniCartLines cart={cart} onNavigate={close} />
            <FreeShippingBar cart={cart} />
            {cart.cartProducts.length > 0 && <CouponCode coupon={cart.coupon} folded className="cart-popup__coupon" />}
            <MiniCartTotal cart={cart} />
          </>
        )}
      </div>
    </Modal>
  );
}

export default function CartOverlays() {
  const ui = useCartUi();
  return (
    <>
      {ui.popupOpen && <CartPopup />}
      {ui.storeOpen && <SetStoreModal />}
    </>
  );
}
