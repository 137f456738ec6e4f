// Spec section 7: the server stores the currency and answers 1; the page then reloads so every price
// comes back in the new currency. Failures only log a warning (section 8).
import { useTranslation } from '../../../i18n/translate';
import { MenuButton } from '../../../components/ui/MenuButton';
import { Icon } from '../../../components/ui/Icon';
import { getSettings } from '../../../lib/settings';
import { useSetCurrency } from '../api/set-currency';
import './locale.css';

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
    <MenuButton
      label={t('header.currency')}
      selected={current}
      onSelect={select}
      items={settings.CURRENCIES.map((currency) => ({ key: currency, label: t(`currency.${currency}`) }))}
      trigger={
        <button type="button" className="locale-switch" disabled={change.isPending} data-testid="currency-switch">
          <span className="visually-hidden">{t('header.currency')}: </span>
          <span>{current}</span>
          <Icon name="chevronDown" size={14} />
        </button>
      }
    />
  );
}
