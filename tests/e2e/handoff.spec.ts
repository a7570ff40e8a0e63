import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { expect, test, hostRequest, inDays, siteUrl } from './helpers';

// The demo's booking hand-off receiver on book.<alias>.localhost (issue 21 §2 "The hand-off ends
// somewhere"): a Book link leads to a page that shows every parameter the storefront handed over.

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);

/** "7:30 PM" or "19:30" → "19:30". */
function to24h(text: string): string {
  const match = /(\d{1,2}):(\d{2})\s*(AM|PM)?/i.exec(text);
  if (!match) return '';
  let hours = Number(match[1]) % (match[3] ? 12 : 24);
  if (match[3]?.toUpperCase() === 'PM') hours += 12;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** Applies the promo code with the show page's form; waits out a 429 of a busy suite once. */
async function applyPromo(page: Page, code: string) {
  const form = page.locator('.booking-box form').filter({ has: page.getByRole('textbox') });
  await form.getByRole('textbox').fill(code);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().includes('promo=')),
    form.getByRole('button').click(),
  ]);
  if (response.status() === 429) {
    await page.waitForTimeout(Number(response.headers()['retry-after'] ?? '5') * 1000);
    await page.reload();
  }
  await expect(page.locator('.booking-box a.cta')).toHaveAttribute('href', new RegExp(`couponCode=${code}`));
}

for (const [device, options] of [
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ['desktop', { viewport: { width: 1280, height: 900 } }],
] as const) {
  test.describe(`the booking hand-off with JavaScript (${device})`, () => {
    test.use(options);

    test('card → show page → date → slot → hand-off shows every parameter chosen', async ({ page }) => {
      test.setTimeout(90_000);
      // A visitor from a newsletter: the tracking identifiers go to the parent-domain attribution cookie.
      await page.goto(siteUrl('broadway', '/?utm_source=newsletter&utm_campaign=fall&gclid=g-123'));
      await page.locator('.product-card[data-tgid="10103"] h3 a').first().click();
      await expect(page).toHaveURL(siteUrl('broadway', '/hamilton/'));
      await applyPromo(page, 'HAMILTON20');

      const day = page
        .getByRole('grid')
        .getByRole('link', { name: /, from \$/ })
        .first();
      const date = (await day.getAttribute('data-date')) ?? '';
      // The first tap on the not yet hydrated calendar is replayed once it has hydrated (issue 21 §2
      // "The first tap counts"): it selects the date, it does not leave for the booking site.
      await day.click();
      const times = page.getByRole('group', { name: /^Times on / });
      await expect(times).toBeVisible();
      const slot = times.locator('label.slot').first();
      const slotTime = to24h((await slot.locator('.time').textContent()) ?? '');
      const variantName = (
        (await slot
          .locator('.variant-name')
          .textContent()
          .catch(() => '')) ?? ''
      ).trim();
      await slot.click();
      await page.locator('.availability-calendar').getByRole('button', { name: 'Continue' }).click();

      await page.waitForURL(/^http:\/\/book\.broadway\.localhost:\d+\/book\/10103\/seatmap\//);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking Hamilton');
      await expect(field(page, 'product')).toHaveText('Hamilton (#10103)');
      await expect(field(page, 'flowStep')).toHaveText('seatmap-select');
      await expect(field(page, 'date')).toHaveText(date);
      expect(slotTime).toMatch(/^\d{2}:\d{2}$/);
      await expect(field(page, 'time')).toHaveText(slotTime);
      const variant = new URL(page.url()).searchParams.get('variantId') ?? '';
      expect(variant).toMatch(/^\d+$/);
      await expect(field(page, 'variant')).toHaveText(
        variantName ? `${variantName} (${variant})` : new RegExp(`\\(${variant}\\)$|^${variant}$`),
      );
      await expect(field(page, 'pax')).toHaveText('not given');
      await expect(field(page, 'currency')).toHaveText('USD');
      await expect(field(page, 'coupon')).toHaveText('HAMILTON20');
      await expect(field(page, 'attribution.utm_source')).toHaveText('newsletter');
      await expect(field(page, 'attribution.utm_campaign')).toHaveText('fall');
      await expect(field(page, 'attribution.gclid')).toHaveText('g-123');
      const robots = page.locator('meta[name="robots"]');
      await expect(robots).toHaveAttribute('content', /noindex/);
      // No page wider than the screen; no serious accessibility problem.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

      // The way back: the product page on the storefront.
      await page.getByRole('link', { name: 'Back to Hamilton' }).click();
      await expect(page).toHaveURL(siteUrl('broadway', '/hamilton/'));
    });
  });
}

test.describe('the booking hand-off without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('card → show page → date link → hand-off with that date and currency', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/?currency=EUR'));
    await page.locator('.product-card[data-tgid="10002"] h3 a').first().click();
    await expect(page).toHaveURL(siteUrl('london-theatre', '/wicked/'));
    const day = page
      .getByRole('grid')
      .getByRole('link', { name: /, from €/ })
      .first();
    const date = (await day.getAttribute('data-date')) ?? '';
    await day.click();
    await page.waitForURL(/^http:\/\/book\.london-theatre\.localhost:\d+\/book\/10002\/seatmap\//);
    await expect(field(page, 'product')).toHaveText('Wicked (#10002)');
    await expect(field(page, 'flowStep')).toHaveText('seatmap-select');
    await expect(field(page, 'date')).toHaveText(date);
    await expect(field(page, 'time')).toHaveText('not given');
    await expect(field(page, 'variant')).toHaveText('not given');
    await expect(field(page, 'currency')).toHaveText('EUR');
    await expect(field(page, 'coupon')).toHaveText('not given');
    await expect(field(page, 'attribution')).toHaveText('none');
    await expect(page.getByRole('link', { name: 'Back to Wicked' })).toHaveAttribute(
      'href',
      siteUrl('london-theatre', '/wicked/'),
    );
  });

  test('transfer search → Book this transfer → hand-off with the guests and the return leg', async ({
    page,
  }) => {
    const [date, back] = [inDays(4), inDays(6)];
    await page.goto(
      siteUrl(
        'rome-transfers',
        `/?pickup=FCO&dropoff=ROME_CENTRE&date=${date}&time=15:00&guests=3&return=1&returnDate=${back}&returnTime=11:00`,
      ),
    );
    const book = page
      .locator('#transfer-results li')
      .first()
      .getByRole('link', { name: /^Book this transfer/ });
    // 15:00 and 11:00, or the next departures with places left when the seed sold those out.
    const asked = new URL((await book.getAttribute('href')) ?? '').searchParams;
    const [time, returnTime] = [asked.get('time') ?? '', asked.get('returnTime') ?? ''];
    expect(time >= '15:00').toBe(true);
    expect(returnTime >= '11:00').toBe(true);
    await book.click();
    await page.waitForURL(/^http:\/\/book\.rome-transfers\.localhost:\d+\/book\/\d+\//);
    await expect(field(page, 'date')).toHaveText(date);
    await expect(field(page, 'time')).toHaveText(time);
    await expect(field(page, 'pax')).toHaveText('3');
    await expect(field(page, 'other.returnDate')).toHaveText(back);
    await expect(field(page, 'other.returnTime')).toHaveText(returnTime);
  });

  test('bad input is a clear answer, never a 500', async ({ page }) => {
    const book = (path: string) => `http://book.broadway.localhost:${E2E_PORT}${path}`;
    let response = await page.goto(book('/checkout/'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not a booking link');
    await expect(page.getByRole('link', { name: 'Back to Broadway Show Tickets' })).toBeVisible();

    response = await page.goto(
      book('/book/10103/svg/?date=2026-02-30&time=<b>x</b>&couponCode=%3Cscript%3Ealert(1)%3C%2Fscript%3E'),
    );
    expect(response?.status()).toBe(200);
    await expect(field(page, 'flowStep')).toHaveText('svg-select');
    await expect(field(page, 'date')).toHaveText('not given');
    await expect(page.getByRole('note').filter({ hasText: 'Ignored' })).toHaveText(
      'Ignored, not valid: date, time.',
    );
    await expect(field(page, 'coupon')).toHaveText('<script>alert(1)</script>');
    expect(await page.locator('main script').count()).toBe(0);

    response = await page.goto(book('/book/999999/'));
    expect(response?.status()).toBe(200);
    await expect(field(page, 'product')).toHaveText('Product 999999 (#999999)');
  });
});

test.describe('only demo sites get a receiver', () => {
  test('an unknown demo site and a real domain are not served', async ({ request }) => {
    const unknown = await request.get(`http://127.0.0.1:${E2E_PORT}/book/10103/`, {
      headers: { host: `book.nowhere.localhost:${E2E_PORT}` },
    });
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('Site not found');
    const real = await request.get(`http://127.0.0.1:${E2E_PORT}/book/10103/`, {
      headers: { host: 'book.broadway-show-tickets.com' },
    });
    expect(real.status()).toBe(404);
    expect(await real.text()).toContain('Site not found');
    // The storefront itself still answers on its own host.
    const { url, headers } = hostRequest('broadway', '/hamilton/');
    expect((await request.get(url, { headers })).status()).toBe(200);
  });
});
