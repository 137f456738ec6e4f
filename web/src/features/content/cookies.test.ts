import { describe, expect, it } from 'vitest';
import { cookieString, DAY_SECONDS } from '../../lib/cookies';
import { COOKIE_LAW_DAYS, isMobileDevice } from './cookies';

describe('cookies', () => {
  it('keeps the cookie-law consent for 15 days', () => {
    expect(cookieString('cookieLaw', '1', COOKIE_LAW_DAYS * DAY_SECONDS)).toContain(`Max-Age=${15 * 24 * 60 * 60}`);
  });

  it('counts as mobile only with a mobile agent under 768 px', () => {
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    expect(isMobileDevice(phone, 390)).toBe(true);
    expect(isMobileDevice(phone, 800)).toBe(false);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/120', 390)).toBe(false);
  });
});
