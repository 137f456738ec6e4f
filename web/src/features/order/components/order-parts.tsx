// The pieces the order pages share: a status in words, the status history as a timeline, the
// order's lines, totals (with the campaigns it got and the discount code it was placed with) and
// addresses, the bank accounts of a transfer and the accepted contracts.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Accordion } from '../../../components/ui/Accordion';
import { showToast } from '../../../components/ui/toast-store';
import { formatPrice } from '../../../lib/format';
import { copyIban, groupedIban } from '../../../components/ui/iban';
import { displayPhone } from '../../phone';
import { formatOrderDate, shipmentOf, statusKey, statusTone, timeline } from '../order-rules';
import type { BankAccount, OrderAddress, OrderContract, OrderDetail, OrderLine, OrderStatus, PickupStore, StatusEntry } from '../types';
import { Term } from '../../../components/ui/Term';
import { CampaignLines } from '../../campaigns';
import { CouponLabel } from '../../cart';

/** The placeholder a message is asked with where a piece of markup goes (see Slotted). */
export const SLOT = '\u0000';

/** A message with one piece of markup in it (a number kept left to right, a price): the message
 * is translated with SLOT in the piece's place and the piece is put there. */
export function Slotted({ text, children }: { text: string; children: ReactNode }) {
  const [before = '', after = ''] = text.split(SLOT);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}

/** Order amounts are kuruş; orders are always in Turkish lira. */
export function Money({ kurus }: { kurus: number }) {
  return <bdi className="order-money">{formatPrice(kurus / 100, 'TRY')}</bdi>;
}

/** The order number as it is read over the phone, kept left to right in Arabic sentences. */
export function OrderNumber({ value }: { value: string }) {
  return (
    <bdi className="order-number" dir="ltr">
      {value}
    </bdi>
  );
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`order-status order-status--${statusTone(status)}`} data-testid="order-status">
      {t(statusKey(status))}
    </span>
  );
}

/** When the order was placed and where it stands: the first of its facts, on its page and in tracking. */
export function PlacedAndStatus({ order }: { order: Pick<OrderDetail, 'created_at' | 'status'> }) {
  const { t } = useTranslation();
  return (
    <>
      <Term label={t('orders.detail.placedAt')}>
        <bdi dir="ltr">{formatOrderDate(order.created_at)}</bdi>
      </Term>
      <Term label={t('orders.detail.status')}>
        <StatusBadge status={order.status} />
      </Term>
    </>
  );
}

export function StatusTimeline({ history }: { history: readonly StatusEntry[] }) {
  const { t } = useTranslation();
  const entries = timeline(history);
  return (
    <ol className="order-timeline" data-testid="order-timeline">
      {entries.map((entry, index) => {
        const shipment = shipmentOf(entry);
        const current = index === entries.length - 1;
        return (
          <li
            key={`${entry.status}-${String(entry.at)}-${String(index)}`}
            className={`order-timeline__step${current ? ' order-timeline__step--current' : ''}`}
            aria-current={current ? 'step' : undefined}
          >
            <span className="order-timeline__dot" aria-hidden="true" />
            <div className="order-timeline__body">
              <p className="order-timeline__status">{t(entry.event ? `orders.event.${entry.event}` : statusKey(entry.status))}</p>
              <p className="order-timeline__time">
                <time dateTime={new Date(entry.at * 1000).toISOString()} dir="ltr">
                  {formatOrderDate(entry.at)}
                </time>
              </p>
              {entry.location && <p className="order-timeline__place">{entry.location}</p>}
              {shipment && (
                <dl className="order-timeline__shipment">
                  {shipment.carrier && (
                    <Term label={t('orders.detail.shipmentCarrier')}>{shipment.carrier}</Term>
                  )}
                  {shipment.trackingNo && (
                    <Term label={t('orders.detail.trackingNo')}>
                      <bdi dir="ltr" className="order-timeline__code" data-testid="tracking-number">
                        {shipment.trackingNo}
                      </bdi>
                    </Term>
                  )}
                  {shipment.trackingUrl && (
                    <a
                      className="order-timeline__follow"
                      href={shipment.trackingUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid="tracking-link"
                    >
                      {t('orders.detail.followParcel')}
                    </a>
                  )}
                </dl>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** "Renk: Krem" with the value isolated, so a Latin value keeps its order in an Arabic sentence. */
function Fact({ text, value }: { text: string; value: ReactNode }) {
  return (
    <span className="order-line__fact">
      <Slotted text={text}>
        <bdi>{value}</bdi>
      </Slotted>
    </span>
  );
}

function LineFacts({ line }: { line: OrderLine }) {
  const { t } = useTranslation();
  return (
    <p className="order-line__facts">
      {line.colour && <Fact text={t('orders.detail.colour', { value: SLOT })} value={line.colour} />}
      {line.size && <Fact text={t('orders.detail.size', { value: SLOT })} value={line.size} />}
      {line.personalization && <Fact text={t('orders.detail.personalization', { value: SLOT })} value={line.personalization} />}
      <span className="order-line__fact">{t('orders.detail.quantity', { count: line.quantity - line.cancelled_quantity })}</span>
      {line.cancelled_quantity > 0 && (
        <span className="order-line__fact order-line__fact--cancelled" data-testid="line-cancelled">
          {t('orders.detail.cancelledPieces', { count: line.cancelled_quantity })}
        </span>
      )}
      {line.returned_quantity > 0 && (
        <span className="order-line__fact order-line__fact--returned" data-testid="line-returned">
          {t('orders.detail.returnedPieces', { count: line.returned_quantity })}
        </span>
      )}
    </p>
  );
}

export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useTranslation();
  return (
    <ul className="order-lines" data-testid="order-lines">
      {lines.map((line) => (
        <li key={line.id} className={`order-line${line.quantity === line.cancelled_quantity ? ' order-line--cancelled' : ''}`}>
          <div className="order-line__main">
            <p className="order-line__title">
              <bdi>{line.title}</bdi>
            </p>
            <LineFacts line={line} />
            {line.quantity - line.cancelled_quantity > 1 && (
              <p className="order-line__unit">
                <Slotted text={t('orders.detail.unitPrice', { price: SLOT })}>
                  <Money kurus={line.unit_price} />
                </Slotted>
              </p>
            )}
          </div>
          <p className="order-line__total">
            <Money kurus={line.total} />
          </p>
        </li>
      ))}
    </ul>
  );
}

export function OrderTotals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <dl className="order-totals" data-testid="order-totals">
      <Term label={t('orders.detail.itemsTotal')}>
        <Money kurus={order.goods_total} />
      </Term>
      {order.discount_total > 0 && (
        <Term label={t('orders.detail.discount')}>
          −<Money kurus={order.discount_total} />
        </Term>
      )}
      <CampaignLines
        campaigns={order.campaigns}
        amount={(discount) => (
          <>
            −<Money kurus={discount} />
          </>
        )}
        testId="order-campaign"
      />
      {order.coupon_code !== '' && (
        <Term label={<CouponLabel code={order.coupon_code} />} valueTestId="order-coupon-discount">
          −<Money kurus={order.coupon_discount} />
        </Term>
      )}
      <Term label={t('orders.detail.shipping')}>
        {order.shipping_fee > 0 ? <Money kurus={order.shipping_fee} /> : t('orders.detail.free')}
      </Term>
      {order.payment_fee > 0 && (
        <Term label={t('orders.detail.paymentFee')}>
          <Money kurus={order.payment_fee} />
        </Term>
      )}
      <Term label={t('orders.detail.grandTotal')} className="order-totals__grand">
        <Money kurus={order.grand_total} />
      </Term>
      <Term label={t('orders.detail.vat')} className="order-totals__vat">
        <Money kurus={order.vat_total} />
      </Term>
      {order.refunds.map((refund) => (
        <Term key={refund.refund_no} label={t(`orders.detail.refund.${refund.method}`)} className="order-totals__refund">
          <Money kurus={refund.amount} /> <span className="order-totals__refund-state">{t(`orders.detail.refundStatus.${refund.status}`)}</span>
        </Term>
      ))}
    </dl>
  );
}

function placeLine(address: OrderAddress): string {
  return [address.district_title, address.town_title, address.state_title || address.city_title]
    .filter((part, index, all) => part !== '' && all.indexOf(part) === index)
    .join(', ');
}

export function AddressCard({ title, address }: { title: string; address: OrderAddress | null | undefined }) {
  const { t } = useTranslation();
  if (!address || !address.address) return null;
  const name = `${address.name} ${address.surname}`.trim();
  return (
    <section className="order-address">
      <h3 className="order-address__title">{title}</h3>
      {/* Each line isolated: an address written in Turkish keeps its order on an Arabic page. */}
      <address className="order-address__body">
        {name && <bdi>{name}</bdi>}
        {address.company_name && <bdi>{address.company_name}</bdi>}
        <bdi>{address.address}</bdi>
        <bdi>{[placeLine(address), address.postcode].filter(Boolean).join(' ')}</bdi>
        {address.country_title && address.country !== 'TR' && <bdi>{address.country_title}</bdi>}
        {address.phone && <bdi dir="ltr">{displayPhone(address.phone)}</bdi>}
        {address.tax_office && (
          <span>
            <Slotted text={t('orders.detail.taxOffice', { office: SLOT })}>
              <bdi>{address.tax_office}</bdi>
            </Slotted>
          </span>
        )}
        {address.vkn && (
          <span>
            <Slotted text={t('orders.detail.taxNumber', { number: SLOT })}>
              <bdi>{address.vkn}</bdi>
            </Slotted>
          </span>
        )}
      </address>
    </section>
  );
}

export function StoreCard({ store }: { store: PickupStore }) {
  const { t } = useTranslation();
  return (
    <section className="order-address">
      <h3 className="order-address__title">{t('orders.detail.store')}</h3>
      <address className="order-address__body">
        <bdi>{store.name}</bdi>
        <bdi>{store.address}</bdi>
      </address>
    </section>
  );
}

export function BankAccounts({ accounts }: { accounts: readonly BankAccount[] }) {
  const { t } = useTranslation();
  if (accounts.length === 0) return null;
  const copy = async (iban: string) => {
    if (await copyIban(iban)) showToast(t('orders.bank.copied'), { variant: 'success' });
  };
  return (
    <section className="order-bank" aria-labelledby="order-bank-title" data-testid="bank-accounts">
      <h3 id="order-bank-title" className="order-bank__title">
        {t('orders.bank.title')}
      </h3>
      <ul className="order-bank__list">
        {accounts.map((account) => (
          <li key={account.iban} className="order-bank__account">
            <dl>
              <Term label={t('orders.bank.bank')}>{account.bank}</Term>
              <Term label={t('orders.bank.holder')}>{account.holder}</Term>
              <Term label={t('orders.bank.iban')}>
                <bdi dir="ltr" className="order-bank__iban" data-testid="iban">
                  {groupedIban(account.iban)}
                </bdi>
              </Term>
            </dl>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void copy(account.iban)}
            >
              {t('orders.bank.copy')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The contracts as accepted, each in a fold; paragraphs are blank-line separated plain text. */
export function OrderContracts({ contracts }: { contracts: readonly OrderContract[] }) {
  if (contracts.length === 0) return null;
  return (
    <div className="order-contracts" data-testid="order-contracts">
      <Accordion
        multiple
        items={contracts.map((contract) => ({
          value: contract.kind,
          title: contract.title,
          // The text's own direction: a contract in Turkish stays left to right on an Arabic page.
          content: (
            <div className="order-contract__text" dir="auto">
              {contract.text}
            </div>
          ),
        }))}
      />
    </div>
  );
}
