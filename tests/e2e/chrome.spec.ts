import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, siteUrl, openMenu } from './helpers';

const selector = (page: Page) => page.locator('.currency-selector');
const summary = (page: Page) => selector(page).locator('summary');
const currencyLink = (page: Page, code: string) =>
  selector(page).locator(`a[data-currency-option="${code}"]`);
const prices = (page: Page) =>
  page.locator('[data-price]').evaluateAll((nodes) =>
    nodes.map((node) => ({
      currency: node.getAttribute('data-currency'),
      text: node.textContent?.trim() ?? '',
    })),
  );

test.describe('the currency selector without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('choosing EUR reloads the page with every price in euros and the selector on EUR', async ({
    page,
    context,
  }) => {
    await page.goto(siteUrl('london-theatre', '/'));
    await expect(summary(page)).toHaveAccessibleName('Currency: GBP');
    const before = await prices(page);
    expect(before.length).toBeGreaterThan(3);
    expect(before.every((price) => price.currency === 'GBP')).toBe(true);

    await expect(currencyLink(page, 'EUR')).toBeHidden();
    await summary(page).click();
    const euro = currencyLink(page, 'EUR');
    await expect(euro).toBeVisible();
    await expect(euro).toHaveAccessibleName('EUR Euro');
    await expect(currencyLink(page, 'GBP')).toHaveAttribute('aria-current', 'true');
    await euro.click();

    await expect(page).toHaveURL(siteUrl('london-theatre', '/'));
    expect((await context.cookies()).find((cookie) => cookie.name === 'currentCurrency')?.value).toBe('EUR');
    await expect(summary(page)).toHaveAccessibleName('Currency: EUR');
    await expect(selector(page)).not.toHaveAttribute('open');
    const after = await prices(page);
    expect(after.length).toBe(before.length);
    for (const price of after) {
      expect(price.currency).toBe('EUR');
      expect(price.text).toMatch(/^€\d/);
    }
    await summary(page).click();
    await expect(currencyLink(page, 'EUR')).toHaveAttribute('aria-current', 'true');
    await expect(currencyLink(page, 'GBP')).not.toHaveAttribute('aria-current');
  });

  test('works from the keyboard and keeps the page’s other query parameters', async ({ page }) => {
    await page.goto(siteUrl('vatican', '/ar/?overrideLazyLoad=1'));
    await expect(summary(page)).toHaveAccessibleName('العملة: EUR');
    await summary(page).focus();
    await page.keyboard.press('Enter');
    const dirham = currencyLink(page, 'AED');
    await expect(dirham).toBeVisible();
    await expect(dirham).toHaveAttribute('href', '/ar/?overrideLazyLoad=1&currency=AED');
    await expect(dirham).toContainText('درهم إماراتي');
    await dirham.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(siteUrl('vatican', '/ar/?overrideLazyLoad=1'));
    await expect(summary(page)).toHaveAccessibleName('العملة: AED');
    for (const price of await prices(page)) expect(price.currency).toBe('AED');
  });

  test('lists the main currencies first, then the others', async ({ page }) => {
    await page.goto(siteUrl('paris', '/'));
    const codes = await selector(page)
      .locator('a[data-currency-option]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-currency-option')));
    expect(codes.slice(0, 6)).toEqual(['EUR', 'USD', 'AED', 'SGD', 'INR', 'MYR']);
    expect(codes).toContain('GBP');
    expect(codes.length).toBeGreaterThan(20);
  });

  test('still offers every currency when the catalogue’s list fails', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-catalogue-fault': 'currency/list' });
    const response = await page.goto(siteUrl('colosseum', '/'));
    expect(response?.status()).toBe(200);
    await expect(selector(page).locator('a[data-currency-option]')).toHaveCount(36);
  });
});

test.describe('header navigation and footer', () => {
  test.use({ javaScriptEnabled: false });

  test('main navigation links lead to their pages and mark the current one', async ({ page }) => {
    await page.goto(siteUrl('colosseum', '/'));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await openMenu(page);
    await nav.getByRole('link', { name: 'Guided tours' }).click();
    await expect(page).toHaveURL(siteUrl('colosseum', '/guided-tours/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await openMenu(page);
    await expect(nav.getByRole('link', { name: 'Guided tours' })).toHaveAttribute('aria-current', 'page');

    await page.goto(siteUrl('colosseum', '/ar/'));
    await openMenu(page);
    await page
      .getByRole('navigation', { name: 'التنقل الرئيسي' })
      .getByRole('link', { name: 'دليل مدينة روما' })
      .click();
    await expect(page).toHaveURL(siteUrl('colosseum', '/ar/rome-city-guide/'));
  });

  test('a navigation group opens and leads to its pages', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/'));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.locator('summary', { hasText: 'Shows' }).click();
    await nav.getByRole('link', { name: 'Wicked' }).click();
    await expect(page).toHaveURL(siteUrl('london-theatre', '/wicked/'));
  });

  test('footer links, legal links and the brand link lead to their pages', async ({ page }) => {
    await page.goto(siteUrl('london-bus', '/'));
    const footer = page.locator('footer.site-footer');
    await footer.getByRole('link', { name: 'Routes and stops' }).click();
    await expect(page).toHaveURL(siteUrl('london-bus', '/routes-and-stops/'));
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy/',
    );
    await expect(footer.getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/terms-of-use/',
    );
    await page.locator('header .brand').click();
    await expect(page).toHaveURL(siteUrl('london-bus', '/'));
  });

  for (const [alias, path, text] of [
    ['london-theatre', '/', 'London Theatre Tickets is an official ticket partner of the West End theatres.'],
    [
      'broadway',
      '/',
      'Broadway Show Tickets is an official ticket partner of the Broadway theatres. This is not',
    ],
    [
      'paris',
      '/',
      'Paris City Tickets is an independent reseller, not affiliated with the attractions on this site.',
    ],
    ['vatican', '/', 'Vatican Museums Tickets is an independent ticket reseller and is not affiliated with'],
    ['colosseum', '/ar/', 'تذاكر الكولوسيوم في روما بائع تذاكر مستقل لا تربطه أي علاقة مع الكولوسيوم'],
  ] as const) {
    test(`the footer of ${alias}${path} states the partnership`, async ({ page }) => {
      await page.goto(siteUrl(alias, path));
      await expect(page.locator('footer .partnership')).toContainText(text);
    });
  }

  test('reseller sites say they are not the venue’s website; the copyright and powered-by follow', async ({
    page,
  }) => {
    await page.goto(siteUrl('paris', '/'));
    const footer = page.locator('footer.site-footer');
    await expect(footer).toContainText('This is not the venue’s own website.');
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Paris City Tickets. All rights reserved.`,
    );
    await expect(footer).toContainText('Powered by Storefront');
  });
});

// axe runs in the page, so these checks need JavaScript (the header and footer themselves do not).
test.describe('accessibility of the header and footer', () => {
  for (const [alias, path] of [
    ['colosseum', '/'],
    ['colosseum', '/ar/'],
    ['london-theatre', '/ar/'],
    ['rome-transfers', '/ja/'],
  ] as const) {
    test(`${alias}${path}: no serious or critical axe violations, selector and groups open`, async ({
      page,
    }) => {
      await page.goto(siteUrl(alias, path));
      await page
        .locator('header details')
        .evaluateAll((all) => all.forEach((d) => d.setAttribute('open', '')));
      const results = await new AxeBuilder({ page })
        .include('header.site-header')
        .include('footer.site-footer')
        .analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
