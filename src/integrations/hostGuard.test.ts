import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { patchStandalone } from './hostGuard';

describe('patchStandalone', () => {
  it("puts the guard first in the installed adapter's request listener", () => {
    const file = createRequire(import.meta.url)
      .resolve('@astrojs/node')
      .replace(/index\.js$/, 'standalone.js');
    const patched = patchStandalone(readFileSync(file, 'utf8'), '/guard.ts');
    expect(patched.startsWith('import { rejectBadHost } from "/guard.ts";\n')).toBe(true);
    expect(patched).toContain(
      '  return (req, res) => {\n    if (rejectBadHost(req, res)) return;\n    try {',
    );
  });
  it('fails loudly when the adapter changed shape', () => {
    expect(() => patchStandalone('export function other() {}', '/guard.ts')).toThrow(/changed shape/);
  });
});
