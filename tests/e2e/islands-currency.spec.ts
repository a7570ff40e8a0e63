import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, siteUrl } from './helpers';

const switcher = (page: Page) => page.locator('.currency-selector');
const prices = (page: Page) =>
  page.locator('main [data-price]').evaluateAll((nodes) =>
    nodes.map((node) => ({
      currency: node.getAttribute('data-currency'),
      text: node.textContent?.trim() ?? '',
    })),
  );

/** Hovering the switcher is the first interaction: it hydrates, and sets data-ready when it has. */
async function hydrateSwitcher(page: Page) {
  await switcher(page).hover();
  await expect(switcher(page)).toHaveAttribute('data-ready', '');
}

test.describe('the currency switcher island', () => {
  test('loads no framework JavaScript until the visitor reaches for it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(siteUrl('london-theatre', '/'));
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /react|client\.|CurrencySwitcher/i.test(path))).toEqual([]);
    await hydrateSwitcher(page);
    expect(scripts.some((path) => /CurrencySwitcher/.test(path))).toBe(true);
  });

  test('switches every price on the page to euros without a reload, sets the cookie and says so', async ({
    page,
    context,
  }) => {
    await page.goto(siteUrl('london-theatre', '/'));
    const before = await prices(page);
    expect(before.length).toBeGreaterThan(3);
    expect(before.every((price) => price.currency === 'GBP')).toBe(true);
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    await hydrateSwitcher(page);
    const button = page.getByRole('button', { name: 'Currency: GBP' });
    await button.click();
    await page
      .getByRole('navigation', { name: 'Choose a currency' })
      .getByRole('link', { name: /EUR/ })
      .click();

    await expect(page.getByRole('button', { name: 'Currency: EUR' })).toBeVisible();
    await expect.poll(async () => (await prices(page)).every((price) => price.currency === 'EUR')).toBe(true);
    const after = await prices(page);
    expect(after).toHaveLength(before.length);
    expect(after.every((price) => price.text.includes('€') && !price.text.includes('£'))).toBe(true);
    await expect(page.locator('main [data-money]').filter({ hasText: '£' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    const cookie = (await context.cookies()).find((entry) => entry.name === 'currentCurrency');
    expect(cookie?.value).toBe('EUR');
    // The registrable domain the server worked out (public suffix list) reaches the island as a prop.
    expect(cookie?.domain).toBe('.london-theatre.localhost');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 86_400);

    // The toast: announced politely, closed by its button.
    const toast = page.getByRole('status').filter({ hasText: 'Prices are now shown in euro (EUR).' });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast).toHaveCount(0);

    // The server agrees on the next page.
    await page.reload();
    await expect(switcher(page).locator('summary')).toHaveAccessibleName('Currency: EUR');
    expect((await prices(page)).every((price) => price.currency === 'EUR')).toBe(true);
  });

  test('toasts close by themselves after 3 seconds', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/'));
    await hydrateSwitcher(page);
    await page.getByRole('button', { name: 'Currency: GBP' }).click();
    await page.getByRole('link', { name: /USD/ }).click();
    const toast = page.getByRole('status').filter({ hasText: 'US dollar (USD)' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 6000 });
  });

  test('has no serious accessibility violations while open', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/ar/'));
    await hydrateSwitcher(page);
    await page.getByRole('button', { name: /^العملة|Currency/ }).click();
    const results = await new AxeBuilder({ page }).include('.currency-selector').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
