import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveSearchScheduler, DEBOUNCE_MS, highlight, searchableQuery } from './live-search';

describe('searchableQuery', () => {
  it('needs three characters after trimming', () => {
    expect(searchableQuery('el')).toBeNull();
    expect(searchableQuery('  el  ')).toBeNull();
    expect(searchableQuery('elb')).toBe('elb');
    expect(searchableQuery(' ışı ')).toBe('ışı');
  });
});

describe('createLiveSearchScheduler', () => {
  /** A scheduler whose searches are recorded by `run`. */
  function scheduled() {
    const run = vi.fn();
    return { run, scheduler: createLiveSearchScheduler(run) };
  }

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for a pause in typing and searches once', () => {
    const { run, scheduler } = scheduled();
    scheduler.input('elb');
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    scheduler.input('elbi');
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('elbi');
  });

  it('never searches below three characters and clears at once', () => {
    const { run, scheduler } = scheduled();
    scheduler.input('e');
    scheduler.input('el');
    vi.advanceTimersByTime(DEBOUNCE_MS * 4);
    expect(run.mock.calls).toEqual([[null], [null]]);
  });

  it('drops a pending search when the text gets too short', () => {
    const { run, scheduler } = scheduled();
    scheduler.input('elbi');
    scheduler.input('el');
    vi.advanceTimersByTime(DEBOUNCE_MS * 2);
    expect(run.mock.calls).toEqual([[null]]);
  });

  it('does not search the same query twice until reset', () => {
    const { run, scheduler } = scheduled();
    scheduler.input('elbise');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    scheduler.input('elbise ');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(run).toHaveBeenCalledTimes(1);
    scheduler.reset();
    scheduler.input('elbise');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('highlight', () => {
  const marked = (title: string, query: string) =>
    highlight(title, query)
      .filter((s) => s.match)
      .map((s) => s.text);

  it('marks word starts without case or diacritics', () => {
    expect(marked('Keten Erkek Çocuk Gömlek', 'gomlek')).toEqual(['Gömlek']);
    expect(marked('Işıltılı Kız Çocuk Elbise', 'ışıl elb')).toEqual(['Işıl', 'Elb']);
    expect(marked('Su İtici Ceket', 'İTİCİ')).toEqual(['İtici']);
  });

  it('keeps the whole title in order', () => {
    const segments = highlight('Kız Çocuk Elbise', 'elbise');
    expect(segments.map((s) => s.text).join('')).toBe('Kız Çocuk Elbise');
    expect(marked('Kız Çocuk Elbise', 'bise')).toEqual([]);
  });
});
