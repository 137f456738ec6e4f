import { describe, expect, it } from 'vitest';
import { telHref } from './store-contact';

describe('telHref', () => {
  it('keeps the digits of a national number', () => {
    expect(telHref('0 (212) 555 01 01')).toBe('tel:02125550101');
  });

  it('keeps the plus of an international number', () => {
    expect(telHref(' +90 212 555-01-01 ')).toBe('tel:+902125550101');
  });

  it('gives no link for a number without digits', () => {
    expect(telHref('')).toBe('');
    expect(telHref('—')).toBe('');
  });
});
