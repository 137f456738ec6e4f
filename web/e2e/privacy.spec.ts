// The shopper's KVKK rights on the account page: "Verilerim" shows what the shop keeps, its JSON
// and HTML files download under a name without personal data, and "Hesabımı sil" refuses a wrong
// password in Turkish, then erases the account (this worker's shop waits no days), signs the
// member out and the back office's feed shows the request done. The section in Arabic too.
// Desktop and phone.
import { readFileSync } from 'node:fs';
import { expect, test } from './app-test';
import { MEMBER_PASSWORD, signUpAndIn } from './shop-calls';

/** The server's ERP key, as e2e/app-test.ts configures it. */
const ERP_API_KEY = 'e2e-erp-key-0123456789abcdef';

test.use({ serverConfig: '[privacy]\nerase_after_days = 0\n' });

interface FeedRequest {
  kind: string;
  status: string;
  customer_id: number | null;
  completed_at: number | null;
}

test('a member downloads and then deletes their data, and the back office sees it', async ({ page, outbox }, testInfo) => {
  const member = await signUpAndIn(page, outbox, 'verilerim');
  const settings = await page.evaluate<string>("document.getElementById('vitrin-settings')?.textContent ?? '{}'");
  const memberId = (JSON.parse(settings) as { MEMBER_INFO?: { ID?: number } }).MEMBER_INFO?.ID ?? 0;
  expect(memberId).toBeGreaterThan(0);

  // The account menu leads to the section.
  await page.getByTestId('account-button').click();
  await page.getByRole('menuitem', { name: 'Verilerim' }).click();
  await page.waitForURL((url) => url.pathname === '/hesabim');
  const section = page.getByTestId('my-data');
  await expect(section).toBeVisible();
  await section.locator('summary', { hasText: /^Profil \(/ }).click();
  await expect(section.getByText(member.email)).toBeVisible();
  await expect(section.locator('summary', { hasText: 'Siparişler' })).toContainText('(0)');
  await page.locator('#verilerim').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`verilerim-${testInfo.project.name}.png`) });

  const [json] = await Promise.all([page.waitForEvent('download'), section.getByTestId('download-json').click()]);
  expect(json.suggestedFilename()).toMatch(/^verilerim-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync(await json.path(), 'utf8')) as { profile: { email: string }; orders: unknown[] };
  expect(file.profile.email).toBe(member.email);
  expect(file.orders).toEqual([]);
  const [html] = await Promise.all([page.waitForEvent('download'), section.getByTestId('download-html').click()]);
  expect(html.suggestedFilename()).toMatch(/^verilerim-\d{4}-\d{2}-\d{2}\.html$/);
  const page_ = readFileSync(await html.path(), 'utf8');
  expect(page_).toContain('<h1>Verilerim</h1>');
  expect(page_).toContain(member.email);

  // The same section in Arabic, right to left.
  await page.goto('/ar/hesabim#verilerim');
  const arabic = page.getByTestId('my-data');
  await expect(arabic.getByRole('button', { name: 'حذف حسابي' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('#verilerim').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`verilerim-ar-${testInfo.project.name}.png`) });

  await page.goto('/hesabim#verilerim');
  const password = section.getByLabel('Şifreniz');
  await password.fill('Yanlis-Sifre-2026');
  await section.getByTestId('delete-account').click();
  await expect(section.getByTestId('my-data-outcome')).toHaveText('Şifreniz hatalı');
  await password.fill(MEMBER_PASSWORD);
  await section.getByTestId('delete-account').click();
  await expect(section.getByTestId('my-data-outcome')).toContainText('Hesabınız silindi');
  await page.screenshot({ path: testInfo.outputPath(`verilerim-silindi-${testInfo.project.name}.png`) });
  await page.waitForURL((url) => url.pathname === '/');

  // Signed out everywhere: the account's calls refuse the browser.
  expect((await page.request.get('/api/v1/customer/my-data')).status()).toBe(401);

  const feed = await page.request.get('/api/v1/erp/privacy-requests?since=0', {
    headers: { 'X-Api-Key': ERP_API_KEY },
  });
  expect(feed.status()).toBe(200);
  const { requests } = (await feed.json()) as { requests: FeedRequest[] };
  const done = requests.find((r) => r.customer_id === memberId);
  expect(done, JSON.stringify(requests)).toMatchObject({ kind: 'erase', status: 'done' });
  expect(done?.completed_at).toBeGreaterThan(0);
  expect(JSON.stringify(requests)).not.toContain(member.email);
});
