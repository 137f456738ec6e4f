import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldTakeover, formHold, holdForms } from './field-holds';

/** A form of these fields, as far as formHold reads one. */
const formOf = (...fields: object[]) => ({ elements: fields }) as unknown as HTMLFormElement;
const field = () => ({}) as Element;

describe('field holds', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a form without a held field go at once', () => {
    expect(formHold(formOf(field(), field()))).toBeNull();
  });

  it('holds a form until its field is taken over, then lets it go', async () => {
    const phone = field();
    const ready = fieldTakeover();
    holdForms(phone, ready.settled);
    const hold = formHold(formOf(field(), phone));
    expect(hold).not.toBeNull();
    let done = false;
    void hold?.then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    ready.settle();
    await hold;
    expect(done).toBe(true);
    // Taken over, the field holds no form any more.
    expect(formHold(formOf(phone))).toBeNull();
  });

  it('holds a form 3 s at the most', async () => {
    vi.useFakeTimers();
    const phone = field();
    holdForms(phone, fieldTakeover().settled);
    const hold = formHold(formOf(phone));
    let done = false;
    void hold?.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('holds only the forms the field stands in', () => {
    holdForms(field(), fieldTakeover().settled);
    expect(formHold(formOf(field()))).toBeNull();
  });
});
