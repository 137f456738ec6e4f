// "Siparişi iptal et": a dialog that cancels an order before it ships, the whole order or chosen
// pieces of its lines (when the lines are known: the order's own page), says where the money goes
// back, and asks for the IBAN when a bank transfer was paid. The page shows its outcome with
// <CancelledNotice>, which stays once the order can no longer be cancelled.
import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Modal } from '../../../components/ui/Modal';
import { FormError } from '../../../components/form/form-errors';
import type { FieldRefusal } from '../../../components/form/refused-fields';
import { useCancelOrder } from '../api/cancel-order';
import { lineFacts, linesLeft, refundRoute } from '../order-rules';
import type { CancelReply, OrderLine, OrderStatus, PaymentMethod } from '../types';
import { NO_REFUND_ACCOUNT, RefundAccountFields } from './order-fields';
import { Money, SLOT, Slotted } from './order-parts';
import '../../../components/ui/member.css';
import './cancel.css';

export interface CancellableOrder {
  order_no: string;
  status: OrderStatus;
  payment_method: PaymentMethod;
  /** The lines, when the caller may see them; without them only the whole order is offered. */
  lines?: readonly OrderLine[];
}

interface CancelOrderProps {
  order: CancellableOrder;
  /** The order's email or phone, when it was found by tracking. */
  contact?: string;
  /** Opened at once (the member's list links here to cancel). */
  defaultOpen?: boolean;
  onCancelled: (reply: CancelReply) => void;
}

/** What a cancellation did: the server's words and where the money goes back. */
export function CancelledNotice({ reply }: { reply: CancelReply }) {
  const { t } = useTranslation();
  return (
    <p className="member-alert member-alert--success order-cancel__done" role="status" data-testid="cancel-outcome">
      {/* The alert lays its children out as rows: the message, then where the money goes. */}
      <span>{reply.message}</span>
      {reply.refund && (
        <span>
          <Slotted text={t(`orders.cancel.refund.${reply.refund.method}`, { amount: SLOT })}>
            <Money kurus={reply.refund.amount} />
          </Slotted>
        </span>
      )}
    </p>
  );
}

function LinePicker({
  lines,
  picked,
  onPick,
}: {
  lines: readonly OrderLine[];
  picked: ReadonlyMap<number, number>;
  onPick: (id: number, count: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="order-cancel__lines">
      {lines.map((line) => {
        const left = line.quantity - line.cancelled_quantity;
        const count = picked.get(line.id) ?? 0;
        const facts = lineFacts(line);
        return (
          <li key={line.id} className="order-cancel__line">
            <label className="order-cancel__check">
              <input
                type="checkbox"
                checked={count > 0}
                onChange={(event) => {
                  onPick(line.id, event.target.checked ? left : 0);
                }}
                data-testid="cancel-line"
              />
              <span>
                <bdi>{line.title}</bdi>
                {facts && <span className="order-cancel__facts"> · {facts}</span>}
              </span>
            </label>
            {count > 0 && left > 1 && (
              <select
                className="member-input order-cancel__count"
                aria-label={t('orders.cancel.count', { title: line.title })}
                value={count}
                onChange={(event) => {
                  onPick(line.id, Number(event.target.value));
                }}
              >
                {Array.from({ length: left }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {t('orders.detail.quantity', { count: n })}
                  </option>
                ))}
              </select>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function CancelOrder({ order, contact, defaultOpen = false, onCancelled }: CancelOrderProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [whole, setWhole] = useState(true);
  const [picked, setPicked] = useState<ReadonlyMap<number, number>>(new Map());
  const [account, setAccount] = useState(NO_REFUND_ACCOUNT);
  const [refused, setRefused] = useState<{ message: string; fields: FieldRefusal[] } | null>(null);
  const cancel = useCancelOrder();
  const lines = order.lines ? linesLeft(order.lines) : [];
  const route = refundRoute(order);
  const fields = refused?.fields ?? [];

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (cancel.isPending) return;
    const chosen = [...picked].filter(([, count]) => count > 0);
    if (!whole && chosen.length === 0) {
      setRefused({ message: t('orders.cancel.pickLines'), fields: [] });
      return;
    }
    const request = {
      orderNo: order.order_no,
      contact,
      ...(whole ? {} : { lines: chosen }),
      ...(route === 'iban' ? { iban: account.iban, accountHolder: account.holder } : {}),
    };
    cancel.mutate(request, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'refused') {
          setRefused({ message: outcome.message, fields: outcome.fields });
          return;
        }
        setRefused(null);
        setOpen(false);
        onCancelled(outcome.reply);
      },
      onError: () => {
        setRefused({ message: t('orders.cancel.failed'), fields: [] });
      },
    });
  };

  return (
    <div className="order-cancel">
      <Modal
        title={t('orders.cancel.title')}
        description={t(`orders.cancel.route.${route}`)}
        open={open}
        onOpenChange={setOpen}
        trigger={
          <button type="button" className="button button--ghost order-cancel__open" data-testid="cancel-order">
            {t('orders.cancel.open')}
          </button>
        }
      >
        <form className="member-form order-cancel__form" noValidate onSubmit={submit} data-testid="cancel-form">
          {lines.length > 0 && (
            <fieldset className="order-cancel__choice">
              <legend className="member-field__label">{t('orders.cancel.what')}</legend>
              <label className="order-cancel__check">
                <input type="radio" name={`${id}-what`} checked={whole} onChange={() => { setWhole(true); }} />
                {t('orders.cancel.whole')}
              </label>
              <label className="order-cancel__check">
                <input type="radio" name={`${id}-what`} checked={!whole} onChange={() => { setWhole(false); }} data-testid="cancel-some" />
                {t('orders.cancel.some')}
              </label>
              {!whole && (
                <LinePicker
                  lines={lines}
                  picked={picked}
                  onPick={(lineId, count) => {
                    setPicked((now) => new Map(now).set(lineId, count));
                  }}
                />
              )}
            </fieldset>
          )}
          {route === 'iban' && (
            <RefundAccountFields
              id={id}
              labels={{ iban: t('orders.cancel.iban'), holder: t('orders.cancel.holder') }}
              fields={fields}
              account={account}
              onChange={setAccount}
            />
          )}
          <FormError text={fields.length > 0 ? '' : (refused?.message ?? '')} />
          <button type="submit" className="button button--danger member-form__submit" disabled={cancel.isPending} data-testid="cancel-submit">
            {t(whole ? 'orders.cancel.submitWhole' : 'orders.cancel.submitSome')}
          </button>
        </form>
      </Modal>
    </div>
  );
}
