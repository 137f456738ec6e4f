// Add to cart from a product card. A card has no variant picker, so the server answers 2 for a
// product with several variants and the shopper lands on its page to choose.
import { useTranslation } from '../../../i18n/translate';
import { useAddToCart } from '../use-add-to-cart';
import './cart.css';

export function AddToCartButton({ productId, title }: { productId: number; title: string }) {
  const { t } = useTranslation();
  const { add, running } = useAddToCart();
  return (
    <button
      type="button"
      className="button button--small button--primary card-add"
      disabled={running}
      aria-label={t('cart.addNamed', { title })}
      onClick={() => {
        void add({ items: [{ productId }] }, { buyNow: false });
      }}
    >
      {t('cart.add')}
    </button>
  );
}
