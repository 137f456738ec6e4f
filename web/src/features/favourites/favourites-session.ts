// Favourites on a page: for a member, the server's list is read once per session (then kept in
// session storage), local changes go through the sync scheduler, and items the server refused are
// taken off the local list and listed in a modal. At login the device's list is merged into the
// member's; at logout it is cleared.
import {
  LOGGED_IN_EVENT,
  LOGGED_OUT_EVENT,
  LOGGING_OUT_EVENT,
  type LoggingOutDetail,
} from '../../lib/member-events';
import { addToFavList, beaconChanges, chunks, deleteFavProducts } from './api/favourites-calls';
import { fetchShoppingList } from './api/get-shopping-list';
import {
  addRefused,
  clearFavourites,
  diffSize,
  FAVOURITES_STORAGE_KEY,
  favouritesChangedElsewhere,
  favouritesDiff,
  isMember,
  markMergeAtNextLoad,
  mergeLists,
  readFavourites,
  readServerCopy,
  setFavourites,
  subscribeToggles,
  takeEarlyToggles,
  takeMergeFlag,
  writeServerCopy,
  type FavouritesDiff,
} from './favourites-store';
import { FavouritesSync } from './favourites-sync';
import { listIds, type FavChange } from './types';


// ---- syncing ----------------------------------------------------------------------------------

let sync: FavouritesSync | null = null;
let loading: Promise<void> | null = null;
/** Products toggled while the server's list was being read: the device's list decides them. */
let toggledWhileLoading: number[] | null = null;

function currentDiff(): FavouritesDiff {
  const server = readServerCopy();
  // Until the server's list is known there is nothing to compare with.
  if (server === null) return { add: [], remove: [] };
  return favouritesDiff(readFavourites(), server);
}

/** Sends a difference; the server's answer (`fetch=1`) becomes the session copy. */
export async function sendDiff(diff: FavouritesDiff): Promise<void> {
  const answers: FavChange[] = [];
  for (const part of chunks(diff.add)) answers.push(await addToFavList(part));
  for (const part of chunks(diff.remove)) answers.push(await deleteFavProducts(part));
  const last = answers.at(-1);
  if (last?.CATEGORIES) {
    writeServerCopy(listIds(last));
  } else {
    const done = new Set(answers.flatMap((a) => a.results.filter((r) => r.status === 1).map((r) => r.productId)));
    const server = readServerCopy() ?? [];
    const removed = new Set(diff.remove.filter((id) => done.has(id)));
    writeServerCopy([...diff.add.filter((id) => done.has(id)), ...server.filter((id) => !removed.has(id))]);
  }
  const refusedNow = answers.flatMap((a) =>
    a.refused.map((r) => ({ productId: r.productId, statusText: r.statusText })),
  );
  if (refusedNow.length > 0) {
    // A refused add would be sent again and again: it leaves the local list.
    const gone = new Set(refusedNow.map((r) => r.productId));
    setFavourites(readFavourites().filter((id) => !gone.has(id)));
    addRefused(refusedNow);
  }
}

async function loadServerList(active: FavouritesSync): Promise<void> {
  const merge = takeMergeFlag();
  const early = takeEarlyToggles();
  if (!merge && readServerCopy() !== null) {
    // Read earlier in this session; changes left from the last page go out in due course.
    if (diffSize(currentDiff()) > 0) active.changed();
    return;
  }
  toggledWhileLoading = early;
  try {
    const server = listIds(await fetchShoppingList());
    const local = readFavourites();
    const base = merge ? mergeLists(server, local) : server;
    // A heart tapped meanwhile already changed the device's list: its last word stands.
    const tapped = new Set(toggledWhileLoading);
    setFavourites([...local.filter((id) => tapped.has(id)), ...base.filter((id) => !tapped.has(id))]);
  } catch (error) {
    console.warn('Favourites list not loaded', error);
    return;
  } finally {
    toggledWhileLoading = null;
  }
  if (merge) void active.syncNow();
  else if (diffSize(currentDiff()) > 0) active.changed();
}

/** Resolves once the list is loaded and local changes have reached the server. */
export async function flushFavourites(): Promise<void> {
  await loading;
  await sync?.syncNow();
}

/** Wires favourites to the page; call once. Returns the function that unwires them. */
export function startFavourites(): () => void {
  const onLoggedIn = () => {
    markMergeAtNextLoad();
  };
  // Changes not yet sent go out while the member's token still holds.
  const onLoggingOut = (event: Event) => {
    (event as CustomEvent<LoggingOutDetail>).detail.waitUntil(flushFavourites());
  };
  const onLoggedOut = () => {
    stopSync();
    clearFavourites();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === FAVOURITES_STORAGE_KEY) favouritesChangedElsewhere();
  };
  const stopToggles = subscribeToggles((productId) => {
    toggledWhileLoading?.push(productId);
    sync?.changed();
  });
  window.addEventListener(LOGGED_IN_EVENT, onLoggedIn);
  window.addEventListener(LOGGING_OUT_EVENT, onLoggingOut);
  window.addEventListener(LOGGED_OUT_EVENT, onLoggedOut);
  window.addEventListener('storage', onStorage);

  let detach: () => void = () => undefined;
  const stopSync = () => {
    detach();
    sync = null;
  };
  if (isMember()) {
    const active = new FavouritesSync({
      timers: {
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => {
          window.clearTimeout(handle as number);
        },
      },
      diff: currentDiff,
      send: sendDiff,
      beacon: (diff) => beaconChanges(diff.add, diff.remove),
      onError: (error) => {
        console.warn('Favourites not synced', error);
      },
    });
    sync = active;
    detach = active.attach({ window, document });
    loading = loadServerList(active);
  }
  return () => {
    stopToggles();
    window.removeEventListener(LOGGED_IN_EVENT, onLoggedIn);
    window.removeEventListener(LOGGING_OUT_EVENT, onLoggingOut);
    window.removeEventListener(LOGGED_OUT_EVENT, onLoggedOut);
    window.removeEventListener('storage', onStorage);
    stopSync();
  };
}
