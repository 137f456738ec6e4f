// Back-in-stock alerts as shoppers use them. A guest at phone width asks "Gelince haber ver" for a
// sold-out size with an address and the notice's tick, confirms from the mailed link, the back
// office restocks the size through its stock feed, and the restock mail (sent by the batch, every
// second here) opens the product with that colour and size chosen and unsubscribes by its other
// link. A bad address and a missing tick are refused beside their fields; in Arabic the offer and
// the answer are Arabic; a signed-in member asks with one click and finds the alert in "Verilerim".
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './app-test';
import { linkFromOutbox } from './outbox';
import { findInCatalog, signUpAndIn, uniqueMember } from './shop-calls';

// The batch mails restocked alerts every second, and this spec's restocks stay on its own servers.
test.use({ serverConfig: '[alerts]\nbatch_secs = 1\n' });

const ERP_KEY = 'e2e-erp-key-0123456789abcdef';

interface ProductData {
  product: {
    URL: string;
    VARIANT1_LIST: { ID: number; NAME: string }[];
    VARIANT2_LIST: { ID: number; NAME: string }[];
    VARIANT_DATA: { ID: number; TYPE1_ID: number; TYPE2_ID: number; STOCK: number; CODE: string }[];
  };
}

/** A sold-out variant whose colour has another size in stock: the page opened on that other
 * size shows the sold-out one passive, with the offer. */
interface Plan {
  path: string;
  url: string;
  variantId: number;
  code: string;
  colour: string;
  size: string;
}

async function soldOutPlan(request: APIRequestContext, skip: number[] = []): Promise<Plan> {
  return findInCatalog<ProductData, Plan>(
    request,
    ({ product }) => {
      for (const soldOut of product.VARIANT_DATA.filter((v) => v.STOCK === 0 && !skip.includes(v.ID))) {
        const sibling = product.VARIANT_DATA.find((v) => v.TYPE1_ID === soldOut.TYPE1_ID && v.STOCK > 0);
        const colour = product.VARIANT1_LIST.find((c) => c.ID === soldOut.TYPE1_ID)?.NAME;
        const size = product.VARIANT2_LIST.find((s) => s.ID === soldOut.TYPE2_ID)?.NAME;
        if (!sibling || !colour || !size) continue;
        return { path: `${product.URL}?variant=${String(sibling.ID)}`, url: product.URL, variantId: soldOut.ID, code: soldOut.CODE, colour, size };
      }
      return undefined;
    },
    { perCategory: 12, failure: 'no product with a sold-out size beside one in stock' },
  );
}

/** The offer's button for the plan's size (named after the size when the colour has several). */
function offerButton(page: Page, plan: Plan, offer: string) {
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByTestId('stock-alert-offer').getByRole('button', { name: new RegExp(`^${escaped(offer)}(: ${escaped(plan.size)})?$`) });
}

async function askAsGuest(page: Page, plan: Plan, offer: string, email: string, options: { tick: boolean; submit: string; title: string }) {
  await offerButton(page, plan, offer).click();
  const dialog = page.getByRole('dialog', { name: options.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill(email);
  if (options.tick) await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: options.submit }).click();
  return dialog;
}

test('a guest at phone width asks, confirms, is mailed when restocked, follows both links', async ({ page, request, outbox }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'walked at phone width');
  const plan = await soldOutPlan(request);
  const { email } = uniqueMember('stok.misafir');
  await page.goto(plan.path);
  const picker = page.getByTestId('variant-picker');
  await expect(picker.getByRole('radio', { name: `${plan.size}, tükendi` })).toBeDisabled();
  await expect(page.getByTestId('stock-alert-offer')).toContainText(plan.size);

  const dialog = await askAsGuest(page, plan, 'Gelince haber ver', email, { tick: true, submit: 'Haber ver', title: 'Gelince haber ver' });
  await expect(dialog.getByTestId('stock-alert-answer')).toContainText('E-posta adresinize bir onay bağlantısı gönderdik');
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await expect(dialog).toBeHidden();

  const confirm = await linkFromOutbox(outbox, email, /https?:\/\/\S+activation=stock-alert&\S+/);
  await page.goto(confirm);
  await expect(page.locator('.toast--success', { hasText: 'Onaylandı: bu beden gelince size haber vereceğiz' })).toBeVisible();
  await expect(page).not.toHaveURL(/token=/);

  const restocked = await request.post('/api/v1/erp/stock', {
    headers: { 'X-Api-Key': ERP_KEY },
    data: { variants: [{ code: plan.code, stock: 5 }] },
  });
  expect(restocked.status(), await restocked.text()).toBe(200);

  const productLink = await linkFromOutbox(outbox, email, new RegExp(`https?://\\S+\\?variant=${String(plan.variantId)}\\b`));
  expect(productLink).toBe(`${plan.url}?variant=${String(plan.variantId)}`);
  const unsubscribe = await linkFromOutbox(outbox, email, /https?:\/\/\S+activation=stock-alert-off&\S+/);

  await page.goto(productLink);
  await expect(picker.getByRole('radio', { name: plan.colour, exact: true })).toBeChecked();
  await expect(picker.getByRole('radio', { name: plan.size, exact: true })).toBeChecked();
  await expect(page.getByTestId('stock-alert-offer').getByText(plan.size)).toHaveCount(0);

  await page.goto(unsubscribe);
  await expect(page.locator('.toast--success', { hasText: 'Stok haberlerinden çıkarıldınız' })).toBeVisible();
});

test('a bad address and a missing tick are refused beside their fields', async ({ page, request }) => {
  const plan = await soldOutPlan(request);
  await page.goto(plan.path);
  const dialog = await askAsGuest(page, plan, 'Gelince haber ver', 'anne@', { tick: false, submit: 'Haber ver', title: 'Gelince haber ver' });
  const email = dialog.getByRole('textbox', { name: 'E-posta adresiniz' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.locator('#stock-alert-email-error')).toHaveText('Email formatına uygun değil');
  await expect(dialog.locator('#stock-alert-kvkk-error')).toHaveText('Bu alan zorunludur');
  await expect(dialog.getByTestId('stock-alert-answer')).toHaveCount(0);
  // Ticking the box after its error ticks it (the dialog does not shrink under the pointer).
  await dialog.getByRole('checkbox').check();
  await expect(dialog.locator('#stock-alert-kvkk-error')).toHaveCount(0);
});

test('in Arabic the offer and the answer are Arabic', async ({ page, request }) => {
  const plan = await soldOutPlan(request);
  const { email } = uniqueMember('stok.ar');
  await page.goto(`/ar${plan.path}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const dialog = await askAsGuest(page, plan, 'أعلمني عند التوفر', email, { tick: true, submit: 'أعلمني', title: 'أعلمني عند التوفر' });
  await expect(dialog.getByTestId('stock-alert-answer')).toContainText('أرسلنا رابط تأكيد إلى بريدك الإلكتروني');
});

test('a signed-in member asks with one click and finds the alert in Verilerim', async ({ page, request, outbox }) => {
  await signUpAndIn(page, outbox, 'stok.uye');
  const plan = await soldOutPlan(request);
  await page.goto(plan.path);
  await offerButton(page, plan, 'Gelince haber ver').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('stock-alert-answer')).toHaveText('Bu beden gelince size e-posta ile haber vereceğiz');

  await page.goto('/hesabim#verilerim');
  const part = page.getByTestId('my-data').locator('summary', { hasText: 'Stok haberleri' });
  await expect(part).toContainText('(1)');
  await part.click();
  await expect(page.getByTestId('my-data')).toContainText('bekleniyor');
});
