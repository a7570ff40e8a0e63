import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRoot, importsOf, resolveRelative } from './lib/importGraph';

const root = resolve(import.meta.dirname, '../..');
const PACKAGES = resolve(root, 'packages');

interface Manifest {
  name: string;
  exports: Record<string, string>;
  dependencies?: Record<string, string>;
}
const manifest = (folder: string): Manifest =>
  JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Manifest;

/** Every source file of a folder, tests included (a package's tests must not reach out either). */
function allSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : allSources(path);
    return /\.(ts|tsx|mjs|astro)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `@scope/name/sub/path` → `@scope/name`; `kysely/migration` → `kysely`. */
const packageOf = (specifier: string): string =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? '');

const BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

describe('workspace packages (issue 23 §1)', () => {
  const folders = readdirSync(PACKAGES).map((name) => join(PACKAGES, name));

  it.each(folders.map((folder) => [fromRoot(root, folder), folder]))(
    '%s imports only its own files, node built-ins and its declared dependencies',
    (_, folder) => {
      const own = manifest(folder);
      const declared = new Set(Object.keys(own.dependencies ?? {}));
      const outside: string[] = [];
      for (const file of allSources(folder)) {
        for (const { specifier } of importsOf(readFileSync(file, 'utf8'))) {
          if (specifier.startsWith('.')) {
            const target = resolveRelative(file, specifier) ?? resolve(file, '..', specifier);
            if (!target.startsWith(`${folder}/`)) outside.push(`${fromRoot(root, file)} → ${specifier}`);
          } else if (!BUILTINS.has(specifier) && specifier !== 'vitest' && specifier !== 'vitest/config') {
            const name = packageOf(specifier);
            if (name !== own.name && !declared.has(name))
              outside.push(`${fromRoot(root, file)} → ${specifier}`);
          }
        }
      }
      expect(outside).toEqual([]);
    },
  );

  it('the storefront imports a package only through the entry points its package.json exports', () => {
    const exported = new Map(
      folders.map((folder) => {
        const { name, exports } = manifest(folder);
        return [
          name,
          new Set(Object.keys(exports).map((key) => (key === '.' ? name : `${name}/${key.slice(2)}`))),
        ];
      }),
    );
    const wrong: string[] = [];
    for (const top of ['src', 'scripts', 'tests']) {
      for (const file of allSources(resolve(root, top))) {
        for (const { specifier } of importsOf(readFileSync(file, 'utf8'))) {
          const entries = exported.get(packageOf(specifier));
          if (entries && !entries.has(specifier)) wrong.push(`${fromRoot(root, file)} → ${specifier}`);
          const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : undefined;
          if (target?.startsWith(`${PACKAGES}/`)) wrong.push(`${fromRoot(root, file)} → ${specifier}`);
        }
      }
    }
    expect(exported.get('@storefront/catalogue')).toContain('@storefront/catalogue/contract');
    expect(wrong).toEqual([]);
  });
});
