// Lighthouse on the built server (`npm run lighthouse` builds first): the `lighthouse` package drives
// Debian's Chromium (headless, through chrome-launcher) with its default mobile profile (emulated
// mid-range phone, simulated slow 4G and 4x CPU slowdown) and prints the performance, accessibility,
// best-practices and SEO scores of the page types of scripts/lib/pageTypes.ts marked `lighthouse`, in
// English and Arabic. A first visit
// each time: no cookies, so the consent banner is part of what is measured (the server is warmed by
// several requests per page first, so neither a first-start catalogue seed nor the page cache's first,
// quickly compressed answer is measured, and every picture a page names is asked once, so neither is
// its first draw). The HTML reports go to
// .lighthouse/ (git-ignored).
// Usage: node scripts/lighthouse.mjs [--runs 1] [--only <label words>] [--language en|ar] [--detail]
//   --runs: the median score of several runs per page; --only: the pages whose label contains the words;
//   --language: one language only; --detail: print each run's largest element and the phases of its
//   paint (time to first byte, load delay, load time, render delay). A run that Chromium fails to trace (NO_NAVSTART and the like, on a
//   busy machine) is tried again, up to three times.
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { askServer } from './lib/askServer.mjs';
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

const detail = args.includes('--detail');

/** The largest paint's element and phases, from the LCP breakdown insight (Lighthouse 13). */
function lcpDetail(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const parts = [];
  for (const item of items) {
    if (item.type === 'table')
      for (const row of item.items ?? [])
        parts.push(`${row.label ?? row.subpart}: ${Math.round(row.duration)} ms`);
    if (item.type === 'node') parts.unshift(`<${item.nodeLabel ?? ''}> ${item.selector ?? ''}`);
  }
  return parts.join(' · ');
}

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
  // Warm the server: the first request may open (or reseed) the catalogue.
  const warm = (alias, path) =>
    askServer(port, { host: `${alias}.localhost:${port}`, path }).then(
      (answer) => answer.text(),
      () => '',
    );
  // The demo's pictures are drawn on first ask (then kept in memory and cached a year by browsers and
  // CDNs): ask every rendition a page names once, so a first draw is not measured as the picture's load.
  const media = new Set();
  const warmMedia = async (alias, html) => {
    const urls = [...html.matchAll(/(?:src|srcset)="([^"]+)"/g)].flatMap((match) =>
      match[1].split(',').map((candidate) => candidate.trim().split(/\s+/)[0].replace(/&amp;/g, '&')),
    );
    for (const url of urls) {
      const path = url.replace(/^https?:\/\/[^/]+/, '');
      if (!path.startsWith('/media/') || media.has(`${alias}${path}`)) continue;
      media.add(`${alias}${path}`);
      await warm(alias, path);
    }
  };
  // Several times: a page asked again is recompressed at brotli's best quality in the background (the
  // page cache), as every popular page is, and a first visit lands in a random experiment arm, each
  // cached apart (30 passes reach every arm); give the recompressions ~1 s per page.
  for (let pass = 0; pass < 30; pass += 1)
    for (const [, alias, path] of measured)
      for (const [, prefix] of languages) {
        const html = await warm(alias, `${prefix}${path}`);
        if (pass === 0) await warmMedia(alias, html);
      }
  await new Promise((resolve) => setTimeout(resolve, 1000 * measured.length * languages.length));
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
            ...(detail ? { onlyAudits: undefined, onlyCategories: undefined } : {}),
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
        if (detail)
          console.log(
            `  ${label} (${language}) run ${run + 1}: LCP ${Math.round(metrics.lcp.at(-1))} ms — ${lcpDetail(lhr)}`,
          );
        const name = `${label.replace(/\W+/g, '-')}-${language}${runs > 1 ? `-${run + 1}` : ''}.html`;
        writeFileSync(`.lighthouse/${name}`, result.report);
        if (detail) writeFileSync(`.lighthouse/${name.replace(/\.html$/, '.json')}`, JSON.stringify(lhr));
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
