// How an option of the catalog attributes behaves (spec section 9): resting the pointer on it for
// 250 ms shows it (the attributes' option images) and asks for its product ahead of the click;
// choosing waits 300 ms for the shopper to settle (the last choice wins), then goes to the product
// the model has with that option. A failed call is told with the catalog texts of spec section 8.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translate';
import { showToast } from '../../components/ui/toast-store';
import { getModelProduct, type ModelProductRequest } from './api/get-product';

export const OPTION_HOVER_DELAY_MS = 250;
export const OPTION_DEBOUNCE_MS = 300;

export interface CatalogOptionActions {
  /** The option the pointer has rested on for the hover delay, or null. */
  rested: number | null;
  /** The option chosen last, while its product is on the way, or null. */
  pending: number | null;
  /** The pointer came to an option. */
  hover: (optionId: number) => void;
  /** The pointer left: a rest not reached yet is not needed. */
  leave: () => void;
  choose: (optionId: number) => void;
}

/** `base` is the product on screen and its chosen option in each group. */
export function useCatalogOption(base: Omit<ModelProductRequest, 'optionId'>): CatalogOptionActions {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [rested, setRested] = useState<number | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const chooseTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(base);
  useEffect(() => {
    latest.current = base;
  });
  useEffect(
    () => () => {
      clearTimeout(hoverTimer.current);
      clearTimeout(chooseTimer.current);
    },
    [],
  );

  return {
    rested,
    pending,
    hover: (optionId) => {
      clearTimeout(hoverTimer.current);
      hoverTimer.current = setTimeout(() => {
        setRested(optionId);
        // Only warming the cache: a failure is told if the shopper chooses the option.
        getModelProduct({ ...latest.current, optionId }).catch(() => undefined);
      }, OPTION_HOVER_DELAY_MS);
    },
    leave: () => {
      clearTimeout(hoverTimer.current);
      setRested(null);
    },
    choose: (optionId) => {
      clearTimeout(chooseTimer.current);
      setPending(optionId);
      chooseTimer.current = setTimeout(() => {
        const request = { ...latest.current, optionId };
        getModelProduct(request).then(
          (product) => {
            if (product.PRODUCT_ID !== request.productId) void navigate(product.URL);
            else setPending(null);
          },
          () => {
            setPending(null);
            showToast(t('product.errors.productData'), { variant: 'danger' });
          },
        );
      }, OPTION_DEBOUNCE_MS);
    },
  };
}
