// Sends an add-to-cart and carries out its outcome: popup, notice, redirect, buy-now to the cart,
// failure notice (2.4 s, with the product link), or the set-store popup with the add kept for later.
// Loaded on the first add, so product lists do not carry it in their first load.
import type { QueryClient } from '@tanstack/react-query';
import { showToast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api';
import { planAdd, type AddContext } from './add-outcome';
import { addToCart } from './api/cart-calls';
import { storeCart } from './api/get-cart';
import { cartPath } from './cart-path';
import { bumpCartVersion, setCartUi } from './cart-ui';
import type { AddRequest } from './types';

/** Spec section 8: the failure notice stays 2.4 s. */
export const FAILURE_NOTICE_MS = 2400;

export interface AddDeps {
  navigate: (to: string) => void | Promise<void>;
  queryClient: QueryClient;
  t: (key: string) => string;
  /** The control the add was made with: the cart popup gives focus back to it when it closes. */
  opener?: HTMLElement | null;
}

export async function runAddToCart(request: AddRequest, context: AddContext, deps: AddDeps): Promise<void> {
  const { navigate, queryClient, t } = deps;
  try {
    const view = await addToCart(request);
    storeCart(queryClient, view);
    bumpCartVersion();
    const { outcome, failures } = planAdd(view, context);
    if (failures.length > 0) {
      showToast(failures.join('\n'), { variant: 'danger', duration: FAILURE_NOTICE_MS });
    }
    switch (outcome.kind) {
      case 'stay':
        break;
      case 'goToCart':
        await navigate(cartPath());
        break;
      case 'redirect':
        await navigate(outcome.url);
        break;
      case 'popup':
        setCartUi({ popupOpen: true, opener: deps.opener ?? null });
        break;
      case 'notice':
        showToast(t('cart.added'), { variant: 'success', link: { href: cartPath(), label: t('cart.goToCart') } });
        break;
      case 'failure':
        showToast(outcome.message, {
          variant: 'danger',
          duration: FAILURE_NOTICE_MS,
          ...(outcome.link ? { link: { href: outcome.link.url, label: outcome.link.title } } : {}),
        });
        break;
      case 'storeRequired':
        setCartUi({
          storeOpen: true,
          storeMessage: outcome.message,
          retry: () => {
            void runAddToCart(request, context, deps);
          },
        });
        break;
    }
  } catch (error) {
    const message = error instanceof ApiError ? error.message : t('cart.addFailed');
    showToast(message, { variant: 'danger', duration: FAILURE_NOTICE_MS });
  }
}
