import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { patchStandalone } from './hostGuard';
import { patchStandaloneForCache } from './pageCache';

const installed = (): string =>
  readFileSync(
    createRequire(import.meta.url)
      .resolve('@astrojs/node')
      .replace(/index\.js$/, 'standalone.js'),
    'utf8',
  );

describe('patchStandaloneForCache', () => {
  it("puts the page cache ahead of the installed adapter's static files and renderer", () => {
    const patched = patchStandaloneForCache(installed(), '/cache.ts', '/static.ts');
    expect(patched.startsWith('import { installPageCache } from "/cache.ts";\n')).toBe(true);
    expect(patched).toContain('import { staticFileMatcher } from "/static.ts";\n');
    expect(patched).toContain('  const pageCache = installPageCache(app);\n');
    expect(patched).toContain(
      '      mayBeStatic(req.url) ? staticHandler(req, res, () => appHandler(req, res)) : appHandler(req, res),\n',
    );
  });
  it('composes with the host guard, which stays first', () => {
    const patched = patchStandalone(
      patchStandaloneForCache(installed(), '/cache.ts', '/static.ts'),
      '/guard.ts',
    );
    expect(patched.indexOf('rejectBadHost(req, res)')).toBeLessThan(patched.indexOf('pageCache.handle('));
  });
  it('fails loudly when the adapter changed shape', () => {
    expect(() => patchStandaloneForCache('export function other() {}', '/cache.ts', '/static.ts')).toThrow(
      /changed shape/,
    );
  });
});
