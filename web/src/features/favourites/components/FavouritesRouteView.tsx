// The favourites page (`favorilerim`, titled 'Favoriye Eklenen Ürünler'). Its data comes from the
// client: a member's pending changes are sent first, then the list is read with its product cards;
// a card whose heart is turned off leaves at once. A guest is asked to log in.
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { ProductGrid } from '../../catalog';
import { homePath, localizedPath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import { useShoppingList } from '../api/get-shopping-list';
import { isMember, requireLogin, useFavouriteIds } from '../favourites-store';
import { flushFavourites } from '../favourites-session';
import { CardHearts } from './CardHearts';
import { HeartIcon } from './HeartIcon';
import './favourites.css';

function GuestPrompt() {
  const { t } = useTranslation();
  return (
    <div className="favourites-page__prompt">
      <HeartIcon filled={false} size={40} />
      <p>{t('favourites.guestPrompt')}</p>
      <div className="favourites-page__actions">
        <button type="button" className="button button--primary" onClick={requireLogin}>
          {t('favourites.login')}
        </button>
        <Link to={localizedPath(getSettings().PAGE_LINK.register)} className="button button--ghost">
          {t('favourites.register')}
        </Link>
      </div>
    </div>
  );
}

function MemberFavourites() {
  const { t } = useTranslation();
  const ids = useFavouriteIds();
  const { data, isPending, isError } = useShoppingList(true, flushFavourites);
  if (isPending) return <div className="page-placeholder" aria-busy="true" />;
  if (isError) return <p className="favourites-page__empty">{t('favourites.loadError')}</p>;
  const shown = new Set(ids);
  const products = (data.CATEGORIES[0]?.PRODUCTS ?? []).filter((p) => shown.has(p.ID));
  if (products.length === 0) {
    return (
      <div className="favourites-page__prompt">
        <HeartIcon filled={false} size={40} />
        <p>{t('favourites.empty')}</p>
        <Link to={homePath()} className="button button--primary">
          {t('favourites.browse')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="favourites-page__count">{t('favourites.count', { count: products.length })}</p>
      <CardHearts>
        <ProductGrid products={products} priorityCount={4} />
      </CardHearts>
    </>
  );
}

export default function FavouritesRouteView() {
  const { t } = useTranslation();
  return (
    <div className="favourites-page page-width">
      <header className="favourites-page__header">
        <h1 className="page-title">{t('favourites.title')}</h1>
      </header>
      {isMember() ? <MemberFavourites /> : <GuestPrompt />}
    </div>
  );
}
