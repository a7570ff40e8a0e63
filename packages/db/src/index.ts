/**
 * Opening a Kysely database the same way for every owner of data in this repository (the catalogue
 * stand-in, the storefront's own store): PGlite by default, PostgreSQL when a URL is given.
 */
export { openDatabase, type DbTarget, type OpenOptions } from './open.ts';
