// The product page: gallery with lightbox, colour and size (the choice is kept in ?variant=), the
// size advisor ("Bedenimi bul") for clothes with a size table, "Gelince haber ver" for the chosen
// colour's sold-out sizes, catalog attributes, prices (subscription, money order, VAT), multi-buy
// tiers, instalments, add to cart, description, comments and related products. Everything comes
// with the page data but the running campaigns' badges over the main image, asked once it rendered.
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import { BlockBoundary } from '../../components/ui/BlockBoundary';
import { ProductCartForm } from '../../features/cart';
import { CompareButton } from '../../features/compare';
import { CardHearts, FavouriteButton } from '../../features/favourites';
import { Breadcrumbs } from '../../features/catalog';
import { CampaignBadges } from '../../features/campaigns';
import { SizeAdvisorButton } from '../../features/sizing';
import { StockAlertOffer } from '../../features/stock-alert';
import { displayCurrency } from '../../components/product/Price';
import { Rating } from '../../components/product/Rating';
import type { ProductData, ProductImage } from '../../lib/page-data';
import {
  CatalogAttributes,
  importInstallmentTable,
  MultiBuyTable,
  PriceBlock,
  ProductComments,
  ProductGallery,
  RelatedProducts,
  soldOutSizes,
  subscriptionPrice,
  type VariantData,
  variantForColour,
  variantForSize,
  VariantPicker,
  variantState,
} from '../../features/product';
import './routes.css';

// The instalment tables sit in a closed fold: their tabs come when the page is up, not with it.
const InstallmentTable = lazy(() =>
  importInstallmentTable().then((module) => ({
    default: module.InstallmentTable,
  })),
);

/** Puts the chosen variant in the address without a new history entry or a page reload. */
function replaceVariantParam(variantId: number) {
  const url = new URL(window.location.href);
  url.searchParams.set('variant', String(variantId));
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

function ProductView({ data }: { data: ProductData }) {
  const { t } = useTranslation();
  const { product } = data;
  const variants = product.VARIANT_DATA;
  const initial = variants.find((v) => v.ID === product.SELECTED_VARIANT_ID) ?? null;
  const [colour, setColour] = useState<number | null>(initial?.TYPE1_ID ?? product.VARIANT1_LIST[0]?.ID ?? null);
  const [chosen, setChosen] = useState<VariantData | null>(initial && initial.STOCK > 0 ? initial : null);
  const [subscribed, setSubscribed] = useState(false);
  // The size the advisor last recommended, marked in the picker until the page changes.
  const [advised, setAdvised] = useState<number | null>(null);
  const currency = displayCurrency(product);

  // The chosen colour's images first, then the other colours'.
  const images = useMemo<ProductImage[]>(() => {
    const own = product.COLOR_IMAGES.filter((c) => c.TYPE1_ID === colour).flatMap((c) => c.IMAGE_LIST);
    const others = product.COLOR_IMAGES.filter((c) => c.TYPE1_ID !== colour).flatMap((c) => c.IMAGE_LIST);
    const all = [...own, ...others];
    return all.length > 0 ? all : product.IMAGE_LIST;
  }, [product.COLOR_IMAGES, product.IMAGE_LIST, colour]);

  const colourName = product.VARIANT1_LIST.find((c) => c.ID === colour)?.NAME ?? '';
  const soldOut = soldOutSizes(variants, product.VARIANT2_LIST, colour).map(({ size, variant }) => ({ variantId: variant.ID, name: size.NAME }));

  const shownVariant = chosen ?? variants.find((v) => v.TYPE1_ID === colour) ?? null;
  const price = shownVariant?.PRICE ?? product.PRICE_SELL;
  const listPrice = shownVariant?.PRICE_NOT_DISCOUNTED ?? product.PRICE_NOT_DISCOUNTED;
  const discountPercent = listPrice > price ? Math.round((1 - price / listPrice) * 100) : 0;

  const chooseColour = (next: number) => {
    const variant = variantForColour(variants, next, chosen?.TYPE2_ID ?? null);
    setColour(next);
    setChosen(variant && variant.STOCK > 0 ? variant : null);
    if (variant) replaceVariantParam(variant.ID);
  };
  const chooseSize = (variant: VariantData) => {
    setChosen(variant);
    replaceVariantParam(variant.ID);
  };
  // The advised size in the chosen colour, or with the colour of another that has it in stock.
  const chooseAdvisedSize = (size: number) => {
    const variant = variantForSize(variants, size, colour);
    if (!variant) return;
    setColour(variant.TYPE1_ID);
    chooseSize(variant);
  };

  return (
    <div className="page-width product-page-wrap">
      {data.breadcrumbs.length > 0 && <Breadcrumbs items={data.breadcrumbs} />}
      <article className="product-page">
        <div className="product-media">
          <BlockBoundary name="product-gallery">
            <ProductGallery
              images={images}
              title={product.TITLE}
              resetKey={colour ?? 0}
              badge={
                <>
                  {discountPercent > 0 && (
                    <span className="discount-badge discount-badge--large">{t('product.discount', { percent: discountPercent })}</span>
                  )}
                  <CampaignBadges product={product} place="page" />
                </>
              }
            />
          </BlockBoundary>
        </div>
        <div className="product-page__info">
          <h1 className="product-page__title">{product.TITLE}</h1>
          <Rating average={product.COMMENT_AVERAGE} count={product.COMMENT_COUNT} />
          <PriceBlock
            price={price}
            listPrice={listPrice}
            currency={currency}
            vatPercent={product.VAT}
            moneyOrderPercent={product.MONEY_ORDER_PERCENT}
            subscriptionPercent={product.SUBSCRIPTION_PERCENT}
            subscribed={subscribed}
          />
          <CatalogAttributes attributes={product.ATTRIBUTES} modelId={product.MODEL_ID} productId={product.ID} />
          <BlockBoundary name="product-cart-form">
            <ProductCartForm
              productId={product.ID}
              productUrl={product.URL}
              variants={product.VARIANTS}
              purchase={product.PURCHASE}
              colour={colour}
              variantId={chosen?.ID ?? null}
              subscribe={subscribed}
              onSubscribeChange={setSubscribed}
              picker={
                <VariantPicker
                  variants={variants}
                  colours={product.VARIANT1_LIST}
                  sizes={product.VARIANT2_LIST}
                  colour={colour}
                  size={chosen?.TYPE2_ID ?? null}
                  onColour={chooseColour}
                  onSize={chooseSize}
                  recommended={advised}
                  sizeAction={
                    product.SIZE_ADVISOR ? (
                      <SizeAdvisorButton
                        productId={product.ID}
                        sizeState={(size) => variantState(variants, 2, size, colour).state}
                        colourName={colourName}
                        onAdvice={(size) => {
                          setAdvised(size > 0 ? size : null);
                        }}
                        onChoose={chooseAdvisedSize}
                      />
                    ) : undefined
                  }
                  sizeNote={soldOut.length > 0 ? <StockAlertOffer key={colour} sizes={soldOut} colourName={colourName} /> : undefined}
                />
              }
            />
          </BlockBoundary>
          <FavouriteButton productId={product.ID} title={product.TITLE} variant="page" />
          <CompareButton product={product} />
          {shownVariant && (
            <p className="product-page__code">
              {t('product.details.code')}: <span data-testid="variant-code">{shownVariant.CODE}</span>
            </p>
          )}
          <BlockBoundary name="product-details">
            <MultiBuyTable
              tiers={product.MULTI_BUY}
              price={price}
              currency={currency}
              subscriptionPercent={subscribed ? product.SUBSCRIPTION_PERCENT : 0}
            />
            <details className="product-box product-box--fold">
              <summary className="product-box__title">{t('product.installments.title')}</summary>
              <Suspense fallback={null}>
                <InstallmentTable
                  price={subscribed ? subscriptionPrice(price, product.SUBSCRIPTION_PERCENT) : price}
                  currency={currency}
                  plan={product.INSTALLMENT_PLAN}
                />
              </Suspense>
            </details>
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
          </BlockBoundary>
        </div>
      </article>
      <BlockBoundary name="product-comments">
        <ProductComments
          productId={product.ID}
          average={product.COMMENT_AVERAGE}
          count={product.COMMENT_COUNT}
          ratings={product.COMMENT_RATINGS}
          firstPage={product.COMMENTS}
        />
      </BlockBoundary>
      <BlockBoundary name="product-related">
        <RelatedProducts products={product.RELATED_PRODUCTS} />
      </BlockBoundary>
    </div>
  );
}

export default function ProductRoute({ data }: { data: ProductData }) {
  // A new product (a sibling chosen by its attributes) starts with its own choices.
  return (
    <CardHearts>
      <ProductView key={data.product.ID} data={data} />
    </CardHearts>
  );
}
