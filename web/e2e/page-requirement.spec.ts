// The registration and contact forms ask the server which fields it will require, their lengths
// and whether it checks the security code (block/get-page-requirement), and mark their fields by
// the answer: required fields carry `required` and `aria-required`, text fields the maximum length.
// An answer that differs from the built-in rules changes the form; a failed call leaves the
// built-in rules. Desktop and mobile.
import { type Page, type Response } from '@playwright/test';
import { expect, test } from './app-test';

interface StatedField {
  name: string;
  required: number;
  minLength?: number;
  maxLength?: number;
}

interface RequirementAnswer {
  status: number;
  data: { page: string; captcha: number; fields: StatedField[] }[];
}

const REQUIREMENT_PATH = '/api/v1/block/get-page-requirement';

function isRequirementCall(url: URL, page: string): boolean {
  return (
    (url.pathname === REQUIREMENT_PATH && url.searchParams.get('page') === page) ||
    (page === 'register' && url.pathname === '/api/v1/block/customer-register')
  );
}

function requirementAnswered(page: Page, name: string): Promise<Response> {
  return page.waitForResponse((response) => isRequirementCall(new URL(response.url()), name));
}

/** Answers the page's requirement call with `answer` (or `status` with no body) instead of the server. */
async function answerRequirement(page: Page, name: string, answer: RequirementAnswer | null, status = 200) {
  await page.route(
    (url) => isRequirementCall(url, name),
    (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: answer === null ? '{"error":{"code":"unavailable","message":"x"}}' : JSON.stringify(answer),
      }),
  );
}

test('the registration form marks its fields as the server’s answer says', async ({ page }) => {
  const answered = requirementAnswered(page, 'register');
  await page.goto('/uye-kayit');
  const response = await answered;
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as RequirementAnswer;
  expect(answer.status).toBe(1);
  const requirement = answer.data[0];
  expect(requirement?.page).toBe('register');
  const fields = requirement?.fields ?? [];
  const stated = (name: string) => fields.find((field) => field.name === name);

  const form = page.getByRole('form', { name: 'Üye Ol' });
  for (const name of ['name', 'surname', 'email', 'phone', 'gender', 'password', 'password_again', 'kvkk', 'commercial_message']) {
    const field = stated(name);
    expect(field, `the answer states ${name}`).toBeDefined();
    const input = form.locator(`#register-${name}`);
    if (field?.required === 1) {
      await expect(input, name).toHaveAttribute('required', '');
      await expect(input, name).toHaveAttribute('aria-required', 'true');
    } else {
      await expect(input, name).not.toHaveAttribute('required');
      await expect(input, name).not.toHaveAttribute('aria-required');
    }
  }
  // The text fields carry the stated maximum length (the phone's mask sets its own).
  for (const name of ['name', 'surname', 'email', 'password', 'password_again']) {
    const maxLength = stated(name)?.maxLength ?? 0;
    const input = form.locator(`#register-${name}`);
    if (maxLength > 0) await expect(input, name).toHaveAttribute('maxlength', String(maxLength));
  }
  // The contract's required fields.
  for (const name of ['name', 'surname', 'email', 'phone', 'password', 'password_again', 'kvkk']) {
    expect(stated(name)?.required, name).toBe(1);
  }
  await expect(form.getByText('Güvenlik kodu')).toHaveCount(0);
});

test('an answer that differs from the built-in rules changes the registration form', async ({ page }) => {
  await answerRequirement(page, 'register', {
    status: 1,
    data: [
      {
        page: 'register',
        captcha: 0,
        fields: [
          { name: 'name', required: 1, minLength: 0, maxLength: 20 },
          { name: 'phone', required: 0, minLength: 0, maxLength: 0 },
          { name: 'gender', required: 1, minLength: 0, maxLength: 0 },
        ],
      },
    ],
  });
  const answered = requirementAnswered(page, 'register');
  await page.goto('/uye-kayit');
  await answered;
  const form = page.getByRole('form', { name: 'Üye Ol' });
  const name = form.getByLabel('Ad', { exact: true });
  await expect(name).toHaveAttribute('maxlength', '20');
  await expect(form.getByLabel('Cinsiyet')).toHaveAttribute('aria-required', 'true');
  await expect(form.getByLabel('Cep telefonu')).not.toHaveAttribute('aria-required');
  // Fields the answer left out keep the built-in rules.
  await expect(form.getByLabel('Soyad')).toHaveAttribute('maxlength', '50');
  await expect(form.getByLabel('Soyad')).toHaveAttribute('aria-required', 'true');

  await name.pressSequentially('Ayşe'.repeat(6));
  await expect(name).toHaveValue('Ayşe'.repeat(5));
  await name.fill('');
  await form.getByRole('button', { name: 'Üye ol' }).click();
  // The gender is required now and the phone is not; the messages are the usual Turkish ones.
  await expect(form.locator('#register-gender-error')).toHaveText('Bu alan boş bırakılamaz');
  await expect(form.locator('#register-phone-error')).toHaveCount(0);
  await expect(form.getByText('Bu alan boş bırakılamaz')).toHaveCount(6);
});

test('when the call fails the registration form keeps its built-in rules', async ({ page }) => {
  await answerRequirement(page, 'register', null, 503);
  const answered = requirementAnswered(page, 'register');
  await page.goto('/uye-kayit');
  expect((await answered).status()).toBe(503);
  const form = page.getByRole('form', { name: 'Üye Ol' });
  await expect(form.getByLabel('Ad', { exact: true })).toHaveAttribute('maxlength', '50');
  await expect(form.getByLabel('Cep telefonu')).toHaveAttribute('aria-required', 'true');
  await expect(form.getByLabel('Cinsiyet')).not.toHaveAttribute('aria-required');
  await form.getByRole('button', { name: 'Üye ol' }).click();
  await expect(form.getByText('Bu alan boş bırakılamaz')).toHaveCount(6);
  await expect(form.locator('#register-kvkk-error')).toHaveText('Bu alan zorunludur');
});

test('the contact form shows the security code when the server will check it', async ({ page }) => {
  const answered = requirementAnswered(page, 'contact');
  await page.goto('/iletisim');
  const answer = (await (await answered).json()) as RequirementAnswer;
  expect(answer.data[0]?.captcha).toBe(1);
  const form = page.getByTestId('contact-form');
  const code = form.getByLabel('Güvenlik kodu', { exact: true });
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('aria-required', 'true');
  await expect(form.getByLabel('Ad soyad')).toHaveAttribute('aria-required', 'true');
  await expect(form.getByLabel('Telefon (isteğe bağlı)')).not.toHaveAttribute('aria-required');

  // Told it will not be checked, the form does not show it.
  await answerRequirement(page, 'contact', { status: 1, data: [{ page: 'contact', captcha: 0, fields: [] }] });
  const again = requirementAnswered(page, 'contact');
  await page.reload();
  await again;
  await expect(form.getByLabel('Ad soyad')).toBeVisible();
  await expect(form.getByLabel('Güvenlik kodu', { exact: true })).toHaveCount(0);
  await expect(form.locator('img[src^="/SecCode.php"]')).toHaveCount(0);
});
