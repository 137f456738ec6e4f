// An address's lines as the address book and the checkout show them: the name, the street, the place
// (from the mahalle up to the country, each name isolated so mixed scripts keep their order, then
// the postcode) and the phone.
import { Fragment } from 'react';
import { displayPhone } from '../../phone';
import { useTranslation } from '../../../i18n/translate';
import type { Address } from '../types';

function PlaceLine({ address }: { address: Address }) {
  const { t } = useTranslation();
  const parts = [address.district_title, address.town_title, address.city_title, address.state_title, address.country_title]
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return (
    <>
      {parts.map((part, index) => (
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
    </>
  );
}

/**
 * The lines as `tag` elements (`span` inside a label) of class `${block}__name` and `${block}__line`.
 */
export function AddressLines({ address, block, tag: Line }: { address: Address; block: string; tag: 'p' | 'span' }) {
  return (
    <>
      <Line className={`${block}__name`}>
        <bdi>
          {address.name} {address.surname}
        </bdi>
      </Line>
      <Line className={`${block}__line`}>
        <bdi>{address.address}</bdi>
      </Line>
      <Line className={`${block}__line`}>
        <PlaceLine address={address} />
      </Line>
      <Line className={`${block}__line`}>
        <bdi dir="ltr">{displayPhone(address.phone)}</bdi>
      </Line>
    </>
  );
}
