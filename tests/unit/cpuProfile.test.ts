import { describe, expect, it } from 'vitest';
import { areaOf, summarise } from '../../scripts/lib/cpuProfile.mjs';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

describe('bench:cold --profile: where the CPU time went', () => {
  it('names the area of a frame: a package, a server chunk, node, native', () => {
    expect(areaOf('file:///app/node_modules/astro/dist/runtime/render.js')).toBe('astro');
    expect(areaOf('file:///app/node_modules/@prismicio/client/dist/index.js')).toBe('@prismicio/client');
    expect(areaOf('file:///app/dist/server/chunks/showPage_AbC.mjs')).toBe('showPage_AbC.mjs');
    expect(areaOf('node:zlib')).toBe('node');
    expect(areaOf('')).toBe('(native)');
  });

  it('sums self time per function and area, and inclusive time up the stack, idle left out', () => {
    // root → render (astro) → card (chunk) ; root → (idle)
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2, 4] },
        { id: 2, callFrame: frame('render', 'file:///a/node_modules/astro/x.js', 9), children: [3] },
        { id: 3, callFrame: frame('card', 'file:///a/dist/server/chunks/cards.mjs', 4) },
        { id: 4, callFrame: frame('(idle)') },
      ],
      samples: [2, 3, 3, 4],
      timeDeltas: [1000, 2000, 3000, 50_000],
    };
    const { totalMs, self, inclusive, areas } = summarise(profile);
    expect(totalMs).toBe(6);
    expect(self).toEqual([
      ['card cards.mjs:5', 5],
      ['render astro:10', 1],
    ]);
    expect(inclusive).toEqual([
      ['render astro:10', 6],
      ['card cards.mjs:5', 5],
    ]);
    expect(areas).toEqual([
      ['cards.mjs', 5],
      ['astro', 1],
    ]);
  });

  it('keeps only the samples inside a window of the monotonic clock (one pass of a run)', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2, 3] },
        { id: 2, callFrame: frame('start', 'file:///a/dist/server/entry.mjs', 0) },
        { id: 3, callFrame: frame('render', 'file:///a/node_modules/astro/x.js', 9) },
      ],
      startTime: 1_000_000,
      // samples at 1,001,000 (start), 1,003,000 (render), 1,006,000 (render), 1,010,000 (start)
      samples: [2, 3, 3, 2],
      timeDeltas: [1000, 2000, 3000, 4000],
    };
    expect(summarise(profile, 25, { fromUs: 1_002_000, toUs: 1_008_000 }).self).toEqual([
      ['render astro:10', 5],
    ]);
    expect(summarise(profile).totalMs).toBe(10);
  });
});
