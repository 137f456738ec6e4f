// Items the server would not add (an unknown product, a full list): listed by their statusText
// in a modal (spec section 8). Loaded only when there is something to show.
import { useTranslation } from '../../../i18n/translate';
import { Modal } from '../../../components/ui/Modal';
import { getSettings } from '../../../lib/settings';
import { dismissRefused, useRefusedFavourites } from '../favourites-store';
import './favourites.css';

function titleOf(productId: number): string | null {
  const card = getSettings().PRODUCT_DATA.find(
    (p): p is { ID: number; TITLE: string } =>
      p !== null && typeof p === 'object' && (p as { ID?: unknown }).ID === productId && typeof (p as { TITLE?: unknown }).TITLE === 'string',
  );
  return card?.TITLE ?? null;
}

export default function RefusedFavouritesModal() {
  const { t } = useTranslation();
  const items = useRefusedFavourites();
  return (
    <Modal
      title={t('favourites.refusedTitle')}
      open={items.length > 0}
      onOpenChange={(open) => {
        if (!open) dismissRefused();
      }}
    >
      <ul className="favourites-refused" data-testid="favourites-refused">
        {items.map((item, index) => (
          <li key={`${item.productId}-${index}`}>
            <strong>{titleOf(item.productId) ?? t('favourites.productNumber', { id: item.productId })}</strong>
            <span>{item.statusText}</span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
