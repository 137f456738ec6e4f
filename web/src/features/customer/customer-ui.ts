// Which member overlay is open, outside React so a login form anywhere (page, popup, header) can
// open the forced change-password modal, and so change-password errors can reset every captcha.
import { useSyncExternalStore } from 'react';
import type { LoginType } from './types';

export interface ForcedChangeRequest {
  username: string;
  type: LoginType;
  message: string;
  redirect: string;
}

export interface CustomerUiState {
  loginPopupOpen: boolean;
  forcedChange: ForcedChangeRequest | null;
  /** Bumped to load new captcha images. */
  captchaVersion: number;
}

let state: CustomerUiState = { loginPopupOpen: false, forcedChange: null, captchaVersion: 0 };
const listeners = new Set<() => void>();

export function setCustomerUi(patch: Partial<CustomerUiState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function resetCaptchas(): void {
  setCustomerUi({ captchaVersion: state.captchaVersion + 1 });
}

export function getCustomerUi(): CustomerUiState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useCustomerUi(): CustomerUiState {
  return useSyncExternalStore(subscribe, getCustomerUi, getCustomerUi);
}
