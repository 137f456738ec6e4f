// The header's link to the favourites page, with the number of favourites. It also wires the
// favourites to the page once, loading that code after the page (list read once per session, sync
// scheduler, login and logout).
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { localizedPath } from '../../../lib/paths';
import { useFavouriteIds, useRefusedFavourites } from '../favourites-store';
import { HeartIcon } from './HeartIcon';
import './favourites.css';

export const FAVOURITES_SLUG = 'favorilerim';

const RefusedFavouritesModal = lazy(() => import('./RefusedFavouritesModal'));

export function FavouritesHeaderLink() {
  const { t } = useTranslation();
  const count = useFavouriteIds().length;
  const refusedCount = useRefusedFavourites().length;

  useEffect(() => {
    // The syncing code loads after the page; toggles made before it are kept for it.
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../favourites-session').then((session) => {
      if (!cancelled) stop = session.startFavourites();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return (
    <>
      <Link
        to={localizedPath(FAVOURITES_SLUG)}
        className="icon-button favourites-link"
        aria-label={t('favourites.headerLabel', { count })}
        data-testid="header-favourites"
      >
        <HeartIcon filled={false} size={24} />
        {count > 0 && (
          <span className="count-badge" data-testid="favourites-count">
            {count}
          </span>
        )}
      </Link>
      {refusedCount > 0 && (
        <Suspense fallback={null}>
          <RefusedFavouritesModal />
        </Suspense>
      )}
    </>
  );
}
