// One address of the book as a radio card (the address step) or a plain block (the summary box).
import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { displayPhone } from '../../phone';
import type { CheckoutAddress } from '../api';
import '../../../components/ui/parts.css';

export function AddressLines({ address }: { address: CheckoutAddress }) {
  const { t } = useTranslation();
  const place = [address.district_title, address.town_title, address.city_title, address.state_title, address.country_title]
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return (
    <>
      <span className="checkout-address__name">
        <bdi>
          {address.name} {address.surname}
        </bdi>
      </span>
      <span className="checkout-address__line">
        <bdi>{address.address}</bdi>
      </span>
      <span className="checkout-address__line">
        {place.map((part, index) => (
          <Fragment key={index}>
            {index > 0 && t('address.separator')}
            <bdi>{part}</bdi>
          </Fragment>
        ))}
        {address.postcode && (
          <>
            {' '}
            <bdi>{address.postcode}</bdi>
          </>
        )}
      </span>
      <span className="checkout-address__line">
        <bdi dir="ltr">{displayPhone(address.phone)}</bdi>
      </span>
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
        <AddressLines address={address} />
      </span>
    </label>
  );
}
