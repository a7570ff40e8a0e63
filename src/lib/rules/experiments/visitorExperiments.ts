import { assignVariant } from './assignVariant';
import { EXPERIMENTS, type ExperimentName, type Variant } from './experiments';
import { formatExperimentOverride, parseExperimentOverride } from './parseExperimentOverride';

export const SANDBOX_COOKIE_NAME = 'sandboxId';
export const OVERRIDE_COOKIE_NAME = 'experimentOverride';
export const OVERRIDE_PARAM = 'experimentOverride';
/** The sandbox id lives a year, like the currency cookie. */
export const SANDBOX_MAX_AGE = 365 * 24 * 60 * 60;

export type ExperimentVariants = Record<ExperimentName, Variant>;

/** @example isSandboxId('0b7c…uuid') === true; isSandboxId('x') === false */
export const isSandboxId = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(value);

export interface VisitorExperiments {
  variants: ExperimentVariants;
  /** A new sandbox id to store (first visit), else undefined. */
  newSandboxId: string | undefined;
  /** A new override to store (from the URL), else undefined. */
  newOverride: string | undefined;
}

/**
 * Every experiment's variant for a request (spec 001 §4, §9): the URL's `experimentOverride`, else the
 * stored override, else the bucket of the visitor's sandbox id. A visitor without a valid sandbox id
 * gets a new one (returned, to be stored); a bot gets none and sees the controls.
 * @example visitorExperiments({ sandboxId: undefined, urlOverride: 'cta-copy:treatment', storedOverride: undefined, isBot: false, newId: () => 'abcdefgh-1' }).variants['cta-copy'] === 'treatment'
 */
export function visitorExperiments(input: {
  sandboxId: string | undefined;
  urlOverride: string | null | undefined;
  storedOverride: string | undefined;
  isBot: boolean;
  newId: () => string;
}): VisitorExperiments {
  const known = isSandboxId(input.sandboxId) ? input.sandboxId : undefined;
  const newSandboxId = known || input.isBot ? undefined : input.newId();
  const sandboxId = input.isBot ? undefined : (known ?? newSandboxId);
  const fromUrl = formatExperimentOverride(parseExperimentOverride(input.urlOverride));
  const variants = Object.fromEntries(
    (Object.keys(EXPERIMENTS) as ExperimentName[]).map((name) => [
      name,
      assignVariant(name, {
        sandboxId,
        urlOverride: input.urlOverride,
        storedOverride: input.storedOverride,
      }),
    ]),
  ) as ExperimentVariants;
  return {
    variants,
    newSandboxId,
    newOverride: fromUrl && fromUrl !== input.storedOverride ? fromUrl : undefined,
  };
}

/** Every experiment's control: what bots, and requests the middleware does not route, see. */
export const CONTROL_VARIANTS: ExperimentVariants = visitorExperiments({
  sandboxId: undefined,
  urlOverride: undefined,
  storedOverride: undefined,
  isBot: true,
  newId: () => '',
}).variants;
