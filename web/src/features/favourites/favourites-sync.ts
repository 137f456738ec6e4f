// When local favourites go to the server (spec sections 4 and 9): 60 s after the last change, at
// once when more than 10 products differ, when the page is hidden, when the browser comes back
// online, and by a beacon when the page is unloaded. One sync runs at a time; a sync asked for
// while one runs follows it. The class knows nothing of storage or HTTP: it is handed a timer, the
// current difference and the senders, so tests drive it with fake timers.
import { diffSize, type FavouritesDiff } from './favourites-store';

export const SYNC_QUIET_MS = 60_000;
export const IMMEDIATE_SYNC_ABOVE = 10;

export interface SyncTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface SyncOptions {
  timers: SyncTimers;
  /** What differs between the local list and the server's copy right now. */
  diff: () => FavouritesDiff;
  /** Sends a difference; resolves once the server's copy reflects it. */
  send: (diff: FavouritesDiff) => Promise<void>;
  /** Sends a difference as the page goes away (navigator.sendBeacon); true when queued. */
  beacon?: (diff: FavouritesDiff) => boolean;
  onError?: (error: unknown) => void;
  quietMs?: number;
  immediateAbove?: number;
}

/** The events the scheduler listens to; window and document fit. */
export interface SyncEventSources {
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { visibilityState: string };
}

export class FavouritesSync {
  private readonly options: SyncOptions;
  private timer: unknown = null;
  private inFlight: Promise<void> | null = null;
  private again = false;

  constructor(options: SyncOptions) {
    this.options = options;
  }

  /** Whether a sync is on its way to the server. */
  get busy(): boolean {
    return this.inFlight !== null;
  }

  /** Whether a quiet-period sync is waiting. */
  get scheduled(): boolean {
    return this.timer !== null;
  }

  /** Call after every local change. */
  changed(): void {
    const limit = this.options.immediateAbove ?? IMMEDIATE_SYNC_ABOVE;
    if (diffSize(this.options.diff()) > limit) {
      void this.syncNow();
      return;
    }
    this.clearTimer();
    this.timer = this.options.timers.setTimeout(() => {
      this.timer = null;
      void this.syncNow();
    }, this.options.quietMs ?? SYNC_QUIET_MS);
  }

  /** Syncs now, or right after the sync in flight; resolves when nothing is left to send. */
  syncNow(): Promise<void> {
    this.clearTimer();
    if (this.inFlight) {
      this.again = true;
      return this.idle();
    }
    const diff = this.options.diff();
    if (diffSize(diff) === 0) return this.idle();
    this.inFlight = this.options
      .send(diff)
      .catch((error: unknown) => {
        // Kept for the next trigger (a change, online, hidden, unload): no retry loop while offline.
        this.options.onError?.(error);
      })
      .finally(() => {
        this.inFlight = null;
        if (this.again) {
          this.again = false;
          void this.syncNow();
        }
      });
    return this.idle();
  }

  /** Resolves once no sync is in flight or queued. */
  async idle(): Promise<void> {
    while (this.inFlight) await this.inFlight;
  }

  /** The page is going away: what differs leaves by beacon, which outlives the page. */
  flushByBeacon(): void {
    this.clearTimer();
    const diff = this.options.diff();
    if (diffSize(diff) === 0 || !this.options.beacon) return;
    this.options.beacon(diff);
  }

  /** Listens to hidden, pagehide and online; returns the function that stops listening. */
  attach(sources: SyncEventSources): () => void {
    const onVisibility = () => {
      if (sources.document.visibilityState === 'hidden') void this.syncNow();
    };
    const onPageHide = () => {
      this.flushByBeacon();
    };
    const onOnline = () => {
      void this.syncNow();
    };
    sources.document.addEventListener('visibilitychange', onVisibility);
    sources.window.addEventListener('pagehide', onPageHide);
    sources.window.addEventListener('online', onOnline);
    return () => {
      sources.document.removeEventListener('visibilitychange', onVisibility);
      sources.window.removeEventListener('pagehide', onPageHide);
      sources.window.removeEventListener('online', onOnline);
      this.clearTimer();
    };
  }

  private clearTimer(): void {
    if (this.timer !== null) {
      this.options.timers.clearTimeout(this.timer);
      this.timer = null;
    }
  }
}
