import { describe, expect, it } from 'vitest';
import { distanceKm, EARTH_RADIUS_KM, nearestStore } from './nearest-store';

const kadikoy = { lat: 40.9884, lng: 29.0289 };
const ankaraKizilay = { lat: 39.9208, lng: 32.8541 };
const izmirAlsancak = { lat: 38.4369, lng: 27.1428 };

describe('distanceKm', () => {
  it('is zero from a point to itself', () => {
    expect(distanceKm(kadikoy, kadikoy)).toBe(0);
  });

  it('uses an Earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // A quarter of a meridian is a quarter of the circumference: pi/2 * R.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((Math.PI / 2) * 6371, 6);
    // Half the equator.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });

  it('gives 111.19 km for a degree of latitude', () => {
    // One degree along a meridian is 6371 * pi / 180 km wherever it is.
    expect(distanceKm({ lat: 40, lng: 30 }, { lat: 41, lng: 30 })).toBeCloseTo(111.19493, 4);
  });

  it('is symmetric and plausible between Turkish cities', () => {
    // Kadıköy to Kızılay is about 345 km as the crow flies (the road is some 450 km).
    const km = distanceKm(kadikoy, ankaraKizilay);
    expect(km).toBeGreaterThan(340);
    expect(km).toBeLessThan(350);
    expect(distanceKm(ankaraKizilay, kadikoy)).toBeCloseTo(km, 9);
  });
});

describe('nearestStore', () => {
  const stores = [
    { id: 1, ...kadikoy },
    { id: 2, ...ankaraKizilay },
    { id: 3, ...izmirAlsancak },
  ];

  it('picks the closest store and says how far it is', () => {
    const inManisa = { lat: 38.6191, lng: 27.4289 };
    const found = nearestStore(inManisa, stores);
    expect(found?.store.id).toBe(3);
    expect(found?.km).toBeCloseTo(distanceKm(inManisa, izmirAlsancak), 9);
    expect(nearestStore({ lat: 40.1, lng: 33.0 }, stores)?.store.id).toBe(2);
  });

  it('compares on the sphere, not on raw degrees', () => {
    // Far north a degree of longitude is short: B is nearer though its degree difference is larger.
    const from = { lat: 70, lng: 0 };
    const a = { id: 'a', lat: 71.5, lng: 0 };
    const b = { id: 'b', lat: 70, lng: 3.5 };
    expect(nearestStore(from, [a, b])?.store.id).toBe('b');
  });

  it('is null without stores', () => {
    expect(nearestStore(kadikoy, [])).toBeNull();
  });
});
