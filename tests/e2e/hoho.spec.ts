import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, siteUrl } from './helpers';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
const control = '?experimentOverride=hoho-mobile-revamp:control';
const treatment = '?experimentOverride=hoho-mobile-revamp:treatment';

test.describe('hop-on hop-off page', () => {
  test('treatment: routes as tabs with stop cards, moved with the arrow keys', async ({ page }) => {
    await page.goto(siteUrl('london-bus', `/${treatment}`));
    await expect(page.locator('.page-frame')).toHaveAttribute('data-view', 'hopOnHopOff');
    await expect(page.locator('.hoho-page')).toHaveAttribute('data-variant', 'treatment');
    const tabs = page.getByRole('tablist', { name: 'Choose a route' });
    await expect(tabs.getByRole('tab')).toHaveText(['Red Route', 'Blue Route', 'Must-See Route']);
    const red = page.getByRole('tabpanel', { name: 'Red Route' });
    await expect(red).toContainText('Operated by Big Bus Tours · 7 stops');
    await expect(red).toContainText('Every 15 min');
    await expect(red).toContainText('First bus 8:30 AM · last bus 5:00 PM');
    await expect(red).toContainText('Full loop 2 hr 15 min');
    await expect(red).toContainText('Live guide on board');
    await expect(
      red.getByRole('list', { name: 'Red Route: stops in order' }).getByRole('listitem'),
    ).toHaveCount(7);
    await tabs.getByRole('tab', { name: 'Red Route' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Blue Route' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'Blue Route' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Blue Route' })).toContainText('Every 20 min');
    await expect(red).toBeHidden();
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', { name: 'Must-See Route' })).toBeFocused();
  });

  test('map stops are links reached by keyboard, leading to the stop in its route’s list', async ({
    page,
  }) => {
    await page.goto(siteUrl('london-bus', `/${treatment}`));
    const map = page.getByRole('group', { name: 'Route map' });
    const stops = map.getByRole('link');
    await expect(stops).toHaveCount(15);
    const marble = map.getByRole('link', {
      name: 'Marble Arch: Red Route, stop 1, Blue Route, stop 1, and Must-See Route, stop 3',
    });
    await marble.focus();
    await page.keyboard.press('Tab');
    await expect(map.getByRole('link', { name: 'Green Park: Red Route, stop 2' })).toBeFocused();
    // A stop of a route in a hidden tab opens that tab.
    await map.getByRole('link', { name: 'Royal Albert Hall: Blue Route, stop 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#stop-big-bus-london-blue-route-2$/);
    await expect(page.getByRole('tab', { name: 'Blue Route' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#stop-big-bus-london-blue-route-2')).toBeVisible();
    await expect(page.locator('#stop-big-bus-london-blue-route-2')).toContainText('Royal Albert Hall');
  });

  test('control: the map first, then route cards and the stops in order as text', async ({ page }) => {
    await page.goto(siteUrl('london-bus', `/${control}`));
    await expect(page.locator('.hoho-page')).toHaveAttribute('data-variant', 'control');
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf('Route map')).toBeLessThan(headings.indexOf('Routes'));
    expect(headings.indexOf('Routes')).toBeLessThan(headings.indexOf('Stops in order'));
    await expect(page.getByRole('tablist')).toHaveCount(0);
    const red = page.getByRole('list', { name: 'Red Route: stops in order' });
    await expect(red.getByRole('listitem').first()).toContainText('Stop 1Marble Arch');
    await expect(red.getByRole('listitem').nth(5)).toContainText('Tower of London');
    await expect(page.getByText('The bus then returns to Marble Arch.')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Must-See Route: stops in order' }).getByRole('listitem'),
    ).toHaveCount(10);
  });

  test('the operators’ products as cards and compared', async ({ page }) => {
    await page.goto(siteUrl('london-bus', '/'));
    const products = page.getByRole('region', { name: 'Hop-on hop-off tickets' });
    await expect(products.getByRole('heading', { level: 3 })).toContainText([
      'Big Bus London Hop-On Hop-Off Tour',
      'Tootbus London Discovery Hop-On Hop-Off Tour',
      'City Sightseeing London Hop-On Hop-Off Tour',
    ]);
    const table = page.getByRole('table', { name: /Hop-on hop-off tickets side by side/ });
    const bigBus = table.getByRole('row', { name: /^Big Bus London Hop-On Hop-Off Tour/ });
    await expect(bigBus.getByRole('cell')).toHaveText([
      /^£\d+/,
      '24 hr, 48 hr, or 72 hr',
      'Red Route, Blue Route',
      'Yes',
      'Yes',
    ]);
    await expect(
      table
        .getByRole('row', { name: /^Tootbus/ })
        .getByRole('cell')
        .nth(2),
    ).toHaveText('Must-See Route');
    await expect(
      page.getByRole('group').filter({ hasText: 'When does the 24, 48 or 72 hours start?' }),
    ).toHaveCount(1);
  });

  test('Arabic: right to left, 24-hour clock, arrow keys follow the reading direction', async ({ page }) => {
    await page.goto(siteUrl('london-bus', `/ar/${treatment}`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const tabs = page.getByRole('tablist', { name: 'اختر مسارًا' });
    await expect(tabs.getByRole('tab')).toHaveText([
      'المسار الأحمر',
      'المسار الأزرق',
      'مسار المعالم الأساسية',
    ]);
    await expect(page.getByRole('tabpanel', { name: 'المسار الأحمر' })).toContainText('أول حافلة');
    await expect(page.getByRole('tabpanel', { name: 'المسار الأحمر' })).not.toContainText('AM');
    await tabs.getByRole('tab', { name: 'المسار الأحمر' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.getByRole('tab', { name: 'المسار الأزرق' })).toBeFocused();
    await expect(
      page.getByRole('group', { name: 'خريطة المسارات' }).getByRole('link').first(),
    ).toHaveAttribute('aria-label', /^ماربل آرتش: /);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('without JavaScript every route shows with its stops, and map links lead to them', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('london-bus', `/${treatment}`));
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.getByRole('heading', { level: 3, name: 'Must-See Route' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Blue Route: stops in order' })).toBeVisible();
    await page.getByRole('link', { name: /^Tower of London: / }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#stop-big-bus-london-red-route-6$/);
    await expect(page.getByRole('table', { name: /side by side/ })).toBeVisible();
    await context.close();
  });

  for (const [name, path] of [
    ['treatment (en)', `/${treatment}`],
    ['control (en)', `/${control}`],
    ['control (ar)', `/ar/${control}`],
  ] as const) {
    test(`${name} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(siteUrl('london-bus', path));
      await expect(page.getByRole('group', { name: /Route map|خريطة المسارات/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
