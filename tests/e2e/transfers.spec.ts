import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, siteUrl, inDays } from './helpers';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);

test.describe('airport transfer page', () => {
  test('searches without JavaScript: a GET form answered with priced transfers and booking links', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('rome-transfers', '/'));
    const form = page.getByRole('region', { name: 'Find your transfer' });
    await form.getByLabel('Pick-up').selectOption('FCO');
    await form.getByLabel('Drop-off').selectOption('ROME_CENTRE');
    await form.getByLabel('Date', { exact: true }).fill(inDays(3));
    await form.getByLabel('Time', { exact: true }).fill('09:00');
    await form.getByLabel('Guests').fill('2');
    await form.getByRole('button', { name: 'Search transfers' }).click();
    await expect(page).toHaveURL(
      /[?&]pickup=FCO&dropoff=ROME_CENTRE&date=\d{4}-\d{2}-\d{2}&time=09%3A00&guests=2/,
    );
    const results = page.locator('#transfer-results');
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(/^\d+ transfers? found$/);
    const first = results.getByRole('listitem').first();
    await expect(first).toContainText('Private transfer');
    await expect(first).toContainText('Sedan · Up to 3 guests');
    await expect(first).toContainText('45 minutes of free waiting time');
    await expect(first.getByRole('link', { name: /^Book this transfer/ })).toHaveAttribute(
      'href',
      new RegExp(
        `/book/10601/select/pax/\\?currencyCode=EUR&date=${inDays(3)}&time=\\d{2}%3A\\d{2}&variantId=106010&pax=2$`,
      ),
    );
    // The form keeps the visitor's choices.
    await expect(form.getByLabel('Pick-up')).toHaveValue('FCO');
    await expect(form.getByLabel('Guests')).toHaveValue('2');
    await context.close();
  });

  test('the results page has no serious accessibility violations', async ({ page }) => {
    await page.goto(siteUrl('rome-transfers', `/?pickup=FCO&dropoff=ROME_CENTRE&date=${inDays(3)}&guests=2`));
    await expect(page.locator('#transfer-results li').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a return trip adds the way back; too many guests for any vehicle finds nothing', async ({ page }) => {
    await page.goto(
      siteUrl(
        'rome-transfers',
        `/?pickup=FCO&dropoff=ROME_CENTRE&date=${inDays(4)}&guests=4&return=1&returnDate=${inDays(6)}&returnTime=10:00`,
      ),
    );
    const first = page.locator('#transfer-results li').first();
    await expect(first).toContainText('Minivan · Up to 7 guests');
    await expect(first).toContainText(/Return at \d{1,2}:\d{2} (AM|PM)/);
    await page.goto(
      siteUrl('rome-transfers', `/?pickup=FCO&dropoff=ROME_CENTRE&date=${inDays(4)}&guests=12`),
    );
    await expect(page.locator('#transfer-results h2')).toHaveText(/^No transfer matches this trip\./);
  });

  test('a 14:30 pick-up says it moves to the 15:00 departure; the booking link keeps the return leg', async ({
    page,
  }) => {
    const [date, back] = [inDays(4), inDays(6)];
    await page.goto(
      siteUrl(
        'rome-transfers',
        `/?pickup=FCO&dropoff=ROME_CENTRE&date=${date}&time=14:30&guests=2&return=1&returnDate=${back}&returnTime=10:30`,
      ),
    );
    const first = page.locator('#transfer-results li').first();
    // The next departure with places left: 15:00 unless the seed sold it out that day.
    const pickUp = /Pick-up at (\d{1,2}):(\d{2}) PM/.exec((await first.textContent()) ?? '');
    expect(pickUp).not.toBeNull();
    const [hour, minute] = [Number(pickUp?.[1]) + 12, pickUp?.[2] ?? ''];
    expect(hour * 60 + Number(minute)).toBeGreaterThanOrEqual(15 * 60);
    const label = `${hour - 12}:${minute} PM`;
    await expect(first).toContainText(`You asked for 2:30 PM: the next departure is at ${label}.`);
    // The return: 11:00 unless the seed sold it out that day; then a later one, never an earlier one.
    const back24 = returnDeparture((await first.textContent()) ?? '');
    expect(back24.minutes).toBeGreaterThanOrEqual(11 * 60);
    await expect(first).toContainText(
      `Return: you asked for 10:30 AM; the next departure is at ${back24.label}.`,
    );
    const href = await first.getByRole('link', { name: /^Book this transfer/ }).getAttribute('href');
    const url = new URL(href ?? '');
    expect(url.searchParams.get('date')).toBe(date);
    expect(url.searchParams.get('time')).toBe(`${hour}:${minute}`);
    expect(url.searchParams.get('returnDate')).toBe(back);
    expect(url.searchParams.get('returnTime')).toBe(back24.time);
    // The guests the price is for travel with the request.
    expect(url.searchParams.get('pax')).toBe('2');
    // A departure at the asked time says nothing more.
    await page.goto(
      siteUrl(
        'rome-transfers',
        `/?pickup=FCO&dropoff=ROME_CENTRE&date=${date}&time=${hour}:${minute}&guests=2`,
      ),
    );
    const exact = page.locator('#transfer-results li').first();
    await expect(exact).toContainText(`Pick-up at ${label}`);
    await expect(exact).not.toContainText('You asked for');
    const single = new URL(
      (await exact.getByRole('link', { name: /^Book this transfer/ }).getAttribute('href')) ?? '',
    );
    expect(single.searchParams.has('returnDate')).toBe(false);
    expect(single.searchParams.get('pax')).toBe('2');
  });

  test('explains every mistake next to its field, with a summary linking to them', async ({ page }) => {
    await page.goto(siteUrl('rome-transfers', '/?pickup=FCO&dropoff=FCO&date=2020-01-01&guests=40'));
    const summary = page.getByRole('alert');
    await expect(summary.getByRole('link')).toHaveText([
      'Pick-up and drop-off must be different places',
      'This date has passed: choose today or a later date',
      'Enter between 1 and 16 guests',
    ]);
    await expect(page.getByLabel('Drop-off')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Drop-off')).toHaveAccessibleDescription(
      'Pick-up and drop-off must be different places',
    );
    await expect(page.locator('#transfer-results')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('in Arabic, right to left, with sample reviews naming their vehicles', async ({ page }) => {
    await page.goto(
      siteUrl('rome-transfers', `/ar/?pickup=CIA&dropoff=ROMA_TERMINI&date=${inDays(5)}&guests=2`),
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'ابحث عن وسيلة نقلك' })).toBeVisible();
    await expect(page.locator('#transfer-results li').first()).toBeVisible();
    await expect(page.locator('.sample-reviews [data-vehicle]')).toHaveCount(6);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(siteUrl('rome-transfers', '/'));
    await expect(page.locator('.sample-reviews .vehicle')).toHaveText([
      'Sedan',
      'Minivan',
      'Sedan',
      'SUV',
      'Hatchback',
      'Bus',
      'Train',
    ]);
    const state = JSON.parse((await page.locator('#app-state').textContent()) ?? '{}');
    expect(state.pageMeta.analyticsPageType).toBe('Airport Transfers');
  });
});

/** The return leg's departure as the card shows it ("Return at 2:00 PM"), in minutes and as HH:MM. */
function returnDeparture(text: string): { minutes: number; label: string; time: string } {
  const found = /Return at (\d{1,2}):(\d{2}) (AM|PM)/.exec(text);
  expect(found).not.toBeNull();
  const [hour12, minute, half] = [Number(found?.[1]), found?.[2] ?? '', found?.[3] ?? ''];
  const hour = (hour12 % 12) + (half === 'PM' ? 12 : 0);
  return {
    minutes: hour * 60 + Number(minute),
    label: `${hour12}:${minute} ${half}`,
    time: `${String(hour).padStart(2, '0')}:${minute}`,
  };
}
