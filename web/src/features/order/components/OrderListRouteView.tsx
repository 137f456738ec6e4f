// The member's orders (`uye-siparisleri`): number, date, status and total of each, the latest
// first, each opening its order page (one not shipped yet also offers its cancellation there). A visitor who is not signed in is sent to the login page,
// which brings them back here.
import { useTranslation } from '../../../i18n/translate';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/Icon';
import { localizedPath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import { isMember } from '../../../lib/member';
import { useMemberOrders } from '../api/get-member-orders';
import { formatOrderDate, orderPath } from '../order-rules';
import type { OrderDetail } from '../types';
import { Money, OrderNumber, SLOT, Slotted, StatusBadge } from './order-parts';
import { LoadFailed, OrderLoading } from './OrderRouteView';
import '../../../components/ui/member.css';
import './order.css';

function loginPathBackTo(path: string): string {
  return `${localizedPath(getSettings().PAGE_LINK.login)}?redirect=${encodeURIComponent(path)}`;
}

function OrderRow({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <li className="order-row" data-testid="order-row">
      <Link className="order-row__link" to={localizedPath(orderPath(order.order_no))}>
        <span className="order-row__cell order-row__number">
          <span className="order-row__label">{t('orders.list.number')}</span>
          <span className="visually-hidden">
            <Slotted text={t('orders.list.openOrder', { number: SLOT })}>{order.display_no}</Slotted>
          </span>
          <strong aria-hidden="true">
            <OrderNumber value={order.display_no} />
          </strong>
        </span>
        <span className="order-row__cell">
          <span className="order-row__label">{t('orders.list.date')}</span>
          <bdi dir="ltr">{formatOrderDate(order.created_at)}</bdi>
        </span>
        <span className="order-row__cell">
          <span className="order-row__label">{t('orders.list.status')}</span>
          <StatusBadge status={order.status} />
        </span>
        <span className="order-row__cell order-row__total">
          <span className="order-row__label">{t('orders.list.total')}</span>
          <Money kurus={order.grand_total} />
        </span>
        <span className="order-row__open" aria-hidden="true">
          {t('orders.list.open')}
          <Icon name="chevronEnd" size={16} className="order-row__chevron" />
        </span>
      </Link>
      {order.cancellable && (
        <Link className="order-row__cancel" to={`${localizedPath(orderPath(order.order_no))}?iptal=1`} data-testid="order-row-cancel">
          <Slotted text={t('orders.list.cancel', { number: SLOT })}>
            <span className="visually-hidden">{` ${order.display_no}`}</span>
          </Slotted>
        </Link>
      )}
    </li>
  );
}

export default function OrderListRouteView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = isMember(getSettings().MEMBER_INFO);
  const query = useMemberOrders(member);
  const signedOut = !member || query.data === 'signedOut';
  const sent = useRef(false);

  useEffect(() => {
    // Once: this view stays on screen while the login page loads, and must not send again.
    if (!signedOut || sent.current) return;
    sent.current = true;
    void navigate(loginPathBackTo(localizedPath(getSettings().PAGE_LINK.orderList)), { replace: true });
  }, [signedOut, navigate]);

  if (signedOut) return null;

  let content;
  if (query.isPending) {
    content = <OrderLoading />;
  } else if (query.isError) {
    content = <LoadFailed onRetry={() => void query.refetch()} />;
  } else if (query.data === 'signedOut') {
    content = null;
  } else if (query.data.length === 0) {
    content = (
      <section className="page-card order-card order-empty" data-testid="orders-empty">
        <p>{t('orders.list.empty')}</p>
        <Link className="button button--primary" to={localizedPath('')}>
          {t('orders.list.shop')}
        </Link>
      </section>
    );
  } else {
    content = (
      <ol className="order-rows" data-testid="order-list">
        {query.data.map((order) => (
          <OrderRow key={order.order_no} order={order} />
        ))}
      </ol>
    );
  }
  return (
    <div className="order-page order-page--narrow page-width" data-testid="order-list-page">
      <h1 className="order-head__title">{t('orders.list.title')}</h1>
      {content}
    </div>
  );
}
