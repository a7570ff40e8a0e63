import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, hostRequest, siteUrl } from './helpers';

// Promo codes on the show page's booking box, without JavaScript (src/features/promo/README.md): a GET form,
// the applied state in the URL. Serial: the last test empties this client's promo bucket (429).
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: 'serial' });

// axe runs in the page: the states are server-rendered, so it checks them in a context with JavaScript.
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('.booking-box').analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
const box = (page: Page) => page.locator('.booking-box');
const bookingLinks = (page: Page, tgid: number) => box(page).locator(`a[href*="/book/${tgid}/"]`);
const apply = async (page: Page, code: string, label = 'Promo code', button = 'Apply') => {
  await box(page).getByLabel(label).fill(code);
  await box(page).getByRole('button', { name: button }).click();
};

test('applies a percentage code: struck price, new price, saving, couponCode on every booking link; remove', async ({
  page,
}) => {
  await page.goto(siteUrl('london-theatre', '/the-lion-king/'));
  await expect(box(page).locator('strong[data-price]')).toHaveText('£45');
  await apply(page, 'lyceum10');

  await expect(page).toHaveURL(siteUrl('london-theatre', '/the-lion-king/?promo=lyceum10'));
  await expect(box(page).getByRole('status')).toHaveText(/Promo code LYCEUM10 applied/);
  await expect(box(page).locator('s')).toHaveText('£45');
  await expect(box(page).locator('strong[data-price]')).toHaveText('£40.50');
  await expect(box(page).locator('strong[data-price]')).toHaveAttribute('data-price', '40.5');
  await expect(box(page).getByText('You save £4.50')).toBeVisible();
  await expect(box(page).locator('a.cta')).toHaveAttribute(
    'href',
    /\/book\/10001\/seatmap\/\?couponCode=LYCEUM10&currencyCode=GBP$/,
  );
  // The CTA, "see dates" and the server-rendered calendar's day links all carry the code.
  const hrefs = await bookingLinks(page, 10001).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  expect(hrefs.length).toBeGreaterThan(2);
  for (const href of hrefs) expect(href).toContain('couponCode=LYCEUM10');
  // Not for search engines: noindex, canonical without the parameter.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/the-lion-king\/$/);

  await box(page).getByRole('link', { name: 'Remove code' }).click();
  await expect(page).toHaveURL(siteUrl('london-theatre', '/the-lion-king/'));
  await expect(box(page).locator('strong[data-price]')).toHaveText('£45');
  await expect(box(page).locator('s')).toHaveCount(0);
  await expect(box(page).getByText(/You save/)).toHaveCount(0);
  await expect(box(page).getByLabel('Promo code')).toHaveValue('');
  await expect(box(page).locator('a.cta')).toHaveAttribute(
    'href',
    /\/book\/10001\/seatmap\/\?currencyCode=GBP$/,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('applies an ABSOLUTE code in its currency, and refuses it in another with a message naming it', async ({
  page,
}) => {
  await page.goto(siteUrl('broadway', '/hamilton/'));
  await apply(page, 'HAMILTON20');
  await expect(box(page).locator('s')).toHaveText('$129');
  await expect(box(page).locator('strong[data-price]')).toHaveText('$109');
  await expect(box(page).getByText('You save $20')).toBeVisible();
  await expect(box(page).locator('a.cta')).toHaveAttribute('href', /couponCode=HAMILTON20&currencyCode=USD$/);

  await page.goto(siteUrl('broadway', '/hamilton/?currency=EUR'));
  await apply(page, 'HAMILTON20');
  await expect(box(page).getByRole('alert')).toHaveText(
    'This code only applies to prices in USD. Change the currency to USD to use it.',
  );
  await expect(box(page).locator('strong[data-price]')).toHaveText(/^€\d/);
  await expect(box(page).locator('a.cta')).not.toHaveAttribute('href', /couponCode/);
});

test('an unknown code: the alert is tied to the field, the value kept (escaped), the price unchanged', async ({
  page,
}) => {
  await page.goto(siteUrl('london-theatre', '/the-lion-king/'));
  await apply(page, 'NOT-A-CODE"<b>');
  const field = box(page).getByLabel('Promo code');
  const alert = box(page).getByRole('alert');
  await expect(alert).toHaveText('This code isn’t valid. Check the spelling and try again.');
  await expect(field).toHaveValue('NOT-A-CODE"<b>');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAttribute('aria-describedby', (await alert.getAttribute('id')) ?? 'missing');
  await expect(box(page).locator('strong[data-price]')).toHaveText('£45');
  await expect(box(page).locator('a.cta')).not.toHaveAttribute('href', /couponCode/);
});

test('an expired code, a code for other products and a code not valid yet have their own messages', async ({
  page,
}) => {
  await page.goto(siteUrl('london-theatre', '/the-lion-king/'));
  await apply(page, 'spring25');
  await expect(box(page).getByRole('alert')).toHaveText('This code has expired.');
  await expect(box(page).getByLabel('Promo code')).toHaveValue('spring25');

  await page.goto(siteUrl('london-theatre', '/wicked/'));
  await apply(page, 'LYCEUM10');
  await expect(box(page).getByRole('alert')).toHaveText('This code can’t be used for this experience.');

  await page.goto(siteUrl('broadway', '/hamilton/'));
  await apply(page, 'HOLIDAY15');
  await expect(box(page).getByRole('alert')).toHaveText(
    'This code isn’t active yet. Try again once the offer has started.',
  );
});

test('in Arabic, right to left: the applied code and the error in Arabic', async ({ page }) => {
  await page.goto(siteUrl('london-theatre', '/ar/the-lion-king/'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await apply(page, 'LYCEUM10', 'رمز الخصم', 'تطبيق');
  await expect(box(page).getByRole('status')).toHaveText(/تم تطبيق رمز الخصم LYCEUM10/);
  await expect(box(page).getByText(/^توفّر /)).toBeVisible();
  await expect(box(page).locator('a.cta')).toHaveAttribute('href', /couponCode=LYCEUM10/);

  await box(page).getByRole('link', { name: 'إزالة الرمز' }).click();
  await apply(page, 'XYZ123', 'رمز الخصم', 'تطبيق');
  await expect(box(page).getByRole('alert')).toHaveText('هذا الرمز غير صالح. تحقّق من كتابته وحاول مرة أخرى.');
  await expect(box(page).getByLabel('رمز الخصم')).toHaveValue('XYZ123');
});

test('the applied and refused states have no serious accessibility violations (English and Arabic)', async ({
  browser,
}) => {
  // Four pages and four axe scans in one test: on a busy machine more than the default 30 s (the full
  // suite of a fresh clone timed out here once while every other test passed).
  test.slow();
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  for (const path of [
    '/the-lion-king/?promo=LYCEUM10',
    '/the-lion-king/?promo=NOPE',
    '/ar/the-lion-king/?promo=LYCEUM10',
    '/ar/the-lion-king/?promo=SPRING25',
  ]) {
    await page.goto(siteUrl('london-theatre', path));
    await expect(box(page).locator('.promo')).toBeVisible();
    expect([path, await seriousViolations(page)]).toEqual([path, []]);
  }
  await context.close();
});

test('guessing codes is limited per client: 429 with Retry-After, the code not checked', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  let status = 0;
  let retryAfter: string | undefined;
  // The e2e server allows FORM_RATE_LIMIT=60 attempts a window, refilled as time passes: attempts go
  // 20 at a time, so they outpace the refill however slowly a busy machine answers.
  for (let round = 0; round < 10 && status !== 429; round += 1) {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const { url, headers } = hostRequest(
          'london-theatre',
          `/the-lion-king/?promo=GUESS${round * 20 + index}`,
        );
        return request.get(url, { headers });
      }),
    );
    const limited = responses.find((response) => response.status() === 429);
    status = limited?.status() ?? responses[0]?.status() ?? 0;
    retryAfter = limited?.headers()['retry-after'];
  }
  expect(status).toBe(429);
  expect(Number(retryAfter)).toBeGreaterThan(0);

  // Even a real code is not checked now; the page stays usable and says why.
  // The limiter refills as time passes (a token a second), so a page load racing guesses can find a token
  // that came back (CI, a busy machine: four tries of 20 guesses beside the page all found one). The
  // browser's request is therefore answered by the server after a burst of guesses has emptied the
  // bucket again, retried until the server limits it: the page shown is the server's own 429 answer.
  let burst = 0;
  const guesses = () =>
    Promise.all(
      Array.from({ length: 20 }, () => {
        burst += 1;
        const { url, headers } = hostRequest('london-theatre', `/the-lion-king/?promo=AGAIN${burst}`);
        return request.get(url, { headers });
      }),
    );
  const path = '/the-lion-king/?promo=LYCEUM10';
  await page.route(siteUrl('london-theatre', path), async (route) => {
    const { url, headers } = hostRequest('london-theatre', path);
    const ask = () => route.fetch({ url, headers: { ...route.request().headers(), ...headers } });
    let answer = await ask();
    for (let again = 0; again < 10 && answer.status() !== 429; again += 1) {
      await guesses();
      answer = await ask();
    }
    await route.fulfill({ response: answer });
  });
  const response = await page.goto(siteUrl('london-theatre', path));
  await page.unrouteAll();
  expect(response?.status()).toBe(429);
  await expect(box(page).getByRole('alert')).toHaveText(
    'Too many attempts. Please wait a moment and try again.',
  );
  await expect(box(page).locator('strong[data-price]')).toHaveText('£45');
  await expect(box(page).locator('a.cta')).not.toHaveAttribute('href', /couponCode/);
  // Pages without a code are not limited.
  expect((await page.goto(siteUrl('london-theatre', '/the-lion-king/')))?.status()).toBe(200);
});
