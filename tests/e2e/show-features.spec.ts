import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, siteUrl } from './helpers';

// Issue 21 §4: the show and product pages' gallery, rating breakdown, similar experiences, one CTA and
// one running time, and dates in the visitor's conventions.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

const lightbox = (page: Page) =>
  page.locator('.gallery').locator('xpath=ancestor::image-lightbox').locator('dialog');

test.describe('gallery on a phone', () => {
  test.use(PHONE);

  test('a tap opens the photo, a swipe moves to the next, Escape closes', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/wicked/'));
    const links = page.locator('.gallery a[data-open]');
    const total = await links.count();
    expect(total).toBeGreaterThan(1);
    await links.first().tap();
    const dialog = lightbox(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-position]')).toHaveText(`Photo 1 of ${total}`);
    // A swipe is the strip's own horizontal scroll (scroll-snap): move it by one slide.
    const strip = dialog.locator('[data-strip]');
    await strip.evaluate((element) => element.scrollBy({ left: element.clientWidth, behavior: 'instant' }));
    await expect(dialog.locator('[data-position]')).toHaveText(`Photo 2 of ${total}`);
    const snap = await strip.evaluate((element) => getComputedStyle(element).scrollSnapType);
    expect(snap).toContain('x');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test.describe('gallery on a desktop', () => {
  test.use(DESKTOP);

  test('arrow keys step through the photos, Escape closes and focus returns', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/wicked/'));
    const links = page.locator('.gallery a[data-open]');
    const total = await links.count();
    await links.nth(1).click();
    const dialog = lightbox(page);
    const position = dialog.locator('[data-position]');
    await expect(position).toHaveText(`Photo 2 of ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText(`Photo 3 of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText(`Photo 1 of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText(`Photo 1 of ${total}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(links.nth(1)).toBeFocused();
  });

  test('in Arabic the arrows are mirrored', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/ar/wicked/'));
    await page.locator('.gallery a[data-open]').first().click();
    const position = lightbox(page).locator('[data-position]');
    const first = await position.textContent();
    await page.keyboard.press('ArrowLeft');
    await expect(position).not.toHaveText(first ?? '');
  });

  test('rating breakdown: 5 to 1 stars whose counts add up to the rating shown', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/wicked/'));
    const rows = page.locator('.rating-summary .breakdown tr');
    await expect(rows).toHaveCount(5);
    expect(
      await rows.evaluateAll((list) => list.map((row) => Number(row.getAttribute('data-stars')))),
    ).toEqual([5, 4, 3, 2, 1]);
    await expect(rows.first().locator('th')).toHaveText('5 stars');
    const counts = await rows.evaluateAll((list) =>
      list.map((row) => Number(row.getAttribute('data-count'))),
    );
    const sum = counts.reduce((total, count) => total + count, 0);
    const shown = Number(
      ((await page.locator('.rating-summary .count').textContent()) ?? '').replace(/\D/g, ''),
    );
    expect(sum).toBe(shown);
    const average = counts.reduce((total, count, index) => total + count * (5 - index), 0) / sum;
    const label = Number(await page.locator('.rating-summary .average').textContent());
    expect(Math.abs(average - label)).toBeLessThanOrEqual(0.05);
  });

  test('similar experiences: other products of the city, the show itself left out', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/wicked/'));
    const section = page.locator('section.similar');
    await expect(section.getByRole('heading', { name: 'Similar experiences' })).toBeVisible();
    const tgids = await section
      .locator('.product-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-tgid')));
    expect(tgids.length).toBeGreaterThan(0);
    expect(tgids.length).toBeLessThanOrEqual(4);
    expect(tgids).not.toContain('10002');
  });

  test('one booking CTA and one running time on the show page', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/wicked/'));
    const href = await page.locator('.booking-box a.cta').getAttribute('href');
    await expect(page.locator(`.booking-box a[href="${href}"]`)).toHaveCount(1);
    await expect(page.locator('dt', { hasText: 'Running time' })).toHaveCount(1);
  });

  test('dates: day-month order on the London site in English, month names in Arabic', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/wicked/'));
    await expect(page.locator('.booking-box .next-date')).toHaveText(
      /^Next available: \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    await expect(page.locator('.review time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
    await page.goto(siteUrl('broadway', '/hamilton/'));
    await expect(page.locator('.booking-box .next-date')).toHaveText(
      /^Next available: [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
    await page.goto(siteUrl('london-theatre', '/ar/wicked/'));
    const text = (await page.locator('.booking-box .next-date').textContent()) ?? '';
    expect(text).not.toMatch(/\d+\/\d+\/\d+/);
    expect(text).toMatch(/\d{1,2} [\u0600-\u06FF]+ \d{4}/);
  });

  test('the booking box states the running time once', async ({ page }) => {
    for (const path of ['/wicked/', '/ar/wicked/']) {
      await page.goto(siteUrl('london-theatre', path));
      const box = page.locator('#booking-box');
      const duration = (await box.locator('dd').last().textContent())?.trim() ?? '';
      expect(duration).toMatch(/\d/);
      expect((await box.textContent())?.split(duration).length).toBe(2);
    }
  });

  test("the calendar writes the site's dates: day-month and a Monday week in London, month-day in New York", async ({
    page,
  }) => {
    await page.goto(siteUrl('london-theatre', '/wicked/'));
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('columnheader').first()).toHaveAccessibleName('Monday');
    const day = grid.getByRole('link', { name: /, from / }).first();
    await expect(day).toHaveAccessibleName(/^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}, from /);
    // Hydrated, the island writes the same dates (the selected day's times).
    await day.click();
    await expect(
      page.getByRole('group', { name: /^Times on [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}$/ }),
    ).toBeVisible();
    await page.goto(siteUrl('broadway', '/hamilton/'));
    await expect(page.getByRole('grid').getByRole('columnheader').first()).toHaveAccessibleName('Sunday');
    await expect(
      page
        .getByRole('grid')
        .getByRole('link', { name: /, from / })
        .first(),
    ).toHaveAccessibleName(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}, from /);
  });

  test('the show page with its new parts has no serious accessibility violations', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/wicked/?overrideLazyLoad=true'));
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
});

test.describe('venue and product pages', () => {
  test.use(PHONE);

  test('the show page names its venue with an address, a drawn map and an open-in-maps link', async ({
    page,
  }) => {
    await page.goto(siteUrl('london-theatre', '/wicked/'));
    const place = page.getByRole('region', { name: 'Theatre' });
    await expect(place.locator('.name')).toHaveText('Apollo Victoria Theatre');
    await expect(place.locator('.address')).not.toBeEmpty();
    await expect(place.getByRole('img', { name: 'Map showing Apollo Victoria Theatre' })).toBeVisible();
    await expect(place.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      /^geo:-?\d+(\.\d+)?,-?\d+(\.\d+)?\?q=.*\(Apollo%20Victoria%20Theatre\)$/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('a product page has the gallery, its meeting point and similar experiences', async ({ page }) => {
    await page.goto(siteUrl('global', '/italy/rome/colosseum-roman-forum-palatine-hill-priority-tickets/'));
    await page.locator('.gallery a[data-open]').first().tap();
    await expect(lightbox(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toBeHidden();
    const place = page.getByRole('region', { name: 'Meeting point' });
    await expect(place.getByRole('link', { name: 'Open in maps' })).toHaveAttribute('href', /^geo:/);
    const similar = page.locator('section.similar .product-card');
    await expect(similar.first()).toBeAttached();
    expect(
      await similar.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-tgid'))),
    ).not.toContain('10201');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({ ...PHONE, javaScriptEnabled: false });

  test('each gallery photo links to its full image', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/wicked/'));
    const link = page.locator('.gallery a[data-open]').first();
    const src = await link.locator('img').getAttribute('src');
    await expect(link).toHaveAttribute('href', src ?? '');
    await expect(page.locator('section.similar .product-card').first()).toBeAttached();
  });
});

test('the phone show page has no serious accessibility violations', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(siteUrl('london-theatre', '/wicked/?overrideLazyLoad=true'));
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await context.close();
});
