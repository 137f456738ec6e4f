// A minimal product page (image, title, price, description); variants, gallery and cart come later.
import { useTranslation } from 'react-i18next';
import { ProductCartForm } from '../../features/cart/components/ProductCartForm';
import { Breadcrumbs } from '../../features/catalog/components/Breadcrumbs';
import { discountPercent, isDiscounted, Price } from '../../features/catalog/components/Price';
import { ProductImage } from '../../features/catalog/components/ProductImage';
import { Rating } from '../../features/catalog/components/Rating';
import type { ProductData } from '../../features/catalog/types';
import './routes.css';

export default function ProductRoute({ data }: { data: ProductData }) {
  const { t } = useTranslation();
  const { product } = data;
  const discounted = isDiscounted(product);
  return (
    <div className="page-width product-page-wrap">
      {data.breadcrumbs && data.breadcrumbs.length > 0 && <Breadcrumbs items={data.breadcrumbs} />}
      <article className="product-page">
      <div className="product-page__media">
        <ProductImage
          image={product.IMAGE_LIST[0]}
          alt={product.TITLE}
          sizes="(min-width: 992px) 560px, 100vw"
          priority
          className="product-page__image"
        />
        {discounted && (
          <span className="discount-badge discount-badge--large">
            {t('product.discount', { percent: discountPercent(product) })}
          </span>
        )}
      </div>
      <div className="product-page__info">
        <h1 className="product-page__title">{product.TITLE}</h1>
        <Rating average={product.COMMENT_AVERAGE} count={product.COMMENT_COUNT} />
        <div className="product-page__price">
          <Price product={product} size="large" />
          <p className="product-page__vat">{t('product.vatIncluded')}</p>
        </div>
        <ProductCartForm
          productId={product.ID}
          productUrl={product.URL}
          variants={product.VARIANTS ?? []}
          purchase={product.PURCHASE}
        />
        {product.DESCRIPTION && (
          <section className="product-page__description" aria-labelledby="product-description">
            <h2 id="product-description" className="product-page__subtitle">
              {t('product.description')}
            </h2>
            {product.DESCRIPTION.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </section>
        )}
      </div>
      </article>
    </div>
  );
}
