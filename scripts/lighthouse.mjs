// Lighthouse on the built server (`npm run lighthouse` builds first): the `lighthouse` package drives
// Debian's Chromium (headless, through chrome-launcher) with its default mobile profile (emulated
// mid-range phone, simulated slow 4G and 4x CPU slowdown) and prints the performance, accessibility,
// best-practices and SEO scores of the page types of scripts/lib/pageTypes.ts marked `lighthouse`, in
// English and Arabic. A first visit
// each time: no cookies, so the consent banner is part of what is measured (the server is warmed by
// one request per page first, so a first-start catalogue seed is not measured). The HTML reports go to
// .lighthouse/ (git-ignored).
// Usage: node scripts/lighthouse.mjs [--runs 1] [--only <label words>] [--language en|ar]
//   --runs: the median score of several runs per page; --only: the pages whose label contains the words;
//   --language: one language only. A run that Chromium fails to trace (NO_NAVSTART and the like, on a
//   busy machine) is tried again, up to three times.
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './lib/builtServer.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { LANGUAGES, PAGE_TYPES } from './lib/pageTypes.ts';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Math.max(1, Number(args[runsIndex + 1]) || 1) : 1;
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? String(args[onlyIndex + 1] ?? '') : '';
const languageIndex = args.indexOf('--language');
const languages = LANGUAGES.filter(
  ([language]) => languageIndex < 0 || language === String(args[languageIndex + 1] ?? ''),
);
const PAGES = PAGE_TYPES.filter((page) => page.lighthouse).map(({ label, alias, path }) => [
  label,
  alias,
  path,
]);

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
    for (const [, prefix] of languages) await warm(alias, `${prefix}${path}`);
  for (const [label, alias, path] of measured) {
    for (const [language, prefix] of languages) {
      const url = `http://${alias}.localhost:${port}${prefix}${path}`;
      const scores = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
      const metrics = { lcp: [], tbt: [], cls: [] };
      for (let run = 0; run < runs; run += 1) {
        let result;
        for (let attempt = 1; ; attempt += 1) {
          result = await lighthouse(url, {
            port: chrome.port,
            output: 'html',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          });
          if (!result) throw new Error(`lighthouse gave no result for ${url}`);
          if (!result.lhr.runtimeError) break;
          if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
          console.warn(`  ${url}: ${result.lhr.runtimeError.code}, trying again`);
        }
        const { lhr } = result;
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
      const row = {
        page: `${label} (${language})`,
        performance: median(scores.performance),
        accessibility: median(scores.accessibility),
        'best practices': median(scores['best-practices']),
        seo: median(scores.seo),
        'LCP s': (median(metrics.lcp) / 1000).toFixed(2),
        'TBT ms': Math.round(median(metrics.tbt)),
        CLS: median(metrics.cls).toFixed(3),
      };
      rows.push(row);
      console.log(Object.values(row).join(' | '));
    }
  }
} finally {
  chrome.kill();
  stop();
}
console.table(rows);
console.log(`Mobile profile, ${runs} run(s) per page (median); reports in .lighthouse/.`);
