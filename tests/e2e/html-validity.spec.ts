import { expect, test } from './helpers';
import { E2E_PORT } from '../../playwright.config';
import { checkHtml, summarise } from '../../scripts/lib/htmlValidity.ts';
import { pageUrls } from '../../scripts/lib/pageTypes.ts';

// Issue 21 §5: the Nu HTML Checker (vnu) finds no error in the server HTML of any page type, in English
// and Arabic (calendar cells with a role their grid already gives them, the island style in the body,
// table rows and headers with restated roles, tabs without their panels). One Java process for all.
test('every page type is valid HTML (Nu HTML Checker)', async () => {
  test.setTimeout(300_000);
  const errors = await checkHtml(E2E_PORT, pageUrls());
  expect(summarise(errors), `${errors.length} HTML errors`).toBe('');
});
