// The discount code ("İndirim kodu"): one box for the cart page's summary, the cart popup and the
// checkout's payment step. Without a code: the field and "Uygula" (folded behind "İndirim kodunuz
// var mı?" where room is short); with one: the code as a chip with "Kaldır", and, when the cart no
// longer meets it, the server's reason under it. A refusal shows the server's message beside the
// field and leaves the cart as it was. The discount itself is the server's figure, shown as its own
// line of each place's totals (CouponLabel.tsx). The box holds no <form>: on the payment step it sits
// inside the order's form, whose submit places the order, so Enter in the field applies the code
// and nothing else.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import { applyCoupon, removeCoupon, typedCode, type CouponOutcome } from '../api/coupon-calls';
import { storeCart } from '../api/get-cart';
import type { CouponState } from '../types';
import './coupon.css';

export interface CouponCodeProps {
  /** The code on the cart, as the cart or the checkout's summary shows it; null without one. */
  coupon: CouponState | null;
  /** After the code was applied or taken off: what else must be asked again (the checkout's
   * summary); the box stays busy until it settles, so the new figures arrive with the chip. */
  onChanged?: () => Promise<unknown> | undefined;
  /** Starts folded behind "İndirim kodunuz var mı?". */
  folded?: boolean;
  /** Another call of the page runs (the order being placed). */
  disabled?: boolean;
  className?: string;
}

export function CouponCode({ coupon, onChanged, folded = false, disabled = false, className }: CouponCodeProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(!folded);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  // Where the focus goes once the part it was on is replaced: the chip's "Kaldır" after applying,
  // the field after removing (so a keyboard never falls back to the page's start).
  const focusNext = useRef<'remove' | 'input' | null>(null);
  const focusWhenShown = (target: 'remove' | 'input') => (element: HTMLElement | null) => {
    if (element && focusNext.current === target) {
      focusNext.current = null;
      element.focus();
    }
  };
  const inputRef = (element: HTMLInputElement | null) => {
    input.current = element;
    focusWhenShown('input')(element);
  };

  const run = async (call: () => Promise<CouponOutcome>, focus: 'remove' | 'input') => {
    if (busy || disabled) return;
    setBusy(true);
    setError('');
    setStatus('');
    try {
      const outcome = await call();
      if (outcome.cart) storeCart(queryClient, outcome.cart);
      if (outcome.kind === 'refused') {
        setError(outcome.message);
        input.current?.focus();
        return;
      }
      focusNext.current = focus;
      setOpen(true);
      setValue('');
      await onChanged?.();
      setStatus(outcome.message);
    } catch {
      // No answer (offline) or the summary could not be asked again.
      setError(t('coupon.failed'));
    } finally {
      setBusy(false);
    }
  };

  const apply = () => {
    const code = typedCode(value);
    if (code === null) {
      setStatus('');
      setError(t('coupon.missing'));
      input.current?.focus();
      return;
    }
    void run(() => applyCoupon(code), 'remove');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Never the surrounding form's submit (on the payment step, placing the order).
    event.preventDefault();
    apply();
  };

  const locked = busy || disabled;
  let body;
  if (coupon) {
    body = (
      <>
        <div className={`coupon__chip${coupon.applied ? '' : ' coupon__chip--idle'}`} data-testid="coupon-chip">
          <Icon name="tag" size={18} className="coupon__icon" />
          <span className="coupon__chip-text">
            <bdi className="coupon__code" data-testid="coupon-code">
              {coupon.code}
            </bdi>
            {coupon.applied && <span className="coupon__state">{t('coupon.applied')}</span>}
          </span>
          <button
            ref={focusWhenShown('remove')}
            type="button"
            className="coupon__remove"
            aria-label={t('coupon.removeNamed', { code: coupon.code })}
            // Not disabled while a call runs (run() waits it out): the chip may come while the
            // checkout's summary is still asked, and the focus must be able to land on it.
            disabled={disabled}
            aria-busy={busy || undefined}
            onClick={() => void run(removeCoupon, 'input')}
          >
            {t('coupon.remove')}
          </button>
        </div>
        {!coupon.applied && coupon.message && (
          <p className="coupon__note" data-testid="coupon-note">
            {coupon.message}
          </p>
        )}
      </>
    );
  } else if (!open) {
    body = (
      <button
        type="button"
        className="coupon__toggle"
        aria-expanded="false"
        onClick={() => {
          focusNext.current = 'input';
          setOpen(true);
        }}
      >
        <Icon name="tag" size={18} />
        {t('coupon.question')}
      </button>
    );
  } else {
    body = (
      <div className="coupon__field">
        <label htmlFor={inputId} className="coupon__label">
          {t('coupon.title')}
        </label>
        <div className="coupon__row">
          <input
            ref={inputRef}
            id={inputId}
            className="coupon__input"
            type="text"
            value={value}
            placeholder={t('coupon.placeholder')}
            maxLength={64}
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="done"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError('');
            }}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className="button button--primary button--small coupon__apply"
            disabled={locked}
            aria-busy={busy || undefined}
            onClick={apply}
          >
            {t('coupon.apply')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className={className ? `coupon ${className}` : 'coupon'} data-testid="coupon">
      {body}
      {/* An alert is read out as it appears. */}
      {error && (
        <p id={errorId} className="coupon__error" role="alert" data-testid="coupon-error">
          {error}
        </p>
      )}
      {/* Always in the page, so that what is written into it is read out; while the chip says a
          code is applied, its words are for screen readers only. */}
      <p
        className={coupon ? 'coupon__status visually-hidden' : 'coupon__status'}
        aria-live="polite"
        aria-atomic="true"
        data-testid="coupon-status"
      >
        {status}
      </p>
    </div>
  );
}
