// Where a form's answer replaces the form (a dialog's result), the focus moves to the answer as it
// appears, so that keyboard and screen-reader users land on what came back.
import { useEffect, useRef } from 'react';

/** A ref for the answer's element, focused each time `answer` becomes something. */
export function useFocusOnAnswer<E extends HTMLElement>(answer: unknown) {
  const element = useRef<E>(null);
  useEffect(() => {
    if (answer) element.current?.focus();
  }, [answer]);
  return element;
}
