// Radix dialogs give focus back to their own trigger when they close. Ours are mostly opened by a
// control outside them (a drawer's menu button, a card's quick-view button, the add-to-cart that
// brought up the cart popup), so without this focus would fall to the start of the page.
import type { RefObject } from 'react';

/** The element that opened an overlay, to be focused again when it closes. */
export type FocusReturn = RefObject<HTMLElement | null>;

/**
 * A dialog's `onCloseAutoFocus`: focuses `target` when it is still in the page; otherwise leaves
 * Radix its default.
 */
export function returnFocusTo(target: FocusReturn | undefined): (event: Event) => void {
  return (event) => {
    const element = target?.current;
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  };
}
