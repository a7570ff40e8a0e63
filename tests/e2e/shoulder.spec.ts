import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, siteUrl } from './helpers';

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { '@type': string; name?: string; mainEntity?: unknown[] },
  );

test.describe('shoulder pages (the Colosseum guide)', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('opening hours: breadcrumbs to the landing page, the guide with this page current, previous and next', async ({
      page,
    }) => {
      const response = await page.goto(siteUrl('colosseum', '/opening-hours/'));
      expect(response?.status()).toBe(200);
      await expect(page.locator('.page-frame')).toHaveAttribute('data-view', 'shoulder');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colosseum Opening Hours');
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
      await expect(crumbs.getByRole('link')).toHaveText(['Colosseum Tickets and Tours in Rome']);
      await expect(crumbs.getByRole('link')).toHaveAttribute('href', siteUrl('colosseum', '/'));
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Colosseum Opening Hours');

      const guide = page.getByRole('navigation', { name: 'More about the Colosseum' });
      await expect(guide.getByRole('link')).toHaveText([
        'About',
        'History',
        'Architecture',
        'Inside',
        'What to see',
        'Facts',
        'Plan your visit',
        'Opening hours',
        'Getting there',
        'Directions',
        'Entrances',
        'Skip the line',
        'Guided tours',
        'Tips',
        'Where to eat',
        'Visiting the Colosseum with Reduced Mobility',
      ]);
      await expect(guide.locator('[aria-current="page"]')).toHaveText('Opening hours');
      await expect(guide.getByRole('link', { name: 'Opening hours' })).toHaveAttribute(
        'href',
        '/opening-hours/',
      );

      const pager = page.getByRole('navigation', { name: 'Previous and next guide' });
      await expect(
        pager.getByRole('link', { name: 'Previous: Plan Your Visit to the Colosseum' }),
      ).toHaveAttribute('href', '/plan-your-visit/');
      await pager.getByRole('link', { name: 'Next: How to Get to the Colosseum' }).click();
      await expect(page).toHaveURL(siteUrl('colosseum', '/getting-there/'));
      await expect(
        page.getByRole('navigation', { name: 'More about the Colosseum' }).locator('[aria-current="page"]'),
      ).toHaveText('Getting there');
      await page
        .getByRole('navigation', { name: 'More about the Colosseum' })
        .getByRole('link', { name: 'Entrances' })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colosseum Entrances');
      await expect(
        page.getByRole('heading', { name: 'The ancient gates: Gate of Life and Gate of Death' }),
      ).toBeVisible();
    });

    test('the guide ends without a next page and starts without a previous one', async ({ page }) => {
      await page.goto(siteUrl('colosseum', '/accessibility/'));
      const pager = page.getByRole('navigation', { name: 'Previous and next guide' });
      await expect(pager.getByRole('link')).toHaveCount(1);
      await expect(
        pager.getByRole('link', { name: 'Previous: Restaurants near the Colosseum' }),
      ).toBeVisible();
      await page.goto(siteUrl('colosseum', '/about/'));
      const first = page.getByRole('navigation', { name: 'Previous and next guide' }).getByRole('link');
      await expect(first).toHaveCount(1);
      await expect(first).toHaveAccessibleName('Next: History of the Colosseum');
    });

    test('what to see: A sights with their tickets, B on the standard visit, C listed briefly', async ({
      page,
    }) => {
      await page.goto(siteUrl('colosseum', '/what-to-see/'));
      const major = page.locator('[data-sub-attraction-type="A"]');
      await expect(major.getByRole('heading', { level: 2 })).toHaveText([
        'Colosseum underground (hypogeum)',
        'Arena floor',
        'Roman Forum',
        'Palatine Hill',
        'Upper tiers and Belvedere',
      ]);
      const underground = page.getByRole('region', { name: 'Colosseum underground (hypogeum)' });
      await expect(underground.getByText('Main sight')).toBeVisible();
      await expect(underground.getByText('Time needed: About 1 hour')).toBeVisible();
      await expect(underground.getByRole('heading', { level: 3 })).toHaveText([
        'Colosseum Underground & Arena Guided Tour',
        'Colosseum Night Tour with Underground',
      ]);
      await expect(underground.locator('[data-currency]').first()).toBeVisible();
      const belvedere = page.getByRole('region', { name: 'Upper tiers and Belvedere' });
      await expect(belvedere.getByRole('img', { name: 'The Colosseum seen from above' })).toBeVisible();
      await expect(
        belvedere.getByRole('link', { name: 'More about Upper tiers and Belvedere' }),
      ).toHaveAttribute('href', '/guided-tours/');

      const standard = page.getByRole('region', { name: 'On the standard visit' });
      await expect(standard.getByRole('heading', { level: 3 })).toHaveText([
        'First and second levels',
        'Exhibition on the second level',
      ]);
      await expect(standard.getByRole('img')).toHaveCount(2);
      const minor = page.getByRole('region', { name: 'Also worth a look' });
      await expect(minor.getByRole('listitem')).toHaveCount(5);
      await expect(minor.getByRole('listitem').first()).toHaveText(
        'Arch of Constantine: the triumphal arch of AD 315 beside the Colosseum, free to see from the square.',
      );

      const entities = await jsonLd(page);
      expect(
        entities.filter((entity) => entity['@type'] === 'TouristAttraction').map((entity) => entity.name),
      ).toEqual([
        'Colosseum underground (hypogeum)',
        'Arena floor',
        'Roman Forum',
        'Palatine Hill',
        'Upper tiers and Belvedere',
        'First and second levels',
        'Exhibition on the second level',
      ]);
      expect(entities.map((entity) => entity['@type'])).toContain('BreadcrumbList');
    });

    test('a failing catalogue only takes the sight’s tickets away: the page stays up and says so', async ({
      page,
    }) => {
      await page.setExtraHTTPHeaders({ 'x-catalogue-fault': 'tour-groups/1020' });
      const response = await page.goto(siteUrl('colosseum', '/what-to-see/'));
      expect(response?.status()).toBe(200);
      const underground = page.getByRole('region', { name: 'Colosseum underground (hypogeum)' });
      await expect(underground.getByRole('status')).toHaveText(
        'We couldn’t load these experiences just now. Please try again in a moment.',
      );
      await expect(underground.getByText('Time needed: About 1 hour')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'More about the Colosseum' })).toBeVisible();
    });

    test('tips: the questions and answers are an FAQPage', async ({ page }) => {
      await page.goto(siteUrl('colosseum', '/tips/'));
      await expect(
        page.getByRole('heading', { level: 3, name: 'How long does a visit take?' }),
      ).toBeVisible();
      const faq = (await jsonLd(page)).find((entity) => entity['@type'] === 'FAQPage');
      expect(faq?.mainEntity).toHaveLength(5);
    });

    test('the landing page lists the guide under "Plan your visit"', async ({ page }) => {
      await page.goto(siteUrl('colosseum', '/'));
      const block = page.getByRole('region', { name: 'Plan your visit' });
      await expect(block.getByRole('link')).toHaveCount(16);
      await block.getByRole('link', { name: 'Colosseum Opening Hours' }).click();
      await expect(page).toHaveURL(siteUrl('colosseum', '/opening-hours/'));
      await page.goto(siteUrl('colosseum', '/ar/'));
      await expect(page.getByRole('region', { name: 'خطط لزيارتك' }).getByRole('link')).toHaveCount(7);
    });

    test('Italian: the guide in Italian, and the footer links to it', async ({ page }) => {
      await page.goto(siteUrl('colosseum', '/it/history/'));
      const guide = page.getByRole('navigation', { name: 'Scopri il Colosseo' });
      await expect(guide.locator('[aria-current="page"]')).toHaveText('Storia');
      await expect(guide.getByRole('link')).toHaveCount(16);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Orari' })).toHaveAttribute(
        'href',
        '/it/opening-hours/',
      );
    });

    test('a shoulder page of a special page type keeps its own page', async ({ page }) => {
      await page.goto(siteUrl('london-bus', '/routes-and-stops/'));
      await expect(page.locator('.page-frame')).toHaveAttribute('data-page-type', 'hopOnHopOff');
      await expect(page.locator('.page-frame')).not.toHaveAttribute('data-view', 'shoulder');
    });
  });

  test('Arabic: right to left, the guide in Arabic with the current page, breadcrumbs and pager', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto(siteUrl('colosseum', '/ar/opening-hours/'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مواعيد زيارة الكولوسيوم');
    const crumbs = page.getByRole('navigation', { name: 'مسار التنقل' });
    await expect(crumbs.getByRole('link')).toHaveText(['تذاكر وجولات الكولوسيوم في روما']);
    const guide = page.getByRole('navigation', { name: 'المزيد عن الكولوسيوم' });
    await expect(guide.getByRole('link')).toHaveText([
      'نبذة',
      'التاريخ',
      'ما يمكن مشاهدته',
      'خطط لزيارتك',
      'مواعيد الزيارة',
      'الوصول',
      'نصائح',
    ]);
    await expect(guide.locator('[aria-current="page"]')).toHaveText('مواعيد الزيارة');
    const pager = page.getByRole('navigation', { name: 'الدليل السابق والتالي' });
    await expect(pager.getByRole('link', { name: 'السابق: خطط لزيارتك إلى الكولوسيوم' })).toHaveAttribute(
      'href',
      '/ar/plan-your-visit/',
    );
    await expect(pager.getByRole('link', { name: 'التالي: كيف تصل إلى الكولوسيوم' })).toHaveAttribute(
      'href',
      '/ar/getting-there/',
    );
    // Right to left: the guide sits at the inline end (the left), the text at the start (the right).
    const guideBox = await guide.boundingBox();
    const textBox = await page.locator('.page-body').boundingBox();
    expect(guideBox && textBox && guideBox.x + guideBox.width <= textBox.x).toBe(true);
    // The guide's links work from the keyboard.
    await guide.getByRole('link', { name: 'نصائح' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(siteUrl('colosseum', '/ar/tips/'));
    await expect(page.getByRole('heading', { level: 3, name: 'كم تستغرق الزيارة؟' })).toBeVisible();
  });

  for (const path of ['/what-to-see/', '/opening-hours/', '/ar/what-to-see/', '/ar/tips/', '/']) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(siteUrl('colosseum', path));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
