// The payment step's own bundle: the same keys and placeholders in Turkish, English and Arabic.
import { describe, expect, it } from 'vitest';
import ar from './messages/ar.json';
import en from './messages/en.json';
import tr from './messages/tr.json';
import { flatten, variables } from '../../../test/message-tree';

const source = flatten(tr);

describe('payment step messages', () => {
  for (const [name, bundle] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    it(`${name} has the keys and placeholders of tr`, () => {
      const flat = flatten(bundle);
      expect([...flat.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [key, text] of source) {
        expect(variables(flat.get(key) ?? ''), key).toEqual(variables(text));
        expect(flat.get(key), key).not.toBe('');
      }
    });
  }
});
