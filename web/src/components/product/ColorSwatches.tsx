import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/translate';
import type { ProductColor } from '../../lib/page-data';
import './product.css';

const VISIBLE_SWATCHES = 5;

export function ColorSwatches({ colors }: { colors: ProductColor[] }) {
  const { t } = useTranslation();
  if (colors.length === 0) return null;
  const shown = colors.slice(0, VISIBLE_SWATCHES);
  const hidden = colors.length - shown.length;
  return (
    <ul className="swatches" aria-label={t('product.colors')}>
      {shown.map((color) => (
        <li key={color.ID} className="swatch" title={color.NAME} style={{ '--swatch': color.COLOR_CODE } as CSSProperties}>
          <span className="visually-hidden">{color.NAME}</span>
        </li>
      ))}
      {hidden > 0 && <li className="swatches__more">{t('product.moreColors', { count: hidden })}</li>}
    </ul>
  );
}
