import { isExperimentName, isVariant, type ExperimentName, type Variant } from './experiments';

export type ExperimentOverrides = Partial<Record<ExperimentName, Variant>>;

/**
 * The experimentOverride value (URL parameter or stored value, spec 001 §2/§4):
 * `name:variant,name2:variant`, spaces and case ignored; unknown experiments or variants are skipped,
 * the last mention of an experiment wins.
 * @example parseExperimentOverride('cta-copy:treatment, ratings:control') → { 'cta-copy': 'treatment', ratings: 'control' }
 */
export function parseExperimentOverride(value: string | null | undefined): ExperimentOverrides {
  const overrides: ExperimentOverrides = {};
  for (const pair of (value ?? '').split(',')) {
    const [name = '', variant = '', ...rest] = pair.split(':').map((part) => part.trim().toLowerCase());
    if (rest.length === 0 && isExperimentName(name) && isVariant(variant)) overrides[name] = variant;
  }
  return overrides;
}

/**
 * The override written back, e.g. to store it.
 * @example formatExperimentOverride({ ratings: 'control' }) === 'ratings:control'
 */
export function formatExperimentOverride(overrides: ExperimentOverrides): string {
  return Object.entries(overrides)
    .map(([name, variant]) => `${name}:${variant}`)
    .join(',');
}
