// HTML validity (`npm run validate:html` builds first): the Nu HTML Checker (vnu) over the server HTML of
// every page type of scripts/lib/pageTypes.ts in English and Arabic, in one Java process. Prints the
// errors grouped by message and exits 1 on any. Needs Java 11 or later (`java` on the PATH).
// Usage: node scripts/html-validity.mjs [--only <label words>]
import { startBuiltServer } from './lib/builtServer.mjs';
import { checkHtml, summarise } from './lib/htmlValidity.ts';
import { PAGE_TYPES, pageUrls } from './lib/pageTypes.ts';

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? String(args[onlyIndex + 1] ?? '') : '';

const pages = pageUrls(PAGE_TYPES.filter(({ label }) => label.includes(only)));
const { port, stop } = await startBuiltServer();
let errors;
try {
  errors = await checkHtml(port, pages);
} finally {
  await stop();
}
if (errors.length > 0) {
  console.error(summarise(errors));
  console.error(`\n${errors.length} HTML error(s) over ${pages.length} pages.`);
  process.exit(1);
}
console.log(`${pages.length} pages, 0 HTML errors (vnu).`);
