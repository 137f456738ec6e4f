// Spec section 4: opening a list closes any other open one. A list says it opened with a document
// event; every other list listening closes itself.
const LIST_OPEN_EVENT = 'vitrin:list-open';

export function announceListOpen(id: string): void {
  document.dispatchEvent(new CustomEvent<string>(LIST_OPEN_EVENT, { detail: id }));
}

/** Calls `close` whenever a list other than `id` opens; returns the unsubscribe. */
export function onOtherListOpen(id: string, close: () => void): () => void {
  const listener = (event: Event) => {
    if ((event as CustomEvent<string>).detail !== id) close();
  };
  document.addEventListener(LIST_OPEN_EVENT, listener);
  return () => {
    document.removeEventListener(LIST_OPEN_EVENT, listener);
  };
}
