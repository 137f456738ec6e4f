// Which cart overlay is open (popup, set-store), outside React so any add-to-cart button can open
// them; the overlays in the header render whatever is set here.
import { createUiStore } from '../../lib/ui-store';

export interface CartUiState {
  popupOpen: boolean;
  storeOpen: boolean;
  storeMessage: string;
  /** An add that waits for a store; it is sent again once one is chosen. */
  retry: (() => void) | null;
  /** Bumped after each add so the header panel fetches again. */
  version: number;
  /** The control the shopper added with, focused again when the cart popup closes. */
  opener: HTMLElement | null;
}

const store = createUiStore<CartUiState>({
  popupOpen: false,
  storeOpen: false,
  storeMessage: '',
  retry: null,
  version: 0,
  opener: null,
});

export const setCartUi = store.set;
export const getCartUi = store.get;
export const useCartUi = store.useValue;

/** Tells the header panel that the cart changed. */
export function bumpCartVersion(): void {
  setCartUi({ version: getCartUi().version + 1 });
}
