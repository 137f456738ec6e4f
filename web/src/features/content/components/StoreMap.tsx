// The store locator's map area, loaded with the block's chunk of code only when the block comes
// near the screen. It checks for WebGL first, so a browser that cannot draw the map never loads
// MapLibre and gets a polite note instead; the store list beside it works either way.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapStore } from '../types';
import type { StoreMapView } from './store-map-engine';

/** Spec section 9: the block's zoom is divided by 1.3 on phones. */
const MOBILE_ZOOM_DIVISOR = 1.3;
const NARROW = '(max-width: 767.98px)';

export interface MapFocus {
  store: MapStore;
  zoom: number;
}

export interface StoreMapProps {
  /** The listed stores; null while a new city's stores are on their way (the map keeps its markers). */
  stores: readonly MapStore[] | null;
  /** Fit the view to the stores (a city is chosen) or show the block's own centre and zoom. */
  fit: 'stores' | 'home';
  focus: MapFocus | null;
  center: { LAT: number; LNG: number };
  zoom: number;
  placeOf: (store: MapStore) => string;
  onSelect: (store: MapStore) => void;
}

function canDrawMap(): boolean {
  try {
    return document.createElement('canvas').getContext('webgl2') !== null;
  } catch {
    return false;
  }
}

export default function StoreMap({ stores, fit, focus, center, zoom, placeOf, onSelect }: StoreMapProps) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<StoreMapView | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>(() => (canDrawMap() ? 'loading' : 'unavailable'));
  // The latest callbacks, for the map's event handlers made once.
  const latest = useRef({ onSelect, placeOf });
  useEffect(() => {
    latest.current = { onSelect, placeOf };
  });

  useEffect(() => {
    if (state === 'unavailable') return;
    let cancelled = false;
    void import('./store-map-engine')
      .then(({ StoreMapView }) => {
        const element = container.current;
        if (cancelled || !element) return;
        const narrow = window.matchMedia(NARROW).matches;
        view.current = new StoreMapView({
          container: element,
          center: { lat: center.LAT, lng: center.LNG },
          zoom: narrow ? zoom / MOBILE_ZOOM_DIVISOR : zoom,
          dir: i18n.dir(),
          texts: {
            map: t('content.stores.mapLabel'),
            zoomIn: t('content.stores.zoomIn'),
            zoomOut: t('content.stores.zoomOut'),
            closePopup: t('content.stores.closePopup'),
            ctrlScroll: t('content.stores.ctrlScroll'),
            cmdScroll: t('content.stores.cmdScroll'),
            twoFingers: t('content.stores.twoFingers'),
            marker: (store) => `${store.Ad}, ${latest.current.placeOf(store)}`,
            place: (store) => latest.current.placeOf(store),
          },
          onSelect: (store) => { latest.current.onSelect(store); },
          onError: () => { if (!cancelled) setState('unavailable'); },
        });
        setState('ready');
      })
      .catch(() => {
        // MapLibre refused the WebGL context, or its code did not load.
        if (!cancelled) setState('unavailable');
      });
    return () => {
      cancelled = true;
      view.current?.destroy();
      view.current = null;
    };
    // The map is made once; later changes reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (state === 'ready' && stores) view.current?.setStores(stores, fit);
  }, [state, stores, fit]);

  useEffect(() => {
    if (state !== 'ready') return;
    if (focus) view.current?.focus(focus.store, focus.zoom);
    else view.current?.clearSelection();
  }, [state, focus]);

  if (state === 'unavailable') {
    return (
      <div className="store-map store-map--unavailable" data-testid="store-map-unavailable">
        <p>{t('content.stores.noMap')}</p>
      </div>
    );
  }
  return (
    <div className="store-map" data-testid="store-map" aria-busy={state === 'loading'}>
      {/* The map draws left to right whatever the page's direction: geography does not mirror. */}
      <div ref={container} className="store-map__canvas" dir="ltr" />
      {state === 'loading' && <p className="store-map__loading">{t('content.stores.mapLoading')}</p>}
    </div>
  );
}
