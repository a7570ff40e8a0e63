import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Markup whose HTML is kept by a key of its props (Memo.astro, docs/page-cache.md "Fragments") must
 * read its props and nothing else, or a kept fragment would show one visitor's request to another.
 * This finds every `<Memo>` of `src/` and follows the components inside it and the Astro components
 * they import.
 */
const root = resolve(import.meta.dirname, '../..');

function astroFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? astroFiles(path) : entry.name.endsWith('.astro') ? [path] : [];
  });
}

/** Each `<Memo>…</Memo>` of a file: the slot's own text and the Astro components it renders. */
function memoUses(file: string, source: string): { where: string; slot: string; components: string[] }[] {
  const imported = new Map(
    [...source.matchAll(/import\s+(\w+)(?:\s*,\s*\{[^}]*\})?\s+from\s+'(\.{1,2}\/[^']+\.astro)'/g)].map(
      (match) => [match[1] as string, resolve(dirname(file), match[2] as string)],
    ),
  );
  return [...source.matchAll(/<Memo\b[^>]*>([\s\S]*?)<\/Memo>/g)].map((match) => {
    const slot = match[1] ?? '';
    const tags = [...slot.matchAll(/<([A-Z]\w*)/g)].map((tag) => tag[1] as string);
    return {
      where: relative(root, file),
      slot,
      components: tags.map((tag) => imported.get(tag) ?? `${tag} (not imported from an .astro file)`),
    };
  });
}

const USES = astroFiles(resolve(root, 'src')).flatMap((file) => memoUses(file, readFileSync(file, 'utf8')));

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
  it('finds every <Memo> (the product card and the site navigation today)', () => {
    expect(USES.map((use) => use.where)).toEqual(
      expect.arrayContaining([
        'src/components/cards/ProductCard.astro',
        'src/components/chrome/SiteHeader.astro',
      ]),
    );
    expect(
      memoUses('/x/A.astro', "import Card from './Card.astro';\n<Memo of={k}><Card {...p} /></Memo>")[0]
        ?.components,
    ).toEqual(['/x/Card.astro']);
  });

  it.each(USES.map((use) => [use.where, use] as const))('the <Memo> of %s and what it renders', (_, use) => {
    // A slot renders components (followed below) or is markup of its own (checked as written).
    expect(use.components.length > 0 || /<[a-z]/.test(use.slot)).toBe(true);
    const unresolved = use.components.filter((component) => !component.endsWith('.astro'));
    expect(unresolved).toEqual([]);
    const slotProblems = FORBIDDEN.filter(([pattern]) => pattern.test(use.slot)).map(
      ([, what]) => `${use.where}: its <Memo> slot ${what}`,
    );
    const files = use.components.flatMap(componentsOf);
    const problems = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return FORBIDDEN.filter(([pattern]) => pattern.test(source)).map(
        ([, what]) => `${file.slice(process.cwd().length + 1)} ${what}`,
      );
    });
    expect([...slotProblems, ...problems]).toEqual([]);
  });

  it('the scan itself finds a component that reads the request', () => {
    const source = 'const { t } = Astro.locals;';
    expect(FORBIDDEN.some(([pattern]) => pattern.test(source))).toBe(true);
  });
});
