import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, siteUrl } from './helpers';

/** The live amounts of a page's shortcode widgets: text, amount and currency. */
const amountsOf = (page: Page, selector: string) =>
  page
    .locator(`.page-body ${selector} [data-currency], .page-body ${selector}[data-currency]`)
    .evaluateAll((nodes) =>
      nodes.map((node) => ({
        text: node.textContent?.trim() ?? '',
        price: Number(node.getAttribute('data-price')),
        currency: node.getAttribute('data-currency'),
      })),
    );

test.describe('shortcode widgets without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a show page’s prices are live, in pounds, then in euros after ?currency=EUR', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/wicked/'));
    const before = await amountsOf(page, '.sc-min-price');
    expect(before).toHaveLength(1);
    expect(before[0]?.currency).toBe('GBP');
    expect(before[0]?.text).toMatch(/^£\d+(\.\d\d)?$/);
    await expect(page.locator('.page-body .sc-cta .sc-detail')).toHaveText(/^from £\d/);
    await expect(page.locator('.page-body .sc-price-block .sc-amount')).toHaveText(/^from £\d/);

    await page.goto(siteUrl('london-theatre', '/wicked/?currency=EUR'));
    expect(page.url()).toBe(siteUrl('london-theatre', '/wicked/'));
    const after = await amountsOf(page, '.sc-min-price');
    expect(after[0]?.currency).toBe('EUR');
    expect(after[0]?.text).toMatch(/^€\d+(\.\d\d)?$/);
    expect(after[0]?.price).not.toBe(before[0]?.price);
    await expect(page.locator('.page-body .sc-cta')).toHaveAttribute(
      'href',
      /\/book\/10002\/seatmap\/\?currencyCode=EUR$/,
    );
  });

  test('the Colosseum landing shows its widgets in English and Italian', async ({ page }) => {
    await page.goto(siteUrl('colosseum', '/'));
    const body = page.locator('.page-body');
    await expect(body.locator('.sc-price').first()).toHaveText(/^€\d/);
    await expect(body.locator('.sc-next-available time')).toHaveText(
      /^(Available today|Available tomorrow|Next available: .+)$/,
    );
    await expect(body.locator('.sc-cta .sc-label')).toHaveText('Book Colosseum tickets');
    await expect(body.locator('.sc-cta')).toHaveAttribute(
      'href',
      /^http:\/\/book\.colosseum\.localhost:\d+\/book\/10201\/select\/\?currencyCode=EUR$/,
    );
    await expect(body.locator('[data-icon="duration"] .sc-icon-text')).toHaveText(
      /^Underground and arena guided tour: \d/,
    );
    await expect(body.locator('[data-icon="timings"] .sc-icon-text')).toHaveText(
      /^Start times: \d{1,2}:\d\d [AP]M/,
    );
    await expect(body.locator('[data-icon="train"]')).toContainText('Train');
    await expect(body.locator('[data-icon="train"] svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(body.locator('details.sc-popup summary')).toHaveText('What can I bring?');

    await page.goto(siteUrl('colosseum', '/it/'));
    await expect(body.locator('.sc-price').first()).toHaveText(/^\d+(,\d\d)?\s€$/);
    await expect(body.locator('.sc-cta .sc-detail')).toHaveText(/^da \d/);
    await expect(body.locator('[data-icon="timings"] .sc-icon-text')).toHaveText(
      /^Orari di inizio: \d\d:\d\d/,
    );
  });

  test('a failing catalogue call degrades its widgets only; the page stays whole', async ({ browser }) => {
    const calendarDown = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-catalogue-fault': '/calendar/' },
    });
    const page = await calendarDown.newPage();
    const response = await page.goto(siteUrl('colosseum', '/'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('.page-body .sc-next-available')).toHaveCount(0);
    await expect(page.locator('.page-body .sc-price').first()).toHaveText(/^€\d/);
    await calendarDown.close();

    const allDown = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-catalogue-fault': '*' },
    });
    const down = await allDown.newPage();
    expect((await down.goto(siteUrl('colosseum', '/')))?.status()).toBe(200);
    await expect(down.locator('.page-body .sc-price')).toHaveCount(0);
    // The booking link stays, without its price.
    await expect(down.locator('.page-body .sc-cta')).toHaveText('Book Colosseum tickets');
    await expect(down.locator('.page-body .sc-cta')).toHaveAttribute(
      'href',
      /\/book\/10201\/\?currencyCode=EUR$/,
    );
    await expect(down.locator('.page-body [data-icon="train"]')).toBeVisible();
    await allDown.close();
  });

  test('an experience shortcode shows the product’s card', async ({ page }) => {
    await page.goto(siteUrl('rome-transfers', '/fiumicino-to-rome/'));
    const card = page.locator('.page-body .sc-experience .product-card');
    await expect(card).toHaveAttribute('data-tgid', '10601');
    await expect(card.locator('.amount')).toHaveText(/^€\d/);
    await expect(page.locator('.page-body [data-icon="check"]')).toHaveCount(3);
  });
});

test('a map loads nothing from its host until the visitor opens it', async ({ page }) => {
  const origin = new URL(siteUrl('colosseum', '/')).origin;
  const foreign: string[] = [];
  // Offline by design: requests to the map's host are recorded and answered here, never sent.
  await page.route('https://maps.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>map</title>' }),
  );
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin && !request.url().startsWith('data:'))
      foreign.push(request.url());
  });
  await page.goto(siteUrl('colosseum', '/'), { waitUntil: 'networkidle' });
  const map = page.locator('.page-body details.sc-embed');
  await map.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  await expect(map.locator('summary')).toContainText('Loads content from maps.google.com');
  await map.locator('summary').click();
  await expect(map.locator('iframe')).toHaveAttribute('title', 'The Colosseum on the map');
  await expect.poll(() => foreign.some((url) => url.startsWith('https://maps.google.com/maps?'))).toBe(true);
});

test.describe('accessibility of pages with shortcodes', () => {
  for (const [alias, path] of [
    ['colosseum', '/'],
    ['colosseum', '/it/'],
    ['london-theatre', '/wicked/'],
    ['rome-transfers', '/fiumicino-to-rome/'],
  ] as const) {
    test(`${alias}${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(siteUrl(alias, path));
      // Open the disclosures so that their content is checked too (the map's host is not contacted).
      await page.route(/^https:\/\/(?!.*localhost)/, (route) => route.abort());
      for (const summary of await page.locator('.page-body details summary').all()) await summary.click();
      const results = await new AxeBuilder({ page }).include('.page-body').analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });
  }
});
