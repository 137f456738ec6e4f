import { describe, expect, it } from 'vitest';
import { decodePrefix, endpointKey, endpointPrefix, needsCurrency, type PrefixContext } from './endpoints';
import { DEFAULT_SETTINGS } from './settings';

const CDN = btoa('/cdn');
const ALL_KEYS = ['filter', 'variant', 'productLoader', 'subFolder', 'installment', 'customerRegister', 'category', 'search'];

function context(overrides: { prefix?: string; keys?: string[]; member?: number; pageSearch?: string; exportMode?: boolean } = {}): PrefixContext {
  return {
    settings: {
      ENDPOINT_PREFIX: overrides.prefix ?? CDN,
      ENDPOINT_PREFIX_KEYS: overrides.keys ?? ALL_KEYS,
      MEMBER_INFO: { ...DEFAULT_SETTINGS.MEMBER_INFO, ID: overrides.member ?? 0 },
    },
    pageSearch: overrides.pageSearch ?? '',
    exportMode: overrides.exportMode,
  };
}

describe('endpoint keys', () => {
  it('names a call by the path it starts with', () => {
    expect(endpointKey('/srv/service/filter/get/')).toBe('filter');
    expect(endpointKey('/srv/service/product/searchAll/elbise')).toBe('search');
    expect(endpointKey('/srv/service/cart/delete-all')).toBeNull();
  });

  it('gives the currency to exactly the four keys of the spec', () => {
    expect(needsCurrency('/srv/service/filter/get/')).toBe(true);
    expect(needsCurrency('/srv/service/variant/311')).toBe(true);
    expect(needsCurrency('/srv/service/product/loader')).toBe(true);
    expect(needsCurrency('/srv/service/content-v5/sub-folder/1/1001/cart')).toBe(true);
    expect(needsCurrency('/srv/service/category/get/')).toBe(false);
    expect(needsCurrency('/srv/service/product/search/elbise')).toBe(false);
    expect(needsCurrency('/srv/service/cart/delete-all')).toBe(false);
  });
});

describe('the endpoint prefix', () => {
  it('is decoded from base64, and an unreadable or unsafe one is none', () => {
    expect(decodePrefix(CDN)).toBe('/cdn');
    expect(decodePrefix(btoa('/edge/v2/'))).toBe('/edge/v2');
    expect(decodePrefix('')).toBe('');
    expect(decodePrefix('%%%')).toBe('');
    expect(decodePrefix(btoa('https://evil.example'))).toBe('');
    expect(decodePrefix(btoa('//evil.example'))).toBe('');
    expect(decodePrefix(btoa('/a?b'))).toBe('');
  });

  it('applies to the allowed keys only', () => {
    expect(endpointPrefix('/srv/service/category/get/', context())).toBe('/cdn');
    expect(endpointPrefix('/srv/service/category/get/', context({ keys: ['filter'] }))).toBe('');
    expect(endpointPrefix('/srv/service/cart/delete-all', context())).toBe('');
    expect(endpointPrefix('/srv/service/filter/get/', context({ prefix: '' }))).toBe('');
  });

  it('is dropped for members on the filter, installment, product loader and register keys', () => {
    const member = context({ member: 7 });
    expect(endpointPrefix('/srv/service/filter/get/', member)).toBe('');
    expect(endpointPrefix('/srv/service/wallet/card-info', member)).toBe('');
    expect(endpointPrefix('/srv/service/product/loader', member)).toBe('');
    expect(endpointPrefix('/api/v1/authentication/register', member)).toBe('');
    expect(endpointPrefix('/srv/service/variant/311', member)).toBe('/cdn');
    expect(endpointPrefix('/srv/service/filter/get/', context())).toBe('/cdn');
  });

  it('is dropped for the product loader in export mode', () => {
    expect(endpointPrefix('/srv/service/product/loader', context({ exportMode: true }))).toBe('');
    expect(endpointPrefix('/srv/service/filter/get/', context({ exportMode: true }))).toBe('/cdn');
  });

  it('is dropped when the page address has q or price', () => {
    expect(endpointPrefix('/srv/service/filter/get/', context({ pageSearch: '?q=elbise' }))).toBe('');
    expect(endpointPrefix('/srv/service/variant/311', context({ pageSearch: '?price=100-200' }))).toBe('');
    expect(endpointPrefix('/srv/service/filter/get/', context({ pageSearch: '?pg=2' }))).toBe('/cdn');
  });
});
