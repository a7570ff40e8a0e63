/**
 * How many pages the page cache renders at once when `RENDER_CONCURRENCY` is not set (the render gate,
 * src/server/pageCache/pageCache.ts). A process renders on one thread whatever the machine's cores, so
 * when every upstream answers in this process (the embedded catalogue on PGlite runs on that same
 * thread, the local content repository is in memory) a second render in flight can only interleave with
 * the first, never run beside it: one at a time, and each render's garbage dies young. When an upstream
 * is across a network (a catalogue host, PostgreSQL, Prismic), twice the cores, so that one page renders
 * while others wait for their data. Issue 25, docs/performance.md: on two cores with the embedded
 * upstreams, two renders at once used 15 % less CPU a miss than four (third slice), and one 6–16 % less
 * than two, with less garbage collection, in four alternated pairs (fourth slice).
 * @example defaultRenderConcurrency(2, { remoteUpstream: false }) === 1
 * @example defaultRenderConcurrency(2, { remoteUpstream: true }) === 4
 */
export function defaultRenderConcurrency(
  cores: number,
  { remoteUpstream }: { remoteUpstream: boolean },
): number {
  const whole = Number.isFinite(cores) ? Math.max(1, Math.floor(cores)) : 1;
  return remoteUpstream ? 2 * whole : 1;
}
