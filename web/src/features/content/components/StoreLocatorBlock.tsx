// The store-locator block (spec sections 2 and 9): the shop's stores by city, in a list and on a
// map. The map's code (MapLibre GL) loads only when the block comes near the screen; the list, the
// city picker and the nearest-store button work without it.
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import { localizedPath, STORES_SLUG } from '../../../lib/paths';
import { useHomeStores } from '../api/get-home-stores';
import { findNearestStore, type StoreNotice } from './find-nearest-store';
import { NearestStoreButton, StoreNoticeLine } from './NearestStore';
import { StorePicker } from './StorePicker';
import type { MapStore, StoreLocatorAssets } from '../types';
import type { MapFocus } from './StoreMap';
import { DETAIL_ZOOM, NEAREST_ZOOM } from './store-map-zoom';
import './store-locator.css';

const StoreMap = lazy(() => import('./StoreMap'));
/** How far below the screen the block starts loading its map. */
const NEAR_MARGIN = '600px 0px';

/** True once the element is within NEAR_MARGIN of the screen; it stays true. */
function useNearScreen<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (very old browsers) the map simply loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => { observer.disconnect(); };
  }, [near]);
  return [ref, near];
}

export function StoreLocatorBlock({ assets }: { assets: StoreLocatorAssets }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [city, setCity] = useState('');
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const [notice, setNotice] = useState<StoreNotice>(null);
  const listId = useId();
  const [sectionRef, near] = useNearScreen<HTMLElement>();
  // The stores are asked for when the block comes near too: the first screen needs nothing of it.
  const { data, isPending, isError } = useHomeStores(city, near);
  const stores = useMemo(() => data?.data.slice(0, assets.LIMIT) ?? null, [data, assets.LIMIT]);
  const selectedId = focus?.store.id ?? null;

  const placeOf = useCallback(
    (store: MapStore) => (assets.DISPLAY_TOWN === 1 ? `${store.town}, ${store.city}` : store.city),
    [assets.DISPLAY_TOWN],
  );
  const select = useCallback((store: MapStore) => {
    setFocus({ store, zoom: DETAIL_ZOOM });
  }, []);

  const changeCity = (next: string) => {
    setCity(next);
    setFocus(null);
    setNotice(null);
  };

  const findNearest = () => {
    findNearestStore(queryClient, t, setNotice, (store) => {
      if (assets.DISPLAY_CITY === 1) setCity(store.city);
      setFocus({ store, zoom: NEAREST_ZOOM });
    });
  };

  return (
    <section
      ref={sectionRef}
      id="magazalar"
      className="content-block content-block--store_locator page-width"
      aria-labelledby="store-locator-title"
    >
      <div className="store-locator store-locator--map">
        <div className="store-locator__intro">
          <h2 id="store-locator-title" className="section-title">
            {assets.TITLE}
          </h2>
          {assets.TEXT && <p>{assets.TEXT}</p>}
          <div className="store-locator__tools">
            {assets.DISPLAY_CITY === 1 && (
              <StorePicker
                label={t('content.storeCity')}
                allLabel={t('content.allCities')}
                value={city}
                options={data?.cities ?? []}
                controls={listId}
                onChange={changeCity}
              />
            )}
            <NearestStoreButton onClick={findNearest} />
          </div>
          <StoreNoticeLine notice={notice} />
          <Link to={localizedPath(STORES_SLUG)} className="underline-link store-locator__all">
            {t('content.stores.allStores')}
            <Icon name="chevronEnd" size={16} className="flip-rtl" />
          </Link>
        </div>
        <div className="store-locator__map">
          {near ? (
            <Suspense fallback={<div className="store-map" aria-busy="true" />}>
              <StoreMap
                stores={isPending ? null : (stores ?? [])}
                fit={city === '' ? 'home' : 'stores'}
                focus={focus}
                center={assets.CENTER}
                zoom={assets.ZOOM}
                placeOf={placeOf}
                onSelect={select}
              />
            </Suspense>
          ) : (
            <div className="store-map" aria-busy="true" />
          )}
        </div>
        <div className="store-locator__list" id={listId} aria-live="polite" aria-busy={isPending}>
          {isError && <p role="alert">{t('content.storesError')}</p>}
          {!isPending && !isError && stores?.length === 0 && <p>{t('content.noStores')}</p>}
          <ul>
            {(stores ?? []).map((store) => {
              const selected = store.id === selectedId;
              return (
                <li key={store.id}>
                  <button
                    type="button"
                    className={`store-card${selected ? ' store-card--selected' : ''}`}
                    aria-pressed={selected}
                    data-store-id={store.id}
                    onClick={() => { select(store); }}
                  >
                    <Icon name="bag" size={20} />
                    <span>
                      <strong>{store.Ad}</strong>
                      <span className="store-card__place">{placeOf(store)}</span>
                      <span className="store-card__address">{store.address}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
