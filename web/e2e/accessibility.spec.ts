// The main pages pass axe's WCAG 2.1 A and AA checks, in Turkish and in Arabic, at desktop and phone
// width, with the cookie-law notice and the app banner shown as to a first-time visitor (no rule is
// turned off). A failure lists each violated rule with the elements that break it.
import AxeBuilder from '@axe-core/playwright';
import { animationsEnded } from './animations';
import { expect, test } from './app-test';
import { LANGUAGES, MAIN_PAGES } from './main-pages';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

for (const language of LANGUAGES) {
  for (const main of MAIN_PAGES) {
    test(`the ${main.name} page in ${language.name} has no WCAG 2.1 A or AA violation`, async ({ page, context }) => {
      await context.clearCookies({ name: 'cookieLaw' });
      await context.clearCookies({ name: 'mobileApp' });
      await main.open(page, language.prefix);
      await expect(page.getByTestId('cookie-law')).toBeVisible();
      await animationsEnded(page);
      const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
      const violations = results.violations.map(
        (v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
      );
      expect(violations).toEqual([]);
    });
  }
}
