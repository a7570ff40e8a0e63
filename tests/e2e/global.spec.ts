import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, indexUrl, siteUrl } from './helpers';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
const jsonLdTypes = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => (JSON.parse(text) as { '@type': string })['@type'],
  );
const colosseumTickets = 'Colosseum, Roman Forum & Palatine Hill Priority Tickets';

test.describe('global site (B1)', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('walks home → country → city → collection → experience and back by the breadcrumbs, in English', async ({
      page,
    }) => {
      // The CTA-copy experiment (50/50) names the booking link; the control's copy is asserted below.
      await page.goto(siteUrl('global', '/?experimentOverride=cta-copy:control'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Tickets and tours in the world’s great cities',
      );
      const destinations = page.getByRole('region', { name: 'Top destinations' });
      await expect(destinations.getByRole('heading', { level: 3 })).toHaveText([
        'Rome',
        'Paris',
        'London',
        'Naples',
      ]);
      await expect(destinations.getByRole('listitem').first()).toContainText(/\d+ experiences/);
      await expect(destinations.getByRole('listitem').first()).toContainText(/From \$\d/);
      await expect(page.getByRole('region', { name: 'Top collections' }).getByRole('link')).toHaveText([
        'Colosseum',
        'Eiffel Tower',
        'West End shows',
      ]);
      await expect(
        page.getByRole('region', { name: 'Top experiences' }).getByRole('link', { name: 'The Lion King' }),
      ).toHaveAttribute('href', siteUrl('global', '/united-kingdom/london/the-lion-king/'));

      await page
        .getByRole('region', { name: 'Browse by country' })
        .getByRole('link', { name: 'Italy' })
        .click();
      await expect(page).toHaveURL(siteUrl('global', '/italy/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Things to do in Italy');
      const cities = page.getByRole('region', { name: 'Cities in Italy' });
      await expect(cities.getByRole('link')).toHaveText(['Rome', 'Naples']);
      await expect(
        page.getByRole('region', { name: 'Top experiences in Italy' }).getByRole('listitem').first(),
      ).toBeVisible();

      await cities.getByRole('link', { name: 'Rome' }).click();
      await expect(page).toHaveURL(siteUrl('global', '/italy/rome/'));
      await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link')).toHaveText([
        'Home',
        'Italy',
      ]);
      await expect(
        page
          .getByRole('navigation', { name: 'Our Rome sites' })
          .getByRole('link', { name: 'Colosseum Rome Tickets' }),
      ).toHaveAttribute('href', siteUrl('colosseum', '/'));

      await page
        .getByRole('region', { name: 'Top things to do in Rome' })
        .getByRole('link', { name: 'Colosseum' })
        .click();
      await expect(page).toHaveURL(siteUrl('global', '/italy/rome/colosseum/'));
      await expect(page.getByText(/Tickets from \$\d/)).toBeVisible();

      await page
        .getByRole('region', { name: 'All experiences' })
        .getByRole('link', { name: colosseumTickets })
        .first()
        .click();
      await expect(page).toHaveURL(
        siteUrl('global', '/italy/rome/colosseum-roman-forum-palatine-hill-priority-tickets/'),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(colosseumTickets);
      await expect(page.getByRole('list', { name: 'Photos' }).getByRole('img')).not.toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Highlights' })).toBeVisible();
      const booking = page.getByRole('complementary', { name: 'Book now' });
      await expect(booking).toContainText(/Next available: /);
      await expect(booking).toContainText('Free cancellation');
      await expect(booking.getByRole('link', { name: 'Book now' })).toHaveAttribute(
        'href',
        /\/book\/10201\/.*currencyCode=USD/,
      );
      await expect(page.getByRole('link', { name: 'Part of Colosseum' })).toHaveAttribute(
        'href',
        '/italy/rome/colosseum/',
      );

      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
      await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Italy', 'Rome']);
      await crumbs.getByRole('link', { name: 'Rome' }).click();
      await expect(page).toHaveURL(siteUrl('global', '/italy/rome/'));
      await page
        .getByRole('navigation', { name: 'Breadcrumbs' })
        .getByRole('link', { name: 'Italy' })
        .click();
      await expect(page).toHaveURL(siteUrl('global', '/italy/'));
      await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(siteUrl('global', '/'));
    });

    test('walks the same pages in Arabic, right to left', async ({ page }) => {
      await page.goto(siteUrl('global', '/ar/'));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('تذاكر وجولات في أشهر مدن العالم');
      await page
        .getByRole('region', { name: 'تصفّح حسب الدولة' })
        .getByRole('link', { name: 'المملكة المتحدة' })
        .click();
      await expect(page).toHaveURL(siteUrl('global', '/ar/united-kingdom/'));
      await page
        .getByRole('region', { name: 'مدن المملكة المتحدة' })
        .getByRole('link', { name: 'لندن' })
        .click();
      await expect(page).toHaveURL(siteUrl('global', '/ar/united-kingdom/london/'));
      await page
        .getByRole('region', { name: 'أفضل الأنشطة في لندن' })
        .getByRole('link', { name: 'عروض الويست إند' })
        .click();
      await expect(page).toHaveURL(siteUrl('global', '/ar/united-kingdom/london/west-end-shows/'));
      await page
        .getByRole('region', { name: 'كل التجارب' })
        .getByRole('link', { name: 'الأسد الملك' })
        .first()
        .click();
      await expect(page).toHaveURL(siteUrl('global', '/ar/united-kingdom/london/the-lion-king/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('الأسد الملك');
      const crumbs = page.getByRole('navigation', { name: 'مسار التنقل' });
      await expect(crumbs.getByRole('link')).toHaveText(['الرئيسية', 'المملكة المتحدة', 'لندن']);
      await crumbs.getByRole('link', { name: 'المملكة المتحدة' }).click();
      await expect(page).toHaveURL(siteUrl('global', '/ar/united-kingdom/'));
      await page
        .getByRole('navigation', { name: 'مسار التنقل' })
        .getByRole('link', { name: 'الرئيسية' })
        .click();
      await expect(page).toHaveURL(siteUrl('global', '/ar/'));
    });

    test('shows prices in the currency the visitor picks (?currency=)', async ({ page }) => {
      await page.goto(siteUrl('global', '/france/paris/?currency=GBP'));
      await expect(page).toHaveURL(siteUrl('global', '/france/paris/'));
      const tiles = page.getByRole('region', { name: 'Top things to do in Paris' });
      await expect(tiles.getByRole('listitem').first()).toContainText(/From £\d/);
      await page.goto(siteUrl('global', '/france/paris/?currency=EUR'));
      await expect(tiles.getByRole('listitem').first()).toContainText(/From €\d/);
      await expect(
        page.getByRole('region', { name: 'Top experiences in Paris' }).getByRole('listitem').first(),
      ).toContainText('€');
    });
  });

  test('answers 404 for a country it has no page for, in English and Arabic', async ({ page }) => {
    expect((await page.goto(siteUrl('global', '/spain/')))?.status()).toBe(404);
    expect((await page.goto(siteUrl('global', '/ar/italy/atlantis/')))?.status()).toBe(404);
    await expect(page.getByRole('link', { name: /./ }).first()).toBeVisible();
  });

  test('the index of microsites lists the global site', async ({ page }) => {
    await page.goto(indexUrl);
    await expect(page.getByRole('link', { name: 'Tickets & Tours Worldwide' })).toHaveAttribute(
      'href',
      siteUrl('global'),
    );
  });

  test('describes its pages with JSON-LD: destinations, product with offer and rating, breadcrumbs, item lists', async ({
    page,
  }) => {
    await page.goto(siteUrl('global', '/italy/'));
    expect(await jsonLdTypes(page)).toEqual(
      expect.arrayContaining(['TouristDestination', 'Organization', 'WebSite', 'BreadcrumbList', 'ItemList']),
    );
    await page.goto(siteUrl('global', '/france/paris/eiffel-tower-summit-access-tickets/'));
    const product = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entity) => entity['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Eiffel Tower Summit Access Tickets',
      sku: '10401',
      offers: { '@type': 'Offer', availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating' },
    });
  });

  for (const path of [
    '/',
    '/italy/rome/',
    '/italy/rome/colosseum/',
    '/ar/france/paris/eiffel-tower-summit-access-tickets/',
    '/ar/italy/',
  ])
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(siteUrl('global', path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
});
