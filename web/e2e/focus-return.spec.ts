// Closing an overlay gives keyboard focus back to the control that opened it, however it is closed:
// the quick view of a card (Escape, 'Kapat') and the cart popup after an add on the product page
// (Escape, 'Kapat', 'Alışverişe devam et'). Without it focus falls to the start of the page, some
// thirty Tab stops from where the shopper was. Desktop and mobile.
import { expect, test } from './app-test';
import { chooseVariant, simpleProduct } from './main-pages';

test('closing the quick view gives focus back to its button', async ({ page }) => {
  await page.goto('/kiz-cocuk');
  const opener = page.locator('.product-card').first().getByTestId('quick-view-open');
  const dialog = page.getByRole('dialog');
  for (const close of ['Escape', 'Kapat'] as const) {
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: 'Kapat', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

test('closing the cart popup gives focus back to the add-to-cart button', async ({ page }) => {
  const product = await simpleProduct(page);
  await page.goto(product.url);
  await chooseVariant(page, product);
  const add = page.getByTestId('product-cart').getByRole('button', { name: 'Sepete ekle', exact: true });
  const popup = page.getByRole('dialog');
  for (const close of ['Escape', 'Kapat', 'Alışverişe devam et'] as const) {
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(popup.getByTestId('cart-popup')).toBeVisible();
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await popup.getByRole('button', { name: close, exact: true }).click();
    await expect(popup).toBeHidden();
    await expect(add).toBeFocused();
  }
});
