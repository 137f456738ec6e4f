// Spec section 7: the server stores the currency and answers 1; the page then reloads so every price
// comes back in the new currency. Failures only log a warning (section 8).
import { useTranslation } from '../../../i18n/translate';
import { getSettings } from '../../../lib/settings';
import { useSetCurrency } from '../api/set-currency';
import { LocaleMenu } from './LocaleMenu';

export function CurrencySwitch() {
  const { t } = useTranslation();
  const settings = getSettings();
  const current = settings.CURRENCY;
  const change = useSetCurrency();

  const select = (key: string) => {
    const currency = settings.CURRENCIES.find((code) => code === key);
    if (currency === undefined || currency === current || change.isPending) return;
    change.mutate(currency, {
      onSuccess: (ok) => {
        if (ok) window.location.reload();
        else console.warn('Currency change refused', currency);
      },
      onError: (error) => {
        console.warn('Currency change failed', error);
      },
    });
  };

  return (
    <LocaleMenu
      label={t('header.currency')}
      selected={current}
      onSelect={select}
      items={settings.CURRENCIES.map((currency) => ({ key: currency, label: t(`currency.${currency}`) }))}
      current={<span>{current}</span>}
      busy={change.isPending}
      testId="currency-switch"
    />
  );
}
