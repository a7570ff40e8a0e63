import type { Page } from '@playwright/test';
import { expect, test, siteUrl } from './helpers';

// Issue 22 "one number per fact": Wicked showed 233 ratings in its booking box, 175 in its reviews
// section and "of 87 reviews" in the list; West End Shows 3,375 ratings at the top and 2,535 in its
// reviews. A product's and a collection's rating is now the same wherever it is shown.

const digits = (text: string | null): number => Number((text ?? '').replace(/\D/g, ''));

/** The average ("4.5") and count shown by a `.rating` line such as "★ 4.5 (175)". */
async function ratingLine(page: Page, selector: string): Promise<{ average: string; count: number }> {
  const text = ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ');
  const match = /(\d\.\d)\D*\(([\d,]+)\)/.exec(text);
  expect(match, `${selector}: ${text}`).not.toBeNull();
  return { average: match?.[1] ?? '', count: digits(match?.[2] ?? '') };
}

/** The reviews section's summary: its average and "175 ratings". */
async function summary(page: Page): Promise<{ average: string; count: number }> {
  const root = page.locator('.rating-summary').first();
  return {
    average: ((await root.locator('.average').textContent()) ?? '').trim(),
    count: digits(await root.locator('.count').textContent()),
  };
}

/** The aggregate rating of the page's JSON-LD entity of this type. */
async function structuredRating(page: Page): Promise<{ average: string; count: number }[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  const found: { average: string; count: number }[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record['@type'] === 'AggregateRating')
      found.push({
        average: Number(record['ratingValue']).toFixed(1),
        count: Number(record['reviewCount'] ?? record['ratingCount']),
      });
    Object.values(record).forEach(visit);
  };
  for (const block of blocks) visit(JSON.parse(block));
  return found;
}

test('Wicked has one rating: booking box, reviews section, reviews page, card and structured data', async ({
  page,
}) => {
  await page.goto(siteUrl('london-theatre', '/wicked/'));
  const box = await ratingLine(page, '.booking-box .rating');
  expect(box.count).toBeGreaterThan(10);
  expect(await summary(page)).toEqual(box);
  expect(await structuredRating(page)).toContainEqual(box);
  // The list says which reviews it lists: the written ones in the page's language, fewer than the ratings.
  await expect(page.locator('section#reviews')).toContainText('Showing reviews written in English.');

  await page.goto(siteUrl('london-theatre', '/reviews/'));
  expect(await summary(page)).toEqual(box);

  await page.goto(siteUrl('london-theatre', '/west-end-shows/'));
  const card = page
    .locator('article.product-card')
    .filter({ has: page.locator('.title', { hasText: /^Wicked$/ }) });
  // Its card, in the picks and in the list alike.
  const lines = await card
    .locator('.rating')
    .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').replace(/\s+/g, '')));
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toContain(`${box.average}(${box.count})`);
});

test('West End Shows has one rating: the collection header and its reviews section', async ({ page }) => {
  await page.goto(siteUrl('london-theatre', '/west-end-shows/'));
  const header = ((await page.locator('.summary .rating').first().textContent()) ?? '').replace(/\s+/g, ' ');
  const match = /(\d\.\d)\/5\D+([\d,]+)/.exec(header);
  expect(match, header).not.toBeNull();
  const reviews = await summary(page);
  expect(reviews).toEqual({ average: match?.[1], count: digits(match?.[2] ?? '') });
  expect(reviews.count).toBeGreaterThan(100);
});
