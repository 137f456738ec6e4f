import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acceptsClick,
  clearFavourites,
  CLICK_DEBOUNCE_MS,
  diffSize,
  FAVOURITES_STORAGE_KEY,
  favouritesDiff,
  markMergeAtNextLoad,
  mergeLists,
  readFavourites,
  readServerCopy,
  SERVER_COPY_KEY,
  dismissRefused,
  readRefused,
  setFavourites,
  subscribeToggles,
  takeEarlyToggles,
  takeMergeFlag,
  toggleFavourite,
  toggleMemberFavourite,
  writeServerCopy,
} from './favourites-store';
import { sendDiff } from './favourites-session';
import { addFields, deleteFields } from './api/favourites-calls';
import { formBody } from '../../lib/api';
import { breakLocalStorage, installCookieJar } from '../../test/broken-storage';
import { jsonResponse } from '../../test/fetch-mock';
import { memoryStorage } from '../../test/memory-storage';

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('sessionStorage', memoryStorage());
  localStorage.clear();
  clearFavourites();
  dismissRefused();
});

describe('favourites store', () => {
  it('keeps the list in local storage as a {value, timeout} record, newest first', () => {
    expect(toggleFavourite(3)).toBe(true);
    expect(toggleFavourite(8)).toBe(true);
    const record = JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? 'null') as { value: unknown; timeout: number };
    expect(record.value).toEqual([8, 3]);
    expect(record.timeout).toBeGreaterThan(Date.now());
    expect(toggleFavourite(3)).toBe(false);
    expect(readFavourites()).toEqual([8]);
  });

  it('keeps the server copy in session storage', () => {
    expect(readServerCopy()).toBeNull();
    writeServerCopy([4, 4, 9]);
    expect(sessionStorage.getItem(SERVER_COPY_KEY)).toBe('[4,9]');
    expect(readServerCopy()).toEqual([4, 9]);
    expect(localStorage.getItem(SERVER_COPY_KEY)).toBeNull();
  });

  it('clears the list and the server copy together', () => {
    setFavourites([1, 2]);
    writeServerCopy([1]);
    clearFavourites();
    expect(readFavourites()).toEqual([]);
    expect(localStorage.getItem(FAVOURITES_STORAGE_KEY)).toBeNull();
    expect(readServerCopy()).toBeNull();
  });

  it('ignores a stored value of the wrong shape', () => {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify({ value: ['x'], timeout: Date.now() + 1000 }));
    clearFavourites();
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify({ value: ['x'], timeout: Date.now() + 1000 }));
    expect(readFavourites()).toEqual([]);
  });

  it('the difference is what to add and what to remove', () => {
    const diff = favouritesDiff([1, 2, 3], [3, 4]);
    expect(diff).toEqual({ add: [1, 2], remove: [4] });
    expect(diffSize(diff)).toBe(3);
    expect(diffSize(favouritesDiff([5], [5]))).toBe(0);
  });

  it('merges the device list into the member list at login', () => {
    expect(mergeLists([1, 2], [2, 7])).toEqual([2, 7, 1]);
    markMergeAtNextLoad();
    expect(takeMergeFlag()).toBe(true);
    expect(takeMergeFlag()).toBe(false);
  });

  it('keeps a member toggle made before the sync listens, and hands later ones to it', () => {
    takeEarlyToggles();
    toggleMemberFavourite(4);
    expect(takeEarlyToggles()).toEqual([4]);
    const heard: number[] = [];
    const stop = subscribeToggles((id) => heard.push(id));
    toggleMemberFavourite(5);
    stop();
    expect(heard).toEqual([5]);
    expect(takeEarlyToggles()).toEqual([]);
    expect(readFavourites()).toEqual([5, 4]);
  });

  it('ignores a second click within 500 ms', () => {
    expect(acceptsClick(null, 1000)).toBe(true);
    expect(acceptsClick(1000, 1000 + CLICK_DEBOUNCE_MS - 1)).toBe(false);
    expect(acceptsClick(1000, 1000 + CLICK_DEBOUNCE_MS)).toBe(true);
  });

  it('sends ids as {id}-0 with fetch and cat_id=1, and deletes by products[]', () => {
    const add = formBody(addFields([12, 15]));
    expect(add.getAll('ids[]')).toEqual(['12-0', '15-0']);
    expect(add.get('fetch')).toBe('1');
    expect(add.get('cat_id')).toBe('1');
    expect(add.has('csrfToken')).toBe(true);
    const del = formBody(deleteFields([12]));
    expect(del.getAll('products[]')).toEqual(['12']);
    expect(formBody(addFields([1], false)).has('fetch')).toBe(false);
  });
});

describe('sending a difference', () => {
  it('takes the server list of the answer as the copy, and drops refused items locally', async () => {
    setFavourites([99, 1]);
    writeServerCopy([5]);
    const calls: { url: string; body: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        calls.push({ url, body: init.body instanceof URLSearchParams ? init.body.toString() : '' });
        if (url.includes('add-to-fav-list')) {
          return Promise.resolve(
            jsonResponse(200, {
              status: 1,
              statusText: 'Bazı ürünler favorilerinize eklenemedi',
              results: [
                { id: '99-0', productId: 99, status: 0, statusText: 'Ürün bulunamadı', code: 'product_not_found' },
                { id: '1-0', productId: 1, status: 1, statusText: 'Ürün favorilerinize eklendi', code: 'added' },
              ],
              refused: [{ id: '99-0', productId: 99, status: 0, statusText: 'Ürün bulunamadı', code: 'product_not_found' }],
              totalCount: 2,
              CATEGORIES: [{ ID: 1, NAME: 'Favoriye Eklenen Ürünler', PRODUCTS: [{ ID: 1 }, { ID: 5 }] }],
            }),
          );
        }
        return Promise.resolve(
          jsonResponse(200, {
            status: 1,
            statusText: 'Ürün favorilerinizden çıkarıldı',
            results: [{ id: '5', productId: 5, status: 1, statusText: 'Ürün favorilerinizden çıkarıldı', code: 'removed' }],
            refused: [],
            totalCount: 1,
            CATEGORIES: [{ ID: 1, NAME: 'Favoriye Eklenen Ürünler', PRODUCTS: [{ ID: 1 }] }],
          }),
        );
      }),
    );
    await sendDiff(favouritesDiff(readFavourites(), readServerCopy() ?? []));
    expect(calls.map((c) => c.url.split('?')[0])).toEqual([
      '/srv/service/profile/add-to-fav-list',
      '/srv/service/profile/delete-shopping-products-by-product-id',
    ]);
    expect(new URLSearchParams(calls[0]?.body).getAll('ids[]')).toEqual(['99-0', '1-0']);
    expect(new URLSearchParams(calls[1]?.body).getAll('products[]')).toEqual(['5']);
    expect(readServerCopy()).toEqual([1]);
    expect(readFavourites()).toEqual([1]);
    expect(readRefused()).toEqual([{ productId: 99, statusText: 'Ürün bulunamadı' }]);
  });
});

describe('favourites without local storage', () => {
  it('keeps toggling and reading the list from a cookie when storage throws', () => {
    installCookieJar();
    breakLocalStorage();
    expect(toggleFavourite(3)).toBe(true);
    expect(toggleFavourite(8)).toBe(true);
    expect(readFavourites()).toEqual([8, 3]);
    expect(toggleFavourite(3)).toBe(false);
    setFavourites(readFavourites());
    expect(readFavourites()).toEqual([8]);
    clearFavourites();
    expect(readFavourites()).toEqual([]);
  });
});
