import { useTranslation } from '../../i18n/translate';
import { Icon } from '../ui/Icon';
import { formatNumber, priceFormatFromSettings } from '../../lib/format';
import './product.css';

export function Rating({ average, count }: { average: number; count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  const shown = formatNumber(average, { ...priceFormatFromSettings(), decimals: 1 });
  return (
    <p className="rating" role="img" aria-label={t('product.rating', { average: shown, count })}>
      <Icon name="star" size={15} filled className="rating__star" />
      <span aria-hidden="true">
        {shown} <span className="rating__count">({count})</span>
      </span>
    </p>
  );
}
