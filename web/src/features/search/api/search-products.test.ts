import { describe, expect, it } from 'vitest';
import { searchEndpoint } from './search-products';

describe('searchEndpoint', () => {
  it('uses searchAll only when the licence data flag is 1', () => {
    expect(searchEndpoint(1)).toBe('/srv/service/product/searchAll/');
    expect(searchEndpoint(0)).toBe('/srv/service/product/search/');
  });
});
