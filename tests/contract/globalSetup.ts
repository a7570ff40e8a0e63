import type { TestProject } from 'vitest/node';
import { startBuiltServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    catalogueBase: string;
  }
}

/** Builds and starts the server once for every contract test file; stops it at the end. */
export default async function setup(project: TestProject) {
  const { base, stop } = await startBuiltServer();
  project.provide('catalogueBase', base);
  return () => stop();
}
