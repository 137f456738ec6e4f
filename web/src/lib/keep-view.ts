// Navigation state for a change within the page the shopper is working on, such as a picker that
// filters a list: the storefront then leaves the scroll position and the focus where they are
// (a new page otherwise starts at the top with the focus on the main content).

export const KEEP_VIEW_STATE = { keepView: true } as const;

export function keepsView(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepView?: unknown }).keepView === true;
}
