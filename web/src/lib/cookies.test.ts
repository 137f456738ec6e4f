import { describe, expect, it } from 'vitest';
import { cookieString, cookieValue } from './cookies';

describe('cookies', () => {
  it('reads one cookie among several', () => {
    expect(cookieValue('a=1; mobileApp=1; b=x%20y', 'mobileApp')).toBe('1');
    expect(cookieValue('a=1; b=x%20y', 'b')).toBe('x y');
    expect(cookieValue('xmobileApp=1', 'mobileApp')).toBeNull();
  });

  it('reads a value that is not valid percent-encoding as absent', () => {
    expect(cookieValue('listLayout=%E0%A4%A', 'listLayout')).toBeNull();
  });

  it('writes a site-wide cookie with whole seconds, Secure only when asked', () => {
    expect(cookieString('a', 'x y', 90.7)).toBe('a=x%20y; Max-Age=90; Path=/; SameSite=Lax');
    expect(cookieString('a', '1', 10, true)).toContain('; Secure');
    expect(cookieString('a', '', -5)).toContain('Max-Age=0');
  });
});
