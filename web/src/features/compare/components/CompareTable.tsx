// The comparison table: one column per product (image, title, prices, discount, rating, colours,
// sizes with stock, availability, catalog attributes, VAT) with add-to-cart and remove.
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import { formatPrice } from '../../../lib/format';
import { AddToCartButton } from '../../cart';
import { discountPercent, displayCurrency, isDiscounted } from '../../../components/product/Price';
import { ProductImage } from '../../../components/product/ProductImage';
import { Rating } from '../../../components/product/Rating';
import type { CompareProduct, CompareView } from '../types';
import './compare.css';
import '../../../components/ui/parts.css';

interface CompareTableProps {
  view: CompareView;
  products: CompareProduct[];
  onRemove: (product: CompareProduct) => void;
}

export function CompareTable({ view, products, onRemove }: CompareTableProps) {
  const { t } = useTranslation();
  const none = <span className="compare-table__none">{t('compare.none')}</span>;
  const lastAdded = view.status === 1 ? view.productId : null;

  const row = (label: string, cell: (p: CompareProduct) => ReactNode, key = label) => (
    <tr key={key}>
      <th scope="row">{label}</th>
      {products.map((p) => (
        <td key={p.ID}>{cell(p)}</td>
      ))}
    </tr>
  );

  return (
    <div className="compare-table__scroll">
      <table className="compare-table" style={{ '--compare-columns': products.length } as CSSProperties}>
        <caption className="visually-hidden">{t('compare.title')}</caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {products.map((p) => (
              <th key={p.ID} scope="col" className="compare-table__product" data-testid="compare-column">
                <div className="compare-table__media">
                  <Link to={p.URL} className="compare-table__image" tabIndex={-1} aria-hidden="true">
                    <ProductImage image={p.IMAGE_LIST[0]} alt="" sizes="(min-width: 992px) 200px, 40vw" />
                  </Link>
                  <button
                    type="button"
                    className="compare-table__remove"
                    aria-label={t('compare.removeNamed', { title: p.TITLE })}
                    title={t('compare.remove')}
                    onClick={() => {
                      onRemove(p);
                    }}
                  >
                    <Icon name="close" size={16} />
                  </button>
                </div>
                {lastAdded === p.ID && <span className="pill-tag compare-table__tag">{t('compare.lastAdded')}</span>}
                <Link to={p.URL} className="compare-table__title">
                  {p.TITLE}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(t('compare.rowPrice'), (p) => (
            <strong className={isDiscounted(p) ? 'price__now price__now--sale' : 'price__now'}>
              <bdi>{formatPrice(p.PRICE_SELL, displayCurrency(p))}</bdi>
            </strong>
          ))}
          {row(t('compare.rowListPrice'), (p) =>
            isDiscounted(p) ? (
              <s className="price__old">
                <bdi>{formatPrice(p.PRICE_NOT_DISCOUNTED, displayCurrency(p))}</bdi>
              </s>
            ) : (
              <bdi>{formatPrice(p.PRICE_NOT_DISCOUNTED, displayCurrency(p))}</bdi>
            ),
          )}
          {row(t('compare.rowDiscount'), (p) =>
            isDiscounted(p) ? <span className="compare-table__discount">{t('product.discount', { percent: discountPercent(p) })}</span> : none,
          )}
          {row(t('compare.rowRating'), (p) => (p.COMMENT_COUNT > 0 ? <Rating average={p.COMMENT_AVERAGE} count={p.COMMENT_COUNT} /> : none))}
          {row(t('compare.rowColours'), (p) =>
            p.COLORS.length === 0 ? (
              none
            ) : (
              <ul className="compare-table__colours">
                {p.COLORS.map((c) => (
                  <li key={c.ID}>
                    <span className="swatch" style={{ '--swatch': c.COLOR_CODE } as CSSProperties} aria-hidden="true" />
                    {c.NAME}
                  </li>
                ))}
              </ul>
            ),
          )}
          {row(t('compare.rowSizes'), (p) =>
            p.SIZES.length === 0 ? (
              none
            ) : (
              <ul className="compare-table__sizes">
                {p.SIZES.map((s) => (
                  <li key={s.ID} data-out={s.IN_STOCK === 0 || undefined}>
                    <span>{s.NAME}</span>{' '}
                    <small>{s.IN_STOCK === 1 ? t('compare.stockCount', { count: s.STOCK }) : t('compare.outOfStock')}</small>
                  </li>
                ))}
              </ul>
            ),
          )}
          {row(t('compare.rowStock'), (p) => (
            <span className={p.IN_STOCK === 1 ? 'compare-table__stock' : 'compare-table__stock compare-table__stock--out'}>
              {p.IN_STOCK === 1 ? t('compare.inStock') : t('compare.outOfStock')}
            </span>
          ))}
          {view.ATTRIBUTE_GROUPS.map((group) =>
            row(
              group.NAME,
              (p) => {
                const attribute = p.ATTRIBUTES.find((a) => a.GROUP_ID === group.GROUP_ID);
                return attribute ? attribute.OPTIONS.map((o) => o.NAME).join(', ') : none;
              },
              `group-${group.GROUP_ID}`,
            ),
          )}
          {row(t('compare.rowVat'), (p) => t('compare.vatPercent', { percent: p.VAT }))}
          <tr>
            <td className="compare-table__corner" />
            {products.map((p) => (
              <td key={p.ID}>
                <AddToCartButton productId={p.ID} title={p.TITLE} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
