// The HTML of every demo page at a fixed clock, to tell whether a change altered what visitors get
// (issues 23 and 25: "the HTML of every demo page identical before and after, asset file names
// excepted"). It starts the built server (`npm run build` first) on a fresh demo catalogue with the
// clock injectable, asks every page of every demo microsite's sitemap in every language (the sitemap's
// hreflang alternates) as one fixed visitor (a sandbox id, so the same experiment arms; no consent
// cookie, so the banner shows) at one instant, and writes each page to a file with its asset hashes
// masked (`/_astro/app.BROCNR8O.js` → `/_astro/app.HASH.js`).
//
// Usage:
//   node scripts/html-snapshot.mjs <folder> [--at 2026-11-27T10:00:00Z]   snapshot the built site
//   node scripts/html-snapshot.mjs --compare <before> <after>             list the pages that differ
//
// The instant defaults to 10:00 UTC today: the demo catalogue is seeded relative to today, so compare
// two snapshots taken on the same day (build one commit, snapshot; build the other, snapshot; compare).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { askServer } from './lib/askServer.mjs';
import { startBuiltServer } from './lib/builtServer.mjs';
import { demoPages } from './lib/demoPages.mjs';

const args = process.argv.slice(2);

/**
 * `/_astro/name.hash.ext` → `/_astro/name.HASH.ext`: asset names change with every build. An island's
 * `uid` (Astro hashes the island's server render with its props, and the calendar's render differs
 * from run to run in something its output does not show) is masked too.
 */
export const maskAssets = (html) =>
  maskScopes(
    html
      .replace(/(\/_astro\/[\w.-]+?)\.[\w-]{8}\.(js|css|mjs)/g, '$1.HASH.$2')
      .replace(/(<astro-island uid=")[^"]*"/g, '$1UID"'),
  );

/**
 * A component's style scope (`data-astro-cid-3a5wmu7c`, and the page's list of them in `data-scopes`) is
 * a hash of the component's file path: moving a component changes it and nothing a visitor sees. Every
 * scope reads `CID` (their number, and where they stand, still compare).
 */
export const maskScopes = (html) =>
  html.replace(/(data-astro-cid-|astro-)[a-z0-9]{8}\b/g, '$1CID').replace(
    /(data-scopes=")([^"]*)"/g,
    (_, start, list) =>
      `${start}${list
        .split(' ')
        .map(() => 'CID')
        .join(' ')}"`,
  );

/** A file name for a page: its host and path, slashes as `~`. */
const fileName = (site, path) => `${site}${path}`.replace(/[^\w.-]+/g, '~') + '.html';

if (args[0] === '--compare') {
  const [before, after] = [args[1], args[2]];
  if (!before || !after) throw new Error('usage: node scripts/html-snapshot.mjs --compare <before> <after>');
  const names = new Set([...readdirSync(before), ...readdirSync(after)]);
  const differ = [];
  const read = (folder, name) => {
    try {
      return readFileSync(join(folder, name), 'utf8');
    } catch {
      return undefined;
    }
  };
  for (const name of [...names].sort()) {
    // Snapshots taken before scopes were masked compare too.
    const a = ((text) => text && maskScopes(text))(read(before, name));
    const b = ((text) => text && maskScopes(text))(read(after, name));
    if (a === undefined || b === undefined) {
      differ.push(`${name}: only in ${a === undefined ? after : before}`);
      continue;
    }
    if (a === b) continue;
    let at = 0;
    while (at < a.length && a[at] === b[at]) at += 1;
    differ.push(
      `${name}: first difference at ${at}\n  - ${a.slice(at - 60, at + 100)}\n  + ${b.slice(at - 60, at + 100)}`,
    );
  }
  console.log(differ.length === 0 ? `identical: ${names.size} pages` : differ.join('\n'));
  process.exit(differ.length === 0 ? 0 : 1);
}

const out = args[0];
if (!out || out.startsWith('--'))
  throw new Error('usage: node scripts/html-snapshot.mjs <folder> [--at <instant>]');
const atIndex = args.indexOf('--at');
const at = atIndex >= 0 ? String(args[atIndex + 1]) : `${new Date().toISOString().slice(0, 10)}T10:00:00Z`;

const catalogueDir = mkdtempSync(join(tmpdir(), 'html-snapshot-'));
const { port, stop } = await startBuiltServer({
  CLOCK_INJECTION: '1',
  CATALOGUE_DATA_DIR: catalogueDir,
  CATALOGUE_SCALE: 'demo',
  DATABASE_URL: '',
});

const fetchPage = async (host, path) => {
  const { status, text } = await askServer(port, {
    host: `${host}:${port}`,
    path,
    headers: { 'x-storefront-clock': at, cookie: 'sandboxId=html-snapshot', 'accept-encoding': 'identity' },
  });
  return { status, body: text() };
};

try {
  const list = await demoPages(fetchPage);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const { site, host, path } of list) {
    const page = await fetchPage(host, path);
    const html = maskAssets(page.body).replaceAll(`:${port}`, ':PORT');
    writeFileSync(join(out, fileName(site, path)), `<!-- ${page.status} -->\n${html}`);
  }
  const pages = list.length;
  const sites = new Set(list.map((page) => page.site));
  console.log(`${pages} pages of ${sites.size} sites at ${at} in ${out}`);
} finally {
  await stop();
  rmSync(catalogueDir, { recursive: true, force: true });
}
