import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, fromRoot, importGraph, importsOf, sourceFiles } from './lib/importGraph';

const root = resolve(import.meta.dirname, '../..');

describe('the import graph (issue 23 §2: no import circles)', () => {
  it('reads static, type-only, re-exporting and dynamic imports', () => {
    expect(
      importsOf(
        [
          "import { a } from './a.ts';",
          "import type { B } from '../b';",
          "export { c } from './c';",
          "import './side.scss';",
          'const d = () => import("./d");',
        ].join('\n'),
      ),
    ).toEqual([
      { specifier: './a.ts', typeOnly: false },
      { specifier: '../b', typeOnly: true },
      { specifier: './c', typeOnly: false },
      { specifier: './side.scss', typeOnly: false },
      { specifier: './d', typeOnly: false },
    ]);
  });

  it('finds a circle of two and of three files, and none in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', []],
      ['x', ['y']],
      ['y', ['z']],
      ['z', ['x']],
    ]);
    expect(circles(graph)).toEqual([
      ['a', 'b'],
      ['x', 'y', 'z'],
    ]);
    expect(
      circles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('src/, scripts/ and packages/ have no import circle (type-only imports count)', () => {
    const graph = importGraph([
      ...sourceFiles(resolve(root, 'src')),
      ...sourceFiles(resolve(root, 'scripts')),
      ...sourceFiles(resolve(root, 'packages')),
    ]);
    expect(graph.size).toBeGreaterThan(500);
    expect(circles(graph).map((circle) => circle.map((file) => fromRoot(root, file)))).toEqual([]);
  });
});
