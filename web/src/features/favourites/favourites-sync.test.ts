import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { favouritesDiff, type FavouritesDiff } from './favourites-store';
import { FavouritesSync, IMMEDIATE_SYNC_ABOVE, SYNC_QUIET_MS } from './favourites-sync';

interface Pending {
  diff: FavouritesDiff;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A member's device: the local list, the server's copy, and a server that answers when told. */
function harness() {
  const state = { local: [] as number[], server: [] as number[] };
  const sent: Pending[] = [];
  const beacons: FavouritesDiff[] = [];
  const errors: unknown[] = [];
  const sync = new FavouritesSync({
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => {
        clearTimeout(handle as ReturnType<typeof setTimeout>);
      },
    },
    diff: () => favouritesDiff(state.local, state.server),
    send: (diff) =>
      new Promise<void>((resolve, reject) => {
        sent.push({
          diff,
          resolve: () => {
            // The server now holds what was sent.
            state.server = [...state.server.filter((id) => !diff.remove.includes(id)), ...diff.add];
            resolve();
          },
          reject,
        });
      }),
    beacon: (diff) => {
      beacons.push(diff);
      return true;
    },
    onError: (error) => errors.push(error),
  });
  const change = (...ids: number[]) => {
    for (const id of ids) {
      state.local = state.local.includes(id) ? state.local.filter((x) => x !== id) : [...state.local, id];
    }
    sync.changed();
  };
  return { state, sent, beacons, errors, sync, change };
}

/** Lets promise callbacks (a finished send and what follows it) run. */
async function settle() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('favourites sync scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends after 60 s of quiet, and each change restarts the wait', () => {
    const h = harness();
    h.change(1);
    vi.advanceTimersByTime(SYNC_QUIET_MS - 1);
    expect(h.sent).toHaveLength(0);
    h.change(2);
    vi.advanceTimersByTime(SYNC_QUIET_MS - 1);
    expect(h.sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]?.diff).toEqual({ add: [1, 2], remove: [] });
  });

  it('sends at once when more than 10 products differ, and waits at 10', () => {
    const h = harness();
    h.change(...Array.from({ length: IMMEDIATE_SYNC_ABOVE }, (_, i) => i + 1));
    expect(h.sent).toHaveLength(0);
    expect(h.sync.scheduled).toBe(true);
    h.change(11);
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]?.diff.add).toHaveLength(11);
    expect(h.sync.scheduled).toBe(false);
  });

  it('counts removals from the server list as differences too', () => {
    const h = harness();
    h.state.server = Array.from({ length: 11 }, (_, i) => i + 1);
    h.state.local = [...h.state.server];
    h.change(...h.state.server);
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]?.diff.remove).toHaveLength(11);
  });

  it('runs one sync at a time; one asked for meanwhile follows with what is left', async () => {
    const h = harness();
    h.change(1);
    void h.sync.syncNow();
    expect(h.sent).toHaveLength(1);
    expect(h.sync.busy).toBe(true);
    h.change(2);
    void h.sync.syncNow();
    void h.sync.syncNow();
    expect(h.sent).toHaveLength(1);
    h.sent[0]?.resolve();
    await settle();
    expect(h.sent).toHaveLength(2);
    expect(h.sent[1]?.diff).toEqual({ add: [2], remove: [] });
    h.sent[1]?.resolve();
    await settle();
    expect(h.sent).toHaveLength(2);
    expect(h.sync.busy).toBe(false);
  });

  it('schedules another sync for a change made during a sync', async () => {
    const h = harness();
    h.change(1);
    void h.sync.syncNow();
    h.change(2);
    h.sent[0]?.resolve();
    await settle();
    expect(h.sent).toHaveLength(1);
    vi.advanceTimersByTime(SYNC_QUIET_MS);
    expect(h.sent).toHaveLength(2);
    expect(h.sent[1]?.diff).toEqual({ add: [2], remove: [] });
  });

  it('does not send when nothing differs', async () => {
    const h = harness();
    h.change(1);
    h.change(1);
    vi.advanceTimersByTime(SYNC_QUIET_MS);
    await h.sync.syncNow();
    expect(h.sent).toHaveLength(0);
  });

  it('idle() resolves once the queued syncs are done', async () => {
    const h = harness();
    h.change(1);
    const done = h.sync.syncNow();
    h.change(2);
    const after = h.sync.syncNow();
    let finished = false;
    void after.then(() => {
      finished = true;
    });
    h.sent[0]?.resolve();
    await settle();
    expect(finished).toBe(false);
    h.sent[1]?.resolve();
    await done;
    await after;
    expect(finished).toBe(true);
    expect(h.state.server).toEqual([1, 2]);
  });

  it('keeps a failed difference for the next trigger without retrying on its own', async () => {
    const h = harness();
    h.change(1);
    void h.sync.syncNow();
    h.sent[0]?.reject(new Error('offline'));
    await settle();
    expect(h.errors).toHaveLength(1);
    vi.advanceTimersByTime(10 * SYNC_QUIET_MS);
    expect(h.sent).toHaveLength(1);
    void h.sync.syncNow();
    expect(h.sent).toHaveLength(2);
    expect(h.sent[1]?.diff).toEqual({ add: [1], remove: [] });
  });

  describe('page events', () => {
    function sources() {
      const window = new EventTarget();
      const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
      return { window, document };
    }

    /** A sync listening to the page's events. */
    function attached() {
      const h = harness();
      const s = sources();
      return { h, s, detach: h.sync.attach(s) };
    }

    it('syncs when the browser comes back online', () => {
      const { h, s } = attached();
      h.change(1);
      s.window.dispatchEvent(new Event('online'));
      expect(h.sent).toHaveLength(1);
      expect(h.sync.scheduled).toBe(false);
    });

    it('syncs when the page is hidden, not when it is shown again', () => {
      const { h, s } = attached();
      h.change(1);
      s.document.dispatchEvent(new Event('visibilitychange'));
      expect(h.sent).toHaveLength(0);
      s.document.visibilityState = 'hidden';
      s.document.dispatchEvent(new Event('visibilitychange'));
      expect(h.sent).toHaveLength(1);
    });

    it('sends what differs by beacon when the page is unloaded, and nothing when all is synced', () => {
      const { h, s } = attached();
      s.window.dispatchEvent(new Event('pagehide'));
      expect(h.beacons).toHaveLength(0);
      h.state.server = [5];
      h.state.local = [5];
      h.change(1, 5);
      s.window.dispatchEvent(new Event('pagehide'));
      expect(h.beacons).toEqual([{ add: [1], remove: [5] }]);
      expect(h.sync.scheduled).toBe(false);
      expect(h.sent).toHaveLength(0);
    });

    it('stops listening when detached', () => {
      const { h, s, detach } = attached();
      h.change(1);
      detach();
      s.window.dispatchEvent(new Event('online'));
      vi.advanceTimersByTime(SYNC_QUIET_MS);
      expect(h.sent).toHaveLength(0);
    });
  });
});
