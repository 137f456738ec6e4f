// The referrer log (spec sections 3 and 9): the pages of the shopper's last 24 hours, kept through
// the storage helper as `{ schedule, items: [{ time, uri, page }] }` and sent with an order, which
// keeps it for the back office. `schedule` is when the 24-hour window was last applied.
import { readRecord, writeRecord } from './storage';

export const REFERRER_LOG_KEY = 'referrerLog';
export const REFERRER_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The newest pages kept; the server keeps as many. */
export const MAX_VISITS = 200;

export interface Visit {
  /** Epoch milliseconds. */
  time: number;
  /** The page's address on this shop: its path and query. */
  uri: string;
  /** The page type (`home`, `category`, `product`, `cart` ...). */
  page: string;
}

export interface ReferrerLog {
  schedule: number;
  items: Visit[];
}

function isVisit(value: unknown): value is Visit {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.time === 'number' && typeof v.uri === 'string' && typeof v.page === 'string';
}

function isLog(value: unknown): value is ReferrerLog {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.schedule === 'number' && Array.isArray(v.items) && v.items.every(isVisit);
}

/** The log with only the pages of the 24 hours before `now`. */
export function withinWindow(log: ReferrerLog | null, now: number): ReferrerLog {
  const items = (log?.items ?? []).filter((visit) => visit.time > now - REFERRER_WINDOW_MS && visit.time <= now);
  return { schedule: now, items };
}

/** The log after a visit: the window applied, the page added, the newest MAX_VISITS kept. */
export function withVisit(log: ReferrerLog | null, visit: Visit): ReferrerLog {
  const kept = withinWindow(log, visit.time);
  return { schedule: kept.schedule, items: [...kept.items, visit].slice(-MAX_VISITS) };
}

export function recordVisit(uri: string, page: string, now: number = Date.now()): void {
  const log = withVisit(readRecord(REFERRER_LOG_KEY, isLog), { time: now, uri, page });
  writeRecord(REFERRER_LOG_KEY, log, { lifetimeMs: REFERRER_WINDOW_MS });
}

/** The log as an order carries it: the last 24 hours. */
export function currentReferrerLog(now: number = Date.now()): ReferrerLog {
  return withinWindow(readRecord(REFERRER_LOG_KEY, isLog), now);
}
