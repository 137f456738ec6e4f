// The markup the app builds is valid HTML: the DOM of each main page, once the app has rendered it,
// in Turkish and in Arabic, passes html-validate's rules of the HTML standard (with its settings for
// markup read back from a browser). The validator runs here, with no network.
import { HtmlValidate, type MetaDataTable } from 'html-validate';
import { expect, test } from './app-test';
import { LANGUAGES, MAIN_PAGES } from './main-pages';

/** What the HTML standard asks of elements beyond the validator's own element data. */
const STANDARD_EXTRAS: MetaDataTable = {
  // "The value attribute must be specified."
  meter: { requiredAttributes: ['value'] },
};

const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:browser'],
  elements: ['html5', STANDARD_EXTRAS],
});

for (const language of LANGUAGES) {
  for (const main of MAIN_PAGES) {
    test(`the ${main.name} page in ${language.name} is valid HTML`, async ({ page }) => {
      await main.open(page, language.prefix);
      const report = await validator.validateString(await page.content());
      const errors = report.results.flatMap((result) =>
        result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? `line ${String(m.line)}`})`),
      );
      expect(errors).toEqual([]);
    });
  }
}
