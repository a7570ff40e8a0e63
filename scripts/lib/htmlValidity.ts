// The Nu HTML Checker (vnu, the W3C validator; the `vnu-jar` package ships it) over the HTML the server
// sends: every page is fetched as a first visit (no cookies, no JavaScript: what the server renders, not
// what hydrated islands make of it), written to a temporary folder and checked in one Java process.
// Used by `npm run validate:html` (scripts/html-validity.mjs) and tests/e2e/html-validity.spec.ts.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/**
 * Standard CSS properties the checker's CSS validator does not know yet (it checks the styles the
 * server writes into each page): CSS Scroll-driven Animations (the phone booking bar steps aside while
 * the booking box is on screen) and `paint-order` (CSS Fill and Stroke, SVG 2). Only these names.
 */
const NEWER_CSS_PROPERTIES = [
  'animation-timeline',
  'animation-range',
  'view-timeline',
  'timeline-scope',
  'paint-order',
];

/**
 * The messages of the checker the project accepts (docs/decisions.md, "Valid HTML"): the consented
 * embeds (YouTube, maps: `sanitizeHtml.ts`, `EmbedWidget.astro`) are always another origin, where
 * `allow-scripts allow-same-origin` cannot lift the sandbox (the checker warns for same-origin frames);
 * the players refuse to run without their own origin. And the unknown-property message for the standard
 * properties above.
 */
const ACCEPTED: readonly RegExp[] = [
  /Setting both “allow-scripts” and “allow-same-origin” is not recommended/,
  new RegExp(`^CSS: “(${NEWER_CSS_PROPERTIES.join('|')})”: Property “\\1” doesn't exist\\.`),
];

export interface CheckedPage {
  label: string;
  alias: string;
  path: string;
}

export interface HtmlError {
  /** The page's label, e.g. "show page (ar)". */
  page: string;
  line: number | undefined;
  message: string;
  extract: string;
}

/** Where `vnu-jar` keeps the checker. */
export const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** A page's HTML from the server on 127.0.0.1 with the microsite's Host header (any status). */
export function fetchHtml(port: number, alias: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    request(
      { host: '127.0.0.1', port, path, headers: { host: `${alias}.localhost:${port}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 500 || (status >= 300 && status < 400))
            reject(new Error(`${alias}${path} answered ${status}`));
          else resolve(Buffer.concat(chunks).toString('utf8'));
        });
      },
    )
      .on('error', reject)
      .end();
  });
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message?: string;
  extract?: string;
}

/** Fetches every page and checks them all with vnu in one JVM; the errors (warnings are not reported). */
export async function checkHtml(port: number, pages: readonly CheckedPage[]): Promise<HtmlError[]> {
  const folder = mkdtempSync(join(tmpdir(), 'html-validity-'));
  try {
    /** File name → page label. */
    const files = new Map<string, string>();
    // Four pages at a time: the server renders while the next answers travel.
    let next = 0;
    const fetchNext = async (): Promise<void> => {
      for (let index = next++; index < pages.length; index = next++) {
        const { label, alias, path } = pages[index] as CheckedPage;
        const name = `${String(index).padStart(3, '0')}.html`;
        writeFileSync(join(folder, name), await fetchHtml(port, alias, path));
        files.set(name, label);
      }
    };
    await Promise.all([fetchNext(), fetchNext(), fetchNext(), fetchNext()]);
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        'java',
        [
          '-Xss4m',
          '-jar',
          VNU_JAR,
          '--errors-only',
          '--format',
          'json',
          ...[...files.keys()].map((name) => join(folder, name)),
        ],
        { maxBuffer: 64 * 1024 * 1024 },
        // vnu exits 1 when it found errors and writes its report to stderr.
        (error, _stdout, stderr) => {
          if (error && !stderr.trim().startsWith('{')) reject(error);
          else resolve(stderr);
        },
      );
    });
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .filter((message) => !ACCEPTED.some((pattern) => pattern.test(message.message ?? '')))
      .map((message) => ({
        page: files.get(basename(message.url ?? '')) ?? message.url ?? '?',
        line: message.lastLine,
        message: message.message ?? '',
        extract: (message.extract ?? '').replace(/\s+/g, ' ').trim(),
      }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The errors grouped by message, with how often and on which pages: a short report. */
export function summarise(errors: readonly HtmlError[]): string {
  const byMessage = new Map<string, { count: number; pages: Set<string>; extract: string }>();
  for (const error of errors) {
    const entry = byMessage.get(error.message) ?? { count: 0, pages: new Set(), extract: error.extract };
    entry.count += 1;
    entry.pages.add(error.page);
    byMessage.set(error.message, entry);
  }
  return [...byMessage.entries()]
    .sort((a, b) => b[1].count - a[1].count)
    .map(
      ([message, { count, pages, extract }]) =>
        `${count} × ${message}\n    on ${[...pages].join(', ')}\n    e.g. ${extract.slice(0, 160)}`,
    )
    .join('\n');
}
