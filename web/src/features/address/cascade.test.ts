import { describe, expect, it } from 'vitest';
import {
  cascadeReducer,
  initialCascade,
  parentValue,
  placeOf,
  placeProblems,
  titleAt,
  type CascadeAction,
  type CascadeState,
  type RegionOption,
} from './cascade';

const COUNTRIES: RegionOption[] = [
  { code: 'TR', title: 'Türkiye', has_state: 0, pattern: '^\\d{5}$' },
  { code: 'FR', title: 'Fransa', has_state: 1, pattern: '^\\d{5}$' },
  { code: 'DE', title: 'Almanya', has_state: 0, pattern: '' },
];
const CITIES: RegionOption[] = [
  { code: '34', title: 'İstanbul' },
  { code: '06', title: 'Ankara' },
];
const TOWNS: RegionOption[] = [
  { code: '34-kadikoy', title: 'Kadıköy' },
  { code: '34-sisli', title: 'Şişli' },
];
const DISTRICTS: RegionOption[] = [
  { code: 'caferaga', title: 'Caferağa Mah.', postalcode: '34710' },
  { code: 'moda', title: 'Moda Mah.', postalcode: '34710' },
  { code: 'fenerbahce', title: 'Fenerbahçe Mah.', postalcode: '34726' },
];

function run(state: CascadeState, ...actions: CascadeAction[]): CascadeState {
  return actions.reduce(cascadeReducer, state);
}

const COUNTRIES_LOADED: CascadeAction = { type: 'loaded', level: 'country', parent: '', options: COUNTRIES };
const TURKISH_CITIES_LOADED: CascadeAction = { type: 'loaded', level: 'city', parent: 'TR', options: CITIES };

/** The countries and Turkey's cities answered, then `actions`. */
function fromTurkey(...actions: CascadeAction[]): CascadeState {
  return run(initialCascade(), COUNTRIES_LOADED, TURKISH_CITIES_LOADED, ...actions);
}

/** İstanbul chosen from Turkey's cities, then `actions`. */
function fromIstanbul(...actions: CascadeAction[]): CascadeState {
  return fromTurkey({ type: 'choose', level: 'city', code: '34' }, ...actions);
}

function statuses(state: CascadeState): string {
  return [state.levels.country, state.levels.state, state.levels.city, state.levels.town, state.levels.district]
    .map((level) => level.status)
    .join(' ');
}

/** Turkey chosen, İstanbul, Kadıköy and Fenerbahçe picked, each list answered. */
function filledTurkey(): CascadeState {
  return fromIstanbul(
    { type: 'loaded', level: 'town', parent: '34', options: TOWNS },
    { type: 'choose', level: 'town', code: '34-kadikoy' },
    { type: 'loaded', level: 'district', parent: '34-kadikoy', options: DISTRICTS },
    { type: 'choose', level: 'district', code: 'fenerbahce' },
  );
}

describe('the cascade', () => {
  it('starts with Turkey and asks for the countries first', () => {
    const state = initialCascade();
    expect(statuses(state)).toBe('loading waiting waiting waiting waiting');
    expect(state.levels.country.value).toBe('TR');
    expect(parentValue(state, 'country')).toBe('');
  });

  it('skips the state level for a country without states and asks for its cities', () => {
    const state = run(initialCascade(), COUNTRIES_LOADED);
    expect(statuses(state)).toBe('select hidden loading waiting waiting');
    expect(parentValue(state, 'city')).toBe('TR');
  });

  it('asks for the states of a country that has them, then the cities of the state', () => {
    let state = run(
      initialCascade(),
      COUNTRIES_LOADED,
      { type: 'choose', level: 'country', code: 'FR' },
    );
    expect(statuses(state)).toBe('select loading waiting waiting waiting');
    expect(parentValue(state, 'state')).toBe('FR');
    state = run(
      state,
      { type: 'loaded', level: 'state', parent: 'FR', options: [{ code: 'FR-IDF', title: 'Île-de-France' }, { code: 'FR-NOR', title: 'Normandie' }] },
      { type: 'choose', level: 'state', code: 'FR-IDF' },
    );
    expect(statuses(state)).toBe('select select loading waiting waiting');
    expect(parentValue(state, 'city')).toBe('FR-IDF');
  });

  it('chooses the district and fills its postcode', () => {
    const state = filledTurkey();
    expect(statuses(state)).toBe('select hidden select select select');
    expect(state.postcode).toBe('34726');
    expect(placeOf(state)).toEqual({ country: 'TR', state: '', city: '34', town: '34-kadikoy', district: 'fenerbahce', postcode: '34726' });
    expect(titleAt(state, 'town')).toBe('Kadıköy');
    expect(placeProblems(state)).toEqual({});
  });

  it('clears the levels under a changed one, and the postcode', () => {
    const state = run(filledTurkey(), { type: 'choose', level: 'city', code: '06' });
    expect(statuses(state)).toBe('select hidden select loading waiting');
    expect(state.levels.town.value).toBe('');
    expect(state.levels.district.value).toBe('');
    expect(state.postcode).toBe('');
    expect(parentValue(state, 'town')).toBe('06');
  });

  it('leaves everything as it is when the same option is chosen again', () => {
    const before = filledTurkey();
    expect(run(before, { type: 'choose', level: 'city', code: '34' })).toBe(before);
  });

  it('refuses a code that is not in the list', () => {
    const before = filledTurkey();
    expect(run(before, { type: 'choose', level: 'town', code: 'nowhere' })).toBe(before);
  });

  it('chooses a single option at once and goes on to the next level', () => {
    const state = fromIstanbul(
      { type: 'loaded', level: 'town', parent: '34', options: TOWNS.slice(0, 1) },
    );
    expect(state.levels.town.value).toBe('34-kadikoy');
    expect(statuses(state)).toBe('select hidden select select loading');
    const district = run(state, { type: 'loaded', level: 'district', parent: '34-kadikoy', options: DISTRICTS.slice(2, 3) });
    expect(district.levels.district.value).toBe('fenerbahce');
    expect(district.postcode).toBe('34726');
  });

  it('turns a level with no options into free text, with the levels under it', () => {
    const state = run(
      initialCascade(),
      COUNTRIES_LOADED,
      { type: 'choose', level: 'country', code: 'DE' },
      { type: 'loaded', level: 'city', parent: 'DE', options: [] },
    );
    expect(statuses(state)).toBe('select hidden text text text');
    const typed = run(state, { type: 'type', level: 'city', text: 'Berlin' }, { type: 'postcode', value: '10115' });
    expect(placeOf(typed)).toEqual({ country: 'DE', state: '', city: 'Berlin', town: '', district: '', postcode: '10115' });
    expect(titleAt(typed, 'city')).toBe('Berlin');
  });

  it('turns a level whose list failed into free text', () => {
    const state = fromIstanbul(
      { type: 'failed', level: 'town', parent: '34' },
    );
    expect(statuses(state)).toBe('select hidden select text text');
    expect(run(state, { type: 'type', level: 'town', text: 'Kadıköy' }).levels.town.value).toBe('Kadıköy');
  });

  it('turns the whole cascade into text when the countries fail', () => {
    const state = run(initialCascade(), { type: 'failed', level: 'country', parent: '' });
    expect(statuses(state)).toBe('text hidden text text text');
    expect(state.levels.country.value).toBe('TR');
  });

  it('drops an answer for a parent that is no longer chosen', () => {
    const state = fromIstanbul(
      { type: 'choose', level: 'city', code: '06' },
    );
    const late = run(state, { type: 'loaded', level: 'town', parent: '34', options: TOWNS });
    expect(late).toBe(state);
    expect(run(state, { type: 'failed', level: 'town', parent: '34' })).toBe(state);
  });

  it('keeps an edited address\u2019s codes when the lists hold them', () => {
    const state = run(
      initialCascade({ country: 'TR', city: '34', town: '34-kadikoy', district: 'moda', postcode: '34710' }),
      COUNTRIES_LOADED,
      TURKISH_CITIES_LOADED,
      { type: 'loaded', level: 'town', parent: '34', options: TOWNS },
      { type: 'loaded', level: 'district', parent: '34-kadikoy', options: DISTRICTS },
    );
    expect(placeOf(state)).toEqual({ country: 'TR', state: '', city: '34', town: '34-kadikoy', district: 'moda', postcode: '34710' });
  });

  it('drops an edited address\u2019s codes under one its list no longer holds', () => {
    const state = run(
      initialCascade({ country: 'TR', city: '99', town: '34-kadikoy', district: 'moda', postcode: '34710' }),
      COUNTRIES_LOADED,
      TURKISH_CITIES_LOADED,
    );
    expect(statuses(state)).toBe('select hidden select waiting waiting');
    expect(placeOf(state)).toMatchObject({ city: '', town: '', district: '' });
  });

  it('keeps an edited foreign address\u2019s typed levels', () => {
    const state = run(
      initialCascade({ country: 'DE', city: 'Berlin', town: 'Mitte', postcode: '10115' }),
      COUNTRIES_LOADED,
      { type: 'loaded', level: 'city', parent: 'DE', options: [] },
    );
    expect(placeOf(state)).toEqual({ country: 'DE', state: '', city: 'Berlin', town: 'Mitte', district: '', postcode: '10115' });
  });
});

describe('placeProblems', () => {
  it('needs every level that has a list, the city always, and the postcode of a country with a pattern', () => {
    const state = fromTurkey();
    expect(placeProblems(state)).toEqual({ city: 'required', postcode: 'required' });
  });

  it('needs the city while the countries are still loading', () => {
    expect(placeProblems(initialCascade())).toEqual({ city: 'required' });
  });

  it('wants the chosen district\u2019s postcode', () => {
    const state = run(filledTurkey(), { type: 'postcode', value: '34710' });
    expect(placeProblems(state)).toEqual({ postcode: 'postcode' });
  });

  it('checks a typed postcode against the country\u2019s pattern', () => {
    const state = run(
      initialCascade(),
      COUNTRIES_LOADED,
      { type: 'choose', level: 'country', code: 'FR' },
      { type: 'failed', level: 'state', parent: 'FR' },
      { type: 'type', level: 'city', text: 'Paris' },
      { type: 'postcode', value: '750' },
    );
    expect(placeProblems(state)).toEqual({ postcode: 'postcode' });
    expect(placeProblems(run(state, { type: 'postcode', value: '75001' }))).toEqual({});
  });

  it('needs no postcode for a country without a pattern, and only the city of the typed levels', () => {
    const state = run(
      initialCascade(),
      COUNTRIES_LOADED,
      { type: 'choose', level: 'country', code: 'DE' },
      { type: 'loaded', level: 'city', parent: 'DE', options: [] },
    );
    expect(placeProblems(state)).toEqual({ city: 'required' });
  });
});
