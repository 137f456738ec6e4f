// Whether a media query matches now, following changes (for parts shown on one screen size only).
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => { list.removeEventListener('change', onChange); };
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
