import type { MouseEvent } from 'react';

/** A plain click on a link: with a modifier key or another button the browser opens it its own way
 * (a new tab or window), so the page leaves that click alone. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
