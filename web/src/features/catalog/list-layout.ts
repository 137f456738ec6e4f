// The product lists' layout (spec section 4): a grid of cards or a list of rows that shows more of
// each product. The choice is kept in a cookie and takes effect by reloading the page.
import { useState } from 'react';
import { DAY_SECONDS, readCookie, writeCookie } from '../../lib/cookies';

export type ListLayout = 'grid' | 'list';

export const LIST_LAYOUT_COOKIE = 'listLayout';
const LIST_LAYOUT_DAYS = 365;

/** Anything but a stored 'list' (no cookie, an old or edited value) is the grid. */
export function parseListLayout(value: string | null): ListLayout {
  return value === 'list' ? 'list' : 'grid';
}

export function readListLayout(): ListLayout {
  return parseListLayout(readCookie(LIST_LAYOUT_COOKIE));
}

/** Keeps the choice and reloads, so every list of the page is drawn in it from the start. */
export function chooseListLayout(layout: ListLayout): void {
  writeCookie(LIST_LAYOUT_COOKIE, layout, LIST_LAYOUT_DAYS * DAY_SECONDS);
  window.location.reload();
}

/** The layout this page was loaded with: it changes only through a reload. */
export function useListLayout(): ListLayout {
  const [layout] = useState(readListLayout);
  return layout;
}
