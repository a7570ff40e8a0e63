import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, siteUrl } from './helpers';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
const appState = async (page: Page) => JSON.parse((await page.locator('#app-state').textContent()) ?? '{}');
const jsonLdTypes = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => (JSON.parse(text) as { '@type': string })['@type'],
  );

test.describe('theatre (venue) pages', () => {
  test('the Lyceum: facts, now playing, a week of performances, the seat plan, past shows and nearby theatres', async ({
    page,
  }) => {
    await page.goto(siteUrl('london-theatre', '/lyceum-theatre/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lyceum Theatre');
    await expect(page.getByText('21 Wellington Street, London WC2E 7RQ, United Kingdom')).toBeVisible();
    const nowPlaying = page.getByRole('region', { name: 'Now playing' });
    await expect(nowPlaying.getByRole('heading', { name: 'The Lion King' })).toBeVisible();
    const whatsOn = page.getByRole('region', { name: 'What’s on this week' });
    await expect(whatsOn.locator('ol.whats-on > li')).toHaveCount(7);
    await expect(whatsOn.getByRole('link', { name: 'The Lion King' }).first()).toHaveAttribute(
      'href',
      siteUrl('london-theatre', '/the-lion-king/'),
    );
    const plan = page.getByRole('region', { name: 'Seating plan' });
    await expect(plan.getByRole('link', { name: /^Grand Circle: 397 seats, £45 – £49\.50$/ })).toBeVisible();
    await expect(plan.getByRole('row')).toHaveCount(4);
    await expect(plan.getByRole('link', { name: 'Seating plan and best seats' })).toHaveAttribute(
      'href',
      '/lyceum-theatre-seating-plan/',
    );
    const past = page.getByRole('region', { name: 'Past shows' });
    await expect(past.getByRole('listitem')).toHaveText([
      /Closed\s*Oklahoma!/,
      /Closed\s*Jesus Christ Superstar/,
    ]);
    await expect(page.getByRole('region', { name: 'Theatres nearby' }).getByRole('listitem')).toHaveCount(4);
    expect((await appState(page)).pageMeta.analyticsPageType).toBe('Venue Page');
    expect(await jsonLdTypes(page)).toEqual(
      expect.arrayContaining(['PerformingArtsTheater', 'TheaterEvent']),
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('in Arabic, right to left, with the same parts', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/ar/lyceum-theatre/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مسرح لايسيوم');
    await expect(page.locator('ol.whats-on > li')).toHaveCount(7);
    await expect(page.locator('.productions [data-state="closed"]')).toHaveCount(2);
    await expect(page.locator('a.section')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('Broadway in Spanish and the Vienna State Opera in German, with coming productions', async ({
    page,
  }) => {
    await page.goto(siteUrl('broadway', '/es/gershwin-theatre/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gershwin Theatre');
    await expect(page.locator('a.section')).toHaveCount(3);
    await page.goto(siteUrl('vienna', '/de/wiener-staatsoper/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wiener Staatsoper');
    await expect(page.locator('a.section')).toHaveCount(4);
    await expect(
      page.getByRole('region', { name: 'Spielplan dieser Woche' }).locator('li li').first(),
    ).toBeVisible();
    // Productions are upcoming or past by their dates; every one carries its state label.
    const labelled = page.locator('.productions li[data-state]');
    expect(await labelled.count()).toBeGreaterThanOrEqual(3);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('seating-plan pages', () => {
  test('the seat map works by keyboard: arrow keys move between sections, Enter picks one', async ({
    page,
  }) => {
    await page.goto(
      siteUrl('london-theatre', '/lyceum-theatre-seating-plan/?experimentOverride=seat-map-revamp:control'),
    );
    const sections = page.locator('a.section');
    await expect(sections).toHaveCount(3);
    // One Tab stop: the first section; the others are reached with the arrow keys.
    await expect(sections.nth(0)).toHaveAttribute('tabindex', '0');
    await expect(sections.nth(1)).toHaveAttribute('tabindex', '-1');
    await sections.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(sections.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(sections.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(sections.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#seat-map-60001-royal-circle$/);
    await expect(page.locator('tr:target th')).toHaveText('Royal Circle');
    await expect(sections.nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test('without JavaScript every section is a link to its row', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('london-theatre', '/lyceum-theatre-seating-plan/'));
    await page.getByRole('link', { name: /^Stalls: 1,073 seats/ }).click();
    await expect(page.locator('tr:target th')).toHaveText('Stalls');
    await context.close();
  });

  for (const variant of ['control', 'treatment'] as const) {
    test(`the venue seats page in the seat-map experiment's ${variant}`, async ({ page }) => {
      await page.goto(
        siteUrl(
          'london-theatre',
          `/lyceum-theatre-seating-plan/?experimentOverride=seat-map-revamp:${variant}`,
        ),
      );
      await expect(page.locator('[data-seat-map-variant]')).toHaveAttribute('data-seat-map-variant', variant);
      const state = await appState(page);
      expect(state.pageMeta.analyticsPageType).toBe('Venue Seats Page');
      const rows = page.locator('tbody th');
      if (variant === 'treatment') {
        await expect(
          page.getByRole('list', { name: 'Price range, cheapest first' }).getByRole('listitem'),
        ).toHaveText(['Grand Circle: £45 – £49.50', /^Royal Circle: /, /^Stalls: /]);
        await expect(rows).toHaveText(['Grand Circle', 'Royal Circle', 'Stalls']);
        await expect(page.locator('a.section[data-tier="1"]')).toHaveAttribute(
          'data-section',
          'grand-circle',
        );
      } else {
        await expect(page.getByRole('list', { name: 'Price range, cheapest first' })).toHaveCount(0);
        await expect(rows).toHaveText(['Stalls', 'Royal Circle', 'Grand Circle']);
        await expect(page.locator('a.section[data-tier]')).toHaveCount(0);
      }
      await expect(page.getByRole('link', { name: 'Book The Lion King' })).toHaveAttribute(
        'href',
        siteUrl('london-theatre', '/the-lion-king/'),
      );
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the seating plan in Arabic', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/ar/lyceum-theatre-seating-plan/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('a.section')).toHaveCount(3);
    await page.locator('a.section').first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('a.section').nth(1)).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
