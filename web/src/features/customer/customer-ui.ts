// Which member overlay is open, outside React so a login form anywhere (page, popup, header) can
// open the forced change-password modal, and so change-password errors can reset every captcha.
import { createUiStore } from '../../lib/ui-store';
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

const store = createUiStore<CustomerUiState>({ loginPopupOpen: false, forcedChange: null, captchaVersion: 0 });

export const setCustomerUi = store.set;
export const getCustomerUi = store.get;
export const useCustomerUi = store.useValue;

export function resetCaptchas(): void {
  setCustomerUi({ captchaVersion: getCustomerUi().captchaVersion + 1 });
}
