// The page wiring for a member: the server list read once per session, the login merge, logout.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  markMergeAtNextLoad,
  readFavourites,
  readServerCopy,
  setFavourites,
  toggleMemberFavourite,
  writeServerCopy,
} from './favourites-store';
import { announceLoggingOut, LOGGED_OUT_EVENT } from '../../lib/member-events';
import { flushFavourites, startFavourites } from './favourites-session';
import { jsonResponse } from '../../test/fetch-mock';
import { memoryStorage } from '../../test/memory-storage';

let serverList: number[] = [];
const calls: { path: string; body: URLSearchParams | null }[] = [];

const json = (body: unknown) => Promise.resolve(jsonResponse(200, body));

function listBody() {
  return { status: 1, totalCount: serverList.length, CATEGORIES: [{ ID: 1, NAME: 'Favoriye Eklenen Ürünler', PRODUCTS: serverList.map((ID) => ({ ID })) }] };
}

beforeEach(() => {
  const page = new EventTarget();
  const doc = Object.assign(new EventTarget(), {
    visibilityState: 'visible',
    // A member's page settings.
    getElementById: (id: string) =>
      id === 'vitrin-settings' ? { textContent: JSON.stringify({ MEMBER_INFO: { ID: 5, GROUP: 1 }, CART_CSRF_TOKEN: 't' }) } : null,
  });
  vi.stubGlobal('window', Object.assign(page, { setTimeout, clearTimeout, location: { origin: 'http://shop.test' } }));
  vi.stubGlobal('document', doc);
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const path = url.split('?')[0] ?? '';
      const body = init.body instanceof URLSearchParams ? init.body : null;
      calls.push({ path, body });
      if (path.endsWith('/add-to-fav-list')) {
        for (const item of body?.getAll('ids[]') ?? []) serverList.unshift(Number(item.split('-')[0]));
      } else if (path.endsWith('/delete-shopping-products-by-product-id')) {
        const gone = new Set((body?.getAll('products[]') ?? []).map(Number));
        serverList = serverList.filter((id) => !gone.has(id));
      }
      const results = [...(body?.getAll('ids[]') ?? []), ...(body?.getAll('products[]') ?? [])].map((id) => ({
        id,
        productId: Number(id.split('-')[0]),
        status: 1,
        statusText: '',
        code: 'added',
      }));
      return path.endsWith('/get-shopping-list') ? json(listBody()) : json({ ...listBody(), results, refused: [], statusText: '' });
    }),
  );
  localStorage.clear();
  calls.length = 0;
  serverList = [];
  setFavourites([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const listCalls = () => calls.filter((c) => c.path.endsWith('/get-shopping-list')).length;

describe('favourites on a member page', () => {
  it('reads the server list once per session and takes it as the local list', async () => {
    serverList = [7, 8];
    setFavourites([99]);
    const stop = startFavourites();
    await flushFavourites();
    expect(readFavourites()).toEqual([7, 8]);
    expect(readServerCopy()).toEqual([7, 8]);
    stop();
    const again = startFavourites();
    await flushFavourites();
    again();
    expect(listCalls()).toBe(1);
  });

  it('merges the device list into the member list after login, and sends it at once', async () => {
    serverList = [7];
    setFavourites([3]);
    markMergeAtNextLoad();
    const stop = startFavourites();
    await flushFavourites();
    stop();
    expect(readFavourites()).toEqual([3, 7]);
    const add = calls.find((c) => c.path.endsWith('/add-to-fav-list'));
    expect(add?.body?.getAll('ids[]')).toEqual(['3-0']);
    expect(add?.body?.get('cat_id')).toBe('1');
    expect(serverList).toEqual([3, 7]);
    expect(readServerCopy()).toEqual([3, 7]);
  });

  it('keeps a heart tapped while the list loads, on top of the server list', async () => {
    serverList = [7];
    const stop = startFavourites();
    toggleMemberFavourite(4);
    await flushFavourites();
    stop();
    expect(readFavourites()).toEqual([4, 7]);
    expect(serverList).toEqual([4, 7]);
  });

  it('keeps hearts tapped while the list loads after login, added or taken off', async () => {
    serverList = [7, 8];
    setFavourites([3]);
    markMergeAtNextLoad();
    const stop = startFavourites();
    toggleMemberFavourite(4);
    toggleMemberFavourite(3);
    await flushFavourites();
    stop();
    expect(readFavourites()).toEqual([4, 7, 8]);
    expect(serverList).toEqual([4, 7, 8]);
  });

  it('keeps a heart taken off while the list loads, though the server list holds it', async () => {
    serverList = [7, 8];
    setFavourites([7]);
    const stop = startFavourites();
    toggleMemberFavourite(7);
    await flushFavourites();
    stop();
    expect(readFavourites()).toEqual([8]);
    expect(serverList).toEqual([8]);
  });

  it('sends changes not yet synced before logout ends the token', async () => {
    serverList = [1];
    writeServerCopy([1]);
    setFavourites([1]);
    const stop = startFavourites();
    await flushFavourites();
    // A heart tapped seconds before logout: the 60 s quiet has not passed yet.
    toggleMemberFavourite(9);
    expect(serverList).toEqual([1]);
    await announceLoggingOut();
    stop();
    expect(serverList).toEqual([9, 1]);
  });

  it('clears the device list at logout', async () => {
    writeServerCopy([1]);
    setFavourites([1]);
    const stop = startFavourites();
    await flushFavourites();
    window.dispatchEvent(new Event(LOGGED_OUT_EVENT));
    stop();
    expect(readFavourites()).toEqual([]);
    expect(readServerCopy()).toBeNull();
  });
});
