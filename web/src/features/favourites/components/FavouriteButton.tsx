// The heart on product cards and the product page. A guest is asked to log in (and the device's
// favourites are cleared); a member toggles the product locally, with the spec's toast for 2.5 s,
// and the sync scheduler takes it to the server. Clicks within 500 ms of the last are ignored.
import { useRef } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { showToast } from '../../../components/ui/toast-store';
import { acceptsClick, isMember, requireLogin, toggleMemberFavourite, useFavouriteIds } from '../favourites-store';
import { HeartIcon } from './HeartIcon';
import './favourites.css';

/** Spec section 8: the success notices last 2.5 s. */
export const FAVOURITE_TOAST_MS = 2500;

interface FavouriteButtonProps {
  productId: number;
  /** The product's name, for the button's accessible label. */
  title?: string;
  variant?: 'card' | 'page';
}

export function FavouriteButton({ productId, title, variant = 'card' }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const active = useFavouriteIds().includes(productId);
  const lastClick = useRef<number | null>(null);

  const onClick = () => {
    const now = Date.now();
    if (!acceptsClick(lastClick.current, now)) return;
    lastClick.current = now;
    if (!isMember()) {
      requireLogin();
      return;
    }
    const added = toggleMemberFavourite(productId);
    showToast(t(added ? 'favourites.added' : 'favourites.removed'), {
      variant: 'success',
      duration: FAVOURITE_TOAST_MS,
    });
  };

  const label = title ? t('favourites.toggleNamed', { title }) : t('favourites.toggle');
  return (
    <button
      type="button"
      className={variant === 'card' ? 'card-action favourite-button favourite-button--card' : 'favourite-button favourite-button--page'}
      aria-pressed={active}
      aria-label={label}
      title={active ? t('favourites.remove') : t('favourites.add')}
      data-testid="favourite-button"
      onClick={onClick}
    >
      <HeartIcon filled={active} size={variant === 'page' ? 24 : 20} />
      {variant === 'page' && <span>{active ? t('favourites.inList') : t('favourites.add')}</span>}
    </button>
  );
}
