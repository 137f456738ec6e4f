// The store locator's map on MapLibre GL, loaded only when the block comes near the screen.
// Nothing is fetched from elsewhere: the base map is a GeoJSON of Natural Earth's countries
// (public domain; built by scripts/build-store-map.mjs) served by this site, there are no text
// layers (no glyph or sprite servers), and the worker is a same-origin file, so the site's strict
// content security policy (script-src 'self', no blob:) needs no exception.
import { LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl';
import type { PopupOptions, StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import regionUrl from './turkey-region.geojson?url';
import type { MapStore } from '../types';

/** The box the base map covers (west, south, east, north; as in scripts/build-store-map.mjs). */
const REGION_BOX: [number, number, number, number] = [17, 29, 54, 48];
/** Spec section 9: the store detail zoom; a city is never fitted closer than a store. */
const DETAIL_ZOOM = 13;

// The spec's zoom levels (and the block's ZOOM) are those of 256-pixel web map tiles; MapLibre
// counts in 512-pixel tiles, so the same view is one level lower. Zooms cross this module's edge in
// the spec's units.
const toMapLibre = (zoom: number) => zoom - 1;
const fromMapLibre = (zoom: number) => zoom + 1;

export interface StoreMapTexts {
  map: string;
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
  ctrlScroll: string;
  cmdScroll: string;
  twoFingers: string;
  /** The accessible name of a store's marker. */
  marker: (store: MapStore) => string;
  /** The store's place line: "town, city" or the city. */
  place: (store: MapStore) => string;
}

export interface StoreMapOptions {
  container: HTMLElement;
  center: { lat: number; lng: number };
  /** In the spec's units (256-pixel tiles). */
  zoom: number;
  texts: StoreMapTexts;
  /** The direction of the page's text, for the popups' contents. */
  dir: 'ltr' | 'rtl';
  onSelect: (store: MapStore) => void;
  onError: () => void;
}

function baseStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      region: { type: 'geojson', data: new URL(regionUrl, window.location.href).href },
    },
    layers: [
      // The sea is the background: land is drawn on top of it.
      { id: 'sea', type: 'background', paint: { 'background-color': '#cfe6ee' } },
      {
        id: 'land',
        type: 'fill',
        source: 'region',
        paint: { 'fill-color': ['case', ['==', ['get', 'home'], 1], '#fffdf7', '#eceae4'] },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'region',
        paint: { 'line-color': '#b9b4a8', 'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.5, 10, 1.5] },
      },
    ],
  };
}

/** Where a popup sits against a pin standing on its point (36 px tall, 28 px wide). */
const POPUP_OFFSET: PopupOptions['offset'] = {
  top: [0, 4],
  'top-left': [0, 4],
  'top-right': [0, 4],
  bottom: [0, -38],
  'bottom-left': [0, -38],
  'bottom-right': [0, -38],
  left: [14, -20],
  right: [-14, -20],
  center: [0, -20],
};

const PIN_SVG =
  '<svg viewBox="0 0 24 32" width="28" height="36" aria-hidden="true" focusable="false">' +
  '<path d="M12 1C6 1 1.5 5.5 1.5 11.3 1.5 19 12 31 12 31s10.5-12 10.5-19.7C22.5 5.5 18 1 12 1z"/>' +
  '<circle cx="12" cy="11.5" r="4.2"/></svg>';

export class StoreMapView {
  private readonly map: MapLibreMap;
  private readonly options: StoreMapOptions;
  private readonly markers = new Map<number, { marker: Marker; button: HTMLButtonElement; store: MapStore }>();
  private readonly popup: Popup;
  private selectedId: number | null = null;
  private readonly home: { center: [number, number]; zoom: number };

  constructor(options: StoreMapOptions) {
    this.options = options;
    setWorkerUrl(workerUrl);
    const { texts } = options;
    this.home = { center: [options.center.lng, options.center.lat], zoom: toMapLibre(options.zoom) };
    this.map = new MapLibreMap({
      container: options.container,
      style: baseStyle(),
      center: this.home.center,
      zoom: this.home.zoom,
      maxBounds: [
        [REGION_BOX[0], REGION_BOX[1]],
        [REGION_BOX[2], REGION_BOX[3]],
      ],
      renderWorldCopies: false,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      // The page scrolls past the map: zooming needs Ctrl (or two fingers on a phone).
      cooperativeGestures: true,
      attributionControl: { compact: true, customAttribution: 'Natural Earth' },
      locale: {
        'Map.Title': texts.map,
        'NavigationControl.ZoomIn': texts.zoomIn,
        'NavigationControl.ZoomOut': texts.zoomOut,
        'Popup.Close': texts.closePopup,
        'CooperativeGesturesHandler.WindowsHelpText': texts.ctrlScroll,
        'CooperativeGesturesHandler.MacHelpText': texts.cmdScroll,
        'CooperativeGesturesHandler.MobileHelpText': texts.twoFingers,
      },
    });
    this.map.touchZoomRotate.disableRotation();
    this.map.keyboard.disableRotation();
    this.map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    // The settled zoom, for the browser tests (spec section 9 sets the zoom of each view).
    const showZoom = () => { options.container.dataset.zoom = String(Math.round(fromMapLibre(this.map.getZoom()) * 100) / 100); };
    this.map.on('load', showZoom);
    this.map.on('moveend', showZoom);
    this.map.on('error', (event) => {
      // A lost or refused WebGL context cannot be recovered here; the list still works.
      if (/webgl/i.test(event.error.message)) options.onError();
    });
    this.popup = new Popup({ offset: POPUP_OFFSET, closeOnClick: true, focusAfterOpen: false, maxWidth: '260px' });
    this.popup.on('close', () => { this.highlight(null); });
  }

  /** Shows these stores' markers; fits the view to them, or goes back to the block's view. */
  setStores(stores: readonly MapStore[], fit: 'stores' | 'home') {
    const keep = new Set(stores.map((s) => s.id));
    for (const [id, entry] of this.markers) {
      if (!keep.has(id)) {
        entry.marker.remove();
        this.markers.delete(id);
      }
    }
    for (const store of stores) {
      if (this.markers.has(store.id)) continue;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'store-marker';
      button.setAttribute('aria-label', this.options.texts.marker(store));
      button.setAttribute('aria-pressed', 'false');
      button.dataset.storeId = String(store.id);
      button.innerHTML = PIN_SVG;
      button.addEventListener('click', (event) => {
        // The map's own click would close the popup this opens.
        event.stopPropagation();
        this.options.onSelect(store);
      });
      const marker = new Marker({ element: button, anchor: 'bottom' }).setLngLat([store.lng, store.lat]).addTo(this.map);
      this.markers.set(store.id, { marker, button, store });
    }
    this.highlight(this.popup.isOpen() ? this.selectedId : null);
    // A store just chosen (the nearest one, say) keeps the view on it when its city's list arrives.
    if (this.selectedId !== null && keep.has(this.selectedId)) return;
    if (fit === 'home' || stores.length === 0) {
      this.map.easeTo({ center: this.home.center, zoom: this.home.zoom });
      return;
    }
    const bounds = new LngLatBounds();
    for (const s of stores) bounds.extend([s.lng, s.lat]);
    this.map.fitBounds(bounds, { padding: 56, maxZoom: toMapLibre(DETAIL_ZOOM) });
  }

  /** Flies to a store at `zoom` (the spec's units) and opens its details. */
  focus(store: MapStore, zoom: number) {
    this.highlight(store.id);
    this.map.flyTo({ center: [store.lng, store.lat], zoom: toMapLibre(zoom) });
    const { texts, dir } = this.options;
    const content = document.createElement('div');
    content.className = 'store-popup';
    content.dir = dir;
    const name = document.createElement('strong');
    name.textContent = store.Ad;
    const place = document.createElement('span');
    place.textContent = texts.place(store);
    const address = document.createElement('span');
    address.textContent = store.address;
    content.append(name, place, address);
    this.popup.setLngLat([store.lng, store.lat]).setDOMContent(content);
    if (!this.popup.isOpen()) this.popup.addTo(this.map);
    this.selectedId = store.id;
  }

  /** Forgets the chosen store (a new city was picked). */
  clearSelection() {
    this.selectedId = null;
    if (this.popup.isOpen()) this.popup.remove();
    this.highlight(null);
  }

  resize() {
    this.map.resize();
  }

  destroy() {
    this.popup.remove();
    this.map.remove();
  }

  private highlight(id: number | null) {
    for (const [storeId, { button }] of this.markers) {
      const on = storeId === id;
      button.classList.toggle('store-marker--selected', on);
      button.setAttribute('aria-pressed', on ? 'true' : 'false');
    }
  }
}
