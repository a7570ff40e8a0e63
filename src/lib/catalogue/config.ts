import { z } from 'zod';

/**
 * The catalogue's configuration, read once from `process.env` (framework-free modules cannot use
 * `astro:env`). Empty strings count as unset so that `DATABASE_URL=` in a shell means "embedded".
 */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const configSchema = z.object({
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  CATALOGUE_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  CATALOGUE_CDN_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  CATALOGUE_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data/catalogue')),
  CATALOGUE_SCALE: z.preprocess(emptyAsUndefined, z.enum(['test', 'demo', 'bench']).default('demo')),
  /** '1' lets a request inject catalogue faults with the `x-catalogue-fault` header (tests only). */
  CATALOGUE_FAULT_INJECTION: z.preprocess(emptyAsUndefined, z.enum(['0', '1']).default('0')),
  CATALOGUE_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(8000)),
});

export type CatalogueConfig = z.infer<typeof configSchema>;

/** Parses the environment; throws a readable error naming the bad variable. */
export function readCatalogueConfig(env: Record<string, string | undefined> = process.env): CatalogueConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid catalogue configuration: ${issue?.path.join('.') ?? '?'} ${issue?.message ?? ''}`,
    );
  }
  return parsed.data;
}
