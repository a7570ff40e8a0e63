// JavaScript size check (`npm run size` builds first): starts the built server on a free port, loads one
// page of each type in Debian's Chromium and records every script it transfers, gzipped here (level 9)
// so that figures do not depend on the server's compression. Two phases per page: after load with no
// interaction, then after touching every island (hover and focus inside each <astro-island>). Scripts
// holding React or react-dom count as framework JavaScript. Prints a table and exits 1 when a budget of
// scripts/size-budgets.json is exceeded.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBuiltServer } from './lib/builtServer.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const budgets = JSON.parse(readFileSync(new URL('./size-budgets.json', import.meta.url), 'utf8'));

/** The measured pages: [label, microsite alias, path]. */
const PAGES = [
  ['landing page', 'london-theatre', '/'],
  ['collection page', 'london-theatre', '/west-end-shows/'],
  ['show page', 'broadway', '/hamilton/'],
  ['reviews page', 'london-theatre', '/reviews/'],
  ['city page', 'paris', '/'],
  ['category page', 'vatican', '/tickets/'],
  ['show page (Arabic)', 'broadway', '/ar/hamilton/'],
  ['cruises page', 'paris', '/seine-river-cruises/'],
  ['venue page', 'london-theatre', '/lyceum-theatre/'],
  ['seating plan', 'london-theatre', '/lyceum-theatre-seating-plan/'],
  ['transfer page', 'rome-transfers', '/'],
  ['hop-on hop-off page', 'london-bus', '/'],
  ['day trips page', 'colosseum', '/day-trips-from-rome/'],
  ['shoulder page', 'colosseum', '/what-to-see/'],
  ['news page', 'london-theatre', '/news/'],
  ['content page', 'colosseum', '/visitor-guide/'],
  ['global experience', 'global', '/italy/rome/colosseum-roman-forum-palatine-hill-priority-tickets/'],
];

const { port, stop } = await startBuiltServer();

const FRAMEWORK =
  /react-dom|react\.transitional\.element|__CLIENT_INTERNALS_DO_NOT_USE|Symbol\.for\("react\.element"\)/;
const kB = (bytes) => bytes / 1000;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function measurePage(alias, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  const pending = [];
  page.on('response', (response) => pending.push(record(response)));
  const record = async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !/\.m?js(\?|$)/.test(response.url())) return;
    try {
      const body = await response.body();
      scripts.set(response.url(), {
        gzip: gzipSync(body, { level: 9 }).length,
        framework: FRAMEWORK.test(body.toString('utf8')),
      });
    } catch {
      // a redirect or an aborted request has no body
    }
  };
  const sum = async () => {
    await Promise.all(pending);
    let total = 0;
    let framework = 0;
    for (const script of scripts.values()) {
      total += script.gzip;
      if (script.framework) framework += script.gzip;
    }
    return { total, framework };
  };
  await page.goto(`http://${alias}.localhost:${port}${path}`, { waitUntil: 'networkidle' });
  const before = await sum();
  const touch = async (islands) => {
    const count = await islands.count();
    for (let index = 0; index < count; index += 1) {
      await islands.nth(index).evaluate((element) => {
        const target =
          element.querySelector('a, button, summary, input, select, [tabindex]') ??
          element.firstElementChild ??
          element;
        target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      });
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return count;
  };
  // The calendar alone first (the show-page budget), then every island.
  const calendars = await touch(page.locator('astro-island[opts*="AvailabilityCalendar"]'));
  const afterCalendar = calendars > 0 ? await sum() : undefined;
  const islands = await touch(page.locator('astro-island'));
  const after = await sum();
  await context.close();
  return { before, afterCalendar, after, islands };
}

const rows = [];
const failures = [];
for (const [label, alias, path] of PAGES) {
  const { before, afterCalendar, after, islands } = await measurePage(alias, path);
  rows.push({
    page: label,
    islands,
    'JS before (kB gz)': kB(before.total).toFixed(1),
    'framework before': kB(before.framework).toFixed(1),
    'after calendar': afterCalendar ? kB(afterCalendar.total).toFixed(1) : '–',
    'after all islands': kB(after.total).toFixed(1),
    'framework after': kB(after.framework).toFixed(1),
  });
  if (kB(before.framework) > budgets.frameworkBefore)
    failures.push(
      `${label}: ${kB(before.framework).toFixed(1)} kB framework JS before interaction (budget ${budgets.frameworkBefore})`,
    );
  if (kB(before.total) > budgets.totalBefore)
    failures.push(
      `${label}: ${kB(before.total).toFixed(1)} kB JS before interaction (budget ${budgets.totalBefore})`,
    );
  if (label.startsWith('show page') && (!afterCalendar || kB(afterCalendar.total) > budgets.showPageAfter))
    failures.push(
      `${label}: ${afterCalendar ? kB(afterCalendar.total).toFixed(1) : 'no calendar,'} kB JS once the calendar hydrates (budget ${budgets.showPageAfter})`,
    );
}
await browser.close();
stop();
console.table(rows);
if (failures.length > 0) {
  console.error(`Over budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Within budget (scripts/size-budgets.json).');
