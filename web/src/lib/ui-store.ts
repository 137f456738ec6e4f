// A small state kept outside React (which overlay is open, a version to bump), so that code
// anywhere can change it and the components that show it render again.
import { useSyncExternalStore } from 'react';

export interface UiStore<T extends object> {
  get: () => T;
  /** Changes the fields given and tells every component that reads the store. */
  set: (patch: Partial<T>) => void;
  /** The hook a component reads the store with. */
  useValue: () => T;
}

export function createUiStore<T extends object>(initial: T): UiStore<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  const get = () => state;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get,
    set: (patch) => {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    useValue: () => useSyncExternalStore(subscribe, get, get),
  };
}
