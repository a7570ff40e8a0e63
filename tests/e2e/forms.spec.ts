import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test, hostRequest, siteUrl, inDays } from './helpers';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('#group-booking').analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);

const withoutJavaScript = async (browser: Browser) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
};

test.describe('group booking form', () => {
  test.describe.configure({ timeout: 60_000 });
  /** A POST to a microsite through 127.0.0.1 (the request context cannot resolve *.localhost). */
  const postTo = (
    alias: string,
    path: string,
    options: { origin: string; accept?: string; form: Record<string, string> },
  ) => {
    const { url, headers } = hostRequest(alias, path);
    return {
      url,
      headers: { ...headers, origin: options.origin, ...(options.accept ? { accept: options.accept } : {}) },
    };
  };

  test('sends 12 adults and 2 children without JavaScript and shows the thank-you', async ({ browser }) => {
    const { context, page } = await withoutJavaScript(browser);
    await page.goto(siteUrl('broadway', '/hamilton/'));
    const form = page.getByRole('region', { name: 'Booking for a group?' });
    // Collapsed behind its heading (a <details>): opened without JavaScript.
    await expect(form.getByLabel('Full name')).toBeHidden();
    await form.getByText('Booking for a group?').click();
    await form.getByLabel('Full name').fill('Amira Haddad');
    await form.getByLabel('Email').fill('amira.haddad@example.com');
    await form.getByLabel('Phone (optional)').fill('+1 212 555 0147');
    await form.getByLabel('Preferred date').fill(inDays(30));
    await form.getByLabel('Adults').fill('12');
    await form.getByLabel('Children').fill('2');
    await form.getByLabel('Message (optional)').fill('A school choir visiting New York.');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/hamilton\/\?group=sent#group-booking$/);
    // Back on the page, the disclosure is open on the confirmation.
    await expect(form.getByRole('status')).toBeVisible();
    await expect(form.getByRole('status')).toHaveText(
      'Thank you! We have received your group request and will reply by email.',
    );
    await context.close();
  });

  test('shows each error next to its field with the values kept, escaped', async ({ browser }) => {
    const { context, page } = await withoutJavaScript(browser);
    await page.goto(siteUrl('broadway', '/hamilton/'));
    const form = page.getByRole('region', { name: 'Booking for a group?' });
    await form.getByText('Booking for a group?').click();
    await form.getByLabel('Full name').fill('Amira');
    await form.getByLabel('Email').fill('amira@');
    await form.getByLabel('Phone (optional)').fill('call me');
    await form.getByLabel('Preferred date').fill('2020-01-01');
    await form.getByLabel('Adults').fill('90');
    await form.getByLabel('Children').fill('20');
    await form.getByLabel('Message (optional)').fill('<script>alert(1)</script> "quoted"');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/hamilton\/\?group=error#group-booking$/);
    // Back on the page, the disclosure is open on the errors.
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(form.getByRole('alert')).toContainText('Please correct the fields marked below');
    const expectError = async (label: string, value: string, error: string) => {
      const input = form.getByLabel(label, { exact: true });
      await expect(input).toHaveValue(value);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(error);
    };
    await expectError('Full name', 'Amira', 'Please enter your first and last name');
    await expectError('Email', 'amira@', 'Please enter a valid email');
    await expectError(
      'Phone (optional)',
      'call me',
      'Enter a phone number using digits, such as +33 1 23 45 67 89',
    );
    await expectError('Preferred date', '2020-01-01', 'This date has passed: choose today or a later date');
    await expectError('Adults', '90', '* Maximum group size is 100 (adult + children)');
    await expect(form.getByLabel('Message (optional)')).toHaveValue('<script>alert(1)</script> "quoted"');
    expect(await page.content()).not.toContain('<script>alert(1)</script>');
    // The kept values are shown once: a reload shows the empty form.
    await page.goto(siteUrl('broadway', '/hamilton/'));
    await form.getByText('Booking for a group?').click();
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await context.close();
  });

  test('works in Arabic on a collection page, right to left', async ({ browser }) => {
    const { context, page } = await withoutJavaScript(browser);
    await page.goto(siteUrl('london-theatre', '/ar/west-end-shows/'));
    const form = page.getByRole('region', { name: 'هل تحجز لمجموعة؟' });
    await expect(form).toBeVisible();
    await form.getByText('هل تحجز لمجموعة؟').click();
    await form.getByLabel('الاسم الكامل').fill('أمل');
    await form.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page).toHaveURL(/\/ar\/west-end-shows\/\?group=error#group-booking$/);
    await expect(form.getByLabel('الاسم الكامل')).toHaveValue('أمل');
    await expect(form.getByLabel('الاسم الكامل')).toHaveAccessibleDescription(
      'يرجى إدخال الاسم الأول واسم العائلة',
    );
    await context.close();
  });

  test('has no serious accessibility violations, empty and with errors, in English and Arabic', async ({
    page,
  }) => {
    await page.goto(siteUrl('broadway', '/hamilton/'));
    expect(await seriousViolations(page)).toEqual([]);
    const form = page.getByRole('region', { name: 'Booking for a group?' });
    await form.getByText('Booking for a group?').click();
    await form.getByLabel('Full name').fill('Amira');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(siteUrl('london-theatre', '/ar/west-end-shows/'));
    await expect(page.getByRole('region', { name: 'هل تحجز لمجموعة؟' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('answers a script with JSON', async ({ request }) => {
    const origin = siteUrl('broadway', '').replace(/\/$/, '');
    const post = (data: Record<string, string>) => {
      const form = { lang: 'en', return: '/hamilton/', tgid: '10103', ...data };
      const { url, headers } = postTo('broadway', '/api/group-submit-form', {
        origin,
        accept: 'application/json',
        form,
      });
      return request.post(url, { headers, form });
    };
    const ok = await post({
      name: 'Ana Li',
      email: 'ana@example.com',
      date: inDays(20),
      adults: '12',
      children: '2',
    });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({ status: 'Successful' });
    const refused = await post({ name: 'Ana Li', email: 'ana@example.com', date: inDays(20), adults: '140' });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({
      status: 'Error: * Maximum group size is 100 (adult + children)',
      errors: { adults: '* Maximum group size is 100 (adult + children)' },
    });
  });

  test('on a collection page refuses a group of one adult with the group product’s minimum', async ({
    browser,
  }) => {
    const { context, page } = await withoutJavaScript(browser);
    await page.goto(siteUrl('london-theatre', '/west-end-shows/'));
    const form = page.getByRole('region', { name: 'Booking for a group?' });
    await form.getByText('Booking for a group?').click();
    await form.getByLabel('Full name').fill('Amira Haddad');
    await form.getByLabel('Email').fill('amira.haddad@example.com');
    await form.getByLabel('Preferred date').fill(inDays(30));
    await form.getByLabel('Adults').fill('1');
    await form.getByLabel('Children').fill('0');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/west-end-shows\/\?group=error#group-booking$/);
    await expect(form.getByLabel('Adults', { exact: true })).toHaveAccessibleDescription(
      '* Minimum group size is 10 (adult + children)',
    );
    await context.close();
  });

  test('refuses a cross-origin form post', async ({ request }) => {
    const form = { name: 'Ana Li', email: 'ana@example.com', date: inDays(20), adults: '12' };
    const group = postTo('broadway', '/api/group-submit-form', { origin: 'http://evil.example', form });
    const response = await request.post(group.url, { headers: group.headers, form, maxRedirects: 0 });
    expect(response.status()).toBe(403);
    const signUp = { form: 'subscribe', email: 'ana@example.com' };
    const page = postTo('paris', '/', { origin: 'http://evil.example', form: signUp });
    const subscribe = await request.post(page.url, { headers: page.headers, form: signUp, maxRedirects: 0 });
    expect(subscribe.status()).toBe(403);
  });

  test('rate-limits a client with 429 and Retry-After', async ({ request }) => {
    // Another host than the tests above: buckets are per client, host and route.
    const origin = siteUrl('rome-transfers', '').replace(/\/$/, '');
    const form = { name: 'x' };
    const { url, headers } = postTo('rome-transfers', '/api/group-submit-form', { origin, form });
    let last = await request.post(url, { headers, form, maxRedirects: 0 });
    for (let i = 0; i < 70 && last.status() !== 429; i++)
      last = await request.post(url, { headers, form, maxRedirects: 0 });
    expect(last.status()).toBe(429);
    expect(Number(last.headers()['retry-after'])).toBeGreaterThan(0);
  });
});
