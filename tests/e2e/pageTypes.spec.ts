import { expect, test, siteUrl } from './helpers';

// Each page type resolves from its document and renders its title and rich text.
const pages = [
  ['seatMapExperiment', 'london-theatre', '/lyceum-theatre-seating-plan/'],
  ['city', 'paris', '/'],
  ['city', 'colosseum', '/rome-city-guide/'],
  ['hopOnHopOff', 'london-bus', '/'],
  ['cruises', 'paris', '/seine-river-cruises/'],
  ['airportTransfers', 'rome-transfers', '/'],
  ['airportTransfers', 'rome-transfers', '/shared-shuttle/'],
  ['category', 'vatican', '/tickets/'],
  ['subCategory', 'colosseum', '/guided-tours/'],
  ['default', 'broadway', '/theatre-district-guide/'],
] as const;

test.describe('page types', () => {
  for (const [type, alias, path] of pages) {
    test(`${alias}${path} resolves as ${type}`, async ({ page }) => {
      const response = await page.goto(siteUrl(alias, path));
      expect(response?.status()).toBe(200);
      await expect(page.locator('.page-frame')).toHaveAttribute('data-page-type', type);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      expect(await page.locator('.page-body p').count()).toBeGreaterThan(0);
    });
  }

  test('show pages render from showpage documents', async ({ page }) => {
    await page.goto(siteUrl('broadway', '/hamilton/'));
    await expect(page.locator('.page-frame')).toHaveAttribute('data-document-type', 'showpage');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hamilton');
  });
});
