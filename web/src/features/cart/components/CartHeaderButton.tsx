// The header cart: a link to the cart page with the item count from the storage mirror (no request
// on page load). On desktop, hovering loads the cart panel; it hides 150 ms after the pointer leaves
// (spec section 9) and is fetched again after each add.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import { readCartMirror, subscribeCartMirror } from '../api/cart-mirror';
import { useCartUi } from '../cart-ui';
import { cartPath } from '../cart-path';
import './cart.css';

const CartPanel = lazy(() => import('./CartPanel'));
const CartOverlays = lazy(() => import('./CartOverlays'));

export const PANEL_HIDE_DELAY_MS = 150;

function isDesktop(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(hover: hover) and (min-width: 992px)').matches;
}

function itemCount(): number {
  return readCartMirror()?.summary.totalQuantity ?? 0;
}

export function CartHeaderButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const count = useSyncExternalStore(subscribeCartMirror, itemCount, () => 0);
  const ui = useCartUi();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (loaded && ui.version > 0) void queryClient.invalidateQueries({ queryKey: ['cart'] });
  }, [ui.version, loaded, queryClient]);

  useEffect(
    () => () => {
      window.clearTimeout(hideTimer.current);
    },
    [],
  );

  const show = () => {
    if (!isDesktop()) return;
    window.clearTimeout(hideTimer.current);
    setLoaded(true);
    setOpen(true);
  };
  const hide = () => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => {
      setOpen(false);
    }, PANEL_HIDE_DELAY_MS);
  };
  const overlaysNeeded = ui.popupOpen || ui.storeOpen;

  // The overlays sit outside the hover area: events inside a dialog bubble through the React tree
  // and would otherwise open the panel behind it.
  return (
    <>
    <div className="cart-button" onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
      <Link
        to={cartPath()}
        className="icon-button cart-button__link"
        aria-label={t('cart.headerLabel', { count })}
        data-testid="header-cart"
      >
        <Icon name="bag" />
        {count > 0 && (
          <span className="count-badge" data-testid="cart-count">
            {count}
          </span>
        )}
      </Link>
      {open && (
        <Suspense fallback={null}>
          <CartPanel
            onNavigate={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
      {overlaysNeeded && (
        <Suspense fallback={null}>
          <CartOverlays />
        </Suspense>
      )}
    </>
  );
}
