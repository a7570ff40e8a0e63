import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The project's import graph as the checks read it (no bundler): static `import … from`, `export … from`,
 * side-effect imports and `import('…')`, with or without `type`, in `.ts`, `.tsx`, `.mjs` and `.astro`
 * files (an Astro component's frontmatter and scripts alike).
 */
const STATIC = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

export interface ImportSpecifier {
  specifier: string;
  typeOnly: boolean;
}

/** Every import of a source text, in order. */
export function importsOf(source: string): ImportSpecifier[] {
  const found: ImportSpecifier[] = [];
  for (const match of source.matchAll(STATIC)) {
    const [, , typeOnly, specifier] = match;
    if (specifier !== undefined) found.push({ specifier, typeOnly: Boolean(typeOnly) });
  }
  for (const match of source.matchAll(DYNAMIC)) {
    if (match[1] !== undefined) found.push({ specifier: match[1], typeOnly: false });
  }
  return found;
}

const SOURCE = /\.(ts|tsx|mjs|astro)$/;
const CANDIDATES = ['', '.ts', '.tsx', '.mjs', '.astro', '/index.ts'];

/** The file a relative specifier names (extension optional, as Vite resolves it), or undefined. */
export function resolveRelative(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const suffix of CANDIDATES) {
    const candidate = `${base}${suffix}`;
    if (existsSync(candidate) && statSync(candidate).isFile() && SOURCE.test(candidate)) return candidate;
  }
  return undefined;
}

/** Source files under a folder, tests and declaration files left out. */
export function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (SOURCE.test(entry.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name)) files.push(path);
  }
  return files;
}

/** file → the project files it imports (relative imports only). */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(readFileSync(file, 'utf8'))
      .map(({ specifier }) => resolveRelative(file, specifier))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one node (Tarjan): the import circles. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, indexOf.get(next) ?? 0));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}

/** A path relative to the repository, for messages. */
export const fromRoot = (root: string, path: string): string => relative(root, path);
