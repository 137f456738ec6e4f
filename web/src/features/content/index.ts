// The content feature's front door: what other features and the app may use. Everything else in this
// folder is its own.
export { CookieLawBanner } from './components/CookieLawBanner';
export { HomeBlocks } from './components/HomeBlocks';
export { MobileAppBanner } from './components/MobileAppBanner';
export { NearestStoreButton, StoreNoticeLine } from './components/NearestStore';
export { StorePicker, type StorePickerProps } from './components/StorePicker';
export type { MapFocus } from './components/StoreMap';
export { findNearestStore, type StoreNotice } from './components/find-nearest-store';
export { DETAIL_ZOOM, NEAREST_ZOOM } from './components/store-map-zoom';
export type { MapStore, MapStoreList } from './types';

export const importContentView = () => import('./components/ContentRoute');
export const importStoreMap = () => import('./components/StoreMap');
