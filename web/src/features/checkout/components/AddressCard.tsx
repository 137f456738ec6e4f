// One address of the book as a radio card (the address step) or a plain block (the summary box).
import { useTranslation } from '../../../i18n/translate';
import { AddressLines } from '../../address';
import type { CheckoutAddress } from '../api';
import '../../../components/ui/parts.css';

/** The address's lines, and a company's invoice details. */
export function CheckoutAddressLines({ address }: { address: CheckoutAddress }) {
  return (
    <>
      <AddressLines address={address} block="checkout-address" tag="span" />
      {address.invoice_type === 'corporate' && (
        <span className="checkout-address__line checkout-address__invoice">
          <bdi>{address.company_name}</bdi> · <bdi>{address.tax_office}</bdi> · <bdi>{address.vkn}</bdi>
        </span>
      )}
    </>
  );
}

interface AddressOptionProps {
  address: CheckoutAddress;
  name: string;
  checked: boolean;
  onChoose: () => void;
}

export function AddressOption({ address, name, checked, onChoose }: AddressOptionProps) {
  const { t } = useTranslation();
  return (
    <label className="checkout-option" data-checked={checked ? true : undefined} data-testid="address-option">
      <input type="radio" name={name} checked={checked} onChange={onChoose} className="checkout-option__radio" />
      <span className="checkout-option__body">
        <span className="checkout-option__head">
          <strong className="checkout-option__title">
            <bdi>{address.title}</bdi>
          </strong>
          <span className="pill-tag pill-tag--soft checkout-badge">
            {address.invoice_type === 'corporate' ? t('checkout.address.corporate') : t('checkout.address.individual')}
          </span>
        </span>
        <CheckoutAddressLines address={address} />
      </span>
    </label>
  );
}
