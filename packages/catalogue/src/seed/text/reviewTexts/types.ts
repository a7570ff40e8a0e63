/**
 * The shape of the review texts of one language (`reviewTexts/<language>.ts`), read by
 * `../reviewWriter.ts`.
 *
 * A review is made of sentences; most sentences are one or two clauses about an aspect of the product
 * (a show's cast, a tour's guide, a transfer's driver), written in lower case and without the final
 * stop, so that the writer can use a clause alone ("The guide was great.") or join two with `and` or
 * `but` ("The guide was great, but the group was far too big."). A clause must therefore read as a
 * whole main clause, never refer to another one, and hold no sentence-ending mark.
 *
 * A line may start with conditions: `[a|b]` needs one of the product's flags `a` or `b`, `[!a|b]`
 * needs neither (see `../reviewKinds.ts` for the flags: the kind itself, `musical`, `skip`, `dining`,
 * `private`, …). `{name}` is the product's short name in the language ("the Colosseum", "Wicked"),
 * used only where no agreement depends on it; a line with `{name}` is left out when the product has
 * none. `{city}` is the city's name in the language.
 */

/** The languages reviews are written in (as `REVIEW_LANGUAGES` in src/lib/views/reviews/reviewCall.ts). */
export type ReviewLanguage = 'en' | 'es' | 'fr' | 'it' | 'de' | 'pt' | 'nl';

/** good: 4–5 stars; mixed: lukewarm or a mild complaint; bad: a concrete complaint (1–2 stars). */
export type Tone = 'good' | 'mixed' | 'bad';

export type Aspect =
  | 'overall'
  | 'booking'
  | 'value'
  // shows
  | 'performers'
  | 'staging'
  | 'seats'
  | 'venue'
  | 'interval'
  // entry tickets
  | 'entry'
  | 'audio'
  | 'crowds'
  | 'sight'
  // tours and day trips
  | 'guide'
  | 'group'
  | 'pace'
  | 'meeting'
  | 'transport'
  | 'timing'
  // cruises
  | 'views'
  | 'commentary'
  | 'boarding'
  | 'food'
  | 'service'
  // hop-on hop-off buses
  | 'frequency'
  | 'route'
  | 'deck'
  // transfers
  | 'driver'
  | 'punctuality'
  | 'vehicle'
  | 'luggage'
  // anything else
  | 'experience'
  | 'staff';

export type TonedLines = Readonly<Partial<Record<Tone, readonly string[]>>>;

export interface ReviewTexts {
  /** Joins two clauses of the same tone (with their spaces and punctuation). */
  and: readonly string[];
  /** Joins a better clause to a worse one. */
  but: readonly string[];
  /** Clauses per aspect and tone. */
  clauses: Readonly<Record<Aspect, TonedLines>>;
  /** Whole short sentences (with their final mark) that sum a review up. */
  verdicts: Readonly<Record<Tone, readonly string[]>>;
  /** A clause said with an exclamation mark ("¡…!" in Spanish, "… !" in French); "…!" when not given. */
  exclaim?: (clause: string) => string;
  /** The joiner to put before `next` instead of `joiner` where the language contracts it ("y" → "e" before "i"). */
  joinBefore?: (joiner: string, next: string) => string;
  /**
   * Replacements in every line and joiner (applied once, when the texts are read) and again in a line
   * once its name or city is filled in: typography, contractions ("à Le Caire" → "au Caire").
   */
  fixes?: readonly Replacement[];
  /** Replacements for reviewers of one country, applied once to every line (Portuguese as written in Brazil). */
  variants?: Readonly<Record<string, readonly Replacement[]>>;
}

/** A pattern and what replaces it (as for `String.prototype.replace`). */
export type Replacement = readonly [RegExp, string | ((match: string, ...groups: string[]) => string)];
