// The cart page (page id 30): lines with quantity inputs, multi-buy details, the subscription
// frequency (changed on the server, which recomputes the totals),
// delete, delete all (reload after 0.75 s), order notes and update (message, reload after 2.5 s),
// totals with VAT, the campaigns' lines (and each line's part), the discount code and the
// free-shipping bar. Buttons are disabled while their call runs.
import { useQueryClient } from '@tanstack/react-query';
import { useOptimistic, useState, useTransition } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { showToast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api';
import { formatPrice } from '../../../lib/format';
import { Amount } from '../../../components/ui/Amount';
import { homePath } from '../../../lib/paths';
import { CampaignLines } from '../../campaigns';
import { deleteAll, deleteLine, updateAll, updateFrequency, updateItem } from '../api/cart-calls';
import { storeCart, useCart } from '../api/get-cart';
import { withCartEdit, type CartEdit } from '../cart-edits';
import { multiBuyText } from '../multi-buy';
import { setCartUi } from '../cart-ui';
import type { CartView } from '../types';
import { ConfirmCartButton } from './ConfirmCartButton';
import { CouponCode } from './CouponCode';
import { CouponLabel } from './CouponLabel';
import { FreeShippingBar } from './FreeShippingBar';
import { FrequencySelect } from './FrequencySelect';
import { QuantityInput } from './QuantityInput';
import { Term } from '../../../components/ui/Term';
import './cart.css';

export const UPDATE_RELOAD_MS = 2500;
export const DELETE_ALL_RELOAD_MS = 750;

function reloadAfter(ms: number) {
  window.setTimeout(() => {
    window.location.reload();
  }, ms);
}

export function CartPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: savedCart, isPending, isError } = useCart();
  // The lines as the shopper just changed them, until the server's cart comes back.
  const [cart, showEdit] = useOptimistic(savedCart, withCartEdit);
  const [running, startCall] = useTransition();
  // The shopper's edit of the order notes; null shows the saved notes.
  const [editedNotes, setNotes] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  const run = (call: () => Promise<CartView>, options: { edit?: CartEdit; after?: (view: CartView) => void } = {}) => {
    startCall(async () => {
      if (options.edit) showEdit(options.edit);
      try {
        const view = await call();
        storeCart(queryClient, view);
        if (view.status === 0) showToast(view.statusText, { variant: 'danger', duration: 2400 });
        else options.after?.(view);
      } catch (error) {
        showToast(error instanceof ApiError ? error.message : t('cart.addFailed'), { variant: 'danger' });
      }
    });
  };

  if (isError) {
    return (
      <div className="page-width cart-page">
        <p>{t('cart.loadFailed')}</p>
      </div>
    );
  }
  if (isPending || cart === undefined) return <div className="page-width page-placeholder" aria-busy="true" />;

  const notes = editedNotes ?? cart.orderNotes;
  return (
    <div className="page-width cart-page" data-testid="cart-page">
      <h1 className="cart-page__title">{t('cart.title')}</h1>
      {message && (
        <p className="cart-page__message" role="status">
          {message}
        </p>
      )}
      {cart.cartProducts.length === 0 ? (
        <div className="cart-page__empty">
          <p>{t('cart.empty')}</p>
          <div className="cart-page__empty-buttons">
            <Link to={homePath()} className="button button--primary">
              {t('cart.continueShopping')}
            </Link>
            <ConfirmCartButton empty />
          </div>
        </div>
      ) : (
        <div className="cart-page__layout">
          <section className="cart-page__lines" aria-label={t('cart.lines')}>
            <ul>
              {cart.cartProducts.map((line) => (
                <li key={`${line.sessIndex}-${line.variantId}`} className="cart-line" data-testid="cart-line">
                  {line.image && <img src={line.image} alt="" width={96} height={120} className="cart-line__image" />}
                  <div className="cart-line__info">
                    <Link to={line.url} className="cart-line__title">
                      {line.title}
                    </Link>
                    <p className="cart-line__variant">{[line.colour, line.size].filter(Boolean).join(' / ')}</p>
                    <p className="cart-line__unit">
                      {t('cart.unitPrice')}: <Amount value={line.unitPrice} currency={cart.currency} />
                    </p>
                    {line.tiers.length > 0 && (
                      <p className="cart-line__tiers">
                        {t('cart.multiBuy')}: {multiBuyText(line.tiers, t)}
                        {line.tierPercent > 0 && (
                          <strong className="cart-line__applied">
                            {' '}
                            {t('cart.tierApplied', {
                              percent: line.tierPercent,
                              amount: formatPrice(line.tierDiscount, cart.currency),
                            })}
                          </strong>
                        )}
                      </p>
                    )}
                    {line.campaignDiscount > 0 && (
                      <p className="cart-line__applied" data-testid="cart-line-campaign">
                        {/* The amount isolated, so it keeps its order in Arabic, and never broken. */}
                        <span>{t('cart.campaignApplied')}</span> <span className="campaign-amount"><Amount value={line.campaignDiscount} currency={cart.currency} negative /></span>
                      </p>
                    )}
                    {line.subscribe && (
                      <div className="cart-line__subscription">
                        <span>{t('cart.subscriptionDiscount', { percent: line.subscriptionPercent })}</span>
                        <FrequencySelect
                          value={line.subscribeFrequency}
                          disabled={running}
                          label={t('cart.frequencyOf', { title: line.title })}
                          onChange={(days) => {
                            run(() => updateFrequency(line.sessIndex, days));
                          }}
                        />
                      </div>
                    )}
                    {line.personalization && (
                      <p className="cart-line__personalization">
                        {t('cart.embroideryLine', { name: line.personalization })}
                      </p>
                    )}
                    {line.storePickup && <p className="cart-line__pickup">{t('cart.storePickup')}</p>}
                  </div>
                  <div className="cart-line__actions">
                    <QuantityInput
                      value={line.quantity}
                      rule={{ min: line.min, max: line.max, step: line.step }}
                      disabled={running}
                      label={t('cart.quantityOf', { title: line.title })}
                      onChange={(count) => {
                        run(() => updateItem(line.sessIndex, count), {
                          edit: { kind: 'quantity', sessIndex: line.sessIndex, count },
                          // Past the stock the server sets the most it has, and its answer says so.
                          after: (view) => {
                            const set = view.cartProducts.find((l) => l.sessIndex === line.sessIndex)?.quantity;
                            if (set !== undefined && set !== count) showToast(view.statusText, { variant: 'info' });
                          },
                        });
                      }}
                    />
                    <p className="cart-line__total"><Amount value={line.lineTotal} currency={cart.currency} /></p>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled={running}
                      onClick={() => {
                        run(() => deleteLine(line.sessIndex), { edit: { kind: 'remove', sessIndex: line.sessIndex } });
                      }}
                    >
                      {t('cart.remove')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <label className="cart-page__notes">
              <span>{t('cart.orderNotes')}</span>
              <textarea
                value={notes}
                maxLength={500}
                rows={3}
                onChange={(event) => {
                  setNotes(event.target.value);
                }}
              />
            </label>
            <div className="cart-page__buttons">
              <button
                type="button"
                className="button button--ghost"
                disabled={running}
                onClick={() => {
                  run(() => updateAll(cart.cartProducts.map((l) => l.quantity), notes), {
                    after: (view) => {
                      setMessage(view.statusText);
                      reloadAfter(UPDATE_RELOAD_MS);
                    },
                  });
                }}
              >
                {t('cart.update')}
              </button>
              <button
                type="button"
                className="button button--danger"
                disabled={running}
                onClick={() => {
                  run(deleteAll, {
                    after: (view) => {
                      setMessage(view.statusText);
                      reloadAfter(DELETE_ALL_RELOAD_MS);
                    },
                  });
                }}
              >
                {t('cart.removeAll')}
              </button>
            </div>
          </section>
          <aside className="cart-summary" aria-label={t('cart.summary')}>
            <FreeShippingBar cart={cart} />
            <CouponCode coupon={cart.coupon} className="cart-summary__coupon" />
            <dl>
              <Term label={t('cart.subtotal')}><Amount value={cart.summary.subtotal} currency={cart.currency} /></Term>
              {cart.summary.discount > 0 && (
                <Term label={t('cart.discount')}><Amount value={cart.summary.discount} currency={cart.currency} negative /></Term>
              )}
              <CampaignLines
                campaigns={cart.campaigns}
                amount={(discount) => <Amount value={discount} currency={cart.currency} negative />}
                testId="cart-campaign"
              />
              {cart.coupon?.applied && cart.summary.couponDiscount > 0 && (
                <Term
                  label={<CouponLabel code={cart.coupon.code} />}
                  className="cart-summary__coupon-line"
                  valueTestId="cart-coupon-discount"
                >
                  <Amount value={cart.summary.couponDiscount} currency={cart.currency} negative />
                </Term>
              )}
              <Term label={t('cart.vat')}><Amount value={cart.summary.vat} currency={cart.currency} /></Term>
              <Term label={t('cart.total')} className="cart-summary__total" valueTestId="cart-total">
                <Amount value={cart.summary.total} currency={cart.currency} />
              </Term>
            </dl>
            <ConfirmCartButton empty={cart.cartProducts.length === 0} className="cart-summary__confirm" />
            {(cart.store || cart.needsStore) && (
              <div className="cart-summary__store">
                <p>{cart.store ? t('cart.storeChosen', { name: cart.store.name }) : t('cart.storeNeeded')}</p>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => {
                    setCartUi({ storeOpen: true, storeMessage: '' });
                  }}
                >
                  {t('cart.chooseStore')}
                </button>
              </div>
            )}
          </aside>
        </div>
      )}
    </div>
  );
}
