import {
  test as base,
  expect,
  type Browser,
  type Page,
  type BrowserContext,
  type ConsoleMessage,
  type TestInfo,
  type WebError,
} from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';

/** A microsite's URL on the test server: http://<alias>.localhost:<port><path>. */
export function siteUrl(alias: string, path = '/'): string {
  return `http://${alias}.localhost:${E2E_PORT}${path}`;
}

/** The ISO date `days` from today (UTC), for forms and searches that need a future date. */
export const inDays = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const indexUrl = `http://localhost:${E2E_PORT}/`;

/**
 * Node's resolver does not know `*.localhost`, so API requests go to 127.0.0.1 with the microsite's
 * Host header (browsers resolve `*.localhost` themselves).
 */
export function hostRequest(alias: string, path = '/'): { url: string; headers: Record<string, string> } {
  return { url: `http://127.0.0.1:${E2E_PORT}${path}`, headers: { host: `${alias}.localhost:${E2E_PORT}` } };
}

const allowedErrors = new WeakMap<TestInfo, RegExp[]>();

/**
 * Lets the running test produce console errors that match one of `patterns` (a page that answers 404
 * or 503 by design logs "Failed to load resource"): every other console error or uncaught page error
 * fails the test (issue 21 §3).
 * @example allowConsoleErrors(/status of 404/)
 */
export function allowConsoleErrors(...patterns: RegExp[]): void {
  const info = base.info();
  allowedErrors.set(info, [...(allowedErrors.get(info) ?? []), ...patterns]);
}

const listened = new WeakSet<BrowserContext>();

/**
 * The pages a test opened that answered with an error status (a 404 or 503 page visited on purpose):
 * Chromium logs "Failed to load resource" for each, which is the status the test asserts, not a fault
 * of the page. Any other failed load (a script, an image, a fetch) still fails the test.
 */
const failedDocuments = new WeakMap<string[], Set<string>>();

/** Collects the console errors and uncaught errors of every page of a browser context (once). */
function listen(context: BrowserContext, errors: string[]): void {
  if (listened.has(context)) return;
  listened.add(context);
  const documents = failedDocuments.get(errors) ?? new Set<string>();
  failedDocuments.set(errors, documents);
  context.on('response', (response) => {
    const request = response.request();
    if (response.status() >= 400 && request.isNavigationRequest() && request.resourceType() === 'document') {
      documents.add(response.url());
    }
  });
  context.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    errors.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  context.on('weberror', (error: WebError) => {
    errors.push(`page error: ${error.error().message}`);
  });
}

/**
 * The suite's `test`: Playwright's, with every page watched for console errors and uncaught
 * exceptions, in the default context and in the contexts a test opens itself (`browser.newContext`).
 * Import `test` and `expect` from here, never from '@playwright/test' (ESLint enforces it).
 */
export const test = base.extend<{ consoleErrors: string[]; context: BrowserContext }>({
  consoleErrors: [
    async ({ browser }: { browser: Browser }, use, testInfo) => {
      const errors: string[] = [];
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        listen(context, errors);
        return context;
      };
      browser.newPage = async (...args) => {
        const page = await newPage(...args);
        listen(page.context(), errors);
        return page;
      };
      try {
        await use(errors);
      } finally {
        browser.newContext = newContext;
        browser.newPage = newPage;
      }
      const allowed = allowedErrors.get(testInfo) ?? [];
      const documents = failedDocuments.get(errors) ?? new Set<string>();
      const pageStatus = (error: string): boolean =>
        error.startsWith('console.error: Failed to load resource: the server responded with a status of') &&
        [...documents].some((url) => error.replace(/#[^)]*\)$/, ')').endsWith(`(${url})`));
      const unexpected = errors.filter(
        (error) => !pageStatus(error) && !allowed.some((pattern) => pattern.test(error)),
      );
      expect(unexpected, 'console errors or uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, consoleErrors }, use) => {
    listen(context, consoleErrors);
    await use(context);
  },
});

export { expect };

/**
 * Opens the header's menu where it is a button (phones, and wide screens whose navigation does not fit
 * one row: rules/layout/headerFit), so that the navigation and the languages can be reached.
 */
export async function openMenu(page: Page): Promise<void> {
  const button = page.locator('.site-header .menu > summary');
  if (await button.isVisible()) {
    if ((await page.locator('.site-header .menu[open]').count()) === 0) await button.click();
  }
}
