// An order's returns as its page and tracking show them: each return's number, where it stands
// (requested, the parcel received, approved or rejected), its pieces and the sizes exchanges
// give, the carrier's return code while the parcel is still to go (with a print button for a slip
// to put in the parcel), the refund once approved and the reason of a rejection. Beside them, the
// notice of a return just requested and why an order can no longer be returned.
import { useRef, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { formatOrderDate, formatOrderDay, lineFacts } from '../order-rules';
import { closedReason, returnSteps } from '../return-rules';
import type { ReturnReply, ReturnView, ReturnWindow } from '../types';
import { Money, OrderNumber, SLOT, Slotted } from './order-parts';
import { Term } from '../../../components/ui/Term';
import '../../../components/ui/parts.css';
import './returns.css';

/** The class a slip carries while it is being printed: the print style shows it alone. */
const PRINTING = 'return-slip--printing';

/** Prints the slip `target` holds, and nothing else of the page. */
function PrintButton({ target }: { target: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const print = () => {
    const slip = target.current;
    if (!slip) return;
    slip.classList.add(PRINTING);
    const done = () => {
      slip.classList.remove(PRINTING);
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  };
  return (
    <button type="button" className="button button--ghost button--small return-slip__print" onClick={print} data-testid="return-print">
      {t('orders.return.print')}
    </button>
  );
}

function ReturnStepper({ ret }: { ret: ReturnView }) {
  const { t } = useTranslation();
  return (
    <ol className="return-steps" aria-label={t('orders.return.stepsLabel')} data-testid="return-steps">
      {returnSteps(ret.status).map((step) => (
        <li
          key={step.key}
          className={`return-steps__step return-steps__step--${step.state}`}
          aria-current={step.here ? 'step' : undefined}
        >
          <span className="return-steps__dot" aria-hidden="true" />
          <span className="return-steps__label">{t(`orders.return.status.${step.key}`)}</span>
        </li>
      ))}
    </ol>
  );
}

/** The carrier, the code to show at its branch, and what to do with the parcel. */
function ReturnCode({ ret }: { ret: ReturnView }) {
  const { t } = useTranslation();
  return (
    <div className="return-code">
      <dl className="return-code__facts">
        <Term label={t('orders.return.carrier')}>{ret.carrier}</Term>
        <Term label={t('orders.return.code')}>
          <bdi dir="ltr" className="return-code__value" data-testid="return-code">
            {ret.return_code}
          </bdi>
        </Term>
      </dl>
      <p className="return-code__how">{t('orders.return.howTo', { carrier: ret.carrier })}</p>
    </div>
  );
}

/** One return; while its parcel is still to go, a slip that prints on its own. */
export function ReturnCard({ ret, orderNo }: { ret: ReturnView; orderNo: string }) {
  const { t } = useTranslation();
  const slip = useRef<HTMLElement>(null);
  const toSend = ret.status === 'requested';
  return (
    <article ref={slip} className={`return-card return-card--${ret.status} return-slip`} data-testid="return-card" data-status={ret.status}>
      <header className="return-card__head">
        <h3 className="return-card__title">
          <Slotted text={t('orders.return.number', { number: SLOT })}>
            <bdi dir="ltr" data-testid="return-number">
              {ret.return_no}
            </bdi>
          </Slotted>
        </h3>
        <p className="return-card__date">
          <time dateTime={new Date(ret.created_at * 1000).toISOString()} dir="ltr">
            {formatOrderDate(ret.created_at)}
          </time>
        </p>
      </header>
      <p className="return-slip__order">
        <Slotted text={t('orders.return.ofOrder', { number: SLOT })}>
          <OrderNumber value={orderNo} />
        </Slotted>
      </p>
      <ReturnStepper ret={ret} />
      <ul className="return-card__lines">
        {ret.lines.map((line) => (
          <li key={line.line_id} className="return-card__line">
            <bdi className="return-card__line-title">{line.title}</bdi>
            <span className="return-card__line-facts">
              <bdi>{lineFacts(line)}</bdi>
              {' · '}
              {t('orders.detail.quantity', { count: line.quantity })}
            </span>
            <span className={`pill-tag return-card__way${line.exchange_size ? ' return-card__way--exchange' : ''}`} data-testid="return-way">
              {line.exchange_size ? (
                <Slotted text={t('orders.return.exchangeTo', { size: SLOT })}>
                  <bdi>{line.exchange_size}</bdi>
                </Slotted>
              ) : (
                t('orders.return.moneyBack')
              )}
            </span>
          </li>
        ))}
      </ul>
      <p className="return-card__reason">
        {t('orders.return.reasonIs', { reason: t(`orders.return.reasons.${ret.reason}`) })}
        {ret.reason_text && (
          <>
            {' · '}
            <bdi dir="auto">{ret.reason_text}</bdi>
          </>
        )}
      </p>
      {toSend && <ReturnCode ret={ret} />}
      {ret.status === 'approved' && (
        <p className="return-card__outcome return-card__outcome--approved" data-testid="return-outcome">
          {ret.refund_amount > 0 ? (
            <Slotted text={t('orders.return.refunded', { amount: SLOT })}>
              <strong>
                <Money kurus={ret.refund_amount} />
              </strong>
            </Slotted>
          ) : (
            t('orders.return.exchangeApproved')
          )}
        </p>
      )}
      {ret.status === 'rejected' && (
        <p className="return-card__outcome return-card__outcome--rejected" data-testid="return-outcome">
          <strong>{t('orders.return.rejectReason')}</strong> <bdi dir="auto">{ret.reject_reason}</bdi>
        </p>
      )}
      {toSend && <PrintButton target={slip} />}
    </article>
  );
}

/** The order's returns, the newest first. */
export function ReturnList({ returns, orderNo }: { returns: readonly ReturnView[]; orderNo: string }) {
  if (returns.length === 0) return null;
  return (
    <div className="return-list" data-testid="return-list">
      {[...returns].reverse().map((ret) => (
        <ReturnCard key={ret.return_no} ret={ret} orderNo={orderNo} />
      ))}
    </div>
  );
}

/** What a return request did: the server's words, and the code to take to the carrier. */
export function ReturnRequestedNotice({ reply }: { reply: ReturnReply }) {
  const { t } = useTranslation();
  const ret = reply.return;
  return (
    <section className="member-alert member-alert--success return-done" role="status" data-testid="return-requested">
      <h2 className="return-done__title">{reply.message}</h2>
      <p className="return-done__code">
        <span>
          <Slotted text={t('orders.return.doneCode', { carrier: ret.carrier, number: SLOT })}>
            <bdi dir="ltr">{ret.return_no}</bdi>
          </Slotted>
        </span>
        <bdi dir="ltr" className="return-code__value" data-testid="return-requested-code">
          {ret.return_code}
        </bdi>
      </p>
      <p>{t('orders.return.doneHow')}</p>
    </section>
  );
}

/** Until when the order may be returned, or why it no longer may (only once it was delivered). */
export function ReturnWindowNote({ returnWindow, status }: { returnWindow: ReturnWindow; status: string }) {
  const { t } = useTranslation();
  const closed = closedReason(returnWindow, status);
  if (returnWindow.open && returnWindow.until != null) {
    return (
      <p className="return-window" data-testid="return-window">
        <Slotted text={t('orders.return.until', { date: SLOT })}>
          <bdi dir="ltr">{formatOrderDay(returnWindow.until)}</bdi>
        </Slotted>
      </p>
    );
  }
  if (!closed) return null;
  return (
    <p className="return-window return-window--closed" data-testid="return-closed">
      {closed === 'deadline_passed' && returnWindow.until != null ? (
        <Slotted text={t('orders.return.closed.deadline_passed', { date: SLOT })}>
          <bdi dir="ltr">{formatOrderDay(returnWindow.until)}</bdi>
        </Slotted>
      ) : (
        t('orders.return.closed.all_returned')
      )}
    </p>
  );
}
