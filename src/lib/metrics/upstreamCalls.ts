/**
 * How many requests each upstream was actually asked (not answered from memory): the content API and the
 * catalogue. Read by /metrics (`storefront_upstream_requests_total`), and by `bench:cold`, which prints
 * them per request of each pass: the measure of issue 25's "repeated content or catalogue queries".
 * @example countUpstreamCall('content'); upstreamCalls.content === 1
 */
export type Upstream = 'content' | 'catalogue';

export const upstreamCalls: Record<Upstream, number> = { content: 0, catalogue: 0 };

export function countUpstreamCall(upstream: Upstream): void {
  upstreamCalls[upstream] += 1;
}
