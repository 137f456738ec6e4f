// The app's first render, split into tasks. Preact renders a tree in one go, so a whole list or
// home page would hold the main thread for one long task while the shopper can do nothing. The
// first render goes into a hidden container while the server's first screen stays up
// (app/start.tsx); parts wrapped in <Deferred> render nothing at first and fill in a task of their
// own, in page order, and when the last one has, the container takes the first screen's place.
// After that, parts render at once.
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { nextTask } from '../../lib/next-task';

const waiting: Array<() => void> = [];
let firstRenderOver = false;
let endFirstRender: () => void = () => undefined;
const firstRenderEnded = new Promise<void>((resolve) => {
  endFirstRender = resolve;
});

function showNext() {
  const show = waiting.shift();
  if (show) {
    // The part's update renders before this task ends; the next part gets a task of its own.
    show();
    void nextTask().then(showNext);
    return;
  }
  firstRenderOver = true;
  endFirstRender();
}

/**
 * Called right after the app's first render call: resolves once every part that render deferred
 * (and every part those deferred in turn) is shown.
 */
export function finishFirstRender(): Promise<void> {
  void nextTask().then(showNext);
  return firstRenderEnded;
}

export function Deferred({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(firstRenderOver);
  useLayoutEffect(() => {
    if (shown) return;
    let mounted = true;
    waiting.push(() => {
      if (mounted) setShown(true);
    });
    return () => {
      mounted = false;
    };
    // Only the mount decides: a part once shown stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return shown ? <>{children}</> : null;
}
