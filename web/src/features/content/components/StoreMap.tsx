// The store locator's map area (the home page's block and the store locator page), loaded with its
// chunk of code only when needed. It checks for WebGL first, so a browser that cannot draw the map
// never loads MapLibre and gets a polite note instead; the store list beside it works either way.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import type { MapStore } from '../types';
import type { StoreMapView } from './store-map-engine';
import { MOBILE_ZOOM_DIVISOR } from './store-map-zoom';

const NARROW = '(max-width: 767.98px)';

export interface MapFocus {
  store: MapStore;
  zoom: number;
}

export interface StoreMapProps {
  /** The listed stores; null while a new city's stores are on their way (the map keeps its markers). */
  stores: readonly MapStore[] | null;
  /** Fit the view to the stores (a city is chosen) or show the home view: `center` at `zoom`. */
  fit: 'stores' | 'home';
  focus: MapFocus | null;
  center: { LAT: number; LNG: number };
  /** The home view's zoom (the spec's units); divided by 1.3 on phones. */
  zoom: number;
  /** The shop's own MapLibre style URL; empty (or left out) for the offline base map. */
  styleUrl?: string;
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

const homeZoom = (zoom: number) => (window.matchMedia(NARROW).matches ? zoom / MOBILE_ZOOM_DIVISOR : zoom);

export default function StoreMap({ stores, fit, focus, center, zoom, styleUrl = '', placeOf, onSelect }: StoreMapProps) {
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
        view.current = new StoreMapView({
          container: element,
          styleUrl,
          center: { lat: center.LAT, lng: center.LNG },
          zoom: homeZoom(zoom),
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

  // Before the stores' effect, which may go to the home view.
  useEffect(() => {
    if (state === 'ready') view.current?.setHome({ lat: center.LAT, lng: center.LNG }, homeZoom(zoom));
  }, [state, center.LAT, center.LNG, zoom]);

  useEffect(() => {
    if (state === 'ready' && stores) view.current?.setStores(stores, fit);
  }, [state, stores, fit, center.LAT, center.LNG, zoom]);

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
