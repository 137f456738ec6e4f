import { describe, expect, it } from 'vitest';
import {
  appliedStoreFilter,
  changeStoreFilter,
  EMPTY_STORE_FILTER,
  matchesStoreFilter,
  pageOfStore,
  parsePage,
  parseStoreFilter,
  storeFilterSearch,
  storeListQuery,
} from './store-filters';

describe('parseStoreFilter', () => {
  it('reads the spec’s parameters country, city, town, group and pg', () => {
    expect(parseStoreFilter('?country=TR&city=%C4%B0zmir&town=Kar%C5%9F%C4%B1yaka&group=AVM+Ma%C4%9Fazas%C4%B1&pg=2')).toEqual({
      country: 'TR',
      city: 'İzmir',
      town: 'Karşıyaka',
      group: 'AVM Mağazası',
      page: 2,
    });
  });

  it('gives the whole list on page 1 for an empty query, and ignores other parameters', () => {
    expect(parseStoreFilter('')).toEqual(EMPTY_STORE_FILTER);
    expect(parseStoreFilter('?utm_source=mail&q=x')).toEqual(EMPTY_STORE_FILTER);
  });

  it('keeps values it does not know: the server decides', () => {
    expect(parseStoreFilter('?city=Atlantis').city).toBe('Atlantis');
  });
});

describe('parsePage', () => {
  it('reads whole page numbers from 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(' 12 ')).toBe(12);
  });

  it('takes page 1 for anything else, as the server does', () => {
    for (const bad of [null, '', '0', '-2', '2.5', 'abc', '1e3', '9999999999']) expect(parsePage(bad)).toBe(1);
  });
});

describe('storeFilterSearch', () => {
  it('writes the parameters in one order, leaving out empty ones and page 1', () => {
    expect(storeFilterSearch({ country: '', city: 'İzmir', town: '', group: 'Outlet', page: 1 })).toBe('?city=%C4%B0zmir&group=Outlet');
    expect(storeFilterSearch({ ...EMPTY_STORE_FILTER, page: 2 })).toBe('?pg=2');
    expect(storeFilterSearch(EMPTY_STORE_FILTER)).toBe('');
  });

  it('leaves out a town without its city', () => {
    expect(storeFilterSearch({ ...EMPTY_STORE_FILTER, town: 'Kadıköy' })).toBe('');
  });

  it('round-trips through parseStoreFilter', () => {
    const filter = { country: 'TR', city: 'İstanbul', town: 'Kadıköy', group: 'AVM Mağazası', page: 3 };
    expect(parseStoreFilter(storeFilterSearch(filter))).toEqual(filter);
  });
});

describe('changeStoreFilter', () => {
  const inKadikoy = { country: 'TR', city: 'İstanbul', town: 'Kadıköy', group: 'Outlet', page: 3 };

  it('goes back to page 1 on any change', () => {
    expect(changeStoreFilter(inKadikoy, 'group', '').page).toBe(1);
    expect(changeStoreFilter(inKadikoy, 'town', 'Beşiktaş')).toEqual({ ...inKadikoy, town: 'Beşiktaş', page: 1 });
  });

  it('empties the town when the city changes, and the city and town when the country does', () => {
    expect(changeStoreFilter(inKadikoy, 'city', 'Ankara')).toEqual({ ...inKadikoy, city: 'Ankara', town: '', page: 1 });
    expect(changeStoreFilter(inKadikoy, 'country', 'CY')).toEqual({ country: 'CY', city: '', town: '', group: 'Outlet', page: 1 });
  });

  it('keeps the town when the same city is picked again', () => {
    expect(changeStoreFilter(inKadikoy, 'city', 'İstanbul').town).toBe('Kadıköy');
  });
});

describe('appliedStoreFilter and storeListQuery', () => {
  it('takes the filter the server applied, at the answered page', () => {
    expect(appliedStoreFilter({ country: '', city: 'Ankara', town: '', group: '' }, 2)).toEqual({ ...EMPTY_STORE_FILTER, city: 'Ankara', page: 2 });
  });

  it('always asks for a page, and never for a town without a city', () => {
    expect(storeListQuery({ ...EMPTY_STORE_FILTER, town: 'Kadıköy' })).toEqual({ country: '', city: '', town: '', group: '', pg: '1' });
    expect(storeListQuery({ ...EMPTY_STORE_FILTER, city: 'İzmir', page: 2 })).toEqual({ country: '', city: 'İzmir', town: '', group: '', pg: '2' });
  });
});

describe('pageOfStore and matchesStoreFilter', () => {
  const stores = Array.from({ length: 30 }, (_, i) => ({
    id: i + 1,
    country: 'TR',
    city: i < 20 ? 'İstanbul' : 'İzmir',
    town: i % 2 === 0 ? 'Kadıköy' : 'Beşiktaş',
    group: i % 3 === 0 ? 'Outlet' : 'AVM Mağazası',
  }));

  it('finds the page a store is listed on', () => {
    expect(pageOfStore(stores, 1, 12)).toBe(1);
    expect(pageOfStore(stores, 12, 12)).toBe(1);
    expect(pageOfStore(stores, 13, 12)).toBe(2);
    expect(pageOfStore(stores, 30, 12)).toBe(3);
  });

  it('says page 1 for a store not listed or a list without pages', () => {
    expect(pageOfStore(stores, 99, 12)).toBe(1);
    expect(pageOfStore(stores, 30, 0)).toBe(1);
  });

  it('filters as the server does, an empty value matching all', () => {
    const izmir = stores.filter((s) => matchesStoreFilter(s, { ...EMPTY_STORE_FILTER, city: 'İzmir' }));
    expect(izmir.map((s) => s.id)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(pageOfStore(izmir, 30, 12)).toBe(1);
    expect(stores.filter((s) => matchesStoreFilter(s, { country: 'TR', city: 'İstanbul', town: 'Kadıköy', group: 'Outlet' }))).toHaveLength(4);
    // A town without a city is no filter, as in the URL.
    expect(stores.filter((s) => matchesStoreFilter(s, { ...EMPTY_STORE_FILTER, town: 'Kadıköy' }))).toHaveLength(30);
  });
});
