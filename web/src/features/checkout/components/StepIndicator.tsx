// Giriş › Adres › Kargo › Ödeme: where the shopper is; the steps behind are links back.
import { useTranslation } from '../../../i18n/translate';
import { Link } from 'react-router';
import { stepState } from '../steps';
import { CHECKOUT_STEPS, stepPath, type CheckoutStep } from '../../../lib/checkout-path';

export function StepIndicator({ current, member }: { current: CheckoutStep; member: boolean }) {
  const { t } = useTranslation();
  const number = CHECKOUT_STEPS.indexOf(current) + 1;
  return (
    <nav className="checkout-steps" aria-label={t('checkout.steps.label')} data-testid="checkout-steps">
      <ol className="checkout-steps__list">
        {CHECKOUT_STEPS.map((step, index) => {
          const state = stepState(step, current);
          // A member's way in is behind them for good: nothing to go back to.
          const linked = state === 'done' && !(step === 'signin' && member);
          const label = (
            <>
              <span className="checkout-steps__number" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              {/* On phones only the current step is named: the others show their number. */}
              <span className={state === 'current' ? 'checkout-steps__name' : 'checkout-steps__name phone-hidden'}>
                {t(`checkout.steps.${step}`)}
              </span>
            </>
          );
          return (
            <li key={step} className="checkout-steps__item" data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {linked ? (
                <Link to={stepPath(step)} className="checkout-steps__link">
                  {label}
                </Link>
              ) : (
                <span className="checkout-steps__link">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden">{t('checkout.steps.stepOf', { number, count: CHECKOUT_STEPS.length })}</p>
    </nav>
  );
}
