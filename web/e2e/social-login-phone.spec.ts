// A shop that requires a phone (social.phone_required): a new member who signs in with Google is
// signed in, then asked for a phone in a popup that cannot be closed, verified by the SMS code
// from the outbox, before the page goes on. Desktop and mobile.
import { uniqueMember } from './shop-calls';
import { consentWithGoogle, expect, expectSignedIn, hasToken, test } from './social-test';
import { smsCodeFromOutbox } from './outbox';

test.use({ phoneRequired: true });

test('asks a new member for a phone verified by SMS before going on', async ({ page, outbox }) => {
  const { email, msisdn } = uniqueMember('phone');
  await consentWithGoogle(page, email);
  const popup = page.getByRole('dialog', { name: 'Cep telefonunuzu ekleyin' });
  await expect(popup).toContainText('Alışverişe devam etmek için cep telefonu numaranızı doğrulamanız gerekiyor.');
  // It cannot be closed: no close button, and Escape leaves it open.
  await expect(popup.getByRole('button', { name: 'Kapat' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(popup).toBeVisible();
  // Signed in already: the phone is the member's own call.
  await expect.poll(() => hasToken(page)).toBe(true);

  await popup.getByLabel('Yeni cep telefonu').pressSequentially(msisdn.slice(2));
  await popup.getByRole('button', { name: 'Doğrulama kodu gönder' }).click();
  await popup.getByLabel('Doğrulama kodu').fill(await smsCodeFromOutbox(outbox, msisdn));
  await popup.getByRole('button', { name: 'Onayla ve kaydet' }).click();
  await expectSignedIn(page);

  await page.goto('/hesabim');
  await expect(page.getByTestId('account-phone')).toContainText(msisdn.slice(-2));
});
