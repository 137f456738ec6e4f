// An order's page (`order/{no}`): with `?yeni=1` the confirmation right after placing it ("Siparişiniz
// alındı", the number, what comes next, where to send a transfer or a link to pay a card order),
// then, as on every visit, the order itself: lines, totals, addresses, the status history and the
// contracts accepted. Another shopper's order, or none, is "not found".
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Link, useSearchParams } from 'react-router';
import { Icon } from '../../../components/ui/Icon';
import { localizedPath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import { isMember } from '../../../lib/member';
import { useOrder } from '../api/get-order';
import { useTransferAccounts } from '../api/get-transfer-accounts';
import { formatOrderDate, formatOrderDay, nextStepOf, paymentPath, piecesToShip, showParcels } from '../order-rules';
import type { BankAccount, CancelReply, OrderDetail, ReturnReply } from '../types';
import { CancelledNotice, CancelOrder } from './CancelOrder';
import { ParcelList } from './OrderParcels';
import { ReturnList, ReturnRequestedNotice, ReturnWindowNote } from './OrderReturns';
import { ReturnOrder } from './ReturnOrder';
import {
  AddressCard,
  BankAccounts,
  Money,
  OrderContracts,
  OrderLines,
  OrderNumber,
  OrderTotals,
  PlacedAndStatus,
  SLOT,
  Slotted,
  StatusTimeline,
  StoreCard,
} from './order-parts';
import { Term } from '../../../components/ui/Term';
import '../../../components/ui/member.css';
import './order.css';

export interface OrderRouteData {
  orderNo: string;
}

function PayLink({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  return (
    <Link className="button button--primary order-pay" to={localizedPath(paymentPath(orderNo))} data-testid="pay-now">
      {t('orders.confirmation.payNow')}
    </Link>
  );
}

/** For a transfer still awaiting its money: the accounts and the deadline. */
function TransferDetails({ order, accounts }: { order: OrderDetail; accounts: readonly BankAccount[] }) {
  const { t } = useTranslation();
  return (
    <>
      <BankAccounts accounts={accounts} />
      {order.payment_due_at != null && (
        <p className="order-deadline" data-testid="payment-deadline">
          <strong>
            <Slotted text={t('orders.confirmation.deadline', { date: SLOT })}>
              <bdi dir="ltr">{formatOrderDate(order.payment_due_at)}</bdi>
            </Slotted>
          </strong>{' '}
          <span>{t('orders.confirmation.deadlineNote')}</span>
        </p>
      )}
    </>
  );
}

function Confirmation({ order, accounts }: { order: OrderDetail; accounts: readonly BankAccount[] }) {
  const { t } = useTranslation();
  const step = nextStepOf(order);
  const member = isMember(getSettings().MEMBER_INFO);
  return (
    <section className="page-card order-card order-confirm" aria-labelledby="order-confirm-title" data-testid="order-confirmation">
      <div className="order-confirm__head">
        <span className="order-confirm__icon" aria-hidden="true">
          <Icon name="check" size={28} />
        </span>
        <div>
          <h1 id="order-confirm-title" className="order-confirm__title">
            {t('orders.confirmation.title')}
          </h1>
          <p className="order-confirm__thanks">{t('orders.confirmation.thanks')}</p>
        </div>
      </div>
      <p className="order-confirm__number">
        <span>{t('orders.confirmation.numberLabel')}</span>
        <strong data-testid="order-number">
          <OrderNumber value={order.display_no} />
        </strong>
      </p>
      <div className="order-next">
        <h2 className="order-next__title">{t('orders.confirmation.nextTitle')}</h2>
        <p>
          {step === 'transfer' ? (
            <TransferSentence grandTotal={order.grand_total} />
          ) : (
            t(`orders.confirmation.next.${step}`)
          )}
        </p>
        {step === 'transfer' && <TransferDetails order={order} accounts={accounts} />}
        {step === 'payCard' && <PayLink orderNo={order.order_no} />}
        <p className="order-next__follow">
          <Link to={localizedPath(member ? getSettings().PAGE_LINK.orderList : 'siparis-takip')}>
            {t(member ? 'orders.confirmation.followUpMember' : 'orders.confirmation.followUp')}
          </Link>
        </p>
      </div>
    </section>
  );
}

/** The transfer sentence with the amount kept whole (a price inside an Arabic sentence). */
function TransferSentence({ grandTotal }: { grandTotal: number }) {
  const { t } = useTranslation();
  return (
    <Slotted text={t('orders.confirmation.next.transfer', { amount: SLOT })}>
      <strong>
        <Money kurus={grandTotal} />
      </strong>
    </Slotted>
  );
}

function OrderHeader({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <header className="order-head">
      <h1 className="order-head__title">
        <Slotted text={t('orders.detail.title', { number: SLOT })}>
          <OrderNumber value={order.display_no} />
        </Slotted>
      </h1>
    </header>
  );
}

function OrderFacts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const payment = order.payment;
  return (
    <dl className="order-facts" data-testid="order-facts">
      <PlacedAndStatus order={order} />
      <Term label={t('orders.detail.payment')}>
        {t(`orders.method.${order.payment_method}`)}
        {payment && (
          <span className="order-facts__card">
            <Slotted text={t('orders.detail.cardPaid', { card: SLOT })}>
              <bdi dir="ltr">{payment.masked_pan}</bdi>
            </Slotted>
            {' · '}
            {payment.installment_count > 1
              ? t('orders.detail.instalments', { count: payment.installment_count })
              : t('orders.detail.singlePayment')}
          </span>
        )}
      </Term>
    </dl>
  );
}

/** A titled card of the order page; `name` makes its heading's id (`order-${name}-title`). */
function OrderCard({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section className="page-card order-card" aria-labelledby={`order-${name}-title`}>
      <h2 id={`order-${name}-title`} className="page-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function OrderBody({ order, accounts, fresh }: { order: OrderDetail; accounts: readonly BankAccount[]; fresh: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [cancelled, setCancelled] = useState<CancelReply | null>(null);
  const [returned, setReturned] = useState<ReturnReply | null>(null);
  const step = nextStepOf(order);
  return (
    <div className="order-layout">
      <div className="order-layout__main">
        {cancelled && <CancelledNotice reply={cancelled} />}
        {returned && <ReturnRequestedNotice reply={returned} />}
        {!fresh && step === 'payCard' && (
          <section className="page-card order-card order-alert" data-testid="unpaid-notice">
            <p>{t('orders.detail.payNowText')}</p>
            <PayLink orderNo={order.order_no} />
          </section>
        )}
        {!fresh && step === 'transfer' && (
          <section className="page-card order-card order-alert">
            <p>
              <TransferSentence grandTotal={order.grand_total} />
            </p>
            <TransferDetails order={order} accounts={accounts} />
          </section>
        )}
        <OrderCard name="lines" title={t('orders.detail.lines')}>
          <OrderLines lines={order.lines} />
        </OrderCard>
        {order.returns.length > 0 && (
          <OrderCard name="returns" title={t('orders.return.section')}>
            <ReturnList returns={order.returns} orderNo={order.display_no} />
          </OrderCard>
        )}
        {showParcels(order.parcels, order.lines) && (
          <OrderCard name="parcels" title={t('orders.parcels.title')}>
            <ParcelList parcels={order.parcels} lines={order.lines} waiting={piecesToShip(order.lines, order.parcels)} />
          </OrderCard>
        )}
        <OrderCard name="history" title={t('orders.detail.history')}>
          <StatusTimeline history={order.history} />
        </OrderCard>
        <OrderCard name="addresses" title={t('orders.detail.addresses')}>
          <div className="order-addresses">
            {order.store ? <StoreCard store={order.store} /> : <AddressCard title={t('orders.detail.delivery')} address={order.delivery_address} />}
            <AddressCard title={t('orders.detail.invoice')} address={order.invoice_address} />
          </div>
        </OrderCard>
        {order.contracts && order.contracts.length > 0 && (
          <OrderCard name="contracts" title={t('orders.detail.contracts')}>
            <OrderContracts contracts={order.contracts} />
          </OrderCard>
        )}
      </div>
      <aside className="order-layout__aside">
        <OrderCard name="totals" title={t('orders.detail.totals')}>
          <OrderFacts order={order} />
          <OrderTotals order={order} />
        </OrderCard>
        {order.invoices.length > 0 && (
          <OrderCard name="invoices" title={t('orders.invoice.title')}>
            <OrderInvoices order={order} />
          </OrderCard>
        )}
        {order.cancellable && (
          <CancelOrder order={order} defaultOpen={params.get('iptal') === '1'} onCancelled={setCancelled} />
        )}
        {order.return_window.open && (
          <ReturnOrder
            orderNo={order.order_no}
            onRequested={(reply) => {
              setReturned(reply);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        )}
        <ReturnWindowNote returnWindow={order.return_window} status={order.status} />
        {fresh && (
          <Link className="button button--ghost order-continue" to={localizedPath('')}>
            {t('orders.confirmation.continueShopping')}
          </Link>
        )}
      </aside>
    </div>
  );
}

/** The invoices issued for the order and its returns, each opening its printable summary. */
function OrderInvoices({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <ul className="order-invoices" data-testid="order-invoices">
      {order.invoices.map((invoice) => {
        const query = invoice.return_no ? `?return_no=${encodeURIComponent(invoice.return_no)}` : '';
        return (
          <li key={invoice.invoice_no}>
            <span>
              {invoice.return_no ? t('orders.invoice.return', { returnNo: invoice.return_no }) : t('orders.invoice.sale')}
              {' · '}
              <bdi dir="ltr">{invoice.invoice_no}</bdi>
              {' · '}
              {formatOrderDay(invoice.issued_at)}
            </span>
            <a
              href={`/srv/service/order/invoice/${order.order_no}${query}`}
              target="_blank"
              rel="noopener"
              data-testid="invoice-link"
            >
              {t('orders.invoice.view')}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function NotFound() {
  const { t } = useTranslation();
  const member = isMember(getSettings().MEMBER_INFO);
  return (
    <section className="page-card order-card order-empty" data-testid="order-not-found">
      <h1 className="order-empty__title">{t('orders.detail.notFoundTitle')}</h1>
      <p>{t('orders.detail.notFoundText')}</p>
      <p className="order-empty__links">
        <Link className="button button--primary" to={localizedPath('siparis-takip')}>
          {t('orders.detail.toTracking')}
        </Link>
        {member && (
          <Link className="button button--ghost" to={localizedPath(getSettings().PAGE_LINK.orderList)}>
            {t('orders.detail.toList')}
          </Link>
        )}
      </p>
    </section>
  );
}

/** An order page while its order (or list) is on the way. */
export function OrderLoading() {
  const { t } = useTranslation();
  return (
    <p className="page-card order-card order-loading" aria-busy="true">
      {t('orders.loading')}
    </p>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="page-card order-card order-empty" role="alert">
      <p>{t('orders.loadFailed')}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('orders.retry')}
      </button>
    </section>
  );
}

export default function OrderRouteView({ data }: { data: OrderRouteData }) {
  const [params] = useSearchParams();
  const fresh = params.get('yeni') === '1';
  const query = useOrder(data.orderNo);
  const answer = query.data;
  const order = answer?.order;
  const awaitingTransfer = order !== undefined && nextStepOf(order) === 'transfer';
  const accounts = useTransferAccounts(answer?.bankAccounts ?? [], awaitingTransfer);

  let content;
  if (query.isPending) {
    content = <OrderLoading />;
  } else if (query.isError) {
    content = <LoadFailed onRetry={() => void query.refetch()} />;
  } else if (!answer || !order) {
    content = <NotFound />;
  } else {
    content = (
      <>
        {fresh ? <Confirmation order={order} accounts={accounts} /> : <OrderHeader order={order} />}
        <OrderBody order={order} accounts={accounts} fresh={fresh} />
      </>
    );
  }
  return (
    <div className="order-page page-width" data-testid="order-page">
      {content}
    </div>
  );
}
