import { describe, expect, it } from 'vitest';
import { COOKIE_LAW_DAYS, cookieString, cookieValue, isMobileDevice } from './cookies';

describe('cookies', () => {
  it('reads one cookie among several', () => {
    expect(cookieValue('a=1; mobileApp=1; b=x%20y', 'mobileApp')).toBe('1');
    expect(cookieValue('a=1; b=x%20y', 'b')).toBe('x y');
    expect(cookieValue('xmobileApp=1', 'mobileApp')).toBeNull();
  });

  it('keeps the cookie-law consent for 15 days', () => {
    expect(cookieString('cookieLaw', '1', COOKIE_LAW_DAYS)).toContain(`Max-Age=${15 * 24 * 60 * 60}`);
  });

  it('counts as mobile only with a mobile agent under 768 px', () => {
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    expect(isMobileDevice(phone, 390)).toBe(true);
    expect(isMobileDevice(phone, 800)).toBe(false);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/120', 390)).toBe(false);
  });
});
