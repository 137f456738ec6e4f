// Adds a product to the compare list (spec section 4): a confirmation on status 1, a danger toast of
// 1.8 s on 2 (already present) and 3 (list full). Pressed while the product is in the list.
import { useTranslation } from '../../../i18n/translate';
import { showToast } from '../../../components/ui/toast-store';
import { addNotice } from '../compare-list';
import { getSettings } from '../../../lib/settings';
import { addProductToCompare, compareItemOf, useCompareList, type CompareProductFields } from '../compare-store';
import { CompareIcon } from './CompareIcon';
import './compare.css';


interface CompareButtonProps {
  product: CompareProductFields;
  /** `icon`: a round button on a card's image; `full`: a labelled button (product page). */
  look?: 'icon' | 'full';
}

export function CompareButton({ product, look = 'full' }: CompareButtonProps) {
  const { t } = useTranslation();
  const inList = useCompareList().includes(product.ID);
  const onClick = () => {
    const { status } = addProductToCompare(compareItemOf(product), getSettings().LANGUAGE);
    const notice = addNotice(status);
    showToast(t(notice.key), { variant: notice.variant, ...(notice.duration ? { duration: notice.duration } : {}) });
  };
  if (look === 'icon') {
    return (
      <button
        type="button"
        className="card-action compare-button compare-button--icon"
        aria-pressed={inList}
        aria-label={t('compare.addNamed', { title: product.TITLE })}
        title={inList ? t('compare.inList') : t('compare.add')}
        data-testid="compare-add"
        onClick={onClick}
      >
        <CompareIcon size={18} />
      </button>
    );
  }
  return (
    <button
      type="button"
      className="button button--ghost compare-button compare-button--full"
      aria-pressed={inList}
      data-testid="compare-add"
      onClick={onClick}
    >
      <CompareIcon size={18} />
      {inList ? t('compare.inList') : t('compare.add')}
    </button>
  );
}
