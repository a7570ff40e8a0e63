import type { Browser, Page } from '@playwright/test';
import { expect, test, siteUrl } from './helpers';

/** The Colosseum's priority tickets (10201: slots at 9:00, 10:30, 12:00, 13:30 and 15:00 every day). */
const COLOSSEUM = siteUrl('global', '/italy/rome/colosseum-roman-forum-palatine-hill-priority-tickets/');
const HAMILTON = siteUrl('broadway', '/hamilton/');

/** Today in Rome, and the instant of `time` on it with Rome's offset (the server's clock header). */
function romeAt(time: string): { today: string; tomorrow: string; instant: string } {
  const now = new Date();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
  const zone = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = zone?.replace('GMT', '') || '+00:00';
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { today, tomorrow: next.toISOString().slice(0, 10), instant: `${today}T${time}:00${offset}` };
}

/** A browser whose every request (pages and the island's API calls) runs on the server at `instant`. */
async function at(browser: Browser, instant: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-storefront-clock': instant } });
  return { context, page: await context.newPage() };
}

/** The visitor already chose cookies (the banner is not shown): the page as a returning visitor sees it. */
async function chooseConsent(page: Page, url: string) {
  await page.context().addCookies([{ name: 'cookieConsent', value: 'necessary', url }]);
  await page.goto(url);
}

const slotTimesOf = (page: Page, date: string) =>
  page.evaluate(async (day) => {
    const query = `currency=EUR&from-date=${day}&to-date=${day}`;
    const answer = (await (await fetch(`/api/v7/tour-groups/10201/inventories/?${query}`)).json()) as {
      availabilities: Record<string, { inventories: { startTime: string }[] }>;
    };
    return (answer.availabilities['10201']?.inventories ?? []).map((slot) => slot.startTime);
  }, date);

test.describe('past time slots (issue 21 §2)', () => {
  test('at 18:00 in Rome the Colosseum offers none of today’s slots and says so', async ({ browser }) => {
    const rome = romeAt('18:00');
    const { context, page } = await at(browser, rome.instant);
    await page.goto(COLOSSEUM);
    const box = page.locator('#booking-box');
    await expect(box).toContainText('No times are left today. Please choose another day.');
    // Today is not offered as available in the calendar; tomorrow is.
    const day = (date: string) => box.locator(`.availability-calendar td:has([data-date="${date}"])`);
    await expect(day(rome.today)).toHaveClass(/day--none/);
    await expect(day(rome.today).locator('.price')).toHaveCount(0);
    await expect(day(rome.tomorrow)).not.toHaveClass(/day--none|day--sold-out/);
    await expect(box.locator('.next-date')).not.toContainText(
      new Intl.DateTimeFormat('en', { timeZone: 'UTC', day: 'numeric', month: 'long' }).format(
        new Date(`${rome.today}T12:00:00Z`),
      ),
    );
    // The island's data: no slot of today; tomorrow's are offered.
    expect(await slotTimesOf(page, rome.today)).toEqual([]);
    expect((await slotTimesOf(page, rome.tomorrow)).length).toBeGreaterThan(0);
    await context.close();
  });

  test('at 12:45 in Rome only the slots after the 30-minute cut-off are offered', async ({ browser }) => {
    const rome = romeAt('12:45');
    const { context, page } = await at(browser, rome.instant);
    await page.goto(COLOSSEUM);
    const times = await slotTimesOf(page, rome.today);
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((time) => time >= '13:30')).toBe(true);
    await expect(page.locator('#booking-box')).not.toContainText('No times are left today');
    await context.close();
  });

  test('without the clock header today’s morning slots are judged by the real time', async ({ page }) => {
    // The header is honoured only on the test server (CLOCK_INJECTION=1); a malformed one is ignored.
    await page.setExtraHTTPHeaders({ 'x-storefront-clock': 'tomorrow at six' });
    const response = await page.goto(COLOSSEUM);
    expect(response?.status()).toBe(200);
  });
});

test.describe('trust by the price (issue 21 §2)', () => {
  test('the booking box names free cancellation, instant confirmation and mobile ticket by the price', async ({
    page,
  }) => {
    await page.goto(COLOSSEUM);
    const box = page.locator('#booking-box');
    const trust = box.getByRole('list', { name: 'Why book with us' });
    await expect(trust.getByRole('listitem')).not.toHaveCount(0);
    const labels = await trust.getByRole('listitem').allTextContents();
    expect(
      labels.every((label) => /^(Free cancellation|Instant confirmation|Mobile ticket)$/.test(label)),
    ).toBe(true);
    // Next to the price: right below it, above the calendar.
    const price = await box.locator(':scope > .price').boundingBox();
    const list = await trust.boundingBox();
    const calendar = await box.locator('.availability-calendar').boundingBox();
    expect(list && price && calendar && list.y >= price.y && list.y < calendar.y).toBe(true);
  });
});

for (const [name, url] of [
  ['a show page', HAMILTON],
  ['a product page', COLOSSEUM],
] as const) {
  test.describe(`sticky booking on ${name} (issue 21 §2)`, () => {
    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

      test('after scrolling 2,000 px the price and “Check availability” are on screen', async ({ page }) => {
        await page.goto(url);
        // The first-visit consent banner stays above the bar: its buttons can be pressed.
        await page.getByRole('button', { name: 'Allow all' }).click({ trial: true });
        await chooseConsent(page, url);
        await page.evaluate(() => window.scrollTo(0, 2000));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(2000);
        const bar = page.locator('.booking-bar');
        await expect(bar.locator('strong')).toBeInViewport();
        await expect(bar.locator('strong')).toHaveText(/\d/);
        const cta = bar.getByRole('link', { name: 'Check availability' });
        await expect(cta).toBeInViewport();
        const frame = await bar.boundingBox();
        expect(frame?.height).toBeLessThanOrEqual(72);
        expect(Math.round((frame?.y ?? 0) + (frame?.height ?? 0))).toBe(844);
        // It jumps to the booking box.
        await cta.click();
        await expect(page.locator('#booking-box > .price')).toBeInViewport();
        // While the booking box is on screen the bar steps aside; it is back once the box is gone.
        await expect(bar).toBeHidden();
        await page.evaluate(() => {
          const box = document.getElementById('booking-box')?.getBoundingClientRect();
          window.scrollBy(0, (box?.bottom ?? 0) + 400);
        });
        await expect(bar.locator('strong')).toBeInViewport();
        // The end of the page is never under the bar.
        // Lazy sections grow as they come into view: scroll to the end until the footer's foot is
        // above the bar (measured in the page, in the same frame as the scroll).
        const barTop = frame?.y ?? 0;
        await expect
          .poll(() =>
            page.evaluate(() => {
              window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
              return document.querySelector('.site-footer')?.getBoundingClientRect().bottom ?? Infinity;
            }),
          )
          .toBeLessThanOrEqual(barTop + 1);
      });

      test('the bar works without JavaScript', async ({ browser }) => {
        const context = await browser.newContext({
          javaScriptEnabled: false,
          viewport: { width: 390, height: 844 },
          hasTouch: true,
          isMobile: true,
        });
        const page = await context.newPage();
        await chooseConsent(page, url);
        await page.mouse.wheel(0, 2000);
        const cta = page.locator('.booking-bar').getByRole('link', { name: 'Check availability' });
        await expect(cta).toHaveAttribute('href', '#booking-box');
        await cta.click();
        await expect(page).toHaveURL(/#booking-box$/);
        await expect(page.locator('#booking-box > .price')).toBeInViewport();
        await context.close();
      });
    });

    test.describe('on a desktop', () => {
      test.use({ viewport: { width: 1280, height: 900 } });

      test('after scrolling 2,000 px the booking box’s price and call to action are on screen', async ({
        page,
      }) => {
        await chooseConsent(page, url);
        const box = page.locator('#booking-box');
        expect(await box.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
        // The demo's product page is shorter than 2,000 px past the screen: its box has nowhere to go.
        test.skip(
          (await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)) < 2000,
          'the page is too short to scroll 2,000 px',
        );
        await page.evaluate(() => window.scrollTo(0, 2000));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(2000);
        await expect(box.locator(':scope > .price strong')).toBeInViewport();
        await expect(box.locator('a.cta')).toBeInViewport();
        await expect(page.locator('.booking-bar')).toBeHidden();
      });
    });
  });
}
