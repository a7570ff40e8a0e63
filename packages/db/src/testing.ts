export type TestTarget = 'pglite' | 'postgres';

/** Targets the storage tests run on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const TEST_TARGETS: TestTarget[] = process.env['DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite'];
