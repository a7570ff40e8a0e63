import AxeBuilder from '@axe-core/playwright';
import { expect, test, siteUrl } from './helpers';

test.describe('show pages', () => {
  test.use({ javaScriptEnabled: false });

  test('a card leads to the show page, and the show page to its booking URL in the visitor’s currency', async ({
    page,
  }) => {
    await page.goto(siteUrl('london-theatre', '/'));
    await page.locator('.product-card[data-tgid="10002"] h3 a').first().click();
    await expect(page).toHaveURL(siteUrl('london-theatre', '/wicked/'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Wicked');
    const book = page.locator('.booking-box a.cta');
    await expect(book).toHaveAttribute(
      'href',
      /^http:\/\/book\.london-theatre\.localhost:\d+\/book\/10002\/seatmap\/\?currencyCode=GBP$/,
    );
    await expect(page.locator('.booking-box [data-currency]')).toHaveAttribute('data-currency', 'GBP');
    // The booking box's next date. The show's text may hold a next-available widget too: when neither
    // today nor tomorrow can be booked, it says the same date in the same words.
    await expect(page.locator('.booking-box').getByText(/^Next available: /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ticket types' })).toBeVisible();

    await page.goto(siteUrl('london-theatre', '/wicked/?currency=EUR'));
    await expect(page).toHaveURL(siteUrl('london-theatre', '/wicked/'));
    await expect(page.locator('.booking-box a.cta')).toHaveAttribute(
      'href',
      /\/book\/10002\/seatmap\/\?currencyCode=EUR$/,
    );
    await expect(page.locator('.booking-box strong[data-currency]')).toHaveText(/^€\d/);
  });

  test('in Arabic, right to left, with the booking box and details localized', async ({ page }) => {
    await page.goto(siteUrl('london-theatre', '/ar/wicked/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.booking-box a.cta')).toHaveAttribute(
      'href',
      /\/book\/10002\/seatmap\/\?currencyCode=GBP$/,
    );
    await expect(page.getByRole('heading', { name: 'تفاصيل العرض' })).toBeVisible();
  });

  test('a failing product call keeps the page, with an unavailable note', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-catalogue-fault': 'tour-groups/10002' });
    const response = await page.goto(siteUrl('london-theatre', '/wicked/'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Wicked');
    await expect(page.getByText('Tickets are unavailable right now. Please check back soon.')).toBeVisible();
  });

  test('a failing calendar only loses the next date', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-catalogue-fault': 'calendar' });
    await page.goto(siteUrl('broadway', '/hamilton/'));
    await expect(page.getByText('We couldn’t load the dates just now.', { exact: false })).toBeVisible();
    await expect(page.locator('.booking-box a.cta')).toBeVisible();
  });
});

test('the show page has no serious accessibility violations', async ({ page }) => {
  await page.goto(siteUrl('london-theatre', '/wicked/'));
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
});
