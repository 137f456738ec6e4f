// For tests of code that keeps things in the browser's storage, which Node does not have: a storage
// held in memory (the tests' local storage, and a tab's session storage where a test puts one).
import { afterEach, beforeEach, vi } from 'vitest';

/** A storage that keeps its items in memory, as the browser's does. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => {
      items.clear();
    },
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

/** A fresh session storage in memory for each test of the calling block, taken away after it. */
export function stubSessionStorage(): void {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
