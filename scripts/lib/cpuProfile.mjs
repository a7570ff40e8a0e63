// Reads a V8 CPU profile (`node --cpu-prof`) and tells where the time went: self time by function and by
// package (or server chunk), and inclusive time (a function and everything it called) by function. Used
// by `bench:cold --profile` (docs/performance.md, "Where a cold render's time goes").
import { basename } from 'node:path';

/** `node_modules/.pnpm/…/node_modules/astro/dist/…` → `astro`; a server chunk → its file name. */
export function areaOf(url) {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:')) return 'node';
  return basename(url);
}

/**
 * `window` keeps only the samples taken between two moments of the machine's monotonic clock, in µs
 * (`process.hrtime.bigint() / 1000n` in any process: V8 stamps its samples on the same clock), so one
 * profile of a whole run can be read pass by pass.
 * @param {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number }, children?: number[] }[], samples: number[], timeDeltas: number[], startTime?: number }} profile
 * @param {number} [top]
 * @param {{ fromUs: number, toUs: number }} [window]
 * @returns {{ totalMs: number, self: [string, number][], inclusive: [string, number][], areas: [string, number][] }}
 */
export function summarise(profile, top = 25, window = undefined) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfUs = new Map();
  let at = profile.startTime ?? 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (window && (at < window.fromUs || at > window.toUs)) return;
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const label = (node) =>
    `${node.callFrame.functionName || '(anonymous)'} ${areaOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  const idle = new Set(['(idle)', '(program)', '(garbage collector)']);
  const self = new Map();
  const inclusive = new Map();
  const areas = new Map();
  let totalUs = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    const name = node.callFrame.functionName;
    if (name === '(idle)') continue;
    totalUs += us;
    const key = idle.has(name) ? name : label(node);
    self.set(key, (self.get(key) ?? 0) + us);
    const area = idle.has(name) ? name : areaOf(node.callFrame.url);
    areas.set(area, (areas.get(area) ?? 0) + us);
    // Inclusive: every distinct function on the stack once (recursion counted once).
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      if (!frame || frame.callFrame.functionName === '(root)') continue;
      const frameKey = label(frame);
      if (seen.has(frameKey)) continue;
      seen.add(frameKey);
      inclusive.set(frameKey, (inclusive.get(frameKey) ?? 0) + us);
    }
  }
  const ms = (entries) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, us]) => [key, us / 1000]);
  return { totalMs: totalUs / 1000, self: ms(self), inclusive: ms(inclusive), areas: ms(areas) };
}
