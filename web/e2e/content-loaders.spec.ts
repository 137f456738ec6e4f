// Content that loads from an address the content names (spec section 7, "Other"), on the shopping
// guide: the size-chart tabs load their page from their data-href when first opened, and the
// contract links open their page in a modal. A load that fails only logs a warning (spec section 8):
// the tab says the content could not be loaded and no toast appears. Turkish and Arabic, desktop
// and mobile; with a chart and a contract open the guide's text and the modal pass axe's WCAG 2.1
// A and AA checks and the page is valid HTML.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { expect, test } from './app-test';

const PAGE_DATA = '/api/storefront/page';

/** The page paths (`/beden-tablosu-kiz`, `/ar/...`) the page data endpoint was asked for. */
function pageDataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === PAGE_DATA) seen.push(url.searchParams.get('path') ?? '');
  });
  return seen;
}

/** Console warnings of the page. */
function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') seen.push(message.text());
  });
  return seen;
}

/** Makes every load of one page's data fail, as a dropped connection. */
async function failPageData(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === PAGE_DATA && url.searchParams.get('path') === path,
    (route) => route.abort('connectionfailed'),
  );
}

test('a size-chart tab loads its page from its data-href when it is opened', async ({ page }) => {
  const asked = pageDataRequests(page);
  await page.goto('/alisveris-rehberi');
  const tabs = page.getByRole('tablist', { name: 'Beden tabloları' });
  const girls = tabs.getByRole('tab', { name: 'Kız', exact: true });
  const boys = tabs.getByRole('tab', { name: 'Erkek', exact: true });
  const babies = tabs.getByRole('tab', { name: 'Bebek', exact: true });
  await expect(girls).toHaveAttribute('data-href', '/api/storefront/page?path=/beden-tablosu-kiz');
  await expect(boys).toHaveAttribute('data-href', '/api/storefront/page?path=/beden-tablosu-erkek');
  await expect(babies).toHaveAttribute('data-href', '/api/storefront/page?path=/beden-tablosu-bebek');

  // The first tab is open: its chart is the page's member `page`, drawn as sections.
  await expect(girls).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Yaşa göre ölçüler (2-14 yaş)', level: 3 })).toBeVisible();
  await expect(panel.getByText('5-6 Yaş: boy 110–116 cm, göğüs 58–60 cm, bel 53–54 cm')).toBeVisible();
  await expect(panel.locator('.remote-content')).toHaveAttribute('aria-busy', 'false');
  // Closed tabs have not been loaded.
  expect(asked).toEqual(['/beden-tablosu-kiz']);

  await boys.click();
  await expect(boys).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByText('5-6 Yaş: boy 110–116 cm, göğüs 59–61 cm, bel 53–55 cm')).toBeVisible();
  expect(asked).toEqual(['/beden-tablosu-kiz', '/beden-tablosu-erkek']);

  // From the keyboard: the arrow keys move between tabs and open them.
  await boys.focus();
  await page.keyboard.press('ArrowRight');
  await expect(babies).toBeFocused();
  await expect(babies).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByText('0-3 Ay: boy 50–62 cm, kilo 3–6 kg')).toBeVisible();

  // Opening a tab again uses what was loaded.
  await girls.click();
  await expect(panel.getByText('5-6 Yaş: boy 110–116 cm, göğüs 58–60 cm, bel 53–54 cm')).toBeVisible();
  expect(asked).toEqual(['/beden-tablosu-kiz', '/beden-tablosu-erkek', '/beden-tablosu-bebek']);
});

test('a contract link opens the contract in a modal; Escape closes it and focus returns', async ({ page }) => {
  await page.goto('/alisveris-rehberi');
  const link = page.getByRole('button', { name: 'Mesafeli Satış Sözleşmesi', exact: true });
  await expect(link).toHaveAttribute('data-href', '/api/storefront/page?path=/satis-sozlesmesi');
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Mesafeli Satış Sözleşmesi' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Madde 1 – Taraflar', level: 3 })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();

  // The keyboard opens the next one; its close button closes it.
  const delivery = page.getByRole('button', { name: 'Teslimat Koşulları', exact: true });
  await delivery.focus();
  await page.keyboard.press('Enter');
  const second = page.getByRole('dialog', { name: 'Teslimat Koşulları' });
  await expect(second.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await second.getByRole('button', { name: 'Kapat', exact: true }).click();
  await expect(second).toBeHidden();
  await expect(delivery).toBeFocused();
});

test('a tab whose load fails says so, logs a warning and shows no toast', async ({ page }) => {
  const logged = warnings(page);
  await failPageData(page, '/beden-tablosu-erkek');
  await page.goto('/alisveris-rehberi');
  await page.getByRole('tab', { name: 'Erkek', exact: true }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Bu içerik şu anda yüklenemedi.')).toBeVisible();
  await expect(panel.locator('.remote-content')).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => logged.some((text) => text.includes('Content not loaded from /api/storefront/page?path=/beden-tablosu-erkek'))).toBe(true);
  await expect(page.locator('.toast')).toHaveCount(0);

  // The other tabs still load.
  await page.getByRole('tab', { name: 'Bebek', exact: true }).click();
  await expect(panel.getByText('0-3 Ay: boy 50–62 cm, kilo 3–6 kg')).toBeVisible();
  await expect(page.locator('.toast')).toHaveCount(0);
});

test('in Arabic the tabs run right to left and load the Arabic pages', async ({ page }) => {
  const asked = pageDataRequests(page);
  const logged = warnings(page);
  await failPageData(page, '/ar/beden-tablosu-bebek');
  await page.goto('/ar/alisveris-rehberi');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const tabs = page.getByRole('tablist', { name: 'جداول المقاسات' });
  const girls = tabs.getByRole('tab', { name: 'بنات', exact: true });
  const boys = tabs.getByRole('tab', { name: 'أولاد', exact: true });
  const panel = page.getByRole('tabpanel');
  await expect(girls).toHaveAttribute('data-href', '/api/storefront/page?path=/ar/beden-tablosu-kiz');
  await expect(panel.getByText('5-6 سنوات: الطول 110–116 سم، الصدر 58–60 سم، الخصر 53–54 سم')).toBeVisible();

  // The first tab sits at the right; the next one is to its left and ArrowLeft goes there.
  const [first, second] = await Promise.all([girls.boundingBox(), boys.boundingBox()]);
  expect(second?.x ?? Infinity).toBeLessThan(first?.x ?? 0);
  await girls.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(boys).toBeFocused();
  await expect(panel.getByText('5-6 سنوات: الطول 110–116 سم، الصدر 59–61 سم، الخصر 53–55 سم')).toBeVisible();
  expect(asked).toEqual(['/ar/beden-tablosu-kiz', '/ar/beden-tablosu-erkek']);

  await tabs.getByRole('tab', { name: 'رضّع', exact: true }).click();
  await expect(panel.getByText('تعذّر تحميل هذا المحتوى.')).toBeVisible();
  await expect.poll(() => logged.some((text) => text.includes('/ar/beden-tablosu-bebek'))).toBe(true);
  await expect(page.locator('.toast')).toHaveCount(0);

  const link = page.getByRole('button', { name: 'عقد البيع عن بعد', exact: true });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'عقد البيع عن بعد' });
  await expect(dialog.getByRole('heading', { name: '1. الأطراف', level: 3 })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Whether no finite animation or transition runs (in-page code as text: no DOM library here). */
const STILL = `document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity)`;

/** axe's findings in the part of the page `selector` names, once nothing moves. */
async function accessibilityViolations(page: Page, selector: string): Promise<string[]> {
  // Polled from here: a polling page.waitForFunction would evaluate text in the page, which the
  // site's content security policy refuses.
  await expect.poll(() => page.evaluate(STILL)).toBe(true);
  const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG_21_AA).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function htmlErrors(page: Page): Promise<string[]> {
  const validator = new HtmlValidate({ extends: ['html-validate:standard', 'html-validate:browser'] });
  const report = await validator.validateString(await page.content());
  return report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`));
}

for (const { name, prefix, tab, contract } of [
  { name: 'Turkish', prefix: '', tab: 'Erkek', contract: 'Mesafeli Satış Sözleşmesi' },
  { name: 'Arabic', prefix: '/ar', tab: 'أولاد', contract: 'عقد البيع عن بعد' },
]) {
  test(`in ${name}, an open chart and an open contract pass the accessibility checks and are valid HTML`, async ({ page }) => {
    await page.goto(`${prefix}/alisveris-rehberi`);
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator('.remote-content')).toHaveAttribute('aria-busy', 'false');
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    expect(await accessibilityViolations(page, '.content-page__article')).toEqual([]);
    expect(await htmlErrors(page)).toEqual([]);

    await page.getByRole('button', { name: contract, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: contract });
    await expect(dialog.getByRole('heading', { level: 3 }).first()).toBeVisible();
    expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);
  });
}
