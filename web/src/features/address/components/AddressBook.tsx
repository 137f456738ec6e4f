// The member's address book on the account page: the saved addresses, each with its edit and
// delete (after a confirmation), and a new one added with the same form. At most 30 addresses.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { EntryActions, EntryBook, type EntryEditing } from '../../../components/ui/EntryBook';
import '../../../components/ui/parts.css';
import { showToast } from '../../../components/ui/toast-store';
import { ADDRESS_LIST_KEY, addressListQuery, deleteAddress } from '../api/address-book';
import type { AddressValues } from '../address-rules';
import type { Address } from '../types';
import { AddressForm } from './AddressForm';
import { AddressLines } from './AddressLines';
import './address.css';

/** The server keeps at most this many addresses per member. */
export const MAX_ADDRESSES = 30;

export interface AddressBookProps {
  /** What a new address starts with: the member's name and phone. */
  defaults?: Partial<AddressValues> | undefined;
}

export default function AddressBook({ defaults }: AddressBookProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const addresses = useQuery(addressListQuery());
  const [editing, setEditing] = useState<EntryEditing>({ kind: 'none' });
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
    <EntryBook
      className="address-book"
      testId="address-book"
      entryTestId="address-card"
      list={addresses}
      entries={list}
      idOf={(address) => address.id}
      max={MAX_ADDRESSES}
      editing={editing}
      onEditingChange={setEditing}
      messages="address"
      renderForm={(address) =>
        address ? (
          <AddressForm idPrefix={`address-${address.id}`} address={address} onSaved={close} onCancel={close} />
        ) : (
          <AddressForm idPrefix="address-new" defaults={defaults} onSaved={close} onCancel={close} />
        )
      }
      renderEntry={(address) => (
        <>
          <div className="address-card__head">
            <h3 className="entry-book__title">
              <bdi>{address.title}</bdi>
            </h3>
            <div className="address-card__badges">
              {address.default_delivery === 1 && <span className="pill-tag">{t('address.defaultDelivery')}</span>}
              {address.default_invoice === 1 && <span className="pill-tag">{t('address.defaultInvoice')}</span>}
            </div>
          </div>
          <AddressLines address={address} block="address-card" tag="p" />
          {address.invoice_type === 'corporate' ? (
            <p className="address-card__line address-card__invoice">
              <bdi>{address.company_name}</bdi> · <bdi>{address.tax_office}</bdi> · {t('address.fields.vkn')}{' '}
              <bdi>{address.vkn}</bdi>
              {address.e_invoice === 1 && ` · ${t('address.eInvoicePayer')}`}
            </p>
          ) : (
            <p className="address-card__line address-card__invoice">{t('address.invoice.individual')}</p>
          )}
          <EntryActions
            messages="address"
            named={{ title: address.title }}
            onEdit={() => {
              setEditing({ kind: 'edit', id: address.id });
            }}
            onRemove={() => void remove(address)}
          />
        </>
      )}
    />
  );
}
