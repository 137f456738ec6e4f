import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';
import tr from './tr.json';
import { flatten, type Tree, variables } from '../test/message-tree';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Plural forms differ by language (Arabic has six), so keys are compared without their suffix. */
function baseKeys(messages: Map<string, string>): string[] {
  return [...new Set([...messages.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

type Bundle = Partial<Record<'tr' | 'en' | 'ar', Tree>>;

/** The app's messages and each feature's own (`features/<name>/messages/*.json`, and of a part of a
 * feature, `features/<name>/<part>/messages/*.json`). */
function bundles(): Map<string, Bundle> {
  const out = new Map<string, Bundle>([['app', { tr, en, ar }]]);
  const files = import.meta.glob<Tree>('../features/**/messages/*.json', { eager: true, import: 'default' });
  for (const [path, tree] of Object.entries(files)) {
    const [, feature, language] = /features\/(.+)\/messages\/(\w+)\.json$/.exec(path) ?? [];
    if (!feature || !language) continue;
    const bundle: Bundle = out.get(feature) ?? {};
    bundle[language as keyof Bundle] = tree;
    out.set(feature, bundle);
  }
  return out;
}

for (const [name, bundle] of bundles()) {
  describe(`translations: ${name}`, () => {
    const source = flatten(bundle.tr ?? {});
    for (const language of ['tr', 'en', 'ar'] as const) {
      const messages = bundle[language];

      it(`${language} exists`, () => {
        expect(messages, `${name} ${language}.json`).toBeDefined();
      });
      if (!messages) continue;
      const flat = flatten(messages);

      it(`${language} has exactly the keys of tr.json`, () => {
        expect(baseKeys(flat)).toEqual(baseKeys(source));
      });

      it(`${language} has every plural form its grammar needs`, () => {
        const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        const pluralBases = new Set(
          [...flat.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
        );
        for (const base of pluralBases) {
          for (const form of needed) expect(flat.has(`${base}_${form}`), `${base}_${form}`).toBe(true);
        }
      });

      it(`${language} uses the same interpolation variables as Turkish`, () => {
        for (const [key, text] of flat) {
          const sourceText = source.get(key) ?? source.get(key.replace(PLURAL_SUFFIX, '_other')) ?? '';
          // A plural form may spell the number out ("منتج واحد"), so it may drop {{count}}.
          const expected = variables(sourceText).filter((v) => !(PLURAL_SUFFIX.test(key) && v === 'count'));
          const actual = variables(text).filter((v) => !(PLURAL_SUFFIX.test(key) && v === 'count'));
          expect(actual, key).toEqual(expected);
        }
      });

      it(`${language} has no empty messages`, () => {
        for (const [key, text] of flat) expect(text.trim(), key).not.toBe('');
      });
    }
  });
}
