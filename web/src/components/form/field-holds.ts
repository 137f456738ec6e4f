// A field that another piece of code is still taking over (the phone field, until its mask and
// country list come) holds a form sent meanwhile: the form waits, then checks and sends what the
// field holds once taken over, not the text typed into it before. A form waits HOLD_MS at the most,
// then is checked as it stands.

const HOLD_MS = 3000;

const holds = new WeakMap<Element, Promise<void>>();

/** A takeover to hold forms by: `settled` once `settle` is called. */
export function fieldTakeover(): { settled: Promise<void>; settle: () => void } {
  let settle = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { settled, settle };
}

/** Holds the forms that `element` stands in until `ready` settles. */
export function holdForms(element: Element, ready: Promise<void>): void {
  holds.set(element, ready);
  const release = () => {
    if (holds.get(element) === ready) holds.delete(element);
  };
  void ready.then(release, release);
}

/** What a form sent now waits for; null when none of its fields holds it. */
export function formHold(form: HTMLFormElement): Promise<void> | null {
  const waits = Array.from(form.elements).flatMap((element) => holds.get(element) ?? []);
  if (waits.length === 0) return null;
  const longest = new Promise<void>((resolve) => setTimeout(resolve, HOLD_MS));
  return Promise.race([Promise.all(waits).then(() => undefined), longest]);
}
