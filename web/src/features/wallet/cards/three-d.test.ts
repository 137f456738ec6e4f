import { describe, expect, it } from 'vitest';
import { rememberPendingThreeD, returnUrlOf, takePendingThreeD, withoutThreeDReturn } from './three-d';
import { stubSessionStorage } from '../../../test/memory-storage';

describe('the return from the 3-D Secure page', () => {
  stubSessionStorage();

  it('leaves the page without its parameters, keeping the others', () => {
    const params = new URLSearchParams('a=1&wallet3d=refused&refNo=9&responseCode=1&responseDesc=x&orderNo=5');
    expect(withoutThreeDReturn(params).toString()).toBe('a=1');
    expect(returnUrlOf({ origin: 'https://shop.test', pathname: '/hesabim', search: '?wallet3d=approved&refNo=1' })).toBe(
      'https://shop.test/hesabim',
    );
    expect(returnUrlOf({ origin: 'https://shop.test', pathname: '/ar/hesabim', search: '?x=1' })).toBe('https://shop.test/ar/hesabim?x=1');
  });

  it('finds the card being saved once', () => {
    rememberPendingThreeD({ alias: 'World kartım' });
    expect(takePendingThreeD()).toEqual({ alias: 'World kartım' });
    expect(takePendingThreeD()).toBeNull();
  });
});
