// For tests of the storage fallback: a browser whose local storage throws on every use (private
// browsing, disabled) or only on writes (full), and a document with a cookie jar that honours
// Max-Age, so records kept in cookies can be read back and expire.
import { vi } from 'vitest';

class CookieJar {
  private cookies = new Map<string, { value: string; expiresAt: number }>();

  get cookie(): string {
    const now = Date.now();
    return [...this.cookies]
      .filter(([, cookie]) => cookie.expiresAt > now)
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  set cookie(assignment: string) {
    const [pair = '', ...attributes] = assignment.split(';').map((part) => part.trim());
    const [name = '', ...value] = pair.split('=');
    const maxAge = attributes.find((a) => a.toLowerCase().startsWith('max-age='));
    const seconds = maxAge === undefined ? Infinity : Number(maxAge.split('=')[1]);
    if (seconds <= 0) this.cookies.delete(name);
    else this.cookies.set(name, { value: value.join('='), expiresAt: Date.now() + seconds * 1000 });
  }
}

/** Installs a fresh cookie jar as `document`; returns it for inspection. */
export function installCookieJar(): CookieJar {
  const jar = new CookieJar();
  vi.stubGlobal('document', jar);
  return jar;
}

/** Local storage that throws on access, as private browsing or a disabled storage does. */
export function breakLocalStorage(): void {
  vi.stubGlobal('localStorage', undefined);
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

/** Local storage that reads but refuses every write, as a full one does. */
export function fillLocalStorage(): void {
  vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}
