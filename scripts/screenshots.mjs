// Screenshots of every page type (`npm run screenshots` builds first): the built server on a free port
// with a catalogue of its own (.data/screenshots-catalogue, so an e2e server may run beside it), then
// Chromium photographs each page of tests/e2e/pageTypeList.ts at 390 px (a phone: touch, 3x density
// scaled to 1x) and 1280 px, in English and Arabic, first visit (the consent banner shows). Full-page
// PNGs go to .screenshots/ (git-ignored) with an index.html contact sheet: the whole site in a minute.
// Usage: node scripts/screenshots.mjs [--only <label words>] [--viewport phone|desktop] [--out <dir>]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { PAGE_LANGUAGES, PAGE_TYPES } from '../tests/e2e/pageTypeList.ts';
import { startBuiltServer } from './lib/builtServer.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? String(args[index + 1] ?? fallback) : fallback;
};
const only = option('--only', '');
const out = option('--out', '.screenshots');
const VIEWPORTS = [
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ['desktop', { viewport: { width: 1280, height: 900 } }],
].filter(([name]) => name.includes(option('--viewport', '')));

const escape = (text) => String(text).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const fileName = (label, language, viewport) => `${label.replace(/\W+/g, '-')}.${language}.${viewport}.png`;

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const { port, stop } = await startBuiltServer({ CATALOGUE_DATA_DIR: '.data/screenshots-catalogue' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const shots = [];
try {
  for (const [viewport, options] of VIEWPORTS) {
    const context = await browser.newContext(options);
    for (const [label, alias, path] of PAGE_TYPES.filter(([name]) => name.includes(only))) {
      for (const [language, prefix] of PAGE_LANGUAGES) {
        const url = `http://${alias}.localhost:${port}${prefix}${path}`;
        await context.clearCookies(); // a first visit each time: the consent banner is part of the picture
        const page = await context.newPage();
        const response = await page.goto(url, { waitUntil: 'load' });
        // Lazy sections (content-visibility) and lazy images are drawn once scrolled past.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
            scrollTo(0, y);
            await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
          }
          scrollTo(0, 0);
        });
        const size = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth,
        }));
        const file = fileName(label, language, viewport);
        await page.screenshot({ path: join(out, file), fullPage: true });
        shots.push({ label, language, viewport, url, file, status: response?.status(), ...size });
        const wide =
          size.scrollWidth > size.innerWidth ? `  WIDER THAN THE SCREEN: ${size.scrollWidth}px` : '';
        console.log(`${viewport.padEnd(7)} ${language} ${response?.status()} ${label}${wide}`);
        await page.close();
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stop();
}

const cell = (shot) =>
  `<figure><a href="${escape(shot.file)}"><img src="${escape(shot.file)}" alt="" loading="lazy" width="${
    shot.viewport === 'phone' ? 195 : 320
  }"></a><figcaption>${escape(shot.viewport)} · ${escape(shot.language)} · ${shot.status}${
    shot.scrollWidth > shot.innerWidth ? ` · <strong>${shot.scrollWidth}px wide</strong>` : ''
  }<br><a href="${escape(shot.url)}">${escape(shot.url)}</a></figcaption></figure>`;
const sections = [...new Set(shots.map((shot) => shot.label))].map(
  (label) =>
    `<section><h2>${escape(label)}</h2><div class="row">${shots
      .filter((shot) => shot.label === label)
      .map(cell)
      .join('')}</div></section>`,
);
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screenshots</title><style>
body{font:14px system-ui,sans-serif;margin:1rem}.row{display:flex;gap:1rem;align-items:flex-start;overflow-x:auto}
figure{margin:0}img{border:1px solid #ccc;display:block;max-height:720px;object-fit:cover;object-position:top}
figcaption{max-width:320px;overflow-wrap:anywhere}</style>
<h1>Every page type at 390 px and 1280 px, English and Arabic (${new Date().toISOString()})</h1>${sections.join('')}`,
);
console.log(`${shots.length} screenshots and the contact sheet in ${join(out, 'index.html')}`);
