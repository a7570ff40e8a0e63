import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, siteUrl } from './helpers';

const pricesOf = (page: Page) =>
  page.locator('.product-card [data-currency]').evaluateAll((nodes) =>
    nodes.map((node) => ({
      currency: node.getAttribute('data-currency'),
      text: node.textContent?.trim() ?? '',
    })),
  );

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

test.describe('product cards and prices', () => {
  test.use({ javaScriptEnabled: false });

  test('the London theatre landing page shows cards priced in pounds by default', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/'));
    const prices = await pricesOf(page);
    expect(prices.length).toBeGreaterThan(3);
    for (const price of prices) {
      expect(price.currency).toBe('GBP');
      expect(price.text).toMatch(/^£\d/);
    }
  });

  test('?currency=EUR sets the cookie, redirects to the clean URL and every price changes', async ({
    page,
    context,
  }) => {
    await page.goto(siteUrl('london-theatre', '/'));
    const before = await pricesOf(page);
    const response = await page.goto(siteUrl('london-theatre', '/?currency=eur'));
    expect(page.url()).toBe(siteUrl('london-theatre', '/'));
    expect(response?.status()).toBe(200);
    const cookie = (await context.cookies()).find((c) => c.name === 'currentCurrency');
    expect(cookie?.value).toBe('EUR');
    const after = await pricesOf(page);
    expect(after.length).toBe(before.length);
    for (const price of after) {
      expect(price.currency).toBe('EUR');
      expect(price.text).toMatch(/^€\d/);
    }
    // The choice sticks on other pages and languages of the site.
    await page.goto(siteUrl('london-theatre', '/ar/'));
    for (const price of await pricesOf(page)) expect(price.currency).toBe('EUR');
  });

  test('an unknown currency changes nothing', async ({ page, context }) => {
    await page.goto(siteUrl('london-theatre', '/?currency=XXX'));
    expect(page.url()).toBe(siteUrl('london-theatre', '/'));
    expect((await context.cookies()).find((c) => c.name === 'currentCurrency')).toBeUndefined();
    for (const price of await pricesOf(page)) expect(price.currency).toBe('GBP');
  });

  test('a card without a show page leads to the booking flow in the visitor’s currency', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/?currency=USD'));
    const booking = page.locator('.product-card[data-link="booking"] h3 a').first();
    await expect(booking).toHaveAttribute(
      'href',
      /^http:\/\/book\.london-theatre\.localhost:\d+\/book\/\d+\/seatmap\/\?currencyCode=USD$/,
    );
  });
});

test.describe('listing pages', () => {
  test.use({ javaScriptEnabled: false });

  test('a category page lists the category and narrows it with sub-category links', async ({ page }) => {
    await page.goto(siteUrl('vatican', '/tickets/'));
    const listing = page.locator('section.listing');
    await expect(listing.getByRole('heading', { level: 2 })).toContainText('Tickets');
    const all = await listing.locator('.product-card').count();
    expect(all).toBeGreaterThan(3);
    const filters = page.getByRole('navigation', { name: 'Filter experiences' });
    await expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    const museums = filters.getByRole('link', { name: 'Museums' });
    await museums.click();
    await expect(page).toHaveURL(/\?subcategory=\d+$/);
    await expect(filters.getByRole('link', { name: 'Museums' })).toHaveAttribute('aria-current', 'true');
    const narrowed = await page.locator('section.listing .product-card').count();
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(all);
  });

  test('a city page shows its top attractions, categories and nearby cities', async ({ page }) => {
    await page.goto(siteUrl('paris', '/'));
    await expect(page.getByRole('heading', { name: 'Top attractions in Paris' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular categories' })).toBeVisible();
    // The video+text banner variant plays the project's own clip, with its poster.
    await expect(page.locator('section.banner.videoText video')).toHaveAttribute(
      'src',
      '/media/videos/paris.mp4',
    );
    await expect(page.getByRole('heading', { name: 'Cities near Paris' })).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Eiffel Tower', level: 3, exact: true })).toBeVisible();
  });
});

// axe runs in the page, so these checks need JavaScript (the pages themselves do not).
test.describe('accessibility of the listing pages', () => {
  const pages = [
    ['london-theatre', '/'],
    ['london-theatre', '/ar/'],
    ['vatican', '/tickets/'],
    ['paris', '/'],
    ['paris', '/fr/'],
    ['london-theatre', '/west-end-shows/'],
    ['colosseum', '/ar/guided-tours/'],
  ] as const;
  for (const [alias, path] of pages) {
    test(`${alias}${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(siteUrl(alias, path));
      await expectNoSeriousViolations(page);
    });
  }
});

test.describe('degrading per part', () => {
  test('a failing product list degrades its section only; the page answers 200', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-catalogue-fault': 'list-by' });
    const response = await page.goto(siteUrl('london-theatre', '/'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('We couldn’t load these experiences just now.').first()).toBeVisible();
    expect(await page.locator('.product-card').count()).toBe(0);
  });

  test('every catalogue call failing still gives the page with its content', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-catalogue-fault': '*' });
    const response = await page.goto(siteUrl('paris', '/'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
