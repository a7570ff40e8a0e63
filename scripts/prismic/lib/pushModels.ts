import { isDeepStrictEqual } from 'node:util';
import type { CustomTypeModel, SharedSliceModel } from '@prismicio/client';
import { createClient, type CustomTypesClient } from '@prismicio/custom-types-client';
import type { LocalModels } from './localModels.ts';
import type { FetchFn } from './retryingFetch.ts';
import type { WriteConfig } from './writeConfig.ts';

type Kind = 'custom type' | 'slice';

/** What a push does with one model: the repository lacks it, has another version, or has this one. */
export interface ModelStep {
  kind: Kind;
  id: string;
  action: 'insert' | 'update' | 'unchanged';
}

export interface ModelPlan {
  steps: ModelStep[];
  /** Models the repository has and the project does not: never deleted, only reported. */
  onlyInRepository: { kind: Kind; id: string }[];
}

/**
 * What to do with each local model given the repository's: insert the missing, update those that
 * differ (a deep comparison of the whole model), leave identical ones alone; list the repository's
 * own extras. Slices come first, as a custom type's slice zone names them.
 * @example planModels({ customTypes: [page], slices: [] }, { customTypes: [], slices: [] }).steps → [{ kind: 'custom type', id: 'page', action: 'insert' }]
 */
export function planModels(local: LocalModels, remote: LocalModels): ModelPlan {
  const compare = <T extends { id: string }>(kind: Kind, mine: readonly T[], theirs: readonly T[]) => {
    const byId = new Map(theirs.map((model) => [model.id, model]));
    const steps = mine.map((model): ModelStep => {
      const existing = byId.get(model.id);
      const action = !existing ? 'insert' : isDeepStrictEqual(existing, model) ? 'unchanged' : 'update';
      return { kind, id: model.id, action };
    });
    const ids = new Set(mine.map((model) => model.id));
    return { steps, extra: theirs.filter((model) => !ids.has(model.id)).map(({ id }) => ({ kind, id })) };
  };
  const slices = compare<SharedSliceModel>('slice', local.slices, remote.slices);
  const types = compare<CustomTypeModel>('custom type', local.customTypes, remote.customTypes);
  return { steps: [...slices.steps, ...types.steps], onlyInRepository: [...slices.extra, ...types.extra] };
}

/**
 * One line per model and the totals, as the script prints them.
 * @example summariseModelPlan(plan) → 'custom type page: insert' … '1 inserted, 0 updated, 3 unchanged'
 */
export function summariseModelPlan(plan: ModelPlan, dryRun: boolean): string[] {
  const count = (action: ModelStep['action']) => plan.steps.filter((step) => step.action === action).length;
  const verbs = dryRun
    ? { insert: 'to insert', update: 'to update', unchanged: 'unchanged' }
    : { insert: 'inserted', update: 'updated', unchanged: 'unchanged' };
  return [
    ...plan.steps
      .filter((step) => step.action !== 'unchanged')
      .map((step) => `${step.kind} ${step.id}: ${verbs[step.action]}`),
    ...plan.onlyInRepository.map(
      ({ kind, id }) =>
        `${kind} ${id}: in the repository only (left as it is; delete it in Prismic if unused)`,
    ),
    `${count('insert')} ${verbs.insert}, ${count('update')} ${verbs.update}, ${count('unchanged')} unchanged`,
  ];
}

export interface PushOptions {
  config: WriteConfig;
  fetch: FetchFn;
  /** Plan only: read the repository, write nothing. */
  dryRun?: boolean;
}

function customTypesClient({ config, fetch }: PushOptions): CustomTypesClient {
  return createClient({
    repositoryName: config.repositoryName,
    token: config.writeToken,
    ...(config.endpoints.customTypes ? { endpoint: config.endpoints.customTypes } : {}),
    fetch,
  });
}

/**
 * Pushes the project's models to the repository through the Custom Types API: reads what it has,
 * then inserts and updates (slices first), and returns the plan it carried out. Nothing is deleted.
 */
export async function pushModels(local: LocalModels, options: PushOptions): Promise<ModelPlan> {
  const client = customTypesClient(options);
  const remote: LocalModels = {
    customTypes: await client.getAllCustomTypes(),
    slices: await client.getAllSharedSlices(),
  };
  const plan = planModels(local, remote);
  if (options.dryRun) return plan;
  const slices = new Map(local.slices.map((model) => [model.id, model]));
  const types = new Map(local.customTypes.map((model) => [model.id, model]));
  for (const step of plan.steps) {
    if (step.action === 'unchanged') continue;
    try {
      if (step.kind === 'slice') {
        const model = slices.get(step.id) as SharedSliceModel;
        await (step.action === 'insert' ? client.insertSharedSlice(model) : client.updateSharedSlice(model));
      } else {
        const model = types.get(step.id) as CustomTypeModel;
        await (step.action === 'insert' ? client.insertCustomType(model) : client.updateCustomType(model));
      }
    } catch (error) {
      throw new Error(
        `${step.kind} ${step.id} could not be ${step.action === 'insert' ? 'inserted' : 'updated'}: ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    }
  }
  return plan;
}
