import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, siteUrl } from './helpers';

const calendar = (page: Page) => page.locator('.availability-calendar');
const grid = (page: Page) => page.getByRole('grid');
const activeDate = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-date'));
const plusDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Focus is the first interaction: the calendar hydrates, and sets data-ready once it has. */
async function focusCalendar(page: Page) {
  await grid(page).locator('a').first().focus();
  await expect(calendar(page)).toHaveAttribute('data-ready', '');
  await page.locator('.availability-calendar [data-date][tabindex="0"]').focus();
}

test.describe('the availability calendar island', () => {
  test('without JavaScript every bookable day links to the booking flow on that date', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('broadway', '/hamilton/'));
    const day = grid(page)
      .getByRole('link', { name: /, from \$/ })
      .first();
    await expect(day).toHaveAttribute(
      'href',
      /^http:\/\/book\.broadway\.localhost:\d+\/book\/10103\/seatmap\/\?currencyCode=USD&date=\d{4}-\d{2}-\d{2}$/,
    );
    await context.close();
  });

  test('a date and a time slot chosen with the keyboard lead to the right booking URL', async ({ page }) => {
    await page.goto(siteUrl('broadway', '/hamilton/'));
    await focusCalendar(page);
    const start = (await activeDate(page)) ?? '';
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Arrow keys move by a day and a week, as the WAI-ARIA date picker does.
    await page.keyboard.press('ArrowDown');
    expect(await activeDate(page)).toBe(plusDays(start, 7));
    await page.keyboard.press('ArrowRight');
    expect(await activeDate(page)).toBe(plusDays(start, 8));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    expect(await activeDate(page)).toBe(start);
    const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(name).toMatch(/^\w+day, \w+ \d{1,2}, \d{4}, from \$\d+/);

    await page.keyboard.press('Enter');
    await expect(grid(page).locator(`[aria-selected="true"] [data-date="${start}"]`)).toHaveCount(1);
    const times = page.getByRole('group', { name: /^Times on / });
    await expect(times).toBeVisible();
    const slots = times.getByRole('radio');
    expect(await slots.count()).toBeGreaterThan(0);
    await expect(slots.first()).toHaveAccessibleName(/^\d{1,2}:\d{2} (AM|PM)/);

    // No slot yet: continuing is refused with the spec's wording.
    await calendar(page).getByRole('button', { name: 'Continue' }).press('Enter');
    await expect(calendar(page).getByRole('alert')).toHaveText('Select a time slot to continue');

    await slots.first().focus();
    await page.keyboard.press('Space');
    await expect(slots.first()).toBeChecked();
    const slotText = (await slots.first().inputValue()) ?? '';
    await calendar(page).getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/book\/10103\/seatmap\//);
    const url = new URL(page.url());
    expect(url.host).toMatch(/^book\.broadway\.localhost:\d+$/);
    expect(url.searchParams.get('date')).toBe(start);
    expect(url.searchParams.get('time')).toMatch(/^\d{2}:\d{2}$/);
    expect(url.searchParams.get('currencyCode')).toBe('USD');
    expect(url.searchParams.get('variantId')).toMatch(/^\d+$/);
    expect(slotText).toContain(start);
  });

  test('a sold-out date shows the problem message, and view all dates goes back to the grid', async ({
    page,
  }) => {
    // The seed does not promise a sold-out date for Hamilton: the calendar answers are changed in the
    // browser so that one date of each answer is sold out (the island's behaviour is what is tested).
    await page.route(/\/api\/v7\/tour-groups\/\d+\/calendar\//, async (route) => {
      // Node does not resolve *.localhost: the same request goes to 127.0.0.1 with the site's Host.
      const url = new URL(route.request().url());
      const host = url.host;
      url.hostname = '127.0.0.1';
      const response = await route.fetch({
        url: url.href,
        headers: { ...route.request().headers(), host },
      });
      const body = (await response.json()) as { dates?: Record<string, { availability: string }> };
      const dates = body.dates ?? {};
      const open = Object.keys(dates)
        .filter((date) => dates[date]?.availability !== 'SOLD_OUT')
        .sort();
      const target = open[2] ?? open[0];
      const day = target === undefined ? undefined : dates[target];
      if (target !== undefined && day) dates[target] = { ...day, availability: 'SOLD_OUT' };
      await route.fulfill({ response, json: body });
    });
    await page.goto(siteUrl('broadway', '/hamilton/'));
    await focusCalendar(page);
    // The island asks the calendar again when the currency changes: that answer is the changed one.
    await page.locator('.currency-selector').hover();
    await expect(page.locator('.currency-selector')).toHaveAttribute('data-ready', '');
    await page.getByRole('button', { name: 'Currency: USD' }).click();
    await page.getByRole('link', { name: /EUR/ }).click();
    await expect(
      grid(page)
        .getByRole('link', { name: /, from €/ })
        .first(),
    ).toBeVisible();
    const soldOut = grid(page).getByRole('link', { name: /, sold out$/ });
    for (let step = 0; step < 3 && (await soldOut.count()) === 0; step += 1)
      await calendar(page).getByRole('button', { name: 'Next month' }).click();
    await expect(soldOut.first()).toBeVisible();
    await soldOut.first().click();
    const problem = calendar(page).getByRole('alert');
    await expect(problem).toContainText('Uh oh, we’ve a problem');
    await expect(problem).toContainText('is sold out. If your dates are flexible');
    await problem.getByRole('button', { name: 'View all dates' }).click();
    await expect(problem).toHaveCount(0);
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(focused).toMatch(/, from /);
  });

  test('follows the currency chosen in the header', async ({ page }) => {
    await page.goto(siteUrl('broadway', '/hamilton/'));
    await focusCalendar(page);
    await expect(
      grid(page)
        .getByRole('link', { name: /, from \$/ })
        .first(),
    ).toBeVisible();
    await page.locator('.currency-selector').hover();
    await expect(page.locator('.currency-selector')).toHaveAttribute('data-ready', '');
    await page.getByRole('button', { name: 'Currency: USD' }).click();
    await page.getByRole('link', { name: /EUR/ }).click();
    await expect(
      grid(page)
        .getByRole('link', { name: /, from €/ })
        .first(),
    ).toBeVisible();
    await expect(grid(page).getByRole('link', { name: /, from \$/ })).toHaveCount(0);
  });

  test('speaks Arabic right to left, with the 24-hour clock and no serious axe violations', async ({
    page,
  }) => {
    await page.goto(siteUrl('broadway', '/ar/hamilton/'));
    await focusCalendar(page);
    const start = (await activeDate(page)) ?? '';
    // In a right-to-left page the left arrow moves forward.
    await page.keyboard.press('ArrowLeft');
    expect(await activeDate(page)).toBe(plusDays(start, 1));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const radio = calendar(page).getByRole('radio').first();
    await expect(radio).toBeVisible();
    await expect(radio).not.toHaveAccessibleName(/AM|PM|ص|م$/);
    const results = await new AxeBuilder({ page }).include('.availability-calendar').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});

test.describe('the calendar shortcode', () => {
  test('an editor’s [calendar] on the Colosseum page is the same island, booking with date and time', async ({
    page,
  }) => {
    await page.goto(siteUrl('colosseum', '/'));
    const widget = page.locator('.sc-calendar .availability-calendar');
    await expect(widget.getByRole('grid')).toBeVisible();
    await widget.getByRole('grid').locator('a').first().focus();
    await expect(widget).toHaveAttribute('data-ready', '');
    const day = widget
      .getByRole('grid')
      .getByRole('link', { name: /, from €/ })
      .first();
    const date = await day.getAttribute('data-date');
    await day.click();
    const slots = widget.getByRole('group', { name: /^Times on / }).getByRole('radio');
    await expect(slots.first()).toBeVisible();
    await slots.first().check();
    await widget.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/book\/10201\//);
    const url = new URL(page.url());
    expect(url.host).toMatch(/^book\.colosseum\.localhost:\d+$/);
    expect([url.searchParams.get('date'), url.searchParams.get('currencyCode')]).toEqual([date, 'EUR']);
    expect(url.searchParams.get('time')).toMatch(/^\d{2}:\d{2}$/);
  });
});
