export interface ServerLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
  /**
   * How long a shutdown keeps accepting after the signal (readyz already 503, every answer closing its
   * connection), so that a balancer stops sending and connections already queued are served.
   */
  shutdownDrainMs: number;
  /** How long a shutdown then waits for requests in flight before closing their connections. */
  shutdownGraceMs: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 2048,
  shutdownDrainMs: 1_000,
  shutdownGraceMs: 10_000,
};
