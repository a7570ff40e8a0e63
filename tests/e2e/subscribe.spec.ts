import AxeBuilder from '@axe-core/playwright';
import { expect, test, hostRequest, siteUrl } from './helpers';

test.describe('email sign-up without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an invalid address gets the error with the typed value kept; a valid one the thank-you state', async ({
    page,
  }) => {
    await page.goto(siteUrl('paris', '/'));
    const form = page.locator('#subscribe');
    const email = form.getByLabel('Email address');
    await email.fill('ada.lovelace@');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email');
    await expect(form.getByLabel('Email address')).toHaveValue('ada.lovelace@');
    await expect(form.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');

    const address = `traveller-${Date.now()}@example.com`;
    await form.getByLabel('Email address').fill(address);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/\?subscribed=1#subscribe$/);
    expect(page.url()).not.toContain('example.com');
    await expect(page.locator('#subscribe').getByRole('status')).toHaveText('Thank you! You’re subscribed.');

    // The same address again is stored once and answered exactly like a new one (no enumeration).
    await page.goto(siteUrl('paris', '/'));
    await page.locator('#subscribe').getByLabel('Email address').fill(address.toUpperCase());
    await page.locator('#subscribe').getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/\?subscribed=1#subscribe$/);
    await expect(page.locator('#subscribe').getByRole('status')).toHaveText('Thank you! You’re subscribed.');
  });

  test('works in Arabic on a category page', async ({ page }) => {
    await page.goto(siteUrl('vatican', '/ar/tickets/'));
    const form = page.locator('#subscribe');
    await form.locator('input[type=email]').fill('not-an-email');
    await form.locator('button[type=submit]').click();
    await expect(form.getByRole('alert')).toHaveText('يرجى إدخال بريد إلكتروني صالح');
  });
});

test('pages without a sign-up refuse POSTs', async ({ request }) => {
  const { url, headers } = hostRequest('london-theatre', '/');
  const response = await request.post(url, {
    form: { form: 'subscribe', email: 'a@b.co' },
    headers: { ...headers, origin: new URL(siteUrl('london-theatre', '/')).origin },
  });
  expect(response.status()).toBe(405);
});

test('the sign-up form has no serious accessibility violations', async ({ page }) => {
  await page.goto(siteUrl('paris', '/'));
  const results = await new AxeBuilder({ page }).include('#subscribe').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
