// The tab's session storage, for what lasts as long as the tab (the checkout's carrier and
// attempt, a payment or a card waiting for the bank's page, the favourites' copy of the server's
// list). Storage can be missing (outside a browser), blocked (it throws on access) or full: every
// read then finds nothing and every write is dropped, and the callers do without.

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The text under `key`, or null when there is none or storage cannot be read. */
export function readTabItem(key: string): string | null {
  try {
    return tabStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; null removes it. */
export function writeTabItem(key: string, value: string | null): void {
  try {
    if (value === null) tabStorage()?.removeItem(key);
    else tabStorage()?.setItem(key, value);
  } catch {
    // Refused (private mode, full): the value lasts as long as the page.
  }
}

/** The JSON value under `key`, parsed; null when there is none or it cannot be read. */
export function readTabJson(key: string): unknown {
  const raw = readTabItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
