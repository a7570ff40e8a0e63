import type { ProductSpec } from '../build/productSpec.ts';
import type { Rng } from '../prng.ts';
import { reviewAuthor } from './reviewAuthors.ts';
import { holds, REVIEW_LANGUAGE_CODES, reviewProfile, type ReviewProfile } from './reviewKinds.ts';
import { de } from './reviewTexts/de.ts';
import { en } from './reviewTexts/en.ts';
import { es } from './reviewTexts/es.ts';
import { fr } from './reviewTexts/fr.ts';
import { it } from './reviewTexts/it.ts';
import { nl } from './reviewTexts/nl.ts';
import { pt } from './reviewTexts/pt.ts';
import type { Aspect, Replacement, ReviewLanguage, ReviewTexts, Tone } from './reviewTexts/types.ts';

/**
 * Writes the reviews of one product: each in a language (English five times as likely as each other
 * one), by a reviewer whose name fits the language and whose country follows from the name, with
 * sentences about what the product's kind is reviewed for (a musical's cast and seats, a transfer's
 * driver and luggage…) in the tone of the rating, and photos where reviewers take them.
 *
 * No sentence is used twice in one product's reviews of one language: a page of reviews shows one
 * product (or a collection's products) in one language, whatever its sort, so any two of them may meet.
 * A sentence is one clause, two clauses joined ("The guide was great, but the group was far too big.")
 * or a short verdict ("Highly recommended!"), drawn at random and checked against what this product
 * already has in that language; two sentences count as the same when they differ only by their final
 * mark or by the word that joins their clauses. A clause already used is avoided while fresh ones
 * remain. The writer keeps those sets for its product only (make one per product), and a review costs a
 * bounded number of draws however many the product has.
 */
export const WEIGHTED_REVIEW_LANGUAGES: readonly ReviewLanguage[] = [
  'en',
  'en',
  'en',
  'en',
  'en',
  'es',
  'fr',
  'it',
  'de',
  'pt',
  'nl',
];

const TEXTS: Readonly<Record<ReviewLanguage, ReviewTexts>> = { en, es, fr, it, de, pt, nl };

export interface WrittenReview {
  text: string;
  language: ReviewLanguage;
  authorName: string;
  authorCountry: string;
  photos: number;
}

export interface ReviewWriter {
  profile: ReviewProfile;
  /** A review of `stars`, drawn from a fork of `rng` (the one given first; its own position never moves). */
  write(stars: number, rng: Rng): WrittenReview;
}

/** A line as written for one country's reviewers: its text and the same with a capital. */
interface Wording {
  text: string;
  capital: string;
}

/** A line of the texts, read once: conditions parsed, fixes applied, a number that is the same for the same text. */
interface Line extends Wording {
  id: number;
  aspect: Aspect;
  conditions: readonly string[];
  /** Whether it names the product or the city (once per review is enough). */
  named: boolean;
  /** The line for reviewers of a country with variants (Brazil). */
  variants: ReadonlyMap<string, Wording> | undefined;
}

interface ParsedTexts {
  texts: ReviewTexts;
  clauses: ReadonlyMap<Aspect, Readonly<Record<Tone, readonly Line[]>>>;
  verdicts: Readonly<Record<Tone, readonly Line[]>>;
  and: readonly string[];
  but: readonly string[];
  /** Position of the language in the writer's sets of sentences and clauses. */
  index: number;
}

interface AspectLines {
  aspect: Aspect;
  lines: readonly Line[];
}

/** The lines a product may use in one language. */
interface Pools {
  clauses: Readonly<Record<Tone, readonly AspectLines[]>>;
  verdicts: Readonly<Record<Tone, readonly Line[]>>;
}

const TONES: readonly Tone[] = ['good', 'mixed', 'bad'];
const CONDITION = /^\[([^\]]+)\]\s*/;
/** Sentence keys: a clause's id, a verdict's id plus VERDICT, a pair's ids combined above PAIR… */
const LINE_LIMIT = 1 << 12;
const VERDICT = LINE_LIMIT;
const PAIR = 2 * LINE_LIMIT;
/** …and the language's index times LANGUAGE_STEP, so that one set holds all languages of a product. */
const LANGUAGE_STEP = 1 << 25;

function replaceAll(text: string, replacements: readonly Replacement[] | undefined): string {
  if (!replacements) return text;
  let out = text;
  for (const [pattern, replacement] of replacements)
    out =
      typeof replacement === 'string' ? out.replace(pattern, replacement) : out.replace(pattern, replacement);
  return out;
}

/** Lines start with a letter (never a quote or a digit). */
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const wording = (text: string): Wording => ({ text, capital: capitalise(text) });

const parsed = new Map<ReviewLanguage, ParsedTexts>();

function parsedTexts(language: ReviewLanguage): ParsedTexts {
  const known = parsed.get(language);
  if (known) return known;
  const texts = TEXTS[language];
  const ids = new Map<string, number>();
  const parse = (raw: string, aspect: Aspect): Line => {
    const conditions: string[] = [];
    let source = raw;
    for (let match = CONDITION.exec(source); match; match = CONDITION.exec(source)) {
      conditions.push(match[1] ?? '');
      source = source.slice(match[0].length);
    }
    let id = ids.get(source);
    if (id === undefined) {
      id = ids.size;
      ids.set(source, id);
    }
    const text = replaceAll(source, texts.fixes);
    const variants = texts.variants
      ? new Map(
          Object.entries(texts.variants).map(([country, fixes]) => [
            country,
            wording(replaceAll(text, fixes)),
          ]),
        )
      : undefined;
    return { ...wording(text), id, aspect, conditions, named: text.includes('{'), variants };
  };
  const byTone = (lines: Partial<Record<Tone, readonly string[]>>, aspect: Aspect) =>
    Object.fromEntries(
      TONES.map((tone) => [tone, (lines[tone] ?? []).map((line) => parse(line, aspect))]),
    ) as Record<Tone, Line[]>;
  const result: ParsedTexts = {
    texts,
    clauses: new Map(
      Object.entries(texts.clauses).map(([aspect, lines]) => [
        aspect as Aspect,
        byTone(lines, aspect as Aspect),
      ]),
    ),
    // Verdicts are about the whole.
    verdicts: byTone(texts.verdicts, 'overall'),
    and: texts.and.map((joiner) => replaceAll(joiner, texts.fixes)),
    but: texts.but.map((joiner) => replaceAll(joiner, texts.fixes)),
    index: REVIEW_LANGUAGE_CODES.indexOf(language),
  };
  if (ids.size > LINE_LIMIT) throw new Error(`too many review lines in ${language}`);
  parsed.set(language, result);
  return result;
}

/** What decides which lines a product may use, besides the language and whether it has a short name there. */
const featuresOf = (profile: ReviewProfile) =>
  `${[...profile.flags].sort().join(',')}|${profile.aspects.join(',')}`;

/**
 * Pools by product features, then by language and short name (index `2 × language + hasName`): few
 * distinct ones, shared by all products alike.
 */
const poolCache = new Map<string, Pools[]>();

function poolsFor(language: ReviewLanguage, profile: ReviewProfile, features = featuresOf(profile)): Pools {
  const hasName = profile.names[language] !== undefined;
  let byLanguage = poolCache.get(features);
  if (!byLanguage) {
    byLanguage = [];
    poolCache.set(features, byLanguage);
  }
  const slot = 2 * REVIEW_LANGUAGE_CODES.indexOf(language) + (hasName ? 1 : 0);
  const known = byLanguage[slot];
  if (known) return known;
  const source = parsedTexts(language);
  const usable = (line: Line) =>
    line.conditions.every((condition) => holds(condition, profile.flags)) &&
    (hasName || !line.text.includes('{name}'));
  const clauses = {} as Record<Tone, AspectLines[]>;
  const verdicts = {} as Record<Tone, Line[]>;
  for (const tone of TONES) {
    clauses[tone] = profile.aspects.flatMap((aspect) => {
      const lines = (source.clauses.get(aspect)?.[tone] ?? []).filter(usable);
      return lines.length > 0 ? [{ aspect, lines }] : [];
    });
    verdicts[tone] = source.verdicts[tone].filter(usable);
  }
  const result = { clauses, verdicts };
  byLanguage[slot] = result;
  return result;
}

type Form =
  | { type: 'solo'; tone: Tone; avoid?: ReadonlySet<Aspect> }
  | { type: 'pair'; first: Tone; second: Tone; join: 'and' | 'but' }
  | { type: 'verdict'; tone: Tone };

const SOLO: Readonly<Record<Tone, Form>> = {
  good: { type: 'solo', tone: 'good' },
  mixed: { type: 'solo', tone: 'mixed' },
  bad: { type: 'solo', tone: 'bad' },
};
const VERDICTS: Readonly<Record<Tone, Form>> = {
  good: { type: 'verdict', tone: 'good' },
  mixed: { type: 'verdict', tone: 'mixed' },
  bad: { type: 'verdict', tone: 'bad' },
};
/** A four-star review's one reservation is about something in particular, not the whole. */
const GRIPE: Form = { type: 'solo', tone: 'mixed', avoid: new Set<Aspect>(['overall']) };
const pairOf = (first: Tone, second: Tone, join: 'and' | 'but'): Form => ({
  type: 'pair',
  first,
  second,
  join,
});
const PAIRS = {
  good: pairOf('good', 'good', 'and'),
  bad: pairOf('bad', 'bad', 'and'),
  badMixed: pairOf('bad', 'mixed', 'and'),
  mixed: pairOf('mixed', 'mixed', 'and'),
  mixedBad: pairOf('mixed', 'bad', 'and'),
  goodMixed: pairOf('good', 'mixed', 'but'),
  goodBad: pairOf('good', 'bad', 'but'),
} as const;

/** What a review of so many stars may still say when its planned sentences were all said before. */
const FALLBACKS: Readonly<Record<number, readonly Form[]>> = {
  5: [PAIRS.good],
  4: [PAIRS.good, PAIRS.goodMixed],
  3: [PAIRS.goodMixed, PAIRS.goodBad, PAIRS.mixed, PAIRS.mixedBad],
  2: [PAIRS.bad, PAIRS.badMixed, PAIRS.mixedBad, PAIRS.goodBad],
  1: [PAIRS.bad, PAIRS.badMixed, PAIRS.mixedBad, PAIRS.mixed],
};

/** The sentences a review of `stars` is made of. */
function plan(stars: number, rng: Rng): Form[] {
  const either = (tone: 'good' | 'bad') =>
    !rng.chance(0.55) ? SOLO[tone] : tone === 'bad' && rng.chance(0.35) ? PAIRS.badMixed : PAIRS[tone];
  const forms: Form[] = [];
  if (stars >= 5) {
    const body = rng.int(1, 2);
    for (let i = 0; i < body; i++) forms.push(either('good'));
    if (rng.chance(body === 1 ? 0.7 : 0.35)) forms.push(VERDICTS.good);
  } else if (stars === 4) {
    forms.push(either('good'));
    if (rng.chance(0.65)) forms.push(rng.chance(0.5) ? PAIRS.goodMixed : GRIPE);
    else if (rng.chance(0.5)) forms.push(VERDICTS.good);
  } else if (stars === 3) {
    forms.push(rng.chance(0.5) ? PAIRS.goodMixed : PAIRS.goodBad);
    if (rng.chance(0.7)) forms.push(SOLO.mixed);
    if (rng.chance(0.35)) forms.push(VERDICTS.mixed);
  } else {
    forms.push(either('bad'));
    if (stars === 2 && rng.chance(0.5)) forms.push(PAIRS.goodBad);
    if (stars === 1 && rng.chance(0.5)) forms.push(either('bad'));
    if (rng.chance(stars === 1 ? 0.55 : 0.4)) forms.push(VERDICTS.bad);
  }
  // A verdict opens a quarter of the reviews that have one.
  if (forms.length > 1 && forms.at(-1)?.type === 'verdict' && rng.chance(0.25))
    forms.unshift(...forms.splice(-1));
  return forms;
}

/** Aspects that never open a contrast ("worth every penny, but…" on a poor review), or end it. */
const NOT_BEFORE_BUT: ReadonlySet<Aspect> = new Set(['overall', 'value']);
const NOT_AFTER_BUT: ReadonlySet<Aspect> = new Set(['overall']);

/** What one product has said so far, in all languages (keys offset by the language, see LANGUAGE_STEP). */
interface Memory {
  sentences: Set<number>;
  clauses: Set<number>;
}

/** What reviews already said: one product's, or shared by the products whose reviews are listed together. */
export type ReviewMemory = Memory;

/** A memory to share among the products of one collection (`createReviewWriter`'s second argument). */
export function createReviewMemory(): ReviewMemory {
  return { sentences: new Set(), clauses: new Set() };
}

/**
 * Sentences a shared memory takes before a product starts its own: enough for a demo collection's
 * reviews (a few thousand), bounded for the bench scale's collections of thousands of products.
 */
export const SHARED_MEMORY_LIMIT = 6000;

/** One review being written. */
interface Draft {
  rng: Rng;
  source: ParsedTexts;
  pools: Pools;
  seen: Memory;
  /** Offsets of this language's keys in the memory. */
  sentenceBase: number;
  clauseBase: number;
  name: string;
  city: string;
  /** The reviewer's country when the language writes differently there (Brazil), else undefined. */
  variant: string | undefined;
  /** The aspects this review has talked about. */
  aspects: Aspect[];
  /** Whether a sentence of the review already names the product or the city. */
  named: boolean;
}

const ATTEMPTS = 10;
/** Below this attempt a clause used before is avoided. */
const FRESH_ATTEMPTS = 5;

/** The line as this review's reviewer writes it, name and city filled in; with a capital if `capital`. */
function say(draft: Draft, line: Line, capital: boolean): string {
  const words = (draft.variant && line.variants?.get(draft.variant)) || line;
  if (!line.named) return capital ? words.capital : words.text;
  const filled = words.text.replace('{name}', draft.name).replace('{city}', draft.city);
  const fixed = replaceAll(filled, draft.source.texts.fixes);
  const out = draft.variant ? replaceAll(fixed, draft.source.texts.variants?.[draft.variant]) : fixed;
  return capital ? capitalise(out) : out;
}

function pickClause(
  draft: Draft,
  tone: Tone,
  fresh: boolean,
  also?: Aspect,
  avoid?: ReadonlySet<Aspect>,
): Line | undefined {
  const choices = draft.pools.clauses[tone];
  if (choices.length === 0) return undefined;
  const { rng, seen, clauseBase } = draft;
  for (let tries = 0; tries < 3; tries++) {
    const { aspect, lines } = choices[Math.floor(rng.next() * choices.length)] as AspectLines;
    if (aspect === also || draft.aspects.includes(aspect) || avoid?.has(aspect)) continue;
    const line = lines[Math.floor(rng.next() * lines.length)] as Line;
    if ((fresh && seen.clauses.has(clauseBase + line.id)) || (line.named && draft.named)) continue;
    return line;
  }
  return undefined;
}

/** Whether the sentence `key` is new for this product in this language; if so marks it and its clauses used. */
function accept(draft: Draft, key: number, first?: Line, second?: Line): boolean {
  const full = draft.sentenceBase + key;
  if (draft.seen.sentences.has(full)) return false;
  draft.seen.sentences.add(full);
  if (first) use(draft, first);
  if (second) use(draft, second);
  return true;
}

function use(draft: Draft, line: Line) {
  draft.seen.clauses.add(draft.clauseBase + line.id);
  draft.aspects.push(line.aspect);
  draft.named ||= line.named;
}

function joined(draft: Draft, first: Tone, second: Tone, join: 'and' | 'but', fresh: boolean) {
  const but = join === 'but';
  const a = pickClause(draft, first, fresh, undefined, but ? NOT_BEFORE_BUT : undefined);
  if (!a) return undefined;
  const b = pickClause(draft, second, fresh, a.aspect, but ? NOT_AFTER_BUT : undefined);
  if (!b || (a.named && b.named)) return undefined;
  if (!accept(draft, PAIR + a.id * LINE_LIMIT + b.id, a, b)) return undefined;
  return pairText(draft, a, b, join);
}

function pairText(draft: Draft, first: Line, second: Line, join: 'and' | 'but', pick = true): string {
  const { source, rng } = draft;
  const left = say(draft, first, true);
  const right = say(draft, second, false);
  const joiners = source[join];
  let word = pick ? (joiners[Math.floor(rng.next() * joiners.length)] as string) : (joiners[0] ?? ' ');
  // "A and B and C" reads badly: a clause that has its own "and" is joined with a semicolon.
  const and = source.and[0] ?? ' ';
  if (join === 'and' && (left.includes(and) || right.includes(and)))
    word = source.and.find((joiner) => joiner.includes(';')) ?? word;
  const joiner = source.texts.joinBefore ? source.texts.joinBefore(word, right) : word;
  return `${left}${joiner}${right}.`;
}

function sentence(draft: Draft, form: Form): string | undefined {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const fresh = attempt < FRESH_ATTEMPTS;
    if (form.type === 'verdict') {
      const choices = draft.pools.verdicts[form.tone];
      if (choices.length === 0 || attempt >= 3) return undefined;
      const line = choices[Math.floor(draft.rng.next() * choices.length)] as Line;
      if (line.named && draft.named) continue;
      if (accept(draft, VERDICT + line.id)) {
        draft.named ||= line.named;
        return say(draft, line, true);
      }
    } else if (form.type === 'pair') {
      const out = joined(draft, form.first, form.second, form.join, fresh);
      if (out) return out;
    } else if (fresh) {
      // A clause on its own only while it is fresh; then as one of a pair.
      const a = pickClause(draft, form.tone, true, undefined, form.avoid);
      if (a && accept(draft, a.id, a)) {
        const text = say(draft, a, true);
        if (form.tone !== 'good' || !draft.rng.chance(0.15)) return `${text}.`;
        return draft.source.texts.exclaim ? draft.source.texts.exclaim(text) : `${text}!`;
      }
    } else {
      const out = joined(draft, form.tone, form.tone, 'and', false);
      if (out) return out;
    }
  }
  return undefined;
}

/**
 * The first pair not written yet, going through the forms a review of `stars` may take in order: for
 * when random draws found nothing new (never at the seed's sizes). Empty when every pair was written.
 */
function lastResort(draft: Draft, stars: number): string {
  for (const form of FALLBACKS[Math.min(5, Math.max(1, stars))] ?? []) {
    if (form.type !== 'pair') continue;
    const but = form.join === 'but';
    for (const a of draft.pools.clauses[form.first])
      for (const first of a.lines)
        for (const b of draft.pools.clauses[form.second]) {
          if (b.aspect === a.aspect || (but && (NOT_BEFORE_BUT.has(a.aspect) || NOT_AFTER_BUT.has(b.aspect))))
            continue;
          for (const second of b.lines)
            if (!(first.named && second.named) && accept(draft, PAIR + first.id * LINE_LIMIT + second.id))
              return pairText(draft, first, second, form.join, false);
        }
  }
  return '';
}

/**
 * How many clauses of each aspect and tone a product has in a language (for tests of the texts).
 * @example reviewLineCounts(wicked, 'fr').good.performers === 5
 */
export function reviewLineCounts(
  spec: ProductSpec,
  language: ReviewLanguage,
): Record<Tone, Partial<Record<Aspect, number>>> {
  const pools = poolsFor(language, reviewProfile(spec));
  const counts = (tone: Tone) =>
    Object.fromEntries(pools.clauses[tone].map(({ aspect, lines }) => [aspect, lines.length]));
  return { good: counts('good'), mixed: counts('mixed'), bad: counts('bad') };
}

/**
 * The review writer of one product, remembering what its reviews said (with `shared`, what the other
 * products of its collection said too).
 * @example createReviewWriter(wicked).write(5, createRng(1))
 *   → { text: 'The voices were out of this world.', language: 'en', authorName: 'Tyler K.', authorCountry: 'US', photos: 0 }
 */
export function createReviewWriter(spec: ProductSpec, shared?: ReviewMemory): ReviewWriter {
  const profile = reviewProfile(spec);
  const features = featuresOf(profile);
  // Products whose reviews are listed together (a collection's reviews page) share what was said, so no
  // two reviews on that page share a sentence either; a full shared memory leaves a product its own.
  const seen: Memory = shared && shared.sentences.size < SHARED_MEMORY_LIMIT ? shared : createReviewMemory();
  const pools = new Map<ReviewLanguage, Pools>();
  let own: Rng | undefined;

  function write(stars: number, given: Rng): WrittenReview {
    // Texts draw from their own fork of the product's stream (forking draws nothing), so that what the
    // seed generates after the reviews (the product's row, schedules, inventory) does not move with them.
    const rng = (own ??= given.fork('review-texts'));
    const language = rng.pick(WEIGHTED_REVIEW_LANGUAGES);
    const author = reviewAuthor(language, rng);
    const source = parsedTexts(language);
    let lines = pools.get(language);
    if (!lines) {
      lines = poolsFor(language, profile, features);
      pools.set(language, lines);
    }
    const draft: Draft = {
      rng,
      source,
      pools: lines,
      seen,
      sentenceBase: source.index * LANGUAGE_STEP,
      clauseBase: source.index * LINE_LIMIT,
      name: profile.names[language] ?? '',
      city: profile.city[language],
      variant: source.texts.variants?.[author.country] ? author.country : undefined,
      aspects: [],
      named: false,
    };
    const sentences: string[] = [];
    let saidSomething = false;
    for (const form of plan(stars, rng)) {
      const written = sentence(draft, form);
      if (!written) continue;
      sentences.push(written);
      saidSomething ||= form.type !== 'verdict';
    }
    // A review is more than a verdict: when its sentences had all been said, it takes the first new pair.
    if (!saidSomething) {
      const pair = lastResort(draft, stars);
      if (pair) sentences.unshift(pair);
    }
    const photos = profile.photos && rng.chance(0.08) ? rng.int(1, 3) : 0;
    return {
      text: sentences.join(' '),
      language,
      authorName: author.name,
      authorCountry: author.country,
      photos,
    };
  }

  return { profile, write };
}
