import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTokenRecord } from '../../lib/api';
import { LOGGED_OUT_EVENT } from '../../lib/member-events';
import {
  adoptAnsweredToken,
  cancelTokenRefresh,
  completeLogin,
  logout,
  navigation,
  refreshDelay,
  REFRESH_BEFORE_EXPIRY_MS,
  scheduleTokenRefresh,
  storeToken,
} from './token';
import { jsonResponse } from '../../test/fetch-mock';

const NOW = new Date('2026-03-01T09:00:00Z').getTime();
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** The URL a mocked fetch was called with (the client passes strings). */
function urlOf(input: unknown): string {
  return typeof input === 'string' ? input : '';
}

describe('token record and refresh', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const goHome = vi.fn();
  const events: string[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    localStorage.clear();
    fetchMock.mockReset();
    goHome.mockReset();
    events.length = 0;
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('window', {
      location: { origin: 'http://localhost' },
      dispatchEvent: (event: Event) => {
        events.push(event.type);
        return true;
      },
    });
    vi.spyOn(navigation, 'goHome').mockImplementation(goHome);
  });

  afterEach(() => {
    cancelTokenRefresh();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('stores the bearer as a {value, timeout} record with timeout = exp_at in milliseconds', () => {
    const expAt = Math.floor(NOW / 1000) + 7200;
    storeToken('bearer-1', expAt);
    expect(JSON.parse(localStorage.getItem('token') ?? 'null')).toEqual({ value: 'bearer-1', timeout: expAt * 1000 });
  });

  it('plans the refresh 10 minutes before the expiry', () => {
    expect(REFRESH_BEFORE_EXPIRY_MS).toBe(10 * MINUTE);
    expect(refreshDelay(NOW + 2 * HOUR, NOW)).toBe(2 * HOUR - 10 * MINUTE);
    expect(refreshDelay(NOW + 5 * MINUTE, NOW)).toBe(0);
  });

  it('refreshes once under 10 minutes remain, with {refresh:1} and the bearer, and replaces the token', async () => {
    storeToken('old-bearer', (NOW + 2 * HOUR) / 1000);
    const newExp = (NOW + 4 * HOUR) / 1000;
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 1, data: [{ bearer: 'new-bearer', exp_at: newExp }] }));
    scheduleTokenRefresh();

    await vi.advanceTimersByTimeAsync(2 * HOUR - 10 * MINUTE - 1000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(urlOf(url)).toMatch(/^\/api\/v1\/authentication\/login\?/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : '')).toEqual({ refresh: 1 });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer old-bearer');
    expect(readTokenRecord()).toEqual({ value: 'new-bearer', timeout: newExp * 1000 });
  });

  it('refreshes at once when the stored token has under 10 minutes left', async () => {
    storeToken('short', (NOW + 5 * MINUTE) / 1000);
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [{ bearer: 'long', exp_at: (NOW + 2 * HOUR) / 1000 }] }));
    scheduleTokenRefresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readTokenRecord()?.value).toBe('long');
  });

  it.each([401, 403, 500])('on a refresh failing with %i: logout call, token removed, home page', async (status) => {
    storeToken('doomed', (NOW + 5 * MINUTE) / 1000);
    fetchMock.mockImplementation((input) =>
      Promise.resolve(urlOf(input).startsWith('/srv/service/customer/logout') ? jsonResponse(200, { status: 1 }) : jsonResponse(status, {})),
    );
    scheduleTokenRefresh();
    await vi.advanceTimersByTimeAsync(0);
    const urls = fetchMock.mock.calls.map(([input]) => urlOf(input));
    expect(urls[1]).toMatch(/^\/srv\/service\/customer\/logout\?/);
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('GET');
    expect(localStorage.getItem('token')).toBeNull();
    expect(goHome).toHaveBeenCalledTimes(1);
    expect(events).toContain(LOGGED_OUT_EVENT);
  });

  it('keeps the token and tries again later after a network failure', async () => {
    storeToken('kept', (NOW + 5 * MINUTE) / 1000);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: [{ bearer: 'back', exp_at: (NOW + 2 * HOUR) / 1000 }] }));
    scheduleTokenRefresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(readTokenRecord()?.value).toBe('kept');
    expect(goHome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(readTokenRecord()?.value).toBe('back');
  });

  it('plans nothing without a token', async () => {
    scheduleTokenRefresh();
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('runs the login callbacks and logs out through the server', async () => {
    completeLogin('fresh', (NOW + 2 * HOUR) / 1000);
    expect(readTokenRecord()?.value).toBe('fresh');
    expect(events).toEqual(['vitrin:logged-in']);

    fetchMock.mockResolvedValue(jsonResponse(200, { status: 1 }));
    await logout();
    expect(urlOf(fetchMock.mock.calls[0]?.[0])).toMatch(/^\/srv\/service\/customer\/logout\?/);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer fresh');
    expect(localStorage.getItem('token')).toBeNull();
    expect(goHome).toHaveBeenCalledTimes(1);
    // The refresh planned at login no longer runs.
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the new bearer a password change answers with; a forced change counts as the login', () => {
    storeToken('revoked', (NOW + 2 * HOUR) / 1000);
    const expAt = (NOW + 2 * HOUR) / 1000;
    expect(adoptAnsweredToken({ status: 1, data: [{ bearer: 'after-change', exp_at: expAt }] }, false)).toBe(true);
    expect(readTokenRecord()).toEqual({ value: 'after-change', timeout: expAt * 1000 });
    expect(events).toEqual([]);
    expect(adoptAnsweredToken({ status: 1, data: [{ bearer: 'forced', exp_at: expAt }] }, true)).toBe(true);
    expect(events).toEqual(['vitrin:logged-in']);
    expect(adoptAnsweredToken({ status: 1, data: [] }, false)).toBe(false);
    expect(readTokenRecord()?.value).toBe('forced');
  });
});
