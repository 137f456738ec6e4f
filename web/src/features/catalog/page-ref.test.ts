import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { pageRefOf } from './page-ref';
import type { CategoryData, StoresData } from '../../lib/page-data';

const category: CategoryData = {
  route: 'category',
  category: { ID: 7, NAME: 'Kız Çocuk Elbise', URL: '/kiz-cocuk-elbise', CHILDREN: [] },
  breadcrumbs: [],
  products: [],
  total: 0,
  page: 1,
  pageSize: 24,
  filters: {
    FILTERS: [],
    VARIANTS: { TYPE1_LIST: [], TYPE2_LIST: [] },
    BRANDS: [],
    CATEGORIES: [],
    PRICE: { MIN: 0, MAX: 0, MIN_SELECTED: 0, MAX_SELECTED: 0 },
    IN_STOCK: { COUNT: 0, SELECTED: false },
    SORT: [],
    TOTAL: 0,
  },
};

describe('pageRefOf', () => {
  it('uses the inlined settings for the first page', () => {
    const settings = { ...DEFAULT_SETTINGS, PAGE_ID: 12, LINK_TYPE: 'category', TABLE_PAGE_ID: 7 };
    expect(pageRefOf(category, true, settings)).toEqual({ PAGE_ID: 12, LINK_TYPE: 'category', TABLE_PAGE_ID: 7 });
  });

  it('derives the page after client-side navigation', () => {
    expect(pageRefOf(category, false, DEFAULT_SETTINGS)).toEqual({
      PAGE_ID: 2,
      LINK_TYPE: 'category',
      TABLE_PAGE_ID: 7,
    });
    expect(pageRefOf({ route: 'home', blocks: [], showcases: [], categories: [], mobileApp: null }, false, DEFAULT_SETTINGS).PAGE_ID).toBe(1);
  });

  it('gives the store locator page its own page id', () => {
    const stores: StoresData = {
      route: 'stores',
      mapStyle: '',
      settings: {
        TITLE: 'Mağazalarımız',
        TEXT: '',
        URL: '',
        DISPLAY_COUNTRY: 0,
        DISPLAY_CITY: 1,
        DISPLAY_TOWN: 1,
        DISPLAY_GROUP: 1,
        LIMIT: 12,
        ZOOM: 6,
        CENTER: { LAT: 39, LNG: 35.2 },
      },
      stores: {
        success: true,
        data: [],
        countries: [],
        cities: [],
        towns: [],
        groups: [],
        filter: { country: '', city: '', town: '', group: '' },
        page: 1,
        pageCount: 1,
        total: 0,
        limit: 12,
      },
    };
    expect(pageRefOf(stores, false, DEFAULT_SETTINGS)).toEqual({ PAGE_ID: 35, LINK_TYPE: 'stores', TABLE_PAGE_ID: 0 });
  });
});
