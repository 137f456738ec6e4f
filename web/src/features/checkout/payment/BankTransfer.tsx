// Paying by bank transfer (havale/EFT): the shop's accounts with a copy button for each IBAN, and
// how many days the shopper has before an unpaid order is cancelled.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import type { BankAccount } from '../api';
import { Term } from '../../../components/ui/Term';
import { copyIban, groupedIban } from '../../../components/ui/iban';

export function BankTransfer({ accounts, days }: { accounts: readonly BankAccount[]; days: number }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (iban: string) => {
    setCopied((await copyIban(iban)) ? iban : null);
  };
  return (
    <div className="payment-transfer" data-testid="payment-transfer">
      <p>{t('checkout.payment.transfer.intro')}</p>
      {accounts.length === 0 ? (
        <p className="payment-muted">{t('checkout.payment.transfer.none')}</p>
      ) : (
        <ul className="payment-transfer__list">
          {accounts.map((account) => (
            <li key={account.iban} className="payment-transfer__account" data-testid="payment-iban">
              <dl>
                <Term label={t('checkout.payment.transfer.bank')}>
                  <bdi>{account.bank}</bdi>
                </Term>
                <Term label={t('checkout.payment.transfer.holder')}>
                  <bdi>{account.holder}</bdi>
                </Term>
                <Term label={t('checkout.payment.transfer.iban')} valueClassName="payment-transfer__iban">
                  <bdi dir="ltr">{groupedIban(account.iban)}</bdi>
                </Term>
              </dl>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('checkout.payment.transfer.copyNamed', { bank: account.bank })}
                onClick={() => void copy(account.iban)}
              >
                {copied === account.iban ? t('checkout.payment.transfer.copied') : t('checkout.payment.transfer.copy')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="payment-deadline" data-testid="payment-deadline">
        {t('checkout.payment.transfer.deadline', { days })}
      </p>
      <p className="payment-muted payment-small">{t('checkout.payment.transfer.reference')}</p>
      <span className="visually-hidden" role="status">
        {copied ? t('checkout.payment.transfer.copied') : ''}
      </span>
    </div>
  );
}
