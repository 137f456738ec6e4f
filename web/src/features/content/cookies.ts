// The two cookies of this feature: the cookie-law consent (15 days, spec section 9) and the mobile
// app banner's dismissal (`mobileApp=1`, spec section 4).

export const COOKIE_LAW_COOKIE = 'cookieLaw';
export const COOKIE_LAW_DAYS = 15;
export const MOBILE_APP_COOKIE = 'mobileApp';
export const MOBILE_APP_DAYS = 30;

/** Spec section 9: mobile means a mobile user agent and a window under 768 px. */
export function isMobileDevice(userAgent: string, width: number): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent) && width < 768;
}
