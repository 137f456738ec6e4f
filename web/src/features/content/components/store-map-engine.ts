// The store locator's map on MapLibre GL (the home page's block and the store locator page), loaded
// only when it is needed. By default nothing is fetched from elsewhere: the base map is a GeoJSON
// of Natural Earth's countries and Turkey's provinces (public domain; built by scripts/store-map)
// served by this site, province names are page text over the map rather than text layers (no glyph
// or sprite servers), and the worker is a same-origin file, so the site's strict content security
// policy (script-src 'self', no blob:) needs no exception. A shop that configured a map style of
// its own tile provider gets that style instead, with the same markers and popups.
import { LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl';
import type { PopupOptions, StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import baseMapUrl from './store-map/base-map.geojson?url';
import provinceLabels from './store-map/province-labels.json';
import { pinBox, placeLabels, type Box } from './label-placement';
import { DETAIL_ZOOM } from './store-map-zoom';
import type { MapStore } from '../types';

/** The box the base map covers (west, south, east, north; as in scripts/store-map). */
const REGION_BOX: [number, number, number, number] = [17, 29, 54, 48];
/** Province names show from this zoom (the spec's units): below it Turkey is too small for them. */
const PROVINCE_NAMES_ZOOM = 5.5;

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
  /** The shop's own MapLibre style URL; empty for the offline base map. */
  styleUrl: string;
  center: { lat: number; lng: number };
  /** In the spec's units (256-pixel tiles). */
  zoom: number;
  texts: StoreMapTexts;
  /** The direction of the page's text, for the popups' contents. */
  dir: 'ltr' | 'rtl';
  onSelect: (store: MapStore) => void;
  onError: () => void;
}

const byKind = (kind: string) => ['==', ['get', 'kind'], kind] as ['==', ['get', string], string];

function baseStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      base: { type: 'geojson', data: new URL(baseMapUrl, window.location.href).href, attribution: 'Natural Earth' },
    },
    layers: [
      // The sea is the background: land is drawn on top of it.
      { id: 'sea', type: 'background', paint: { 'background-color': '#cfe6ee' } },
      {
        id: 'land',
        type: 'fill',
        source: 'base',
        filter: byKind('land'),
        paint: { 'fill-color': ['case', ['==', ['get', 'home'], 1], '#fffdf7', '#eceae4'] },
      },
      {
        id: 'coast',
        type: 'line',
        source: 'base',
        filter: byKind('land'),
        paint: { 'line-color': '#a8cbd8', 'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.4, 10, 1.2] },
      },
      {
        id: 'province-borders',
        type: 'line',
        source: 'base',
        filter: byKind('province-border'),
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': '#d3c6b2',
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.5, 8, 1, 12, 1.8],
        },
      },
      {
        id: 'country-borders',
        type: 'line',
        source: 'base',
        filter: byKind('country-border'),
        layout: { 'line-join': 'round' },
        paint: { 'line-color': '#a39d90', 'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.8, 10, 2] },
      },
    ],
  };
}

/** [plate, name, longitude, latitude] of each province, biggest first (scripts/store-map). */
type ProvinceLabel = [string, string, number, number];

/**
 * Turkey's province names over the offline map: page text in a layer under the markers, placed
 * where they fit (label-placement.ts) each time the view moves.
 */
class ProvinceNames {
  private readonly root = document.createElement('div');
  private readonly names: { element: HTMLSpanElement; lngLat: [number, number]; width: number; height: number }[];
  private frame = 0;
  private measured = false;

  constructor(
    private readonly map: MapLibreMap,
    private readonly obstacles: () => Box[],
  ) {
    this.root.className = 'store-map__provinces';
    // The names are geography shown for the eye; the store list carries what a screen reader needs.
    this.root.setAttribute('aria-hidden', 'true');
    this.names = (provinceLabels as ProvinceLabel[]).map(([plate, name, lng, lat]) => {
      const element = document.createElement('span');
      element.className = 'store-map__province';
      element.dataset.plate = plate;
      element.textContent = name;
      this.root.append(element);
      return { element, lngLat: [lng, lat], width: 0, height: 0 };
    });
    // Before any marker, so markers and popups (added to the same container later) are on top.
    map.getCanvasContainer().append(this.root);
    const schedule = () => { this.schedule(); };
    map.on('move', schedule);
    map.on('resize', schedule);
    map.on('load', schedule);
    // Widths change once the page's font is in.
    void document.fonts.ready.then(() => {
      this.measured = false;
      this.schedule();
    });
  }

  schedule() {
    if (this.frame !== 0) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.update();
    });
  }

  destroy() {
    cancelAnimationFrame(this.frame);
    this.root.remove();
  }

  private update() {
    const zoom = fromMapLibre(this.map.getZoom());
    this.root.hidden = zoom < PROVINCE_NAMES_ZOOM;
    if (this.root.hidden) return;
    if (!this.measured) {
      for (const name of this.names) {
        name.width = name.element.offsetWidth;
        name.height = name.element.offsetHeight;
      }
      this.measured = true;
    }
    const canvas = this.map.getCanvas();
    const points = this.names.map((name) => this.map.project(name.lngLat));
    const shown = placeLabels(
      this.names.map((name, i) => ({ x: points[i]?.x ?? 0, y: points[i]?.y ?? 0, width: name.width, height: name.height })),
      { width: canvas.clientWidth, height: canvas.clientHeight },
      this.obstacles(),
    );
    this.names.forEach((name, i) => {
      const point = points[i];
      const visible = shown[i] === true && point !== undefined;
      name.element.classList.toggle('store-map__province--shown', visible);
      if (visible) name.element.style.transform = `translate(${String(Math.round(point.x - name.width / 2))}px, ${String(Math.round(point.y - name.height / 2))}px)`;
    });
  }
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
  private home: { center: [number, number]; zoom: number };
  private provinceNames: ProvinceNames | null = null;
  private styleLoaded = false;

  constructor(options: StoreMapOptions) {
    this.options = options;
    setWorkerUrl(workerUrl);
    const { texts } = options;
    this.home = { center: [options.center.lng, options.center.lat], zoom: toMapLibre(options.zoom) };
    const offline = options.styleUrl === '';
    this.map = new MapLibreMap({
      container: options.container,
      style: offline ? baseStyle() : new URL(options.styleUrl, window.location.href).href,
      center: this.home.center,
      zoom: this.home.zoom,
      // The offline map covers a box around Turkey only; the view stays inside it.
      maxBounds: offline ? REGION_BOX : undefined,
      renderWorldCopies: false,
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      // The page scrolls past the map: zooming needs Ctrl (or two fingers on a phone).
      cooperativeGestures: true,
      // The sources name their makers (Natural Earth for the offline map).
      attributionControl: { compact: true },
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
    this.map.on('style.load', () => { this.styleLoaded = true; });
    this.map.on('error', (event) => {
      // A lost or refused WebGL context cannot be recovered here; the list still works.
      if (/webgl/i.test(event.error.message)) {
        options.onError();
        return;
      }
      // The shop's style did not load (its server is down, say): the offline map stands in.
      if (!this.styleLoaded && this.provinceNames === null) {
        this.map.setStyle(baseStyle());
        this.map.setMaxBounds(REGION_BOX);
        this.showProvinceNames();
      }
    });
    if (offline) this.showProvinceNames();
    this.popup = new Popup({ offset: POPUP_OFFSET, closeOnClick: true, focusAfterOpen: false, maxWidth: '260px' });
    this.popup.on('close', () => { this.highlight(null); });
  }

  private showProvinceNames() {
    this.provinceNames = new ProvinceNames(this.map, () =>
      [...this.markers.values()].map(({ store }) => {
        const point = this.map.project([store.lng, store.lat]);
        return pinBox(point.x, point.y);
      }),
    );
  }

  /** The view without a chosen store or city: the block's centre and zoom, or a country's. */
  setHome(center: { lat: number; lng: number }, zoom: number) {
    this.home = { center: [center.lng, center.lat], zoom: toMapLibre(zoom) };
  }

  /** Shows these stores' markers; fits the view to them, or goes back to the home view. */
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
    this.provinceNames?.schedule();
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
    // The store a little below the centre, so its popup above the pin has room on a small map.
    const room = Math.min(90, this.options.container.clientHeight / 4);
    this.map.flyTo({ center: [store.lng, store.lat], zoom: toMapLibre(zoom), offset: [0, room] });
    this.popup.setLngLat([store.lng, store.lat]).setDOMContent(this.popupContent(store));
    if (!this.popup.isOpen()) this.popup.addTo(this.map);
    this.selectedId = store.id;
  }

  /**
   * The store's name and its marker content text (address, town/city, phone, opening hours), a
   * line each, as text, never HTML; each line is isolated so that numbers keep their order in a
   * right-to-left popup. Without marker content: the place and the address.
   */
  private popupContent(store: MapStore): HTMLElement {
    const { texts, dir } = this.options;
    const content = document.createElement('div');
    content.className = 'store-popup';
    content.dir = dir;
    const name = document.createElement('strong');
    name.textContent = store.Ad;
    const details = document.createElement('div');
    details.className = 'store-popup__details';
    const text = store.markerContent.trim();
    const lines = text === '' ? [texts.place(store), store.address] : text.split(/\r?\n/);
    for (const line of lines) {
      if (line.trim() === '') continue;
      const row = document.createElement('span');
      row.className = 'store-popup__line';
      const isolated = document.createElement('bdi');
      isolated.textContent = line.trim();
      row.append(isolated);
      details.append(row);
    }
    content.append(name, details);
    return content;
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
    this.provinceNames?.destroy();
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
