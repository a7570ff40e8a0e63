import { expect, test, siteUrl } from './helpers';

// Every page type of issue 7 in two languages and two currencies, without JavaScript: the page answers
// 200 in its language, and every price on it (cards, booking box, tiles with data-currency) is in the
// visitor's currency.
const PAGES = [
  ['landing page with cards', 'london-theatre', ['/', '/ar/']],
  ['collection page', 'london-theatre', ['/west-end-shows/', '/fr/west-end-shows/']],
  ['category page', 'vatican', ['/tickets/', '/ar/tickets/']],
  ['sub-category page', 'colosseum', ['/guided-tours/', '/ar/guided-tours/']],
  ['city page', 'paris', ['/', '/fr/']],
  ['show page', 'london-theatre', ['/wicked/', '/ar/wicked/']],
  ['reviews page', 'london-theatre', ['/reviews/', '/es/reviews/']],
  ['content page', 'colosseum', ['/visitor-guide/', '/ar/visitor-guide/']],
] as const;
const CURRENCIES = ['USD', 'JPY'] as const;

test.describe('every page type in two languages and two currencies', () => {
  test.use({ javaScriptEnabled: false });
  for (const [label, alias, paths] of PAGES) {
    for (const currency of CURRENCIES) {
      test(`${label} (${alias}) in ${currency}`, async ({ page, context }) => {
        await context.addCookies([{ name: 'currentCurrency', value: currency, url: siteUrl(alias, '/') }]);
        for (const path of paths) {
          const response = await page.goto(siteUrl(alias, path));
          expect(response?.status()).toBe(200);
          const first = path.split('/')[1] ?? '';
          const language = /^[a-z]{2}$/.test(first) ? first : 'en';
          await expect(page.locator('html')).toHaveAttribute('data-language', language);
          await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
          const currencies = await page
            .locator('[data-currency]')
            .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-currency')));
          if (label !== 'reviews page') expect(currencies.length).toBeGreaterThan(0);
          expect(new Set(currencies)).toEqual(new Set(currencies.length > 0 ? [currency] : []));
        }
      });
    }
  }
});
