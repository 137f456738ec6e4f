// Order tracking (`siparis-takip`): the shop's text about tracking (when it has one), then the
// order number (grouped 3-3-4 as it is typed) and the email or phone the order was placed with.
// A matching pair shows the order's status history and nothing else; any other the not-found
// message, whichever of the two was wrong. After a few misses for one number the server asks for
// the security code too, and the form shows it; a refusal for too many requests shows the
// server's message (how long to wait). An order not shipped yet may be cancelled from here, a
// delivered one returned within its 14 days.
import { useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { useTranslation } from '../../../i18n/translate';
import type { components } from '../../../lib/api-schema';
import '../../../components/ui/member.css';
import { PageSections } from '../../../components/ui/PageSections';
import { ApiError } from '../../../lib/api';
import { Captcha } from '../../../components/form/Captcha';
import { Field } from '../../../components/form/Field';
import { useTrackOrder, type TrackOutcome } from '../api/track-order';
import { caretAfterDigits, formatOrderNo, orderNoDigits, trackProblems, type TrackProblem } from '../order-rules';
import type { CancelReply, ReturnReply, TrackReply } from '../types';
import { CancelledNotice, CancelOrder } from './CancelOrder';
import { OrderNumber, PlacedAndStatus, SLOT, Slotted, StatusTimeline } from './order-parts';
import { ParcelList } from './OrderParcels';
import { ReturnList, ReturnRequestedNotice, ReturnWindowNote } from './OrderReturns';
import { ReturnOrder } from './ReturnOrder';
import './order.css';
import './tracking.css';

type ContentPage = components['schemas']['ContentPage'];

export interface TrackingRouteData {
  page?: ContentPage | null;
}

function ShopText({ page }: { page: ContentPage }) {
  return (
    <div className="order-tracking__text">
      <PageSections sections={page.SECTIONS} sectionClassName="order-tracking__section" />
    </div>
  );
}

interface ResultProps {
  reply: TrackReply;
  contact: string;
  onCancelled: (reply: CancelReply) => void;
  onReturned: (reply: ReturnReply) => void;
}

function Result({ reply, contact, onCancelled, onReturned }: ResultProps) {
  const { t } = useTranslation();
  return (
    <section className="page-card order-card order-tracking__result" aria-labelledby="tracking-result-title" data-testid="tracking-result">
      <h2 id="tracking-result-title" className="page-card__title">
        <Slotted text={t('orders.tracking.resultTitle', { number: SLOT })}>
          <OrderNumber value={reply.display_no} />
        </Slotted>
      </h2>
      <dl className="order-facts">
        <PlacedAndStatus order={reply} />
      </dl>
      <StatusTimeline history={reply.history} />
      {reply.parcels.length > 1 && <ParcelList parcels={reply.parcels} waiting={0} />}
      {reply.returns.length > 0 && (
        <section className="order-tracking__returns" aria-labelledby="tracking-returns-title">
          <h3 id="tracking-returns-title" className="order-tracking__returns-title">
            {t('orders.return.section')}
          </h3>
          <ReturnList returns={reply.returns} orderNo={reply.display_no} />
        </section>
      )}
      <ReturnWindowNote returnWindow={reply.return_window} status={reply.status} />
      {reply.cancellable && <CancelOrder order={reply} contact={contact} onCancelled={onCancelled} />}
      {reply.return_window.open && <ReturnOrder orderNo={reply.order_no} contact={contact} onRequested={onReturned} />}
    </section>
  );
}

function TrackForm() {
  const { t } = useTranslation();
  const id = useId();
  const [orderNo, setOrderNo] = useState('');
  const [contact, setContact] = useState('');
  const [problems, setProblems] = useState<{ orderNo?: TrackProblem; contact?: TrackProblem }>({});
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [securityCode, setSecurityCode] = useState('');
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [cancelled, setCancelled] = useState<CancelReply | null>(null);
  const [returned, setReturned] = useState<ReturnReply | null>(null);
  const orderNoInput = useRef<HTMLInputElement>(null);
  const contactInput = useRef<HTMLInputElement>(null);
  const track = useTrackOrder();

  const onOrderNo = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const caret = input.selectionStart ?? input.value.length;
    const digitsBefore = orderNoDigits(input.value.slice(0, caret)).length;
    const formatted = formatOrderNo(input.value);
    setOrderNo(formatted);
    if (problems.orderNo) setProblems((current) => ({ ...current, orderNo: undefined }));
    // The regrouped value is rendered after this handler: put the caret back where it belongs then.
    requestAnimationFrame(() => {
      if (document.activeElement !== input) return;
      const at = caretAfterDigits(formatted, digitsBefore);
      input.setSelectionRange(at, at);
    });
  };

  /** The order as it stands after the shopper's cancellation or return. */
  const trackAgain = () => {
    const { orderNo: number = '', contact: asked = '' } = track.variables ?? {};
    track.mutate({ orderNo: number, contact: asked });
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = trackProblems(orderNo, contact);
    setProblems(found);
    if (found.orderNo) {
      orderNoInput.current?.focus();
      return;
    }
    if (found.contact) {
      contactInput.current?.focus();
      return;
    }
    const request = { orderNo: orderNoDigits(orderNo), contact: contact.trim() };
    setCancelled(null);
    setReturned(null);
    track.mutate(captchaAsked ? { ...request, securityCode: securityCode.trim() } : request, {
      onSettled: (outcome: TrackOutcome | undefined) => {
        // Each image answers one try: a new one for the next.
        if (captchaAsked || outcome?.kind === 'captcha') {
          setSecurityCode('');
          setCaptchaVersion((version) => version + 1);
        }
        if (outcome?.kind === 'captcha') setCaptchaAsked(true);
      },
    });
  };
  const outcome = track.data;
  const failure = track.error instanceof ApiError && track.error.status === 429 ? track.error.message : t('orders.tracking.failed');

  const field = (name: 'orderNo' | 'contact') => {
    const problem = problems[name];
    return problem
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` }
      : name === 'orderNo'
        ? { 'aria-describedby': `${id}-orderNo-hint` }
        : {};
  };

  return (
    <>
      <form className="page-card order-card order-tracking__form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} data-testid="tracking-form">
        <h2 id={`${id}-title`} className="page-card__title">
          {t('orders.tracking.formTitle')}
        </h2>
        <p className="order-tracking__intro">{t('orders.tracking.intro')}</p>
        <Field
          id={`${id}-orderNo`}
          label={t('orders.tracking.orderNo')}
          error={problems.orderNo && t(`orders.tracking.errors.${problems.orderNo}`)}
          hint={t('orders.tracking.orderNoHint')}
        >
          <input
            ref={orderNoInput}
            id={`${id}-orderNo`}
            className="member-input order-tracking__number"
            name="order_no"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            placeholder="___ ___ ____"
            maxLength={12}
            value={orderNo}
            onChange={onOrderNo}
            {...field('orderNo')}
          />
        </Field>
        <Field
          id={`${id}-contact`}
          label={t('orders.tracking.contact')}
          error={problems.contact && t(`orders.tracking.errors.${problems.contact}`)}
        >
          <input
            ref={contactInput}
            id={`${id}-contact`}
            className="member-input"
            name="contact"
            type="text"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            value={contact}
            onChange={(event) => {
              setContact(event.target.value);
              if (problems.contact) setProblems((current) => ({ ...current, contact: undefined }));
            }}
            {...field('contact')}
          />
        </Field>
        {captchaAsked && (
          <div className="member-field" data-invalid={outcome?.kind === 'captcha' ? true : undefined}>
            <label className="member-field__label" htmlFor={`${id}-securityCode`}>
              {t('customer.captcha.label')}
            </label>
            <Captcha
              id={`${id}-securityCode`}
              version={captchaVersion}
              inputProps={{
                name: 'security_code',
                value: securityCode,
                onChange: (event) => {
                  setSecurityCode(event.target.value);
                },
                ...(outcome?.kind === 'captcha' ? { 'aria-describedby': `${id}-securityCode-error`, 'aria-invalid': true } : {}),
              }}
            />
            {outcome?.kind === 'captcha' && (
              <p className="member-field__error" id={`${id}-securityCode-error`} role="alert" data-testid="tracking-captcha-error">
                {outcome.message}
              </p>
            )}
          </div>
        )}
        <button type="submit" className="button button--primary order-tracking__submit" disabled={track.isPending}>
          {track.isPending ? t('orders.tracking.sending') : t('orders.tracking.submit')}
        </button>
      </form>
      <div aria-live="polite">
        {track.isError && (
          <p className="page-card order-card order-tracking__failed" role="alert" data-testid="tracking-failed">
            {failure}
          </p>
        )}
        {outcome?.kind === 'missing' && (
          <section className="page-card order-card order-tracking__missing" role="alert" data-testid="tracking-not-found">
            <h2 className="page-card__title">{t('orders.tracking.notFound')}</h2>
            <p>{t('orders.tracking.notFoundText')}</p>
          </section>
        )}
        {cancelled && <CancelledNotice reply={cancelled} />}
        {returned && <ReturnRequestedNotice reply={returned} />}
        {outcome?.kind === 'found' && (
          <Result
            reply={outcome.reply}
            contact={track.variables?.contact ?? ''}
            onCancelled={(reply) => {
              setCancelled(reply);
              trackAgain();
            }}
            onReturned={(reply) => {
              setReturned(reply);
              trackAgain();
            }}
          />
        )}
      </div>
    </>
  );
}

export default function TrackingRouteView({ data }: { data: TrackingRouteData }) {
  const { t } = useTranslation();
  const page = data.page ?? null;
  return (
    <div className="order-page order-page--narrow page-width" data-testid="tracking-page">
      <h1 className="order-head__title">{page?.TITLE ?? t('orders.titles.tracking')}</h1>
      {page && <ShopText page={page} />}
      <TrackForm />
    </div>
  );
}
