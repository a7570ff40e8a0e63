import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import {
  pageStyleEdits,
  styleElement,
  withStyleHashes,
  type PageStylesIndex,
  type Selection,
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

/** A selection with the bytes the step writes for it and the hash the policy allows it by. */
interface WrittenSelection extends Selection {
  readonly element: Buffer;
  readonly hash: string;
}

/**
 * The render step that writes each HTML page's own styles into it (src/lib/styles/pageStyles.ts): the
 * page's stylesheet link becomes a `<style>` with the rules of the components on the page, and the
 * Content-Security-Policy allows that element by its hash. An HTML page comes out as bytes
 * (src/server/bufferedAnswer.ts: the page cache keeps them as they are); other answers pass unchanged.
 */
export function createPageStylesStep(index: PageStylesIndex): (response: Response) => Promise<RenderAnswer> {
  /**
   * Each selection (its key: stylesheet and scopes) with what the step writes, derived once: its
   * `<style>` element as UTF-8 bytes, and its CSP hash.
   */
  const selections = new Map<string, WrittenSelection>();
  const derive = (css: string, scopes: string): WrittenSelection => ({
    css,
    element: Buffer.from(styleElement(css, scopes), 'utf8'),
    hash: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
  });
  return async (response) => {
    if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html'))
      return response;
    // The page's UTF-8 bytes read one byte to a character (Latin-1) to find what to replace: what the
    // step looks for is ASCII, so a character's index is its byte's. The new page is spliced from the
    // rendered bytes and each selection's bytes, never decoded or encoded again, and every byte it does
    // not replace stays exactly as rendered.
    const rendered = Buffer.from(await response.arrayBuffer());
    const edits = pageStyleEdits(rendered.toString('latin1'), index, derive, selections);
    const parts: Buffer[] = [];
    let at = 0;
    for (const edit of edits) {
      parts.push(rendered.subarray(at, edit.from));
      parts.push(edit.selection.element);
      at = edit.to;
    }
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    const policy = headers.get(CSP);
    const written = edits.filter((edit) => edit.selection.css);
    if (policy && written.length > 0)
      headers.set(
        CSP,
        withStyleHashes(
          policy,
          written.map((edit) => edit.selection.hash),
        ),
      );
    const styled: BufferedAnswer = {
      status: response.status,
      statusText: response.statusText,
      headers,
      body: edits.length === 0 ? rendered : Buffer.concat([...parts, rendered.subarray(at)]),
    };
    return styled;
  };
}
