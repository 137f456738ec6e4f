// Back-in-stock alerts' front door: what other features and the app may use. Everything else in
// this folder is its own.
export { StockAlertOffer, type SoldOutSize } from './components/StockAlertOffer';
export { useStockAlertLinks } from './use-alert-links';
