import type { LanguageCode } from '../../i18n/languages';
import { translatorFor } from '../translatorFor';
import { isFiniteNumber } from '../isFiniteNumber';

export interface GroupSize {
  adults: number;
  children: number;
  min?: number | undefined;
  max?: number | undefined;
}

const count = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/**
 * The group-size error of spec 000 §5 / 001 §5: below the minimum or above the maximum, counting adults
 * plus children; a limit that is absent or not a number is not checked.
 * @example groupSizeError({ adults: 1, children: 0, min: 2 }, 'en') === '* Minimum group size is 2 (adult + children)'
 * @example groupSizeError({ adults: 8, children: 3, max: 10 }, 'en') === '* Maximum group size is 10 (adult + children)'
 */
export function groupSizeError(group: GroupSize, lang: LanguageCode): string | undefined {
  const total = count(group.adults) + count(group.children);
  const { min, max } = group;
  if (isFiniteNumber(min) && total < min) {
    return translatorFor(lang)('rules.validation.groupMin', { min });
  }
  if (isFiniteNumber(max) && total > max) {
    return translatorFor(lang)('rules.validation.groupMax', { max });
  }
  return undefined;
}
