// Set-store popup (page 85): pick a city, then a town, then one of its stores; the choice is kept
// on the cart, and an add that was waiting for it is sent again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Modal } from '../../../components/ui/Modal';
import { showToast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api';
import { fetchStoreList, setStore } from '../api/cart-calls';
import { storeCart } from '../api/get-cart';
import { getCartUi, setCartUi, useCartUi } from '../cart-ui';

export const SET_STORE_PAGE_ID = 85;

export function SetStoreModal() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { storeMessage } = useCartUi();
  const [city, setCity] = useState('');
  const [town, setTown] = useState('');
  const [storeId, setStoreId] = useState<number | null>(null);
  const [running, setRunning] = useState(false);
  const { data, isError } = useQuery({
    queryKey: ['store-list', city, town],
    queryFn: () => fetchStoreList(city, town),
    staleTime: 5 * 60 * 1000,
  });
  const close = () => {
    setCartUi({ storeOpen: false, retry: null });
  };
  const choose = async () => {
    if (storeId === null) return;
    setRunning(true);
    try {
      const view = await setStore(storeId);
      storeCart(queryClient, view);
      const { retry } = getCartUi();
      setCartUi({ storeOpen: false, retry: null });
      if (retry) retry();
      else showToast(view.statusText, { variant: 'success' });
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : t('cart.addFailed'), { variant: 'danger' });
    } finally {
      setRunning(false);
    }
  };
  const stores = city && town ? (data?.data ?? []) : [];
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      width={520}
      title={t('cart.chooseStore')}
      description={storeMessage || undefined}
      footer={
        <button
          type="button"
          className="button button--primary"
          disabled={storeId === null || running}
          onClick={() => {
            void choose();
          }}
        >
          {t('cart.useStore')}
        </button>
      }
    >
      <div className="set-store" data-testid="set-store" data-page-id={SET_STORE_PAGE_ID}>
        {isError && <p className="set-store__error">{t('cart.loadFailed')}</p>}
        <label className="set-store__field">
          <span>{t('cart.city')}</span>
          <select
            value={city}
            onChange={(event) => {
              setCity(event.target.value);
              setTown('');
              setStoreId(null);
            }}
          >
            <option value="">{t('cart.chooseCity')}</option>
            {(data?.cities ?? []).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className="set-store__field">
          <span>{t('cart.town')}</span>
          <select
            value={town}
            disabled={!city}
            onChange={(event) => {
              setTown(event.target.value);
              setStoreId(null);
            }}
          >
            <option value="">{t('cart.chooseTown')}</option>
            {(city ? (data?.towns ?? []) : []).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        {stores.length > 0 && (
          <fieldset className="set-store__stores">
            <legend>{t('cart.stores')}</legend>
            {stores.map((s) => (
              <label key={s.id} className="set-store__store">
                <input
                  type="radio"
                  name="store"
                  value={s.id}
                  checked={storeId === s.id}
                  onChange={() => {
                    setStoreId(s.id);
                  }}
                />
                <span>
                  <strong>{s.Ad}</strong>
                  <small>{s.address}</small>
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </div>
    </Modal>
  );
}
