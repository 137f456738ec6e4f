// Catalog attributes (spec section 3): each group as a select or as buttons. An option leads to
// the product of the same model that has it (asked of catalog get-product, see
// use-catalog-option.ts); options no product of the model has are disabled. The buttons are links
// too, for a new tab and for crawlers; resting the mouse on one shows that product's image.
import { useId, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { isPlainClick } from '../../../components/ui/plain-click';
import { useAttributesWithImages } from '../api/get-attributes';
import type { CatalogAttribute } from '../types';
import { useCatalogOption } from '../use-catalog-option';
import './product.css';

interface CatalogAttributesProps {
  attributes: CatalogAttribute[];
  modelId: number;
  productId: number;
}

/** The rested option's image, from the attributes asked for with their images. */
function OptionPreview({ productId, optionId, name }: { productId: number; optionId: number; name: string }) {
  const { t } = useTranslation();
  const withImages = useAttributesWithImages(productId, true);
  if (withImages.isError) {
    return (
      <p className="attributes__error" role="alert">
        {t('product.errors.attributes')}
      </p>
    );
  }
  const image = withImages.data?.flatMap((group) => group.OPTIONS).find((o) => o.ID === optionId)?.IMAGE;
  if (!image) return null;
  return (
    <figure className="attributes__preview" data-testid="attribute-preview">
      <img src={image} alt="" width={72} height={90} />
      <figcaption>{name}</figcaption>
    </figure>
  );
}

export function CatalogAttributes({ attributes, modelId, productId }: CatalogAttributesProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const chosen = attributes.flatMap((group) => group.OPTIONS.filter((o) => o.SELECTED === 1).map((o) => o.ID));
  const option = useCatalogOption({ modelId, productId, chosen });
  if (attributes.length === 0) return null;
  return (
    <div className="attributes" data-testid="catalog-attributes">
      {attributes.map((group) => {
        const selected = group.OPTIONS.find((o) => o.SELECTED === 1);
        const pending = group.OPTIONS.find((o) => o.ID === option.pending);
        const rested = group.OPTIONS.find((o) => o.ID === option.rested);
        const id = `${baseId}-${group.GROUP_ID}`;
        if (group.CATALOG_VIEW === 'select') {
          return (
            <div key={group.GROUP_ID} className="attributes__group">
              <label htmlFor={id} className="attributes__name">
                {group.GROUP_NAME}
              </label>
              <select
                id={id}
                className="attributes__select"
                value={(pending ?? selected)?.ID ?? ''}
                onChange={(event) => {
                  option.choose(Number(event.target.value));
                }}
              >
                {group.OPTIONS.map((o) => (
                  <option key={o.ID} value={o.ID} disabled={o.PRODUCT_ID === 0}>
                    {o.PRODUCT_ID === 0 ? t('product.attributes.unavailable', { name: o.NAME }) : o.NAME}
                  </option>
                ))}
              </select>
            </div>
          );
        }
        return (
          <div key={group.GROUP_ID} className="attributes__group" role="group" aria-labelledby={id}>
            <span id={id} className="attributes__name">
              {group.GROUP_NAME}
            </span>
            <div className="attributes__buttons">
              {group.OPTIONS.map((o) =>
                o.SELECTED === 1 ? (
                  <span key={o.ID} className="attributes__button" aria-current="true">
                    {o.NAME}
                  </span>
                ) : o.PRODUCT_ID === 0 ? (
                  <span key={o.ID} className="attributes__button" aria-disabled="true" title={t('product.attributes.unavailable', { name: o.NAME })}>
                    {o.NAME}
                  </span>
                ) : (
                  <Link
                    key={o.ID}
                    to={o.URL}
                    className="attributes__button"
                    aria-busy={o.ID === option.pending || undefined}
                    onPointerEnter={(event: PointerEvent) => {
                      // A finger's tap is a choice, not a rest.
                      if (event.pointerType === 'mouse') option.hover(o.ID);
                    }}
                    onPointerLeave={option.leave}
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      option.choose(o.ID);
                    }}
                  >
                    {o.NAME}
                  </Link>
                ),
              )}
            </div>
            {rested && <OptionPreview productId={productId} optionId={rested.ID} name={rested.NAME} />}
          </div>
        );
      })}
    </div>
  );
}
