import { isIsoDate, type IsoDate } from '../../../lib/rules/dates/isoDate';

/** The show state labels of spec 001 §2. */
export const SHOW_STATES = ['closed', 'opening', 'reopening'] as const;
export type ShowState = (typeof SHOW_STATES)[number];
export type ProductionPhase = 'nowPlaying' | 'upcoming' | 'past';

/** A production at a venue, as the venue page's `productions` group lists it. */
export interface Production {
  name: string;
  /** The catalogue product that sells it, when it is on sale. */
  tgid: number | undefined;
  /** First performance (or first after a break), YYYY-MM-DD. */
  openingDate: IsoDate | undefined;
  /** Last performance, YYYY-MM-DD; none for an open-ended run. */
  closingDate: IsoDate | undefined;
  /** True when the production played here before and comes back (after a break or a refit). */
  reopening: boolean;
}

/**
 * Where a production stands on `today` (the venue's date): upcoming before its opening, past after its
 * closing, else now playing. A closing date before the opening date is ignored (an editing slip), as are
 * malformed dates.
 * @example productionPhase({ openingDate: '1999-10-19', closingDate: undefined, … }, '2026-11-24') === 'nowPlaying'
 */
export function productionPhase(production: Production, today: IsoDate): ProductionPhase {
  const opening = isIsoDate(production.openingDate) ? production.openingDate : undefined;
  const closing =
    isIsoDate(production.closingDate) && (!opening || production.closingDate >= opening)
      ? production.closingDate
      : undefined;
  if (opening && opening > today) return 'upcoming';
  if (closing && closing < today) return 'past';
  return 'nowPlaying';
}

/**
 * The state label of a production (spec 001 §2): `closed` once past, `reopening` or `opening` before it
 * (re)opens, none while it plays.
 * @example showState({ openingDate: '2027-09-02', reopening: true, … }, '2026-11-24') === 'reopening'
 */
export function showState(production: Production, today: IsoDate): ShowState | undefined {
  const phase = productionPhase(production, today);
  if (phase === 'past') return 'closed';
  if (phase === 'upcoming') return production.reopening ? 'reopening' : 'opening';
  return undefined;
}

export interface ProductionPhases<T extends Production> {
  /** Longest-running first. */
  nowPlaying: T[];
  /** Soonest first. */
  upcoming: T[];
  /** Most recently closed first. */
  past: T[];
}

/**
 * A venue's productions split into now playing, upcoming and past, each in the order a theatregoer
 * reads them.
 * @example groupProductions([lionKing, oklahoma], '2026-11-24') → { nowPlaying: [lionKing], upcoming: [], past: [oklahoma] }
 */
export function groupProductions<T extends Production>(
  productions: readonly T[],
  today: IsoDate,
): ProductionPhases<T> {
  const phases: ProductionPhases<T> = { nowPlaying: [], upcoming: [], past: [] };
  for (const production of productions) phases[productionPhase(production, today)].push(production);
  const date = (value: string | undefined) => (isIsoDate(value) ? value : '');
  phases.nowPlaying.sort((a, b) => date(a.openingDate).localeCompare(date(b.openingDate)));
  phases.upcoming.sort((a, b) => date(a.openingDate).localeCompare(date(b.openingDate)));
  phases.past.sort((a, b) => date(b.closingDate).localeCompare(date(a.closingDate)));
  return phases;
}
