// The add-to-cart form: colour and size, quantity, subscription, add and buy-now, and a
// multi-select add of several sizes of the chosen colour. The product page hands in its own
// variant picker and keeps colour, size and subscription (it shows their prices); elsewhere (the
// quick view) the form keeps them itself with a plain chooser.
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { showToast } from '../../../components/ui/toast-store';
import { checkEmbroidery, type EmbroideryError } from '../embroidery';
import { multiBuyText } from '../multi-buy';
import { useAddToCart } from '../use-add-to-cart';
import type { AddRequest, PurchaseInfo, VariantChoice } from '../types';
import { FrequencySelect } from './FrequencySelect';
import { QuantityInput } from './QuantityInput';
import './cart.css';

/** Spec section 5: nothing ticked shows this for 1.8 s. */
export const NOTHING_TICKED_MS = 1800;

interface ProductCartFormProps {
  productId: number;
  productUrl: string;
  variants: VariantChoice[];
  purchase: PurchaseInfo | null | undefined;
  /** The page's colour and size chooser; without it the form shows a plain one of its own. */
  picker?: ReactNode;
  /** With `picker`: the chosen colour and variant (null until a size with stock is chosen). */
  colour?: number | null;
  variantId?: number | null;
  subscribe?: boolean;
  onSubscribeChange?: (subscribe: boolean) => void;
}

/** A titled group of choices (radio buttons). */
function ChoiceGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="product-cart__group">
      <legend>{legend}</legend>
      <div className="product-cart__options">{children}</div>
    </fieldset>
  );
}

/** A size's name, marked when it is sold out. */
function SizeName({ variant }: { variant: VariantChoice }) {
  const { t } = useTranslation();
  return (
    <span className="choice__label">
      {variant.TYPE2_NAME}
      {variant.IN_STOCK === 0 && <small> · {t('cart.soldOut')}</small>}
    </span>
  );
}

/** The form's own chooser, for places without the product page's picker. */
function PlainChooser({
  variants,
  colour,
  variantId,
  onColour,
  onVariant,
}: {
  variants: VariantChoice[];
  colour: number | null;
  variantId: number | null;
  onColour: (colour: number) => void;
  onVariant: (variantId: number) => void;
}) {
  const { t } = useTranslation();
  const colours = useMemo(() => {
    const seen = new Map<number, VariantChoice>();
    for (const v of variants) if (!seen.has(v.TYPE1_ID)) seen.set(v.TYPE1_ID, v);
    return [...seen.values()];
  }, [variants]);
  const sizes = variants.filter((v) => v.TYPE1_ID === colour);
  return (
    <>
      <ChoiceGroup legend={t('cart.colour')}>
        {colours.map((c) => (
          <label key={c.TYPE1_ID} className="choice">
            <input
              type="radio"
              name="colour"
              checked={colour === c.TYPE1_ID}
              onChange={() => {
                onColour(c.TYPE1_ID);
              }}
            />
            <span className="choice__label">{c.TYPE1_NAME}</span>
          </label>
        ))}
      </ChoiceGroup>
      {colour !== null && (
        <ChoiceGroup legend={t('cart.size')}>
          {sizes.map((v) => (
            <label key={v.ID} className="choice" data-passive={v.IN_STOCK === 0 || undefined}>
              <input
                type="radio"
                name="size"
                disabled={v.IN_STOCK === 0}
                checked={variantId === v.ID}
                onChange={() => {
                  onVariant(v.ID);
                }}
              />
              <SizeName variant={v} />
            </label>
          ))}
        </ChoiceGroup>
      )}
    </>
  );
}

export function ProductCartForm({
  productId,
  productUrl,
  variants,
  purchase,
  picker,
  colour: pageColour,
  variantId: pageVariantId,
  subscribe: pageSubscribe,
  onSubscribeChange,
}: ProductCartFormProps) {
  const { t } = useTranslation();
  const { add, running } = useAddToCart();
  const own = picker === undefined;
  const firstColour = variants.every((v) => v.TYPE1_ID === variants[0]?.TYPE1_ID) ? (variants[0]?.TYPE1_ID ?? null) : null;
  const [ownColour, setOwnColour] = useState<number | null>(firstColour);
  const [ownVariantId, setOwnVariantId] = useState<number | null>(null);
  const [ownSubscribe, setOwnSubscribe] = useState(false);
  const colour = own ? ownColour : (pageColour ?? null);
  const variantId = own ? ownVariantId : (pageVariantId ?? null);
  const subscribe = own ? ownSubscribe : (pageSubscribe ?? false);
  const setSubscribe = (value: boolean) => {
    if (own) setOwnSubscribe(value);
    onSubscribeChange?.(value);
  };
  const rule = { min: purchase?.QTY_MIN ?? 1, max: purchase?.QTY_MAX ?? 10, step: purchase?.QTY_STEP ?? 1 };
  const [quantity, setQuantity] = useState(rule.min);
  const [frequency, setFrequency] = useState(30);
  const [ticked, setTicked] = useState<number[]>([]);
  const [tickedColour, setTickedColour] = useState(colour);
  if (tickedColour !== colour) {
    // Ticks belong to one colour's sizes.
    setTickedColour(colour);
    setTicked([]);
  }
  const sizes = variants.filter((v) => v.TYPE1_ID === colour);
  const subscriptionPercent = purchase?.SUBSCRIPTION_PERCENT ?? 0;
  const embroideryMax = purchase?.PERSONALIZATION_MAX ?? 0;
  const [embroidery, setEmbroidery] = useState('');
  const [embroideryError, setEmbroideryError] = useState<EmbroideryError>(null);

  /** The personalization to send; null (and the error shown) when it does not pass. */
  const personalization = (): Pick<AddRequest, 'formData'> | null => {
    if (embroideryMax === 0) return {};
    const error = checkEmbroidery(embroidery, embroideryMax);
    setEmbroideryError(error);
    return error ? null : { formData: { [productId]: { name: embroidery.trim() } } };
  };

  const send = (buyNow: boolean) => {
    if (variantId === null) {
      showToast(t('cart.chooseOptions'), { variant: 'danger', duration: NOTHING_TICKED_MS });
      return;
    }
    const fields = personalization();
    if (!fields) return;
    void add(
      {
        items: [{ productId, variantId, quantity }],
        ...(subscribe ? { subscribe: true, subscribeFrequency: frequency } : {}),
        ...fields,
      },
      { buyNow, productPageUrl: productUrl, personalized: embroideryMax > 0 },
    );
  };

  const sendTicked = () => {
    if (ticked.length === 0) {
      showToast(t('cart.nothingSelected'), { variant: 'danger', duration: NOTHING_TICKED_MS });
      return;
    }
    const fields = personalization();
    if (!fields) return;
    void add(
      { items: ticked.map((id) => ({ productId, variantId: id, quantity: rule.min })), ...fields },
      { buyNow: false, productPageUrl: productUrl, personalized: embroideryMax > 0 },
    );
  };

  /** A button that adds the chosen product, or (`buyNow`) adds it and goes on to the checkout. */
  const sendButton = (buyNow: boolean, look: string, label: string) => (
    <button
      type="button"
      className={`button ${look}`}
      disabled={running}
      onClick={() => {
        send(buyNow);
      }}
    >
      {label}
    </button>
  );

  return (
    <div className="product-cart" data-testid="product-cart">
      {own ? (
        <PlainChooser
          variants={variants}
          colour={colour}
          variantId={variantId}
          onColour={(c) => {
            setOwnColour(c);
            setOwnVariantId(null);
          }}
          onVariant={setOwnVariantId}
        />
      ) : (
        picker
      )}
      {own && purchase && purchase.MULTI_BUY.length > 0 && (
        <p className="product-cart__tiers">
          {t('cart.multiBuy')}:{' '}
          {multiBuyText(purchase.MULTI_BUY, t)}
        </p>
      )}
      {embroideryMax > 0 && (
        <label className="product-cart__embroidery">
          <span>{t('cart.embroidery', { max: embroideryMax })}</span>
          <input
            type="text"
            value={embroidery}
            maxLength={embroideryMax}
            required
            aria-invalid={embroideryError !== null}
            aria-describedby={embroideryError ? 'embroidery-error' : undefined}
            onChange={(event) => {
              setEmbroidery(event.target.value);
              setEmbroideryError(null);
            }}
          />
          {embroideryError && (
            <small id="embroidery-error" className="product-cart__error" role="alert">
              {embroideryError === 'required'
                ? t('cart.embroideryRequired')
                : t('cart.embroideryInvalid', { max: embroideryMax })}
            </small>
          )}
        </label>
      )}
      {subscriptionPercent > 0 && (
        <div className="product-cart__subscription">
          <label>
            <input
              type="checkbox"
              checked={subscribe}
              onChange={(event) => {
                setSubscribe(event.target.checked);
              }}
            />{' '}
            {t('cart.subscribe', { percent: subscriptionPercent })}
          </label>
          {subscribe && (
            <FrequencySelect value={frequency} onChange={setFrequency} label={t('cart.frequency')} />
          )}
        </div>
      )}
      <div className="product-cart__buy">
        <QuantityInput value={quantity} rule={rule} onChange={setQuantity} label={t('cart.quantity')} disabled={running} />
        {sendButton(false, 'button--primary', t('cart.add'))}
        {sendButton(true, 'button--ghost', t('cart.buyNow'))}
      </div>
      {colour !== null && sizes.length > 1 && (
        <details className="product-cart__multi">
          <summary>{t('cart.multiSelect')}</summary>
          <div className="product-cart__options">
            {sizes.map((v) => (
              <label key={v.ID} className="choice choice--check">
                <input
                  type="checkbox"
                  checked={ticked.includes(v.ID)}
                  onChange={(event) => {
                    setTicked((list) => (event.target.checked ? [...list, v.ID] : list.filter((id) => id !== v.ID)));
                  }}
                />
                <SizeName variant={v} />
              </label>
            ))}
          </div>
          <button type="button" className="button button--ghost button--small" disabled={running} onClick={sendTicked}>
            {t('cart.addSelected')}
          </button>
        </details>
      )}
    </div>
  );
}
