import { beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_VISITS,
  REFERRER_LOG_KEY,
  REFERRER_WINDOW_MS,
  currentReferrerLog,
  recordVisit,
  withVisit,
} from './referrer-log';
import { writeRecord } from './storage';

const NOW = 1_800_000_000_000;

describe('referrer log', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('keeps the pages of the last 24 hours in the spec record', () => {
    recordVisit('/kiz-cocuk', 'category', NOW - REFERRER_WINDOW_MS - 1);
    recordVisit('/sepet', 'cart', NOW - 60_000);
    recordVisit('/elbise-42', 'product', NOW);
    expect(currentReferrerLog(NOW)).toEqual({
      schedule: NOW,
      items: [
        { time: NOW - 60_000, uri: '/sepet', page: 'cart' },
        { time: NOW, uri: '/elbise-42', page: 'product' },
      ],
    });
    expect(currentReferrerLog(NOW + REFERRER_WINDOW_MS).items).toEqual([]);
  });

  it('keeps the newest pages only', () => {
    let log = null;
    for (let i = 0; i < MAX_VISITS + 5; i++) log = withVisit(log, { time: NOW + i, uri: `/p${i}`, page: 'product' });
    expect(log?.items).toHaveLength(MAX_VISITS);
    expect(log?.items[0]?.uri).toBe('/p5');
  });

  it('starts again from a stored value that is not a log', () => {
    writeRecord(REFERRER_LOG_KEY, { schedule: 'soon', items: 'many' });
    recordVisit('/', 'home', NOW);
    expect(currentReferrerLog(NOW).items).toEqual([{ time: NOW, uri: '/', page: 'home' }]);
  });
});
