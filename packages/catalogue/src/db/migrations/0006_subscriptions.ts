/**
 * Once created one of the storefront's own tables (sign-ups, group requests) beside the catalogue; they
 * moved to the storefront's store (`src/lib/store/`). A no-op now, kept so that a database migrated
 * before keeps a valid history (Kysely refuses a history that lost an applied migration).
 */
export async function up(): Promise<void> {}
