import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPERIMENTS, HTML_EXPERIMENTS } from './experiments';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path.includes('rules/experiments') ? [] : sources(path);
    return /\.(ts|tsx|astro)$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('HTML_EXPERIMENTS', () => {
  it('lists every experiment the server-side code reads (the page cache keys by these alone)', () => {
    const code = ['src/components', 'src/features', 'src/layouts', 'src/lib', 'src/pages']
      .flatMap(sources)
      .map((file) => readFileSync(file, 'utf8'));
    const others = Object.keys(EXPERIMENTS).filter(
      (name) => !(HTML_EXPERIMENTS as readonly string[]).includes(name),
    );
    for (const name of others) {
      const quoted = [`'${name}'`, `"${name}"`, `.${name}`];
      expect(
        code.filter((text) => quoted.some((q) => text.includes(q))),
        name,
      ).toEqual([]);
    }
  });
});
