// The demo shop's card payments go to the sandbox provider: every place that takes a card says so,
// with the test cards to try.
import { useTranslation } from '../../../i18n/translate';

export function TestModeNotice({ testCardsUrl }: { testCardsUrl: string }) {
  const { t, i18n } = useTranslation();
  // The sandbox's pages speak Turkish or English.
  const href = `${testCardsUrl}?lang=${i18n.language === 'tr' ? 'tr' : 'en'}`;
  return (
    <p className="member-alert member-alert--info payment-test-mode" data-testid="payment-test-mode">
      <strong>{t('checkout.payment.testMode.title')}</strong> {t('checkout.payment.testMode.text')}{' '}
      <a href={href} target="_blank" rel="noopener">
        {t('checkout.payment.testMode.cards')}
      </a>
    </p>
  );
}
