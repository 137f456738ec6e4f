// How an image loads: one of the first screenful (`priority`: the page's largest, a first card)
// eagerly and ahead of the rest, every other lazily and decoded off the main thread.
export function imageLoading(priority: boolean) {
  return priority
    ? ({ loading: 'eager', decoding: 'auto', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
}
