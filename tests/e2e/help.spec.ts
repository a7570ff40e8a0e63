import AxeBuilder from '@axe-core/playwright';
import { expect, test, hostRequest, siteUrl } from './helpers';

// A help and contact page on every demo site in every language it has, and a footer link to it on
// every page (issue 21 §4). The pages are content (`help_page` documents, src/content/<site>/<lang>/help.json).

const SITES = {
  broadway: ['broadway-show-tickets.com', ['en', 'ar', 'cn', 'de', 'es']],
  colosseum: ['colosseum-rome-tickets.com', ['en', 'ar', 'cn', 'de', 'fr', 'it']],
  global: ['tickets-tours-worldwide.com', ['en', 'ar', 'fr']],
  'london-bus': ['london-hop-on-hop-off-tours.com', ['en', 'ar', 'cn', 'es']],
  'london-theatre': ['london-theatre-tickets.com', ['en', 'ar', 'es', 'fr', 'ja']],
  paris: ['paris-city-tickets.com', ['en', 'ar', 'cn', 'de', 'fr']],
  'rome-transfers': ['rome-airport-transfers.com', ['en', 'ar', 'it', 'ja']],
  vatican: ['vatican-museums-tickets.com', ['en', 'ar', 'es', 'it', 'ja']],
  vienna: ['vienna-opera-tickets.com', ['en', 'ar', 'de', 'ja']],
} as const;

const prefix = (language: string) => (language === 'en' ? '' : `/${language}`);

test.describe('help and contact pages', () => {
  for (const [alias, [domain, languages]] of Object.entries(SITES)) {
    test(`${alias} has one in each of its languages, with contact options on its domain`, async ({
      request,
    }) => {
      for (const language of languages) {
        const { url, headers } = hostRequest(alias, `${prefix(language)}/help/`);
        const response = await request.get(url, { headers });
        expect(response.status(), `${alias} ${language}`).toBe(200);
        const html = await response.text();
        expect(html).toContain(`href="mailto:help@${domain}"`);
        expect(html).toMatch(/href="tel:\+\d{9,15}"/);
        // Booking, tickets, cancellation and refunds, contact: four sections.
        expect(html.match(/<h2[^>]*>/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
        // Its own footer links to it, in its language.
        expect(html).toContain(`<a href="${prefix(language)}/help/"`);
      }
    });
  }
});

test.describe('the footer links to the help page on every page', () => {
  test.use({ javaScriptEnabled: false });
  const pages = [
    ['broadway', '/hamilton/', '/help/'],
    ['paris', '/fr/', '/fr/help/'],
    ['colosseum', '/ar/guided-tours/', '/ar/help/'],
    ['rome-transfers', '/', '/help/'],
    ['global', '/italy/rome/', '/help/'],
    ['london-theatre', '/ja/', '/ja/help/'],
  ] as const;
  for (const [alias, path, help] of pages) {
    test(`${alias}${path}`, async ({ page }) => {
      await page.goto(siteUrl(alias, path));
      const link = page.locator('footer.site-footer').locator(`a[href="${help}"]`);
      await expect(link).toHaveCount(1);
      await link.click();
      await expect(page).toHaveURL(siteUrl(alias, help));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('the help page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const path of ['/help/', '/ar/help/']) {
    test(`london-theatre${path} fits the screen, is mirrored in Arabic and passes axe`, async ({ page }) => {
      await page.goto(siteUrl('london-theatre', path));
      await expect(page.locator('html')).toHaveAttribute('dir', path.startsWith('/ar/') ? 'rtl' : 'ltr');
      await expect(page.getByRole('link', { name: 'help@london-theatre-tickets.com' })).toBeVisible();
      await expect(page.getByRole('link', { name: '+44 20 7946 0958' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    });
  }
});
