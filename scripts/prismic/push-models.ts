/**
 * `npm run prismic:push-models [-- --dry-run] [--models <dir>]`: pushes every custom type
 * (`customtypes/<id>/index.json`) and shared slice (`slices/<Name>/model.json`) to the Prismic repository
 * `PRISMIC_REPOSITORY` through the Custom Types API, with the write token `PRISMIC_WRITE_TOKEN`.
 * Idempotent: inserts the missing models, updates the changed ones, leaves the rest; never deletes
 * (it lists what only the repository has). `--dry-run` prints the plan and writes nothing.
 * `--custom-types-api <url>` talks to another endpoint (a proxy, the tests' fake). docs/prismic.md.
 * @example PRISMIC_REPOSITORY=my-repo PRISMIC_WRITE_TOKEN=… npm run prismic:push-models -- --dry-run
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readLocalModels } from './lib/localModels.ts';
import { pushModels, summariseModelPlan } from './lib/pushModels.ts';
import { retryingFetch } from './lib/retryingFetch.ts';
import { readWriteConfig } from './lib/writeConfig.ts';

const fail = (message: string): never => {
  console.error(`prismic:push-models: ${message}`);
  process.exit(1);
};

try {
  const { values } = parseArgs({
    options: {
      'dry-run': { type: 'boolean', default: false },
      models: { type: 'string', default: '.' },
      'custom-types-api': { type: 'string' },
    },
  });
  const config = readWriteConfig(process.env, { customTypes: values['custom-types-api'] });
  const models = readLocalModels(resolve(values.models));
  const dryRun = values['dry-run'];
  console.log(
    `${dryRun ? 'Plan for' : 'Pushing'} ${models.customTypes.length} custom types and ${models.slices.length} slices to ${config.repositoryName}`,
  );
  const fetch = retryingFetch(globalThis.fetch.bind(globalThis), { log: (line) => console.warn(line) });
  const plan = await pushModels(models, { config, fetch, dryRun });
  for (const line of summariseModelPlan(plan, dryRun)) console.log(line);
} catch (error) {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  fail(`${error instanceof Error ? error.message : String(error)}${cause}`);
}
