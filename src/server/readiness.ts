/** One dependency `/readyz` checks: its name and a probe that resolves when it answers. */
export interface ReadinessCheck {
  name: string;
  probe: () => Promise<unknown>;
  /** What `/readyz` says of it when ready (default `ok`). */
  describe?: () => string;
}

/** How long `/readyz` waits for each probe. */
export const READINESS_TIMEOUT_MS = 3000;

/**
 * Runs every probe in parallel, each bounded by {@link READINESS_TIMEOUT_MS}: ready when all answer.
 * The text names each check with `ok` or its failure, one per line.
 * @example await checkReadiness([{ name: 'content', probe: async () => 1 }]) → { ready: true, text: 'content ok\n' }
 */
export async function checkReadiness(
  checks: readonly ReadinessCheck[],
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<{ ready: boolean; text: string }> {
  const results = await Promise.all(
    checks.map(async (check) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([check.probe(), timeout]);
        return { name: check.name, ok: true, detail: check.describe?.() ?? 'ok' };
      } catch (error) {
        return { name: check.name, ok: false, detail: error instanceof Error ? error.message : 'failed' };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return {
    ready: results.every((result) => result.ok),
    text: results.map((result) => `${result.name} ${result.detail}\n`).join(''),
  };
}
