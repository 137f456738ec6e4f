// The app's first render, split into tasks. Preact renders a tree in one go, so a whole list or
// home page would hold the main thread for one long task while the shopper can do nothing. Parts
// below the first screenful are wrapped in <Deferred>: during the first render each shows its
// placeholder and fills in a task of its own, in page order; after that, parts render at once.
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { nextTask } from '../../lib/next-task';

const waiting: Array<() => void> = [];
let firstRenderDone = false;
let draining = false;

/** On the document element while parts of the first render are still to come. */
const PENDING_ATTRIBUTE = 'data-first-render';

function showNext() {
  const show = waiting.shift();
  if (show) {
    // The part's update renders before this task ends; the next part gets a task of its own.
    show();
    void nextTask().then(showNext);
    return;
  }
  draining = false;
  firstRenderDone = true;
  document.documentElement.removeAttribute(PENDING_ATTRIBUTE);
}

function enqueue(show: () => void) {
  waiting.push(show);
  if (draining) return;
  draining = true;
  document.documentElement.setAttribute(PENDING_ATTRIBUTE, '');
  void nextTask().then(showNext);
}

/**
 * Called right after the app's first render call: once the parts it deferred are shown, the first
 * render is over and later parts (on the next pages) render at once.
 */
export function finishFirstRender() {
  enqueue(() => undefined);
}

interface DeferredProps {
  children: ReactNode;
  /** Stands in until the part is shown; keeps a grid's columns, for instance. */
  placeholder?: ReactNode;
}

export function Deferred({ children, placeholder = null }: DeferredProps) {
  const [shown, setShown] = useState(firstRenderDone);
  useLayoutEffect(() => {
    if (shown) return;
    let mounted = true;
    enqueue(() => {
      if (mounted) setShown(true);
    });
    return () => {
      mounted = false;
    };
    // Only the mount decides: a part once shown stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <>{shown ? children : placeholder}</>;
}
