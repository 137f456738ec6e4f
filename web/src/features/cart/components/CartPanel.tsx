import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { useCart } from '../api/get-cart';
import { cartPath } from '../cart-path';
import { ConfirmCartButton } from './ConfirmCartButton';
import { FreeShippingBar } from './FreeShippingBar';
import { MiniCartLines, MiniCartTotal } from './MiniCartLines';

/** The header dropdown: the cart fragment of page 1, block parent 1001. */
export default function CartPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { data: cart, isPending, isError } = useCart();
  return (
    <div className="cart-panel" data-testid="cart-panel">
      <p className="cart-panel__title">{t('cart.title')}</p>
      {isPending && <p className="mini-cart__empty">{t('app.loading')}</p>}
      {isError && <p className="mini-cart__empty">{t('cart.loadFailed')}</p>}
      {cart && (
        <>
          <MiniCartLines cart={cart} onNavigate={onNavigate} />
          {cart.cartProducts.length > 0 && (
            <>
              <FreeShippingBar cart={cart} />
              <MiniCartTotal cart={cart} />
              <div className="cart-panel__buttons">
                <Link to={cartPath()} className="button button--ghost cart-panel__go" onClick={onNavigate}>
                  {t('cart.goToCart')}
                </Link>
                <ConfirmCartButton empty={false} className="cart-panel__go" onNavigate={onNavigate} />
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}
