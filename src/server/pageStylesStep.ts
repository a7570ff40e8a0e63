import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import {
  inlinePageStyles,
  MAX_CACHED_SELECTIONS,
  withStyleHashes,
  type PageStylesIndex,
  type StyleEntry,
} from '../lib/styles/pageStyles';
import type { BufferedAnswer, RenderAnswer } from './bufferedAnswer';

/**
 * The build's stylesheet index (src/integrations/pageStyles.ts writes it beside the server build), or
 * undefined when there is none (a build without the integration: pages keep their stylesheet links).
 * A malformed file is an error at start, not a page without styles.
 */
export function loadPageStylesIndex(file: string): PageStylesIndex | undefined {
  if (!existsSync(file)) return undefined;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!isIndex(parsed)) throw new Error(`${file}: not a stylesheet index`);
  return parsed;
}

const isEntry = (value: unknown): value is StyleEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  if (typeof entry['open'] === 'string')
    return Array.isArray(entry['entries']) && entry['entries'].every(isEntry);
  return (
    typeof entry['css'] === 'string' &&
    (entry['scopes'] === null ||
      (Array.isArray(entry['scopes']) && entry['scopes'].every((scope) => typeof scope === 'string')))
  );
};

const isIndex = (value: unknown): value is PageStylesIndex => {
  if (typeof value !== 'object' || value === null) return false;
  const sheets = (value as { sheets?: unknown }).sheets;
  return (
    typeof sheets === 'object' &&
    sheets !== null &&
    Object.values(sheets).every((entries) => Array.isArray(entries) && entries.every(isEntry))
  );
};

const CSP = 'content-security-policy';

/**
 * The render step that writes each HTML page's own styles into it (src/lib/styles/pageStyles.ts): the
 * page's stylesheet link becomes a `<style>` with the rules of the components on the page, and the
 * Content-Security-Policy allows that element by its hash. An HTML page comes out as bytes
 * (src/server/bufferedAnswer.ts: the page cache keeps them as they are); other answers pass unchanged.
 */
export function createPageStylesStep(index: PageStylesIndex): (response: Response) => Promise<RenderAnswer> {
  const selections = new Map<string, string>();
  /**
   * What a selection (its key: stylesheet and scopes) is written as, derived once: its CSS as UTF-8
   * bytes read as Latin-1 (written into a page read that way) and its CSP hash.
   */
  const forms = new Map<string, { latin1: string; hash: string }>();
  const formsOf = (key: string, css: string): { latin1: string; hash: string } => {
    let form = forms.get(key);
    if (form === undefined) {
      form = {
        latin1: Buffer.from(css, 'utf8').toString('latin1'),
        hash: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
      };
      if (forms.size >= MAX_CACHED_SELECTIONS) forms.clear();
      forms.set(key, form);
    }
    return form;
  };
  const asLatin1 = (key: string, css: string): string => formsOf(key, css).latin1;
  const hashOf = ({ key, css }: { key: string; css: string }): string => formsOf(key, css).hash;
  return async (response) => {
    if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html'))
      return response;
    // The page's UTF-8 bytes read one byte to a character (Latin-1), and written back the same way:
    // what the step looks for and writes around is ASCII, so the page is neither decoded nor encoded
    // again (two passes over ~150 kB, and a string half the size on pages in Arabic or Japanese), and
    // every byte it does not replace stays exactly as rendered.
    const html = Buffer.from(await response.arrayBuffer()).toString('latin1');
    const { html: page, styles } = inlinePageStyles(html, index, selections, asLatin1);
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    const policy = headers.get(CSP);
    if (policy && styles.length > 0) headers.set(CSP, withStyleHashes(policy, styles.map(hashOf)));
    const styled: BufferedAnswer = {
      status: response.status,
      statusText: response.statusText,
      headers,
      body: Buffer.from(page, 'latin1'),
    };
    return styled;
  };
}
