// The store-locator block: the shop's stores by city, from the store list (no map tiles).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon';
import { useHomeStores } from '../api/get-home-stores';
import type { StoreLocatorAssets } from '../types';

export function StoreLocatorBlock({ assets }: { assets: StoreLocatorAssets }) {
  const { t } = useTranslation();
  const [city, setCity] = useState('');
  const selectId = useId();
  const { data, isPending, isError } = useHomeStores(city, true);
  const stores = data?.data.slice(0, assets.LIMIT) ?? [];
  return (
    <section id="magazalar" className="content-block content-block--store_locator page-width" aria-labelledby="store-locator-title">
      <div className="store-locator">
        <div className="store-locator__intro">
          <h2 id="store-locator-title" className="section-title">
            {assets.TITLE}
          </h2>
          {assets.TEXT && <p>{assets.TEXT}</p>}
          {assets.DISPLAY_CITY === 1 && (
            <label htmlFor={selectId} className="store-locator__label">
              {t('content.storeCity')}
              <select id={selectId} value={city} onChange={(e) => { setCity(e.target.value); }} className="store-locator__select">
                <option value="">{t('content.allCities')}</option>
                {(data?.cities ?? []).map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <div className="store-locator__list" aria-live="polite" aria-busy={isPending}>
          {isError && <p role="alert">{t('content.storesError')}</p>}
          {!isPending && !isError && stores.length === 0 && <p>{t('content.noStores')}</p>}
          <ul>
            {stores.map((store) => (
              <li key={store.id} className="store-card">
                <Icon name="bag" size={20} />
                <span>
                  <strong>{store.Ad}</strong>
                  <span className="store-card__place">
                    {assets.DISPLAY_TOWN === 1 ? `${store.town}, ${store.city}` : store.city}
                  </span>
                  <span className="store-card__address">{store.address}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
