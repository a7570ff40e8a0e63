import type { Page } from '@playwright/test';
import { expect, test, siteUrl, inDays } from './helpers';

// Issue 21 §3 "One currency on the page": after a currency switch with JavaScript, no amount on any
// page type is left in the old currency (cards, booking box, calendar days, transfer results, the
// hop-on hop-off comparison, a theatre's week, collection headers, shortcode prices in body copy).

const PAGES = [
  ['landing page', 'london-theatre', '/'],
  ['collection page', 'london-theatre', '/west-end-shows/'],
  ['show page with calendar', 'london-theatre', '/wicked/'],
  ['show page (Broadway)', 'broadway', '/hamilton/'],
  ['reviews page', 'london-theatre', '/reviews/'],
  ['news page', 'london-theatre', '/news/'],
  ['venue page', 'london-theatre', '/lyceum-theatre/'],
  ['venue page (Vienna)', 'vienna', '/wiener-staatsoper/'],
  ['seating plan', 'london-theatre', '/lyceum-theatre-seating-plan/'],
  ['category page', 'vatican', '/tickets/'],
  ['sub-category page', 'colosseum', '/guided-tours/'],
  ['content page', 'colosseum', '/visitor-guide/'],
  ['landing page with shortcodes', 'colosseum', '/'],
  ['day trips', 'colosseum', '/day-trips-from-rome/'],
  ['shoulder page', 'colosseum', '/what-to-see/'],
  ['city page', 'paris', '/'],
  ['cruises', 'paris', '/seine-river-cruises/'],
  ['hop-on hop-off', 'london-bus', '/'],
  ['transfer results', 'rome-transfers', `/?pickup=FCO&dropoff=ROME_CENTRE&date=${inDays(3)}&guests=2`],
  ['transfer route page', 'rome-transfers', '/fiumicino-to-rome/'],
  ['default page', 'broadway', '/theatre-district-guide/'],
  ['global country page', 'global', '/italy/'],
  ['global city page', 'global', '/italy/rome/'],
] as const;

/** Every text and accessible name on the page outside the currency switcher (which lists every currency). */
const moneyTexts = (page: Page) =>
  page.evaluate(() => {
    const switcher = document.querySelector('.currency-selector');
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || switcher?.contains(parent) || parent.closest('script, style, template')) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [data-currency]')) {
      if (switcher?.contains(element)) continue;
      for (const name of ['aria-label', 'title', 'data-currency']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });

/** Page types that show no amount in the demo content: checked for a leftover all the same. */
const WITHOUT_PRICES = new Set<string>(['reviews page', 'news page', 'default page']);

const inPounds = (texts: string[]) => texts.filter((text) => /£|\bGBP\b/.test(text));

test.describe('a currency switch reaches every amount on the page', () => {
  for (const [label, alias, path] of PAGES) {
    test(`${label} (${alias}${path.split('?')[0]})`, async ({ page, context }) => {
      await context.addCookies([
        // On the registrable domain, as the server and the switcher set it (one cookie, not two).
        { name: 'currentCurrency', value: 'GBP', domain: `.${alias}.localhost`, path: '/' },
        { name: 'cookieConsent', value: 'necessary', url: siteUrl(alias, '/') },
      ]);
      await page.goto(siteUrl(alias, path));
      const before = inPounds(await moneyTexts(page));
      if (!WITHOUT_PRICES.has(label))
        expect(before.length, 'the page shows prices in pounds first').toBeGreaterThan(0);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      const switcher = page.locator('.currency-selector');
      await switcher.hover();
      await expect(switcher).toHaveAttribute('data-ready', '');
      await page.getByRole('button', { name: 'Currency: GBP' }).click();
      await page
        .getByRole('navigation', { name: 'Choose a currency' })
        .getByRole('link', { name: /EUR/ })
        .click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Prices are now shown in euro (EUR).' }),
      ).toBeVisible();
      await expect.poll(async () => inPounds(await moneyTexts(page)), { timeout: 10_000 }).toEqual([]);
      if (!WITHOUT_PRICES.has(label))
        expect((await moneyTexts(page)).some((text) => text.includes('€'))).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
    });
  }
});

test('a percentage promo code survives a currency switch: prices, saving and booking links follow', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'currentCurrency', value: 'GBP', domain: '.london-theatre.localhost', path: '/' },
    { name: 'cookieConsent', value: 'necessary', domain: '.london-theatre.localhost', path: '/' },
  ]);
  const url = siteUrl('london-theatre', '/the-lion-king/?promo=lyceum10');
  await page.goto(url);
  const box = page.locator('.booking-box');
  await expect(box.getByRole('status')).toHaveText(/Promo code LYCEUM10 applied/);
  await expect(box.locator('strong[data-price]')).toHaveText('£40.50');

  const switcher = page.locator('.currency-selector');
  await switcher.hover();
  await expect(switcher).toHaveAttribute('data-ready', '');
  await page.getByRole('button', { name: 'Currency: GBP' }).click();
  await page
    .getByRole('navigation', { name: 'Choose a currency' })
    .getByRole('link', { name: /EUR/ })
    .click();
  await expect(box.locator('strong[data-price]')).toHaveAttribute('data-currency', 'EUR');

  expect(page.url()).toBe(url);
  await expect(box.getByRole('status')).toHaveText(/Promo code LYCEUM10 applied/);
  const original = Number((await box.locator('s').textContent())?.replace(/[^\d.]/g, ''));
  const discounted = Number(await box.locator('strong[data-price]').getAttribute('data-price'));
  await expect(box.locator('s')).toHaveText(/^€\d/);
  await expect(box.locator('strong[data-price]')).toHaveText(/^€\d/);
  // 10 % off in euros too: the same code applied to the euro price.
  expect(discounted).toBeCloseTo(original * 0.9, 1);
  await expect(box.getByText(/^You save €\d/)).toBeVisible();
  for (const href of await box
    .locator('a.cta, a.dates')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
    expect(href).toMatch(/couponCode=LYCEUM10&currencyCode=EUR$/);
});
