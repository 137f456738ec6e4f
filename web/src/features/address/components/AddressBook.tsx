// The member's address book on the account page: the saved addresses, each with its edit and
// delete (after a confirmation), and a new one added with the same form. At most 30 addresses.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmPopover } from '../../../components/ui/ConfirmPopover';
import { showToast } from '../../../components/ui/toast-store';
import { displayPhone } from '../../phone';
import { ADDRESS_LIST_KEY, addressListQuery, deleteAddress } from '../api/address-book';
import type { AddressValues } from '../address-rules';
import type { Address } from '../types';
import { AddressForm } from './AddressForm';
import './address.css';

/** The server keeps at most this many addresses per member. */
export const MAX_ADDRESSES = 30;

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: number };

export interface AddressBookProps {
  /** What a new address starts with: the member's name and phone. */
  defaults?: Partial<AddressValues> | undefined;
}

/** The place from the mahalle up to the country, each name isolated so mixed scripts keep their order. */
function PlaceLine({ address, separator }: { address: Address; separator: string }) {
  const parts = [address.district_title, address.town_title, address.city_title, address.state_title, address.country_title]
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && separator}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </>
  );
}

export default function AddressBook({ defaults }: AddressBookProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const addresses = useQuery(addressListQuery());
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const list = addresses.data ?? [];

  const remove = async (address: Address) => {
    try {
      await deleteAddress(address.id);
    } catch (error) {
      showToast(error instanceof Error ? error.message : t('address.deleteFailed'), { variant: 'danger' });
      return;
    }
    if (editing.kind === 'edit' && editing.id === address.id) setEditing({ kind: 'none' });
    await queryClient.invalidateQueries({ queryKey: ADDRESS_LIST_KEY });
    showToast(t('address.deleted'), { variant: 'success' });
  };

  const close = () => {
    setEditing({ kind: 'none' });
  };

  return (
    <div className="address-book" data-testid="address-book">
      {addresses.isPending && <p className="member-card__text">{t('address.loading')}</p>}
      {addresses.isError && (
        <p className="member-alert member-alert--danger" role="alert">
          {t('address.listFailed')}
        </p>
      )}
      {addresses.isSuccess && list.length === 0 && editing.kind !== 'new' && (
        <p className="member-card__text">{t('address.empty')}</p>
      )}
      {list.length > 0 && (
        <ul className="address-book__list">
          {list.map((address) =>
            editing.kind === 'edit' && editing.id === address.id ? (
              <li key={address.id} className="address-book__item address-book__item--editing">
                <h3 className="address-book__form-title">{t('address.editTitle')}</h3>
                <AddressForm idPrefix={`address-${address.id}`} address={address} onSaved={close} onCancel={close} />
              </li>
            ) : (
              <li key={address.id} className="address-book__item" data-testid="address-card">
                <div className="address-card__head">
                  <h3 className="address-card__title">
                    <bdi>{address.title}</bdi>
                  </h3>
                  <div className="address-card__badges">
                    {address.default_delivery === 1 && <span className="address-card__badge">{t('address.defaultDelivery')}</span>}
                    {address.default_invoice === 1 && <span className="address-card__badge">{t('address.defaultInvoice')}</span>}
                  </div>
                </div>
                <p className="address-card__name">
                  <bdi>
                    {address.name} {address.surname}
                  </bdi>
                </p>
                <p className="address-card__line">
                  <bdi>{address.address}</bdi>
                </p>
                <p className="address-card__line">
                  <PlaceLine address={address} separator={t('address.separator')} />
                  {address.postcode && (
                    <>
                      {' '}
                      <bdi>{address.postcode}</bdi>
                    </>
                  )}
                </p>
                <p className="address-card__line">
                  <bdi dir="ltr">{displayPhone(address.phone)}</bdi>
                </p>
                {address.invoice_type === 'corporate' ? (
                  <p className="address-card__line address-card__invoice">
                    <bdi>{address.company_name}</bdi> · <bdi>{address.tax_office}</bdi> · {t('address.fields.vkn')}{' '}
                    <bdi>{address.vkn}</bdi>
                    {address.e_invoice === 1 && ` · ${t('address.eInvoicePayer')}`}
                  </p>
                ) : (
                  <p className="address-card__line address-card__invoice">{t('address.invoice.individual')}</p>
                )}
                <div className="address-card__actions">
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('address.editNamed', { title: address.title })}
                    onClick={() => {
                      setEditing({ kind: 'edit', id: address.id });
                    }}
                  >
                    {t('address.edit')}
                  </button>
                  <ConfirmPopover
                    tone="danger"
                    message={t('address.deleteConfirm', { title: address.title })}
                    confirmLabel={t('address.delete')}
                    onConfirm={() => void remove(address)}
                    trigger={
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        aria-label={t('address.deleteNamed', { title: address.title })}
                      >
                        {t('address.delete')}
                      </button>
                    }
                  />
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {editing.kind === 'new' ? (
        <div className="address-book__new">
          <h3 className="address-book__form-title">{t('address.addTitle')}</h3>
          <AddressForm idPrefix="address-new" defaults={defaults} onSaved={close} onCancel={close} />
        </div>
      ) : (
        addresses.isSuccess &&
        (list.length < MAX_ADDRESSES ? (
          <button
            type="button"
            className="button button--primary address-book__add"
            onClick={() => {
              setEditing({ kind: 'new' });
            }}
          >
            {t('address.add')}
          </button>
        ) : (
          <p className="member-card__text">{t('address.limitReached', { max: MAX_ADDRESSES })}</p>
        ))
      )}
    </div>
  );
}
