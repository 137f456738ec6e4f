// The nearest-store button and the line of its notices, as the home page's store block and the
// store page show them (the search itself is find-nearest-store.ts).
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import type { StoreNotice } from './find-nearest-store';
import './store-locator.css';

export function NearestStoreButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button store-locator__nearest" onClick={onClick}>
      <Icon name="pin" size={18} />
      {t('content.stores.nearest')}
    </button>
  );
}

export function StoreNoticeLine({ notice }: { notice: StoreNotice }) {
  return (
    <p
      className={`store-locator__notice${notice?.kind === 'error' ? ' store-locator__notice--error' : ''}`}
      role="status"
      data-testid="store-locator-notice"
    >
      {notice?.text}
    </p>
  );
}
