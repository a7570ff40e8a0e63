// Lighthouse on the built server (`npm run lighthouse` builds first): the `lighthouse` package drives
// Debian's Chromium (headless, through chrome-launcher) with its default mobile profile (emulated
// mid-range phone, simulated slow 4G and 4x CPU slowdown) and prints the performance, accessibility,
// best-practices and SEO scores of every page type in PAGES, in English and Arabic. A first visit
// each time: no cookies, so the consent banner is part of what is measured (the server is warmed by
// one request per page first, so a first-start catalogue seed is not measured). The HTML reports go to
// .lighthouse/ (git-ignored).
// Usage: node scripts/lighthouse.mjs [--runs 1] [--only <label words>]
//   --runs: the median score of several runs per page; --only: the pages whose label contains the words
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './lib/builtServer.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Math.max(1, Number(args[runsIndex + 1]) || 1) : 1;
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? String(args[onlyIndex + 1] ?? '') : '';

/** The measured pages: [label, microsite alias, path]. */
const PAGES = [
  ['landing page', 'london-theatre', '/'],
  ['show page', 'broadway', '/hamilton/'],
  ['collection page', 'london-theatre', '/west-end-shows/'],
  ['reviews page', 'london-theatre', '/reviews/'],
  ['venue page', 'london-theatre', '/lyceum-theatre/'],
  ['seating plan', 'london-theatre', '/lyceum-theatre-seating-plan/'],
  ['transfer page', 'rome-transfers', '/'],
  ['cruises page', 'paris', '/seine-river-cruises/'],
  ['hop-on hop-off page', 'london-bus', '/'],
  ['day trips page', 'colosseum', '/day-trips-from-rome/'],
  ['shoulder page', 'colosseum', '/what-to-see/'],
  ['news page', 'london-theatre', '/news/'],
  ['content page', 'colosseum', '/visitor-guide/'],
  ['global homepage', 'global', '/'],
];
const LANGUAGES = [
  ['en', ''],
  ['ar', '/ar'],
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const { port, stop } = await startBuiltServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

mkdirSync('.lighthouse', { recursive: true });
const rows = [];
try {
  const measured = PAGES.filter(([label]) => label.includes(only));
  // Warm the server: the first request may open (or reseed) the catalogue. Node's fetch drops the Host
  // header and its resolver does not know *.localhost, hence node:http to 127.0.0.1.
  const warm = (alias, path) =>
    new Promise((resolve) => {
      get({ host: '127.0.0.1', port, path, headers: { host: `${alias}.localhost:${port}` } }, (response) =>
        response.resume().on('end', resolve),
      ).on('error', resolve);
    });
  for (const [, alias, path] of measured)
    for (const [, prefix] of LANGUAGES) await warm(alias, `${prefix}${path}`);
  for (const [label, alias, path] of measured) {
    for (const [language, prefix] of LANGUAGES) {
      const url = `http://${alias}.localhost:${port}${prefix}${path}`;
      const scores = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
      const metrics = { lcp: [], tbt: [], cls: [] };
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'html',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!result) throw new Error(`lighthouse gave no result for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
        for (const category of CATEGORIES)
          scores[category].push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
        metrics.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
        metrics.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
        metrics.cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
        const name = `${label.replace(/\W+/g, '-')}-${language}${runs > 1 ? `-${run + 1}` : ''}.html`;
        writeFileSync(`.lighthouse/${name}`, result.report);
        for (const [id, audit] of Object.entries(lhr.audits))
          if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
            console.warn(`  ${label} (${language}): ${id} — ${audit.title}`);
      }
      rows.push({
        page: `${label} (${language})`,
        performance: median(scores.performance),
        accessibility: median(scores.accessibility),
        'best practices': median(scores['best-practices']),
        seo: median(scores.seo),
        'LCP s': (median(metrics.lcp) / 1000).toFixed(2),
        'TBT ms': Math.round(median(metrics.tbt)),
        CLS: median(metrics.cls).toFixed(3),
      });
    }
  }
} finally {
  chrome.kill();
  stop();
}
console.table(rows);
console.log(`Mobile profile, ${runs} run(s) per page (median); reports in .lighthouse/.`);
