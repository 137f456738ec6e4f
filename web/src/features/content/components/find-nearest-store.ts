// The store locator's nearest-store button, on the home page's block and on the store page: where
// the shopper is, the nearest of every store (spec section 9: Earth radius 6371 km), and the
// notices along the way.
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from '../../../i18n/translate';
import { formatNumber } from '../../../lib/format';
import { getSettings } from '../../../lib/settings';
import { homeStoresQueryOptions } from '../api/get-home-stores';
import type { MapStore } from '../types';

export type StoreNotice = { kind: 'info' | 'error'; text: string } | null;

/** Asks the browser where the shopper is and finds the nearest of every store. `notify` gets each
 * notice (locating, the store found with its distance, or why none was); `found` gets the store
 * and every store, to show it. */
export function findNearestStore(
  queryClient: QueryClient,
  t: TFunction,
  notify: (notice: StoreNotice) => void,
  found: (store: MapStore, all: MapStore[]) => void | Promise<void>,
): void {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
    notify({ kind: 'error', text: t('content.stores.locationUnsupported') });
    return;
  }
  notify({ kind: 'info', text: t('content.stores.locating') });
  navigator.geolocation.getCurrentPosition(
    (position) => {
      const here = { lat: position.coords.latitude, lng: position.coords.longitude };
      Promise.all([import('./nearest-store'), queryClient.query(homeStoresQueryOptions(''))])
        .then(async ([{ nearestStore }, all]) => {
          const nearest = nearestStore(here, all.data);
          if (!nearest) {
            notify({ kind: 'error', text: t('content.noStores') });
            return;
          }
          const { THOUSAND_SEPARATOR, DECIMAL_SEPARATOR } = getSettings();
          const km = formatNumber(nearest.km, { decimals: 1, thousandSeparator: THOUSAND_SEPARATOR, decimalSeparator: DECIMAL_SEPARATOR });
          notify({ kind: 'info', text: t('content.stores.nearestFound', { name: nearest.store.Ad, km }) });
          await found(nearest.store, all.data);
        })
        .catch(() => { notify({ kind: 'error', text: t('content.storesError') }); });
    },
    (error) => {
      const denied = error.code === error.PERMISSION_DENIED;
      notify({ kind: 'error', text: t(denied ? 'content.stores.locationDenied' : 'content.stores.locationUnavailable') });
    },
    { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60 * 1000 },
  );
}
