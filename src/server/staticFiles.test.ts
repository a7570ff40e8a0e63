import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staticFileMatcher } from './staticFiles';

const root = mkdtempSync(join(tmpdir(), 'static-'));
mkdirSync(join(root, '_astro'));
mkdirSync(join(root, 'docs'));
mkdirSync(join(root, '.well-known'));
writeFileSync(join(root, '_astro', 'client.AbC.js'), '');
writeFileSync(join(root, 'favicon.svg'), '');
writeFileSync(join(root, 'docs', 'index.html'), '');
writeFileSync(join(root, 'about.html'), '');
writeFileSync(join(root, '.well-known', 'security.txt'), '');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('staticFileMatcher', () => {
  const matches = staticFileMatcher(root, { base: '/', buildFormat: 'directory' });
  it('sends the build’s files (and folders with an index.html) to the static handler', () => {
    expect(matches('/_astro/client.AbC.js')).toBe(true);
    expect(matches('/favicon.svg?v=2')).toBe(true);
    expect(matches('/docs/')).toBe(true);
    expect(matches('/docs')).toBe(true);
    expect(matches('/.well-known/security.txt')).toBe(true);
    expect(matches('/_astro/../favicon.svg')).toBe(true);
    // Any file name is looked up, even one written after the start (a measuring script's file).
    expect(matches('/_astro/missing.js')).toBe(true);
    expect(matches('/robots.txt')).toBe(true);
  });
  it('sends every other path (pages) straight to the renderer', () => {
    expect(matches('/')).toBe(false);
    expect(matches('/west-end-shows/')).toBe(false);
    expect(matches('/_astro/')).toBe(false);
    expect(matches('/about')).toBe(false);
  });
  it('leaves malformed paths, base paths and page files to the adapter', () => {
    expect(matches('/%E0%A4%A')).toBe(true);
    expect(matches(undefined)).toBe(true);
    expect(staticFileMatcher(root, { base: '/shop/' })('/shop/x')).toBe(true);
    expect(staticFileMatcher(root, { base: '/', buildFormat: 'file' })('/about')).toBe(true);
    expect(staticFileMatcher(join(root, 'missing'), { base: '/' })('/anything')).toBe(true);
  });
});
