import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import {
  inlinePageStyles,
  MAX_CACHED_SELECTIONS,
  withStyleHashes,
  type PageStylesIndex,
  type StyleEntry,
} from '../lib/styles/pageStyles';

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
 * Content-Security-Policy allows that element by its hash. Other answers pass unchanged.
 */
export function createPageStylesStep(index: PageStylesIndex): (response: Response) => Promise<Response> {
  const selections = new Map<string, string>();
  const hashes = new Map<string, string>();
  const hashOf = ({ key, css }: { key: string; css: string }): string => {
    let hash = hashes.get(key);
    if (hash === undefined) {
      hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
      if (hashes.size >= MAX_CACHED_SELECTIONS) hashes.clear();
      hashes.set(key, hash);
    }
    return hash;
  };
  return async (response) => {
    if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html'))
      return response;
    const html = await response.text();
    const { html: page, styles } = inlinePageStyles(html, index, selections);
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    const policy = headers.get(CSP);
    if (policy && styles.length > 0) headers.set(CSP, withStyleHashes(policy, styles.map(hashOf)));
    return new Response(page, { status: response.status, statusText: response.statusText, headers });
  };
}
