// Which cart overlay is open (popup, set-store), outside React so any add-to-cart button can open
// them; the overlays in the header render whatever is set here.
import { useSyncExternalStore } from 'react';

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

let state: CartUiState = { popupOpen: false, storeOpen: false, storeMessage: '', retry: null, version: 0, opener: null };
const listeners = new Set<() => void>();

export function setCartUi(patch: Partial<CartUiState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Tells the header panel that the cart changed. */
export function bumpCartVersion(): void {
  setCartUi({ version: state.version + 1 });
}

export function getCartUi(): CartUiState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useCartUi(): CartUiState {
  return useSyncExternalStore(subscribe, getCartUi, getCartUi);
}
