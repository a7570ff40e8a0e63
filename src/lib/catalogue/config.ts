import { z } from 'zod';

/**
 * How the storefront reaches the catalogue, read from `process.env` (framework-free modules cannot use
 * `astro:env`): a remote catalogue at CATALOGUE_API_URL, else the one embedded in this process (whose own
 * settings, DATABASE_URL, CATALOGUE_DATA_DIR and CATALOGUE_SCALE, the catalogue package reads). Empty strings
 * count as unset.
 */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const configSchema = z.object({
  CATALOGUE_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  CATALOGUE_CDN_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** '1' lets a request inject catalogue faults with the `x-catalogue-fault` header (tests only). */
  CATALOGUE_FAULT_INJECTION: z.preprocess(emptyAsUndefined, z.enum(['0', '1']).default('0')),
  CATALOGUE_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(8000)),
});

export type CatalogueClientConfig = z.infer<typeof configSchema>;

/** Parses the environment; throws a readable error naming the bad variable. */
export function readCatalogueClientConfig(
  env: Record<string, string | undefined> = process.env,
): CatalogueClientConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid catalogue client configuration: ${issue?.path.join('.') ?? '?'} ${issue?.message ?? ''}`,
    );
  }
  return parsed.data;
}
