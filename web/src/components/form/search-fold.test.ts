import { describe, expect, it } from 'vitest';
import { foldLoose, foldTurkish, matchesQuery, searchByTitle } from './search-fold';

describe('foldTurkish', () => {
  it('lowers İ to i and I to ı', () => {
    expect(foldTurkish('İSTANBUL')).toBe('istanbul');
    expect(foldTurkish('IĞDIR')).toBe('ığdır');
    expect(foldTurkish('  Kadıköy   Merkez ')).toBe('kadıköy merkez');
  });
});

describe('foldLoose', () => {
  it('drops the Turkish diacritics', () => {
    expect(foldLoose('Kadıköy')).toBe('kadikoy');
    expect(foldLoose('ŞİŞLİ')).toBe('sisli');
    expect(foldLoose('Çankaya')).toBe('cankaya');
  });
});

describe('matchesQuery', () => {
  it('matches with Turkish case folding', () => {
    expect(matchesQuery('Kadıköy', 'kadık')).toBe(true);
    expect(matchesQuery('Kadıköy', 'KADIK')).toBe(true);
    expect(matchesQuery('İstanbul', 'istan')).toBe(true);
    expect(matchesQuery('İstanbul', 'İSTAN')).toBe(true);
    expect(matchesQuery('Iğdır', 'ığd')).toBe(true);
  });

  it('matches without diacritics, for keyboards without Turkish letters', () => {
    expect(matchesQuery('Kadıköy', 'kadikoy')).toBe(true);
    expect(matchesQuery('İstanbul', 'ISTANBUL')).toBe(true);
    expect(matchesQuery('Şişli', 'sisli')).toBe(true);
  });

  it('refuses what the title does not hold, and takes an empty query as everything', () => {
    expect(matchesQuery('Kadıköy', 'beşik')).toBe(false);
    expect(matchesQuery('Kadıköy', '  ')).toBe(true);
  });
});

describe('searchByTitle', () => {
  const offices = ['Anadolu Kurumlar', 'Kadıköy', 'Erenköy', 'Göztepe', 'Kozyatağı'];
  it('lists titles starting with the query before those holding it', () => {
    expect(searchByTitle(offices, 'k', (o) => o)).toEqual(['Kadıköy', 'Kozyatağı', 'Anadolu Kurumlar', 'Erenköy']);
    expect(searchByTitle(offices, 'köy', (o) => o)).toEqual(['Kadıköy', 'Erenköy']);
    expect(searchByTitle(offices, '', (o) => o)).toEqual(offices);
  });
});
