// Reading and writing the shop's own browser cookies (the cookie-law consent, the app banner's
// dismissal, the list layout, and the storage helper's fallback records).

export const DAY_SECONDS = 24 * 60 * 60;

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        // A value someone else wrote with a stray '%' reads as absent rather than breaking the page.
        return null;
      }
    }
  }
  return null;
}

/** A `document.cookie` assignment that keeps `name=value` for `maxAgeSeconds` on the whole site. */
export function cookieString(name: string, value: string, maxAgeSeconds: number, secure = false): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function readCookie(name: string): string | null {
  try {
    return typeof document === 'undefined' ? null : cookieValue(document.cookie, name);
  } catch {
    // A sandboxed document refuses cookie access.
    return null;
  }
}

/** Keeps `name=value` for `maxAgeSeconds` (0 removes it); Secure when the page came over HTTPS. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  try {
    document.cookie = cookieString(name, value, maxAgeSeconds, secure);
  } catch {
    // A sandboxed document refuses cookie access: the cookie is best effort.
  }
}

export function removeCookie(name: string): void {
  writeCookie(name, '', 0);
}
