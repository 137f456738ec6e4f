// The member's bearer token: stored as the `token` record ({value, timeout = exp_at in ms}) through
// the storage helper, sent by the API client, and refreshed when under 10 minutes of validity remain
// (spec sections 4 and 9). A refresh refused with 401, 403 or 500 logs the member out and goes home.
import { apiReply, readTokenRecord, TOKEN_STORAGE_KEY, type ApiReply } from '../../lib/api';
import { homePath } from '../../lib/paths';
import { removeRecord, writeRecord } from '../../lib/storage';
import { LOGIN_PATH } from './api/login';
import { logoutCall } from './api/logout';
import { announceLoggedIn, announceLoggedOut, announceLoggingOut } from '../../lib/member-events';

export const REFRESH_BEFORE_EXPIRY_MS = 10 * 60 * 1000;
/** After a refresh that failed for another reason (network, 502 ...), try again this much later. */
export const REFRESH_RETRY_MS = 60 * 1000;
/** The largest delay setTimeout honours; longer waits are re-checked when the timer fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const LOGOUT_STATUSES = [401, 403, 500];

export type RefreshResult = 'refreshed' | 'notDue' | 'loggedOut' | 'retryLater' | 'noToken';

let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight: Promise<RefreshResult> | null = null;

export function storeToken(bearer: string, expAtSeconds: number): void {
  writeRecord(TOKEN_STORAGE_KEY, bearer, { expiresAt: expAtSeconds * 1000 });
}

export function clearToken(): void {
  removeRecord(TOKEN_STORAGE_KEY);
}

export function hasToken(): boolean {
  return readTokenRecord() !== null;
}

/** Milliseconds until the refresh is due: 10 minutes before the expiry, never negative. */
export function refreshDelay(expiresAtMs: number, nowMs: number): number {
  return Math.max(0, expiresAtMs - REFRESH_BEFORE_EXPIRY_MS - nowMs);
}

function setTimer(delay: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    void refreshToken();
  }, Math.min(delay, MAX_TIMER_MS));
}

/** Plans the next refresh from the stored record; with no token nothing is planned. */
export function scheduleTokenRefresh(): void {
  clearTimeout(timer);
  timer = undefined;
  const record = readTokenRecord();
  if (!record) return;
  setTimer(refreshDelay(record.timeout, Date.now()));
}

export function cancelTokenRefresh(): void {
  clearTimeout(timer);
  timer = undefined;
}

function readRefreshed(body: unknown): { bearer: string; expAt: number } | null {
  if (body === null || typeof body !== 'object' || !('data' in body) || !Array.isArray(body.data)) return null;
  const first: unknown = body.data[0];
  if (first === null || typeof first !== 'object') return null;
  const { bearer, exp_at: expAt } = first as { bearer?: unknown; exp_at?: unknown };
  if (typeof bearer !== 'string' || bearer === '' || typeof expAt !== 'number') return null;
  return { bearer, expAt };
}

async function requestRefresh(): Promise<RefreshResult> {
  // Spec section 7: the refresh is the login call with the JSON body {refresh: 1} and the bearer.
  let reply: ApiReply;
  try {
    reply = await apiReply('post', LOGIN_PATH, { json: { refresh: 1 } });
  } catch {
    setTimer(REFRESH_RETRY_MS);
    return 'retryLater';
  }
  if (LOGOUT_STATUSES.includes(reply.status)) {
    await logout();
    return 'loggedOut';
  }
  const fresh = reply.ok ? readRefreshed(reply.body) : null;
  if (!fresh) {
    setTimer(REFRESH_RETRY_MS);
    return 'retryLater';
  }
  storeToken(fresh.bearer, fresh.expAt);
  scheduleTokenRefresh();
  return 'refreshed';
}

/**
 * Refreshes the token when it is due (another tab may have refreshed it already: then only the
 * timer is planned again). One refresh at a time.
 */
export function refreshToken(): Promise<RefreshResult> {
  if (inFlight) return inFlight;
  const record = readTokenRecord();
  if (!record) return Promise.resolve('noToken');
  if (refreshDelay(record.timeout, Date.now()) > 0) {
    scheduleTokenRefresh();
    return Promise.resolve('notDue');
  }
  inFlight = requestRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** The login callbacks: keep the token, plan its refresh, tell the other features. */
export function completeLogin(bearer: string, expAtSeconds: number): void {
  storeToken(bearer, expAtSeconds);
  scheduleTokenRefresh();
  announceLoggedIn();
}

/**
 * A password change revokes the member's earlier tokens and answers with a new one: keep it. A
 * forced change before login counts as the login itself. Returns whether a token came back.
 */
export function adoptAnsweredToken(body: unknown, asLogin: boolean): boolean {
  const fresh = readRefreshed(body);
  if (!fresh) return false;
  if (asLogin) completeLogin(fresh.bearer, fresh.expAt);
  else {
    storeToken(fresh.bearer, fresh.expAt);
    scheduleTokenRefresh();
  }
  return true;
}

export const navigation = {
  goHome(): void {
    window.location.assign(homePath());
  },
};

/** Logout (and a refused refresh): the server call, the token removed, then the home page. */
export async function logout(): Promise<void> {
  cancelTokenRefresh();
  await announceLoggingOut();
  try {
    await logoutCall();
  } catch {
    // The token is dropped here whatever the server answered.
  }
  clearToken();
  announceLoggedOut();
  navigation.goHome();
}

let started = false;

/** Once per page: plan the refresh, and check again when a hidden tab (slow timers) comes back. */
export function startTokenRefresh(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  scheduleTokenRefresh();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refreshToken();
  });
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_STORAGE_KEY) scheduleTokenRefresh();
  });
}
