import { describe, expect, it } from 'vitest';
import { imageLoading } from './image-loading';

describe('imageLoading', () => {
  it('loads a first-screen image eagerly with high priority, any other lazily', () => {
    expect(imageLoading(true)).toEqual({ loading: 'eager', decoding: 'auto', fetchPriority: 'high' });
    expect(imageLoading(false)).toEqual({ loading: 'lazy', decoding: 'async' });
  });
});
