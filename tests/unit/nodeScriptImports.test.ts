import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf } from './lib/importGraph';

/**
 * The `.ts` scripts that run on plain Node (type stripping, no bundler): `npm run catalogue`, `db:seed`,
 * `preview:link`, `prismic:push-models`, `prismic:migrate`, `bench:catalogue`, `bench:catalogue-calls` and the first start. Node's ESM resolver takes a relative specifier
 * as written, so every module these scripts reach must import its neighbours with the file's own
 * extension (`'../cachedBy.ts'`, never `'../cachedBy'`) — Vite resolves both, so only this walk (or the
 * slow contract test that starts the catalogue process) notices a missing one.
 */
const SCRIPTS = [
  'packages/catalogue/bin/server.ts',
  'packages/catalogue/bin/seed.ts',
  'scripts/preview-link.ts',
  'packages/catalogue/bin/bench.ts',
  'packages/catalogue/bin/bench-calls.ts',
  'packages/catalogue/bin/first-start.ts',
  'scripts/prismic/push-models.ts',
  'scripts/prismic/migrate.ts',
];

const root = resolve(import.meta.dirname, '../..');

/** Relative imports Node resolves at run time: static and dynamic ones; `import type` is erased by Node. */
function relativeImports(source: string): string[] {
  return importsOf(source)
    .filter(({ specifier, typeOnly }) => !typeOnly && specifier.startsWith('.'))
    .map(({ specifier }) => specifier);
}

/** The file a workspace package's entry names (`@storefront/db` → packages/db/src/index.ts), walked too. */
function workspaceEntries(source: string): string[] {
  return importsOf(source)
    .filter(({ specifier, typeOnly }) => !typeOnly && specifier.startsWith('@storefront/'))
    .map(({ specifier }) => {
      const [scope, name, ...rest] = specifier.split('/');
      const folder = resolve(root, 'packages', String(name));
      const { exports } = JSON.parse(readFileSync(resolve(folder, 'package.json'), 'utf8')) as {
        exports: Record<string, string>;
      };
      const entry = exports[rest.length ? `./${rest.join('/')}` : '.'];
      if (!scope || entry === undefined) throw new Error(`${specifier} is not an entry point`);
      return resolve(folder, entry);
    });
}

function walk(entry: string): { reached: number; broken: string[] } {
  const seen = new Set<string>();
  const broken: string[] = [];
  const queue = [resolve(root, entry)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
      const target = resolve(dirname(file), specifier);
      if (!existsSync(target) || !/\.(ts|mjs|js|json)$/.test(target)) {
        broken.push(`${relative(root, file)} imports '${specifier}'`);
        continue;
      }
      if (/\.(ts|mjs|js)$/.test(target)) queue.push(target);
    }
    queue.push(...workspaceEntries(readFileSync(file, 'utf8')));
  }
  return { reached: seen.size, broken };
}

describe('imports of the scripts that run on plain Node', () => {
  it('reads static and dynamic imports and skips type-only ones', () => {
    expect(
      relativeImports(
        [
          "import { a } from './a.ts';",
          "import type { B } from '../b';",
          "export { c } from './c.ts';",
          "import './side.ts';",
          "import { sql } from 'kysely';",
          'import {\n  d,\n  e,\n} from "./de";',
          "const f = await import('./f.ts');",
        ].join('\n'),
      ),
    ).toEqual(['./a.ts', './c.ts', './side.ts', './de', './f.ts']);
  });

  it.each(SCRIPTS)('%s reaches only files named with their extension', (script) => {
    const { reached, broken } = walk(script);
    expect(reached).toBeGreaterThan(1);
    expect(broken).toEqual([]);
  });
});
