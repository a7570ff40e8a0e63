// How many distinct HTML variants one URL has (issue 25: "measure how many distinct HTML variants a URL
// has today and say which dimensions are necessary"). Starts the built server (`npm run build` first) with
// the page cache on, takes one page of each page kind from the demo sitemaps, and asks each as many
// visitors: every consent state, a bot, and `--visitors` new visitor ids (each its own experiment arms),
// in one currency (every price is server-rendered, so each currency is a variant of its own by design).
// For each page it prints: the cache keys seen (x-cache MISS), the distinct bodies, and the distinct
// bodies once the page state's `experiments` object is masked (what a visitor without JavaScript sees,
// if the arms of experiments the page does not use were left out of it), and which experiments change
// the rest of the page.
// Usage: node scripts/html-variants.mjs [--visitors 40] [--currency EUR]
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { askServer } from './lib/askServer.mjs';
import { startBuiltServer } from './lib/builtServer.mjs';
import { demoPages, kindOf } from './lib/demoPages.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? String(args[index + 1]) : fallback;
};
const visitors = Number(option('visitors', '40'));
const currency = option('currency', 'EUR');

const catalogueDir = mkdtempSync(join(tmpdir(), 'html-variants-'));
const { port, stop } = await startBuiltServer({
  CATALOGUE_DATA_DIR: catalogueDir,
  DATABASE_URL: '',
  PAGE_CACHE: 'on',
});

const ask = async (host, path, headers = {}) => {
  const answer = await askServer(port, { host: `${host}:${port}`, path, headers });
  return { status: answer.status, cache: String(answer.headers['x-cache'] ?? '-'), body: answer.text() };
};

const hash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const EXPERIMENTS = /"experiments":(\{[^}]*\})/;
const armsOf = (html) => JSON.parse(EXPERIMENTS.exec(html)?.[1] ?? '{}');
const HUMAN = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

try {
  const pages = await demoPages((host, path) => ask(host, path, { 'user-agent': HUMAN }));
  // One page of each kind, in the default language (the first path of its site that has that kind).
  const sample = new Map();
  for (const page of pages) {
    if (page.path.split('/').filter(Boolean).length > 1) continue;
    const { body } = await ask(page.host, page.path, {
      'user-agent': HUMAN,
      cookie: `currentCurrency=${currency}; sandboxId=kind-probe`,
    });
    const kind = kindOf(body);
    if (!sample.has(kind)) sample.set(kind, page);
  }
  console.log(
    `${sample.size} page kinds; each asked in ${currency} by ${visitors} new visitors × 3 consent states, and a bot\n`,
  );
  console.log(
    `${'page kind'.padEnd(26)} ${'keys'.padStart(5)} ${'bodies'.padStart(7)} ${'masked'.padStart(7)}   experiments that change the page beyond its state`,
  );
  for (const [kind, { host, path }] of sample) {
    const bodies = new Set();
    const masked = new Set();
    let keys = 0;
    const asks = [];
    for (const consent of ['', 'necessary', 'necessary.analytics'])
      for (let v = 0; v < visitors; v += 1)
        asks.push({
          'user-agent': HUMAN,
          cookie: `currentCurrency=${currency}; sandboxId=variants-${kind.replace(/\W/g, '')}-${v}${consent ? `; cookieConsent=${consent}` : ''}`,
        });
    asks.push({ 'user-agent': BOT, cookie: `currentCurrency=${currency}` });
    const seen = new Map();
    for (const headers of asks) {
      const answer = await ask(host, path, headers);
      if (answer.cache === 'MISS') keys += 1;
      bodies.add(hash(answer.body));
      const rest = answer.body.replace(EXPERIMENTS, '"experiments":{}');
      masked.add(hash(rest));
      const arms = armsOf(answer.body);
      // The bot is a dimension of its own (its own key and page), not compared with visitors.
      const consent =
        headers['user-agent'] === BOT ? 'bot' : (/cookieConsent=([^;]*)/.exec(headers.cookie)?.[1] ?? '');
      seen.set(`${consent}|${JSON.stringify(arms)}`, { arms, consent, rest: hash(rest) });
    }
    // An experiment changes the page if two visitors in the same consent state whose arms differ only
    // in it got different pages once the state's experiments are masked.
    const changing = new Set();
    const entries = [...seen.values()];
    for (const a of entries)
      for (const b of entries) {
        if (a.consent !== b.consent || a.rest === b.rest) continue;
        const differing = Object.keys(a.arms).filter((name) => a.arms[name] !== b.arms[name]);
        if (differing.length === 1) changing.add(differing[0]);
      }
    console.log(
      `${kind.padEnd(26)} ${String(keys).padStart(5)} ${String(bodies.size).padStart(7)} ${String(masked.size).padStart(7)}   ${[...changing].sort().join(', ') || '-'}`,
    );
  }
} finally {
  await stop();
  rmSync(catalogueDir, { recursive: true, force: true });
}
