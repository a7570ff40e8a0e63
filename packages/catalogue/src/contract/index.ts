/**
 * The catalogue's contract: facts that its answers and its callers share, import-free (islands may use
 * them). Everything else the storefront knows about the catalogue comes through its HTTP answers.
 */
export * from './geo.ts';
export * from './languages.ts';
export * from './mediaPaths.ts';
export * from './search.ts';
export * from './transfers.ts';
