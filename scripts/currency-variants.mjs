// Where a page in one currency differs from the same page in another (issue 25: "currency stays one
// dimension: every price is server-rendered"; which parts of a page does it reach?). Starts the built
// server (`npm run build` first) with the page cache off and the clock injectable, asks every sitemap
// page of every demo microsite in two currencies as one visitor (same experiment arms, no consent) at one
// instant, cuts both answers after every `>`, and sorts each differing piece into what it is: a price's
// text (or any text naming a currency), a price element's `data-price`/`data-currency`, a booking link's `currencyCode`, the currency
// switcher (its markup, its island's props and uid), JSON-LD offers, or `other`. A page whose pieces do
// not line up (a currency that adds or removes an element) is listed as differing in structure.
// Exits 1 when anything is `other` or differs in structure: a render that writes prices in after the
// fact (the design question of docs/performance.md, eighth slice) needs every difference to be one of
// the known kinds.
// Usage: node scripts/currency-variants.mjs [--currencies EUR,USD] [--at 2026-11-28T10:00:00Z]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { askServer } from './lib/askServer.mjs';
import { startBuiltServer } from './lib/builtServer.mjs';
import { demoPages } from './lib/demoPages.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? String(args[index + 1]) : fallback;
};
const [first, second] = option('currencies', 'EUR,USD').split(',');
const at = option('at', `${new Date().toISOString().slice(0, 10)}T10:00:00Z`);
if (!first || !second) throw new Error('usage: node scripts/currency-variants.mjs [--currencies EUR,USD]');

/** What a differing piece is, read from the first currency's piece and the second's. */
function kindOfDifference(a, b) {
  if (/currencyCode=/.test(a)) return 'booking link currencyCode';
  if (/<astro-island[^>]*CurrencySwitcher/.test(a)) return 'currency switcher island (props, uid)';
  if (/currency-selector|data-currency-option|class="code"|class="symbol"/.test(a))
    return 'currency switcher markup';
  if (/data-price=|data-currency=/.test(a)) return 'price element (data-price, data-currency)';
  if (/application\/ld\+json|"priceCurrency"/.test(a)) return 'JSON-LD offers';
  if (/\p{Sc}|\b[A-Z]{3}\b/u.test(a) && /\p{Sc}|\b[A-Z]{3}\b/u.test(b))
    return 'text naming a price or currency';
  return 'other';
}

const catalogueDir = mkdtempSync(join(tmpdir(), 'currency-variants-'));
const { port, stop } = await startBuiltServer({
  CLOCK_INJECTION: '1',
  CATALOGUE_DATA_DIR: catalogueDir,
  DATABASE_URL: '',
  PAGE_CACHE: 'off',
  WARM_UP_PAGES: '0',
});
const fetchPage = async (host, path, currency) => {
  const cookie = `sandboxId=currency-variants${currency ? `; currentCurrency=${currency}` : ''}`;
  const { status, text } = await askServer(port, {
    host: `${host}:${port}`,
    path,
    headers: { 'x-storefront-clock': at, cookie, 'accept-encoding': 'identity' },
  });
  return { status, body: text() };
};

try {
  const pages = await demoPages((host, path) => fetchPage(host, path));
  /** @type {Map<string, { pieces: number, pages: Set<string>, sample: string }>} */
  const kinds = new Map();
  const structural = [];
  let differing = 0;
  for (const { host, path } of pages) {
    const a = (await fetchPage(host, path, first)).body.split(/(?<=>)/);
    const b = (await fetchPage(host, path, second)).body.split(/(?<=>)/);
    if (a.length !== b.length) {
      structural.push(`${host}${path}: ${a.length} pieces in ${first}, ${b.length} in ${second}`);
      continue;
    }
    let any = false;
    for (let i = 0; i < a.length; i += 1) {
      if (a[i] === b[i]) continue;
      any = true;
      const kind = kindOfDifference(a[i], b[i]);
      const seen = kinds.get(kind) ?? { pieces: 0, pages: new Set(), sample: '' };
      seen.pieces += 1;
      seen.pages.add(`${host}${path}`);
      seen.sample ||= `${host}${path}\n      ${a[i].slice(0, 160)}\n      ${b[i].slice(0, 160)}`;
      kinds.set(kind, seen);
    }
    if (any) differing += 1;
  }
  console.log(
    `${pages.length} pages in ${first} and ${second} at ${at}: ${differing} differ piece by piece, ${structural.length} in structure`,
  );
  for (const [kind, { pieces, pages: on, sample }] of [...kinds].sort((x, y) => y[1].pieces - x[1].pieces))
    console.log(
      `  ${kind.padEnd(44)} ${String(pieces).padStart(6)} pieces on ${on.size} pages\n    e.g. ${sample}`,
    );
  for (const line of structural) console.log(`  structure: ${line}`);
  process.exitCode = kinds.has('other') || structural.length > 0 ? 1 : 0;
} finally {
  await stop();
  rmSync(catalogueDir, { recursive: true, force: true });
}
