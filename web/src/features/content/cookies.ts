// The two cookies of this feature: the cookie-law consent (15 days, spec section 9) and the mobile
// app banner's dismissal (`mobileApp=1`, spec section 4).

export const COOKIE_LAW_COOKIE = 'cookieLaw';
export const COOKIE_LAW_DAYS = 15;
export const MOBILE_APP_COOKIE = 'mobileApp';
export const MOBILE_APP_DAYS = 30;

const DAY_SECONDS = 24 * 60 * 60;

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** A `document.cookie` assignment that keeps `name=value` for `days` on the whole site. */
export function cookieString(name: string, value: string, days: number): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${days * DAY_SECONDS}; Path=/; SameSite=Lax`;
}

export function readCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : cookieValue(document.cookie, name);
}

export function writeCookie(name: string, value: string, days: number): void {
  document.cookie = cookieString(name, value, days);
}

/** Spec section 9: mobile means a mobile user agent and a window under 768 px. */
export function isMobileDevice(userAgent: string, width: number): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent) && width < 768;
}
