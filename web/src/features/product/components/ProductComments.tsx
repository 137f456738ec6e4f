// Comments with their average and star breakdown; the first page comes with the product page,
// later pages are fetched on demand.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import { formatNumber, priceFormatFromSettings } from '../../../lib/format';
import { useComments } from '../api/get-comments';
import type { ProductComment } from '../types';
import './product.css';

interface ProductCommentsProps {
  productId: number;
  average: number;
  count: number;
  ratings: number[];
  firstPage: ProductComment[];
  pageSize?: number;
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon key={n} name="star" size={14} filled={n <= Math.round(rating)} className="stars__star" />
      ))}
    </span>
  );
}

export function ProductComments({ productId, average, count, ratings, firstPage, pageSize = 5 }: ProductCommentsProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [earlier, setEarlier] = useState<ProductComment[]>([]);
  const more = useComments(productId, page);
  const shown = page === 1 ? firstPage : [...earlier, ...(more.data?.COMMENTS ?? [])];
  const pages = Math.ceil(count / pageSize);
  const averageText = formatNumber(average, { ...priceFormatFromSettings(), decimals: 1 });

  return (
    <section className="product-section" aria-labelledby="comments-title" data-testid="product-comments">
      <h2 id="comments-title" className="product-section__title">
        {t('product.comments.title')} <span className="product-section__count">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="product-comments__empty">{t('product.comments.empty')}</p>
      ) : (
        <>
          <div className="product-comments__summary">
            <p className="product-comments__average" data-testid="comment-average">
              <span className="product-comments__number">{averageText}</span>
              <Stars rating={average} />
              <span className="visually-hidden">{t('product.rating', { average: averageText, count })}</span>
            </p>
            <ul className="product-comments__bars">
              {ratings.map((n, i) => (
                <li key={i}>
                  <span>{t('product.comments.stars', { count: 5 - i })}</span>
                  <meter min={0} max={count} value={n} aria-label={t('product.comments.stars', { count: 5 - i })} />
                  <span>{n}</span>
                </li>
              ))}
            </ul>
          </div>
          <ul className="product-comments__list">
            {shown.map((c) => (
              <li key={c.ID} className="product-comment">
                <p className="product-comment__head">
                  <Stars rating={c.RATING} />
                  <span className="visually-hidden">{t('product.comments.ratingOf', { rating: c.RATING })}</span>
                  <strong dir="auto">{c.AUTHOR}</strong>
                  <time dateTime={c.DATE}>{c.DATE}</time>
                </p>
                {/* Shoppers write in their own language, whatever the page's. */}
                <p dir="auto">{c.CONTENT}</p>
              </li>
            ))}
          </ul>
          {page < pages && (
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={page > 1 && more.isFetching}
              onClick={() => {
                setEarlier(shown);
                setPage(page + 1);
              }}
            >
              {t('product.comments.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
