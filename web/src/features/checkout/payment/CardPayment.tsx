// Paying by card: a member's saved cards (from the wallet), or a new card with the wallet's own
// fields (the bank and family shown from the first digits), "save my card" for members, and the
// instalment table of the card's family for the order's total.
import { useTranslation } from '../../../i18n/translate';
import { ColumnHeads } from '../../../components/ui/ColumnHeads';
import { formatPrice } from '../../../lib/format';
import {
  binOf,
  CardAliasField,
  CardFace,
  CardFields,
  type CardFormValues,
  type InstalmentOption,
  instalmentOptions,
  leftToRight,
  useCardInfo,
  type WalletCard,
} from '../../wallet';
import { installmentsToUse, type CardChoice, type CardChoiceErrors } from './card-choice';
import '../../../components/ui/parts.css';

const PREFIX = 'checkout-card';

/** The BIN of the card the choice pays with (the saved card's masked number starts with it). */
export function choiceBin(choice: CardChoice, saved: readonly WalletCard[]): string | null {
  if (choice.source === 'saved') {
    const card = saved.find((item) => item.alias === choice.alias);
    return card ? binOf(card.maskedNumber) : null;
  }
  return binOf(choice.values.number);
}

/** The instalment options of the chosen card for `amount` (a single payment until the card is known). */
export function useInstalments(bin: string | null, amount: number): { options: InstalmentOption[]; known: boolean } {
  const info = useCardInfo(bin);
  const known = bin !== null && info.isSuccess;
  // A debit card, or a card without a plan, pays at once.
  const plan = known && info.data.card?.cardType !== 'debit' ? (info.data.plan ?? null) : null;
  return { options: instalmentOptions(amount, plan), known };
}

export interface CardPaymentProps {
  amount: number;
  currency: string;
  choice: CardChoice;
  onChoice: (choice: CardChoice) => void;
  errors: CardChoiceErrors;
  /** The member's saved cards; null for a guest or while unknown. */
  saved: readonly WalletCard[] | null;
  savedLoading: boolean;
  /** Members may save the card they pay with. */
  canSave: boolean;
}

export function CardPayment({ amount, currency, choice, onChoice, errors, saved, savedLoading, canSave }: CardPaymentProps) {
  const { t } = useTranslation();
  const cards = saved ?? [];
  const { options, known } = useInstalments(choiceBin(choice, cards), amount);
  const count = installmentsToUse(choice.installments, options);
  const money = (kurus: number) => formatPrice(kurus / 100, currency);

  const setField = (name: keyof CardFormValues, value: string) => {
    onChoice({ ...choice, values: { ...choice.values, [name]: value } });
  };

  return (
    <div className="payment-card" data-testid="payment-card">
      {savedLoading && (
        <p className="payment-muted" aria-busy="true">
          {t('checkout.payment.card.savedLoading')}
        </p>
      )}
      {cards.length > 0 && (
        <fieldset className="payment-saved">
          <legend className="payment-subtitle">{t('checkout.payment.card.savedTitle')}</legend>
          <ul className="payment-saved__list">
            {cards.map((card) => (
              <li key={card.uniqueId || card.alias}>
                <label className="payment-option wallet-card" data-testid="payment-saved-card">
                  <input
                    type="radio"
                    name="payment-card-source"
                    checked={choice.source === 'saved' && choice.alias === card.alias}
                    onChange={() => {
                      onChoice({ ...choice, source: 'saved', alias: card.alias });
                    }}
                  />
                  <CardFace card={card} />
                </label>
              </li>
            ))}
            <li>
              <label className="payment-option payment-option--plain">
                <input
                  type="radio"
                  name="payment-card-source"
                  checked={choice.source === 'new'}
                  onChange={() => {
                    onChoice({ ...choice, source: 'new' });
                  }}
                />
                <span>{t('checkout.payment.card.newCard')}</span>
              </label>
            </li>
          </ul>
          {errors.saved && (
            <p className="member-field__error" role="alert">
              {t(`checkout.payment.card.${errors.saved}`)}
            </p>
          )}
        </fieldset>
      )}

      {choice.source === 'new' && (
        <div className="member-form payment-card__form" data-testid="payment-card-form">
          {cards.length === 0 && <h3 className="payment-subtitle">{t('checkout.payment.card.newTitle')}</h3>}
          <CardFields prefix={PREFIX} values={choice.values} errors={errors} onField={setField} bankTestId="payment-card-bank" />
          {canSave && (
            <label className="member-check">
              <input
                type="checkbox"
                checked={choice.save}
                onChange={(event) => {
                  onChoice({ ...choice, save: event.target.checked });
                }}
              />
              <span>
                {t('checkout.payment.card.save')}
                <span className="payment-muted payment-block">{t('checkout.payment.card.saveHint')}</span>
              </span>
            </label>
          )}
          {canSave && choice.save && <CardAliasField prefix={PREFIX} values={choice.values} errors={errors} onField={setField} />}
        </div>
      )}

      <fieldset className="payment-instalments" data-testid="payment-instalments">
        <legend className="payment-subtitle">{t('checkout.payment.instalments.title')}</legend>
        {!known && choice.source === 'new' ? (
          <p className="payment-muted">{t('checkout.payment.instalments.enterCard')}</p>
        ) : (
          <>
            {options.length === 1 && known && <p className="payment-muted">{t('checkout.payment.instalments.singleOnly')}</p>}
            <table className="figure-table payment-instalments__table">
              <ColumnHeads
                names={[
                  <span className="visually-hidden">{t('checkout.payment.instalments.title')}</span>,
                  t('checkout.payment.instalments.monthly'),
                  t('checkout.payment.instalments.total'),
                ]}
              />
              <tbody>
                {options.map((option) => {
                  const id = `${PREFIX}-instalment-${option.count}`;
                  return (
                    <tr key={option.count} data-selected={option.count === count || undefined} data-testid="payment-instalment">
                      <th scope="row">
                        <label htmlFor={id} className="payment-instalments__label">
                          <input
                            id={id}
                            type="radio"
                            name="payment-instalments"
                            checked={option.count === count}
                            onChange={() => {
                              onChoice({ ...choice, installments: option.count });
                            }}
                          />
                          <span>
                            {option.count === 1
                              ? t('checkout.payment.instalments.single')
                              : t('checkout.payment.instalments.count', { count: option.count })}
                          </span>
                          {option.count > 1 && option.interestFree && (
                            <span className="pill-tag payment-tag">{t('checkout.payment.instalments.interestFree')}</span>
                          )}
                        </label>
                      </th>
                      <td>
                        <bdi>{money(option.monthly)}</bdi>
                      </td>
                      <td>
                        <bdi>{money(option.total)}</bdi>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {options.some((option) => option.total !== amount) && (
              <p className="payment-muted payment-small">{t('checkout.payment.instalments.note', { amount: leftToRight(money(amount)) })}</p>
            )}
          </>
        )}
      </fieldset>
      <p className="payment-muted payment-small payment-secure">{t('checkout.payment.card.secure')}</p>
    </div>
  );
}
