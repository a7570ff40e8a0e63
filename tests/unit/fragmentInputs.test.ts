import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Markup whose HTML is kept by a key of its props (Memo.astro, docs/page-cache.md "Fragments") must
 * read its props and nothing else, or a kept fragment would show one visitor's request to another.
 * This follows each such component and the Astro components it imports.
 */
const MEMOIZED = ['src/components/cards/ProductCardMarkup.astro'];

const FORBIDDEN: [RegExp, string][] = [
  [
    /Astro\.(locals|request|url|cookies|params|site|session|cache|clientAddress|currentLocale|originPathname)\b/,
    'reads the request',
  ],
  [/\bclient:[a-z]+/, 'holds an island'],
  [/<script\b/, 'holds a script'],
  [/server:defer/, 'holds a server island'],
  [/\bDate\.now\(|new Date\(\)/, 'reads the clock'],
  [/Math\.random\(/, 'is random'],
];

function astroImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/from\s+'(\.{1,2}\/[^']+\.astro)'/g)].map((match) =>
    resolve(dirname(file), match[1] as string),
  );
}

function componentsOf(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [resolve(entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...astroImports(file));
  }
  return [...seen];
}

describe('memoized markup reads only its props', () => {
  it.each(MEMOIZED)('%s and the components it uses', (entry) => {
    const files = componentsOf(entry);
    expect(files.length).toBeGreaterThan(1);
    const problems = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return FORBIDDEN.filter(([pattern]) => pattern.test(source)).map(
        ([, what]) => `${file.slice(process.cwd().length + 1)} ${what}`,
      );
    });
    expect(problems).toEqual([]);
  });

  it('the scan itself finds a component that reads the request', () => {
    const source = 'const { t } = Astro.locals;';
    expect(FORBIDDEN.some(([pattern]) => pattern.test(source))).toBe(true);
  });
});
