// Quick view of a product from its card: image, title, price, colours, and the size choice with
// add to cart of the product page, in a modal. The product's data comes from the page endpoint
// (the product page's own data), fetched when the modal opens.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { Modal } from '../../../components/ui/Modal';
import type { FocusReturn } from '../../../components/ui/return-focus';
import { ProductCartForm } from '../../cart';
import { CompareButton } from '../../compare';
import { fetchPage } from '../../../lib/page-query';
import type { ProductCard } from '../../../lib/page-data';
import { ColorSwatches } from '../../../components/product/ColorSwatches';
import { discountPercent, isDiscounted, Price } from '../../../components/product/Price';
import { ProductImage } from '../../../components/product/ProductImage';
import { Rating } from '../../../components/product/Rating';
import './catalog.css';

/** The widest a modal may be (spec section 9: 400 to 580 px). */
const QUICK_VIEW_WIDTH = 580;

function QuickViewBody({ product }: { product: ProductCard }) {
  const { t } = useTranslation();
  const page = useQuery({
    queryKey: ['quick-view', product.URL],
    queryFn: ({ signal }) => fetchPage(product.URL, signal),
    staleTime: 60 * 1000,
    retry: false,
  });
  const detail = page.data?.route === 'product' ? page.data.product : null;
  return (
    <div className="quick-view" data-testid="quick-view">
      <div className="quick-view__media">
        <ProductImage image={product.IMAGE_LIST[0]} alt={product.TITLE} sizes="220px" priority />
        {isDiscounted(product) && (
          <span className="discount-badge">{t('product.discount', { percent: discountPercent(product) })}</span>
        )}
      </div>
      <div className="quick-view__info">
        <Rating average={product.COMMENT_AVERAGE} count={product.COMMENT_COUNT} />
        <Price product={detail ?? product} size="large" />
        <ColorSwatches colors={product.COLORS} />
        <Link to={product.URL} className="text-link quick-view__details">
          {t('compare.viewDetails')}
        </Link>
      </div>
      <div className="quick-view__form">
        {page.isPending && <p className="quick-view__note">{t('app.loading')}</p>}
        {page.isError && (
          <p className="quick-view__note" role="alert">
            {t('compare.loadError')}
          </p>
        )}
        {detail && (
          <ProductCartForm
            productId={detail.ID}
            productUrl={detail.URL}
            variants={detail.VARIANTS}
            purchase={detail.PURCHASE}
          />
        )}
        <CompareButton product={product} />
      </div>
    </div>
  );
}

interface QuickViewProps {
  product: ProductCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card's quick-view button, focused again when the quick view closes. */
  returnFocus: FocusReturn;
}

/** Loaded on the first quick view (see ProductCard), so cards stay light. */
export default function QuickView({ product, open, onOpenChange, returnFocus }: QuickViewProps) {
  return (
    <Modal title={product.TITLE} width={QUICK_VIEW_WIDTH} open={open} onOpenChange={onOpenChange} returnFocus={returnFocus}>
      {open && <QuickViewBody product={product} />}
    </Modal>
  );
}
