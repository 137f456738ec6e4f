// The pre-information form and the distance sales contract, each in a box of its own that scrolls,
// each with its own checkbox, never ticked in advance; then the optional commercial-message consent.
import { useTranslation } from '../../../i18n/translate';
import type { Contract } from '../api';

export type ContractKind = Contract['kind'];

export const CONTRACT_KINDS: readonly ContractKind[] = ['pre_information', 'distance_sales'];

export interface ContractsProps {
  contracts: readonly Contract[];
  accepted: Readonly<Record<ContractKind, boolean>>;
  onAccept: (kind: ContractKind, accepted: boolean) => void;
  /** The kinds refused at the last try (not ticked). */
  missing: readonly ContractKind[];
  consent: boolean;
  onConsent: (consent: boolean) => void;
}

export function Contracts({ contracts, accepted, onAccept, missing, consent, onConsent }: ContractsProps) {
  const { t } = useTranslation();
  return (
    <section className="payment-section payment-contracts" aria-labelledby="payment-contracts-title">
      <h2 className="payment-title" id="payment-contracts-title">
        {t('checkout.payment.contracts.title')}
      </h2>
      {CONTRACT_KINDS.map((kind) => {
        const contract = contracts.find((item) => item.kind === kind);
        const id = `payment-contract-${kind}`;
        const invalid = missing.includes(kind);
        return (
          <div key={kind} className="payment-contract" data-testid={id}>
            {contract ? (
              <>
                <h3 className="payment-subtitle" id={`${id}-title`}>
                  {contract.title}
                </h3>
                {/* Focusable so the text scrolls from the keyboard too. */}
                <div className="payment-contract__text" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
                  {contract.text}
                </div>
              </>
            ) : (
              <p className="member-alert member-alert--danger">{t('checkout.payment.contracts.missing')}</p>
            )}
            <label className="member-check payment-contract__accept">
              <input
                type="checkbox"
                checked={accepted[kind]}
                disabled={!contract}
                onChange={(event) => {
                  onAccept(kind, event.target.checked);
                }}
                {...(invalid ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
              />
              <span>{t(`checkout.payment.contracts.accept_${kind}`)}</span>
            </label>
            {invalid && (
              <p className="member-field__error" id={`${id}-error`} role="alert">
                {t('checkout.payment.contracts.required')}
              </p>
            )}
          </div>
        );
      })}
      <label className="member-check payment-consent">
        <input
          type="checkbox"
          checked={consent}
          onChange={(event) => {
            onConsent(event.target.checked);
          }}
        />
        <span>{t('checkout.payment.consent')}</span>
      </label>
    </section>
  );
}
