// The address step (siparis/adres): the delivery address chosen from the book or added with the
// address form, the invoice to the same address (ticked by default) or to another one (individual
// or corporate, through the same form), then set-address and on to the shipping step.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useNavigate } from 'react-router';
import { AddressForm, type AddressValues } from '../../address';
import { addressStepQuery, ADDRESS_STEP_KEY, CheckoutCallError, setAddress, SUMMARY_KEY_PREFIX, type AddressStep as Step, type Contact } from '../api';
import { addedAddressId, choiceOf, initialSelection, type AddressSelection } from '../address-choice';
import { stepPath } from '../../../lib/checkout-path';
import { AddressOption } from './AddressCard';
import { CheckoutSection } from './CheckoutSection';
import '../../../components/ui/member.css';

type Role = 'delivery' | 'invoice';

interface AddressStepProps {
  contact: Contact | null;
}

export function AddressStep({ contact }: AddressStepProps) {
  const { t } = useTranslation();
  const step = useQuery(addressStepQuery());
  if (step.isPending) return <p className="checkout-card__text">{t('checkout.loading')}</p>;
  if (step.isError) {
    return (
      <p className="member-alert member-alert--danger" role="alert">
        {t('checkout.address.loadFailed')}
      </p>
    );
  }
  return <AddressChooser step={step.data} contact={contact} />;
}

function AddressChooser({ step, contact }: { step: Step; contact: Contact | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<AddressSelection>(() => initialSelection(step));
  // With an empty book the form is open from the start.
  const [adding, setAdding] = useState<Role | null>(step.addresses.length === 0 ? 'delivery' : null);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const addresses = step.addresses;
  const defaults: Partial<AddressValues> = {
    name: contact?.name ?? '',
    surname: contact?.surname ?? '',
    phone: contact?.phone ? `+${contact.phone}` : '',
  };

  const saved = async (role: Role) => {
    const before = addresses;
    const fresh = await queryClient.query({ ...addressStepQuery(), staleTime: 0 });
    const id = addedAddressId(before, fresh.addresses);
    setAdding(null);
    setProblem('');
    if (id === 0) return;
    setSelection((current) =>
      role === 'delivery' ? { ...current, deliveryId: id } : { ...current, sameInvoice: false, invoiceId: id },
    );
  };

  const proceed = async () => {
    const outcome = choiceOf(selection, addresses);
    if ('problem' in outcome) {
      setProblem(t(`checkout.address.${outcome.problem}`));
      return;
    }
    setSaving(true);
    setProblem('');
    try {
      await setAddress(outcome.choice);
    } catch (error) {
      setProblem(error instanceof CheckoutCallError ? error.message : t('checkout.address.saveFailed'));
      setSaving(false);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ADDRESS_STEP_KEY });
    await queryClient.invalidateQueries({ queryKey: SUMMARY_KEY_PREFIX });
    await navigate(stepPath('shipping'));
  };

  const form = (role: Role) => (
    <div className="page-card checkout-card checkout-address-form" data-testid={`address-form-${role}`}>
      <h3 className="checkout-card__subtitle">
        {role === 'delivery' ? t('checkout.address.newDelivery') : t('checkout.address.newInvoice')}
      </h3>
      <AddressForm
        idPrefix={`checkout-${role}`}
        defaults={defaults}
        onSaved={() => void saved(role)}
        onCancel={
          addresses.length > 0
            ? () => {
                setAdding(null);
              }
            : undefined
        }
      />
    </div>
  );

  /** The book's addresses to choose from for `role`, then its new-address form or the button that opens it. */
  const choices = (role: Role) => {
    const key = role === 'delivery' ? 'deliveryId' : 'invoiceId';
    return (
      <>
        {addresses.length > 0 && (
          <div className="checkout-options" role="radiogroup" aria-labelledby={`checkout-${role}-heading`}>
            {addresses.map((address) => (
              <AddressOption
                key={address.id}
                address={address}
                name={`checkout-${role}`}
                checked={selection[key] === address.id}
                onChoose={() => {
                  setSelection((current) => ({ ...current, [key]: address.id }));
                  setProblem('');
                }}
              />
            ))}
          </div>
        )}
        {adding === role ? (
          form(role)
        ) : (
          <button
            type="button"
            className="button button--ghost checkout-add"
            onClick={() => {
              setAdding(role);
            }}
          >
            {role === 'delivery' ? t('checkout.address.addDelivery') : t('checkout.address.addInvoice')}
          </button>
        )}
      </>
    );
  };

  return (
    <div className="checkout-step checkout-address-step">
      <CheckoutSection titleId="checkout-delivery-heading" title={t('checkout.address.deliveryTitle')}>
        {choices('delivery')}
      </CheckoutSection>

      <CheckoutSection titleId="checkout-invoice-heading" title={t('checkout.address.invoiceTitle')}>
        <label className="member-check checkout-same">
          <input
            type="checkbox"
            checked={selection.sameInvoice}
            onChange={(event) => {
              const same = event.target.checked;
              setSelection((current) => ({ ...current, sameInvoice: same }));
              setProblem('');
            }}
            data-testid="same-invoice"
          />
          <span>{t('checkout.address.sameInvoice')}</span>
        </label>
        {!selection.sameInvoice && (
          <>
            <p className="checkout-card__text">{t('checkout.address.invoiceHint')}</p>
            {choices('invoice')}
          </>
        )}
      </CheckoutSection>

      {problem && (
        <p className="member-alert member-alert--danger" role="alert" data-testid="address-problem">
          {problem}
        </p>
      )}
      <div className="checkout-step__actions">
        <button
          type="button"
          className="button button--primary checkout-continue"
          disabled={saving || adding !== null}
          onClick={() => void proceed()}
          data-testid="address-continue"
        >
          {t('checkout.address.continue')}
        </button>
      </div>
    </div>
  );
}
