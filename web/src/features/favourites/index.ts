// The favourites feature's front door: what other features and the app may use. Everything else in this
// folder is its own.
export { CardHearts } from './components/CardHearts';
export { FavouriteButton } from './components/FavouriteButton';
export { FAVOURITES_SLUG, FavouritesHeaderLink } from './components/FavouritesHeaderLink';

export const importFavouritesView = () => import('./components/FavouritesRouteView');
