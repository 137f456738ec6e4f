// The two variant groups (spec section 4): colours as swatches, sizes by age as buttons. A size
// the chosen colour does not offer is hidden; one it offers without stock is passive (disabled,
// struck through, and labelled sold out for screen readers). The size the size advisor
// recommended carries a badge, and the advisor's button sits beside the sizes; what the page
// offers for the sold-out ones (a back-in-stock alert) sits under them. It renders inside
// the add-to-cart form so colour and size sit beside the quantity and the buttons.
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { variantState } from '../rules';
import type { VariantData, VariantValue } from '../types';
import './product.css';

interface VariantPickerProps {
  variants: VariantData[];
  colours: VariantValue[];
  sizes: VariantValue[];
  colour: number | null;
  size: number | null;
  onColour: (colour: number) => void;
  onSize: (variant: VariantData) => void;
  /** The size the size advisor recommended, marked until the page changes. */
  recommended?: number | null;
  /** Shown beside the sizes' heading (the size advisor's button). */
  sizeAction?: ReactNode;
  /** Shown under the sizes (the back-in-stock offer for the sold-out ones). */
  sizeNote?: ReactNode;
}

/** A variant group's choices under its legend, which names the chosen value. */
function ChoiceGroup({ legend, chosen, children }: { legend: string; chosen: string | undefined; children: ReactNode }) {
  return (
    <fieldset className="product-cart__group variant-picker__group">
      <legend>
        {legend}
        {chosen && <span className="variant-picker__chosen">: {chosen}</span>}
      </legend>
      <div className="product-cart__options">{children}</div>
    </fieldset>
  );
}

export function VariantPicker({
  variants,
  colours,
  sizes,
  colour,
  size,
  onColour,
  onSize,
  recommended = null,
  sizeAction,
  sizeNote,
}: VariantPickerProps) {
  const { t } = useTranslation();
  const colourName = colours.find((c) => c.ID === colour)?.NAME;
  const sizeName = sizes.find((s) => s.ID === size)?.NAME;
  return (
    <div className="variant-picker" data-testid="variant-picker">
      <ChoiceGroup legend={t('cart.colour')} chosen={colourName}>
        {colours.map((c) => {
          const { state } = variantState(variants, 1, c.ID, null);
          const passive = state === 'passive';
          return (
            <label key={c.ID} className="choice choice--colour" data-passive={passive || undefined}>
              <input
                type="radio"
                name="colour"
                value={c.ID}
                checked={colour === c.ID}
                aria-label={passive ? t('product.variant.soldOutLabel', { name: c.NAME }) : c.NAME}
                onChange={() => {
                  onColour(c.ID);
                }}
              />
              <span className="choice__label">
                <span
                  className="variant-picker__swatch"
                  aria-hidden="true"
                  style={{ '--swatch': c.COLOR_CODE || '#ccc' } as CSSProperties}
                />
                {c.NAME}
              </span>
            </label>
          );
        })}
      </ChoiceGroup>
      {colour !== null && (
        <div className="variant-picker__sizes">
          <ChoiceGroup legend={t('cart.size')} chosen={sizeName}>
            {sizes.map((s) => {
              const { state, variant } = variantState(variants, 2, s.ID, colour);
              if (state === 'hidden' || !variant) return null;
              const passive = state === 'passive';
              const advised = recommended === s.ID;
              const label = passive ? t('product.variant.soldOutLabel', { name: s.NAME }) : s.NAME;
              return (
                <label
                  key={s.ID}
                  className="choice choice--size"
                  data-passive={passive || undefined}
                  data-state={state}
                  data-recommended={advised || undefined}
                >
                  <input
                    type="radio"
                    name="size"
                    value={s.ID}
                    disabled={passive}
                    checked={size === s.ID}
                    aria-label={advised ? t('product.variant.recommendedLabel', { name: label }) : label}
                    onChange={() => {
                      onSize(variant);
                    }}
                  />
                  <span className="choice__label">{s.NAME}</span>
                  {advised && (
                    <span className="variant-picker__badge" aria-hidden="true">
                      {t('product.variant.recommended')}
                    </span>
                  )}
                </label>
              );
            })}
          </ChoiceGroup>
          {sizeAction && <div className="variant-picker__size-action">{sizeAction}</div>}
          {sizeNote}
        </div>
      )}
    </div>
  );
}
