import { z } from 'zod';

/**
 * Where the catalogue keeps its data, read from `process.env`: PostgreSQL at DATABASE_URL, else PGlite in
 * CATALOGUE_DATA_DIR, seeded at CATALOGUE_SCALE when empty. Empty strings count as unset so that
 * `DATABASE_URL=` in a shell means "PGlite".
 */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const configSchema = z.object({
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  CATALOGUE_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data/catalogue')),
  CATALOGUE_SCALE: z.preprocess(emptyAsUndefined, z.enum(['test', 'demo', 'bench']).default('demo')),
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
