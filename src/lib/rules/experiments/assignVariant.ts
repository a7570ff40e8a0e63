import { bucketOf } from './bucketOf';
import { EXPERIMENTS, type ExperimentName, type Variant } from './experiments';
import { parseExperimentOverride } from './parseExperimentOverride';

export interface AssignmentInput {
  /** The visitor's sandbox id; without one the visitor sees the control. */
  sandboxId?: string | null | undefined;
  /** The experimentOverride URL parameter: it wins over everything. */
  urlOverride?: string | null | undefined;
  /** The stored override value: it wins over the bucket. */
  storedOverride?: string | null | undefined;
}

/**
 * A visitor's variant of an experiment (spec 001 §4, §9): the URL override, else the stored override,
 * else the deterministic bucket (bucket below the control share → control).
 * @example assignVariant('landing-page-experiment', { sandboxId: 'any' }) === 'treatment'
 * @example assignVariant('cta-copy', { sandboxId: 'x', urlOverride: 'cta-copy:control' }) === 'control'
 */
export function assignVariant(experiment: ExperimentName, input: AssignmentInput): Variant {
  const fromUrl = parseExperimentOverride(input.urlOverride)[experiment];
  if (fromUrl) return fromUrl;
  const fromStore = parseExperimentOverride(input.storedOverride)[experiment];
  if (fromStore) return fromStore;
  const sandboxId = (input.sandboxId ?? '').trim();
  if (!sandboxId) return 'control';
  return bucketOf(experiment, sandboxId) < EXPERIMENTS[experiment] ? 'control' : 'treatment';
}
