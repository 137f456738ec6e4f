// The shipping step (siparis/kargo): the shop's carriers as radio cards (name, price or "Ücretsiz",
// "Bugün kargoda" while the same-day cut-off has not passed), the cart's free-shipping bar, and the
// store pickup when the cart has a store (else a way to choose one). The choice is kept for the
// tab and the summary is asked again with it, so the box beside shows its shipping fee.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useNavigate } from 'react-router';
import { FreeShippingBar, setCartUi, useCartUi } from '../../cart';
import type { Carrier, CheckoutSummary } from '../api';
import { STORE_CARRIER, storeCarrier } from '../carrier';
import { CHECKOUT_CURRENCY, freeShippingPercent, kurusToLira } from '../money';
import { Money } from './Money';
import { CheckoutSection } from './CheckoutSection';
import { stepPath } from '../../../lib/checkout-path';
import { FormError } from '../../../components/form/form-errors';
import '../../../components/ui/parts.css';

interface ShippingStepProps {
  summary: CheckoutSummary;
  carrier: string;
  onChoose: (code: string) => void;
  /** Called when the cart's store may have changed (the set-store popup closed). */
  onStoreChanged: () => void;
}

function CarrierOption({ carrier, checked, onChoose }: { carrier: Carrier; checked: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  const free = carrier.price === 0;
  return (
    <label className="checkout-option checkout-carrier" data-checked={checked ? true : undefined} data-testid="carrier-option">
      <input type="radio" name="checkout-carrier" value={carrier.code} checked={checked} onChange={onChoose} className="checkout-option__radio" />
      <span className="checkout-option__body">
        <span className="checkout-option__head">
          <strong className="checkout-option__title">
            <bdi>{carrier.name}</bdi>
          </strong>
          <span className="checkout-carrier__price" data-testid="carrier-price">
            {free && carrier.list_price > 0 && <s className="checkout-carrier__list"><Money kurus={carrier.list_price} /></s>}
            {free ? <strong className="checkout-carrier__free">{t('checkout.shipping.free')}</strong> : <Money kurus={carrier.price} />}
          </span>
        </span>
        {carrier.store && (
          <span className="checkout-address__line">
            <bdi>{carrier.store.address}</bdi>
          </span>
        )}
        {carrier.ships_today && (
          <span className="checkout-carrier__today">
            <span className="pill-tag checkout-badge" data-testid="ships-today">
              {t('checkout.shipping.shipsToday')}
            </span>
            {carrier.cutoff && <span className="checkout-carrier__cutoff">{t('checkout.shipping.cutoff', { time: carrier.cutoff })}</span>}
          </span>
        )}
      </span>
    </label>
  );
}

/** Asks the summary again after the set-store popup closes. */
function useStorePopupClosed(onClosed: () => void): void {
  const { storeOpen } = useCartUi();
  const wasOpen = useRef(storeOpen);
  useEffect(() => {
    if (wasOpen.current && !storeOpen) onClosed();
    wasOpen.current = storeOpen;
  }, [storeOpen, onClosed]);
}

export function ShippingStep({ summary, carrier, onChoose, onStoreChanged }: ShippingStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState('');
  useStorePopupClosed(onStoreChanged);
  const carriers = summary.carriers;
  const deliveries = carriers.filter((option) => option.code !== STORE_CARRIER);
  const pickup = carriers.find((option) => option.code === STORE_CARRIER);
  const threshold = summary.free_shipping_threshold;
  // Choosing a carrier clears the note that none was chosen.
  const choose = (code: string) => {
    setProblem('');
    onChoose(code);
  };

  const proceed = () => {
    if (!carriers.some((option) => option.code === carrier)) {
      setProblem(t('checkout.shipping.choose'));
      return;
    }
    // Kept for the payment step (and a reload there), also when the first carrier was left as it was.
    storeCarrier(carrier);
    void navigate(stepPath('payment'));
  };

  return (
    <div className="checkout-step checkout-shipping-step">
      {threshold > 0 && (
        <FreeShippingBar
          cart={{
            currency: CHECKOUT_CURRENCY,
            summary: {
              freeShippingThreshold: kurusToLira(threshold),
              freeShippingRemaining: kurusToLira(summary.free_shipping_remaining),
              freeShippingPercent: freeShippingPercent(threshold, summary.free_shipping_remaining),
            },
          }}
        />
      )}
      <CheckoutSection titleId="checkout-carrier-title" title={t('checkout.shipping.title')}>
        {carriers.length === 0 ? (
          <p className="member-alert member-alert--danger" role="alert">
            {t('checkout.shipping.none')}
          </p>
        ) : (
          <div className="checkout-options" role="radiogroup" aria-labelledby="checkout-carrier-title">
            {deliveries.map((option) => (
              <CarrierOption key={option.code} carrier={option} checked={option.code === carrier} onChoose={() => { choose(option.code); }} />
            ))}
          </div>
        )}
      </CheckoutSection>
      <CheckoutSection titleId="checkout-pickup-title" title={t('checkout.shipping.pickupTitle')}>
        {pickup ? (
          <div className="checkout-options" role="radiogroup" aria-labelledby="checkout-pickup-title">
            <CarrierOption carrier={pickup} checked={pickup.code === carrier} onChoose={() => { choose(pickup.code); }} />
          </div>
        ) : (
          <p className="checkout-card__text">{t('checkout.shipping.pickupText')}</p>
        )}
        <button
          type="button"
          className="button button--ghost button--small checkout-add"
          onClick={() => {
            setCartUi({ storeOpen: true, storeMessage: '' });
          }}
        >
          {pickup ? t('checkout.shipping.otherStore') : t('checkout.shipping.chooseStore')}
        </button>
      </CheckoutSection>
      <FormError text={problem} />
      <div className="checkout-step__actions">
        <button type="button" className="button button--primary checkout-continue" onClick={proceed} data-testid="shipping-continue">
          {t('checkout.shipping.continue')}
        </button>
      </div>
    </div>
  );
}
