import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { pageRefOf } from './page-ref';
import type { CategoryData } from './types';

const category: CategoryData = {
  route: 'category',
  category: { ID: 7, NAME: 'Kız Çocuk Elbise', URL: '/kiz-cocuk-elbise', CHILDREN: [] },
  breadcrumbs: [],
  products: [],
  total: 0,
  page: 1,
  pageSize: 24,
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
    expect(pageRefOf({ route: 'home', blocks: [], showcases: [], categories: [] }, false, DEFAULT_SETTINGS).PAGE_ID).toBe(1);
  });

  it('prefers a page reference sent by the server', () => {
    const pageRef = { PAGE_ID: 3, LINK_TYPE: 'content', TABLE_PAGE_ID: 9 };
    expect(pageRefOf({ route: 'notFound', pageRef }, false, DEFAULT_SETTINGS)).toEqual(pageRef);
  });
});
