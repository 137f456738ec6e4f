import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceListOpen, onOtherListOpen } from './open-list';

describe('one open list at a time (spec section 4)', () => {
  beforeEach(() => {
    // The lists talk through document events; an EventTarget stands in for the document here.
    vi.stubGlobal('document', new EventTarget());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('closes every other open list when one opens, and not the one that opened', () => {
    const closeFirst = vi.fn();
    const closeSecond = vi.fn();
    const stopFirst = onOtherListOpen('first', closeFirst);
    onOtherListOpen('second', closeSecond);
    announceListOpen('second');
    expect(closeFirst).toHaveBeenCalledTimes(1);
    expect(closeSecond).not.toHaveBeenCalled();
    stopFirst();
    announceListOpen('third');
    expect(closeFirst).toHaveBeenCalledTimes(1);
    expect(closeSecond).toHaveBeenCalledTimes(1);
  });
});
