import { describe, expect, it } from 'vitest';
import { parseMapCountries } from './get-map-countries';

describe('parseMapCountries', () => {
  it('reads the list from parsed JSON or from its text', () => {
    const list = [{ key: 'TR', lat: 39, lng: 35.2 }];
    expect(parseMapCountries(list)).toEqual(list);
    expect(parseMapCountries(JSON.stringify(list))).toEqual(list);
  });

  it('skips broken entries and answers nothing for a broken file', () => {
    expect(parseMapCountries([{ key: 'TR', lat: 39, lng: 35.2 }, { key: 'CY' }, null, { key: 1, lat: 0, lng: 0 }])).toEqual([
      { key: 'TR', lat: 39, lng: 35.2 },
    ]);
    expect(parseMapCountries('not json')).toEqual([]);
    expect(parseMapCountries({ key: 'TR' })).toEqual([]);
  });
});
