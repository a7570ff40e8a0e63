import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, siteUrl, openMenu } from './helpers';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);

const CROWD_WORDS_EN = /^(Pleasant|Crowded|Very crowded|Closed|No tickets on sale)$/;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

test.describe('content page (attraction guide)', () => {
  test('shows every section in English without JavaScript, the crowds and seasons as tables in words', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(siteUrl('colosseum', '/visitor-guide/'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colosseum: the complete visitor guide');
    const nav = page.getByRole('navigation', { name: 'On this page' });
    await expect(nav.getByRole('link')).toHaveText([
      'About',
      'Venue and opening hours',
      'Tickets and tours',
      'Reviews',
      'Itinerary',
      'Plan your visit',
      'Quick information',
      'Best time to visit',
    ]);
    for (const name of [
      'About',
      'Venue and opening hours',
      'Tickets and tours',
      'Reviews',
      'Itinerary',
      'Plan your visit',
      'Quick information',
      'Best time to visit',
    ])
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible();

    // Venue: the point of interest and its week of hours, 12-hour clock in English.
    const venue = page.getByRole('region', { name: 'Venue and opening hours' });
    await expect(venue).toContainText('Piazza del Colosseo, 1');
    const hours = venue.getByRole('table', { name: 'Opening hours' });
    await expect(hours.getByRole('row')).toHaveCount(8);
    await expect(hours.getByRole('cell').first()).toHaveText(/^\d{1,2}:\d{2} AM – \d{1,2}:\d{2} PM$/);

    // Tickets: product cards of the Colosseum collection; reviews of the collection.
    const tickets = page.getByRole('region', { name: 'Tickets and tours' });
    await expect(tickets.getByRole('link', { name: /Colosseum/ }).first()).toBeVisible();
    await expect(page.locator('#reviews')).toContainText(/\d+ reviews/);

    // Itinerary: a timeline of stops with times, and a map with its text equivalent.
    const itinerary = page.getByRole('region', { name: 'Itinerary' });
    const timeline = itinerary.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem')).toHaveCount(5);
    await expect(timeline.getByRole('listitem').nth(1)).toContainText('Colosseum');
    await expect(timeline.getByRole('listitem').nth(1)).toContainText('Time here: 75 min');
    await expect(itinerary.getByRole('img', { name: 'Map of the itinerary' })).toBeVisible();
    const mapText = itinerary.getByRole('figure').getByRole('listitem');
    await expect(mapText).toHaveCount(5);
    await expect(mapText.nth(2)).toHaveText(/Roman Forum — 0\.\d km north-west of the previous stop/);

    // Plan your visit and quick information.
    const plan = page.getByRole('region', { name: 'Plan your visit' });
    await expect(plan.getByRole('term')).toHaveText(['Metro', 'Bus', 'Tram', 'On foot']);
    const quick = page.getByRole('region', { name: 'Quick information' });
    await expect(quick.getByRole('term')).toHaveText([
      'Time to allow',
      'Opening hours today',
      'Last entry',
      'Address',
      'Accessibility',
    ]);

    // Best time to visit: crowd levels by weekday and a 12-month season strip, in words.
    const best = page.getByRole('region', { name: 'Best time to visit' });
    const crowds = best.getByRole('table', { name: /^Crowd level by day/ });
    await expect(crowds.getByRole('rowheader')).toHaveText(WEEKDAYS);
    for (const cell of await crowds
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .all()) {
      await expect(cell.getByRole('cell').first()).toHaveText(CROWD_WORDS_EN);
    }
    await expect(best.getByText(/^Quietest day: \w+day$/)).toBeVisible();
    const seasons = best.getByRole('table', { name: 'Season by month' });
    await expect(seasons.getByRole('rowheader')).toHaveText(MONTHS);
    await expect(seasons.getByRole('cell')).toHaveText(
      Array.from({ length: 12 }, () => /^(Low season|Mid season|Peak season)$/),
    );
    // The Colosseum's long summer hours and busy summers: July is peak season, January low.
    await expect(seasons.getByRole('row', { name: /July/ }).getByRole('cell')).toHaveText('Peak season');
    await expect(seasons.getByRole('row', { name: /January/ }).getByRole('cell')).toHaveText('Low season');
    await context.close();
  });

  test('in Arabic: right to left, every section, 24-hour clock, words in Arabic', async ({ page }) => {
    await page.goto(siteUrl('colosseum', '/ar/visitor-guide/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', /^ar/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الكولوسيوم: الدليل الكامل للزيارة');
    for (const name of [
      'نبذة',
      'المكان ومواعيد العمل',
      'التذاكر والجولات',
      'مسار الجولة',
      'خطط لزيارتك',
      'معلومات سريعة',
      'أفضل وقت للزيارة',
    ])
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    await expect(page.locator('#reviews')).toBeVisible();
    const hours = page.getByRole('table', { name: 'مواعيد العمل' });
    await expect(hours.getByRole('cell').first()).toHaveText(/^من \d{2}:\d{2} إلى \d{2}:\d{2}$/);
    const crowds = page.getByRole('table', { name: /^مستوى الازدحام حسب اليوم/ });
    await expect(crowds.getByRole('rowheader')).toHaveCount(7);
    await expect(crowds.getByRole('rowheader').first()).toHaveText('الاثنين');
    for (const row of await crowds
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .all())
      await expect(row.getByRole('cell').first()).toHaveText(
        /^(هادئ|مزدحم|مزدحم جدًا|مغلق|لا تذاكر معروضة للبيع)$/,
      );
    const seasons = page.getByRole('table', { name: 'الموسم حسب الشهر' });
    await expect(seasons.getByRole('rowheader').first()).toHaveText('يناير');
    await expect(seasons.getByRole('cell')).toHaveCount(12);
    await expect(page.getByRole('img', { name: 'خريطة مسار الجولة' })).toBeVisible();
    await expect(page.getByRole('figure').getByRole('listitem').nth(1)).toContainText(
      'إلى الشرق من المحطة السابقة',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the English guide has no serious accessibility violations; the header links to it', async ({
    page,
  }) => {
    await page.goto(siteUrl('colosseum', '/'));
    await openMenu(page);
    await page.getByRole('banner').getByRole('link', { name: 'Visitor guide' }).click();
    await expect(page).toHaveURL(/\/visitor-guide\/$/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the Vatican Museums guide in Spanish: closed on Sundays, and its TouristAttraction', async ({
    page,
  }) => {
    await page.goto(siteUrl('vatican', '/es/visitor-guide/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Museos Vaticanos: la guía completa para tu visita',
    );
    const crowds = page.getByRole('table', { name: /^Afluencia por día/ });
    await expect(
      crowds
        .getByRole('row', { name: /domingo/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('Cerrado');
    const hours = page.getByRole('table', { name: 'Horario de apertura' });
    await expect(
      hours
        .getByRole('row', { name: /domingo/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('Cerrado');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const attraction = jsonLd
      .flatMap((text) => {
        const parsed = JSON.parse(text) as unknown;
        return Array.isArray(parsed) ? parsed : [parsed];
      })
      .find((entity) => (entity as { '@type'?: string })['@type'] === 'TouristAttraction') as
      { name: string; openingHoursSpecification: { dayOfWeek: string }[] } | undefined;
    expect(attraction?.name).toBe('Museos Vaticanos');
    expect(attraction?.openingHoursSpecification.map((spec) => spec.dayOfWeek)).not.toContain(
      'https://schema.org/Sunday',
    );
    expect(attraction?.openingHoursSpecification).toHaveLength(6);
  });
});
