/**
 * How many pages the page cache renders at once when `RENDER_CONCURRENCY` is not set (the render gate,
 * src/server/pageCache/pageCache.ts): as many as the machine has cores when every upstream answers in
 * this process (the embedded catalogue on PGlite, the local content repository), since a render then
 * barely waits and each render more in flight only keeps its garbage alive longer; twice the cores when
 * an upstream is across a network (a catalogue host, PostgreSQL, Prismic), so that one page renders
 * while another waits for its data. Issue 25, docs/performance.md "Cold renders, third slice": on two
 * cores with the embedded upstreams, two renders at once used 15 % less CPU a miss than four.
 * @example defaultRenderConcurrency(2, { remoteUpstream: false }) === 2
 * @example defaultRenderConcurrency(2, { remoteUpstream: true }) === 4
 */
export function defaultRenderConcurrency(
  cores: number,
  { remoteUpstream }: { remoteUpstream: boolean },
): number {
  const whole = Number.isFinite(cores) ? Math.max(1, Math.floor(cores)) : 1;
  return remoteUpstream ? 2 * whole : whole;
}
