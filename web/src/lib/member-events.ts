// Window events between features (the members contract): anyone asks for the login popup with
// `vitrin:login-required`; the customer feature announces `vitrin:logged-in` (the login
// callbacks), `vitrin:logging-out` (before the server call, so work tied to the member can finish)
// and `vitrin:logged-out`.
export const LOGIN_REQUIRED_EVENT = 'vitrin:login-required';
export const LOGGED_IN_EVENT = 'vitrin:logged-in';
export const LOGGING_OUT_EVENT = 'vitrin:logging-out';
export const LOGGED_OUT_EVENT = 'vitrin:logged-out';

/** How long logout waits for listeners of `vitrin:logging-out` at most. */
export const LOGGING_OUT_WAIT_MS = 3000;

export interface LoginRequiredDetail {
  reason?: string;
}

export interface LoggingOutDetail {
  /** Logout waits for this work (at most LOGGING_OUT_WAIT_MS) before the token ends. */
  waitUntil(work: Promise<unknown>): void;
}

function dispatch(name: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(name));
}

export function announceLoggedIn(): void {
  dispatch(LOGGED_IN_EVENT);
}

/** Lets listeners finish what needs the member (favourites not yet synced), within the wait. */
export async function announceLoggingOut(): Promise<void> {
  if (typeof window === 'undefined') return;
  const pending: Promise<unknown>[] = [];
  const detail: LoggingOutDetail = {
    waitUntil(work) {
      pending.push(work);
    },
  };
  window.dispatchEvent(new CustomEvent<LoggingOutDetail>(LOGGING_OUT_EVENT, { detail }));
  if (pending.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LOGGING_OUT_WAIT_MS);
  });
  await Promise.race([Promise.allSettled(pending), timeout]);
  clearTimeout(timer);
}

export function announceLoggedOut(): void {
  dispatch(LOGGED_OUT_EVENT);
}
