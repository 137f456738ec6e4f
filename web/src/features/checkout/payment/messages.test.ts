// The payment step's own bundle: the same keys and placeholders in Turkish, English and Arabic.
import { describe, expect, it } from 'vitest';
import ar from './messages/ar.json';
import en from './messages/en.json';
import tr from './messages/tr.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

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
