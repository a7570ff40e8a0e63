import { describe, expect, it } from 'vitest';
import { CURATED_SPECS, curatedProduct, generatedProduct } from './testSpecs.ts';
import type { ProductSpec } from '../build/productSpec.ts';
import { reviewRows } from '../build/reviewRows.ts';
import { createRng } from '../prng.ts';
import { reviewProfile } from './reviewKinds.ts';
import { en } from './reviewTexts/en.ts';
import type { ReviewLanguage, Tone } from './reviewTexts/types.ts';
import {
  createReviewMemory,
  createReviewWriter,
  reviewLineCounts,
  WEIGHTED_REVIEW_LANGUAGES,
  type WrittenReview,
} from './reviewWriter.ts';
import { de } from './reviewTexts/de.ts';
import { es } from './reviewTexts/es.ts';
import { fr } from './reviewTexts/fr.ts';
import { it as italian } from './reviewTexts/it.ts';
import { nl } from './reviewTexts/nl.ts';
import { pt } from './reviewTexts/pt.ts';

const curated = CURATED_SPECS;
const product = curatedProduct;
const generated = generatedProduct;

const WICKED = product(10002);
const COLOSSEUM = product(10201);
const DINNER_CRUISE = product(10408);
const SIGHTSEEING_CRUISE = product(10405);
const ROME_TRANSFER = product(10601);
const ROME_SHUTTLE = product(10604);
const BIG_BUS = product(10501);
const POMPEII_TRIP = product(10261);
const WALKING_TOUR = generated('Rome Old Town Walking Tour', { subCategoryId: 1010, categoryId: 2 });
const ESIM = generated('eSIM for Rome: Unlimited Data', { subCategoryId: 1023, categoryId: 4 });

/** Ratings as the seed draws them, roughly: mostly five stars. */
const STARS = [5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 3, 2, 1];

function write(spec: ProductSpec, count: number, seed = 1): (WrittenReview & { stars: number })[] {
  const writer = createReviewWriter(spec);
  const rng = createRng(seed);
  return Array.from({ length: count }, (_, i) => {
    const stars = STARS[i % STARS.length] ?? 5;
    return { ...writer.write(stars, rng), stars };
  });
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/);
/** A sentence without its final mark, so that "Great!" repeats "Great." */
const keyOf = (sentence: string) => sentence.replace(/^¡/, '').replace(/[\s\u00a0]*[.!?]$/, '');

describe('review texts of a musical', () => {
  const reviews = write(WICKED, 300);

  it('never mention queues, skipping the line or audio guides, in any language', () => {
    const offTopic: Record<ReviewLanguage, RegExp> = {
      en: /audio|queue|skip|\bline\b/i,
      es: /audiogu|\bcolas?\b/i,
      fr: /audioguide|file d’attente|coupe-file|\bqueue\b/i,
      it: /audioguida|\bcoda\b|\bfila\b|salta/i,
      de: /audioguide|schlange|anstehen/i,
      pt: /audioguia|\bfilas?\b/i,
      nl: /audio|wachtrij|\brij\b/i,
    };
    const found = reviews.filter((review) => offTopic[review.language].test(review.text));
    expect(found.map((review) => review.text)).toEqual([]);
    expect(new Set(reviews.map((review) => review.language)).size).toBe(7);
  });

  it('are about the show: its cast, its staging, the seats, the theatre', () => {
    const english = reviews.filter((review) => review.language === 'en').map((review) => review.text);
    expect(english.some((text) => /cast|voices|ensemble|leads|company/.test(text))).toBe(true);
    expect(english.some((text) => /seats?\b|view of the stage/.test(text))).toBe(true);
    expect(english.some((text) => /interval|theatre|auditorium/.test(text))).toBe(true);
  });

  it('have no photos', () => {
    expect(reviews.filter((review) => review.photos > 0)).toEqual([]);
  });

  it('are the same for the same seed, down to the first reviews', () => {
    expect(write(WICKED, 3)).toEqual([
      {
        stars: 5,
        language: 'en',
        authorName: 'Tyler K.',
        authorCountry: 'US',
        photos: 0,
        text: 'The voices were out of this world.',
      },
      {
        stars: 5,
        language: 'en',
        authorName: 'Grace N.',
        authorCountry: 'US',
        photos: 0,
        text: 'The confirmation email arrived straight away. The front-of-house staff were lovely.',
      },
      {
        stars: 5,
        language: 'en',
        authorName: 'Aoife O.',
        authorCountry: 'IE',
        photos: 0,
        text: 'The booking process was straightforward. Absolutely loved it!',
      },
    ]);
  });

  it('draw from a fork, leaving the product’s own stream where it was', () => {
    const rng = createRng(1);
    const writer = createReviewWriter(WICKED);
    for (let i = 0; i < 20; i++) writer.write(5, rng);
    expect(rng.next()).toBe(createRng(1).next());
  });
});

describe('review texts of a transfer', () => {
  it('never mention a stage or seats, nor anything a show has', () => {
    const offTopic: Record<ReviewLanguage, RegExp> = {
      en: /stage|seat|interval|cast\b|performance/i,
      es: /escenario|asiento|butaca/i,
      fr: /scène|siège|fauteuil|spectacle/i,
      it: /palco|sedil|poltron|posto a sedere|spettacolo/i,
      de: /bühne|sitz|vorstellung/i,
      pt: /palco|assento|poltrona|espetáculo/i,
      nl: /podium|stoel|zitplaats|toneel|voorstelling/i,
    };
    for (const spec of [ROME_TRANSFER, ROME_SHUTTLE, product(10603)]) {
      const reviews = write(spec, 300);
      expect(
        reviews.filter((review) => offTopic[review.language].test(review.text)).map((r) => r.text),
      ).toEqual([]);
      expect(reviews.filter((review) => review.photos > 0)).toEqual([]);
    }
  });

  it('talk about the driver of a private transfer and the timetable of a shuttle', () => {
    const privately = write(ROME_TRANSFER, 200).filter((review) => review.language === 'en');
    expect(
      privately.some((review) => /driver was waiting at arrivals with a name sign/.test(review.text)),
    ).toBe(true);
    expect(privately.some((review) => /shuttle/.test(review.text))).toBe(false);
    const shared = write(ROME_SHUTTLE, 200).filter((review) => review.language === 'en');
    expect(shared.some((review) => /name sign|the car\b|minivan/.test(review.text))).toBe(false);
  });
});

describe('review texts of other kinds', () => {
  it('keep food off a plain sightseeing cruise and bring it to a dinner cruise', () => {
    const food =
      /dinner|lunch|food|meal|wine|waiter|dîner|déjeuner|repas|\bvin\b|\bcena\b|pranzo|\bcibo\b|comida|almuerzo|essen\b|\bwein\b|\beten\b|wijn|jantar|almoço|vinho/i;
    const sightseeing = write(SIGHTSEEING_CRUISE, 300);
    expect(sightseeing.filter((review) => food.test(review.text)).map((review) => review.text)).toEqual([]);
    const dinner = write(DINNER_CRUISE, 300);
    expect(dinner.filter((review) => food.test(review.text)).length).toBeGreaterThan(30);
    expect(dinner.some((review) => /commentary|commentaires|Erklärungen/.test(review.text))).toBe(false);
  });

  it('keep the stage out of an attraction and buses out of a walking tour', () => {
    const colosseum = write(COLOSSEUM, 300).filter((review) => review.language === 'en');
    expect(
      colosseum.filter((review) => /stage|interval|cast\b|performance|driver/.test(review.text)),
    ).toEqual([]);
    expect(colosseum.some((review) => /audio guide/.test(review.text))).toBe(true);
    const walking = write(WALKING_TOUR, 300).filter((review) => review.language === 'en');
    expect(walking.filter((review) => /\bbus\b|coach|stage|audio guide|driver/.test(review.text))).toEqual(
      [],
    );
    expect(walking.some((review) => /guide/.test(review.text))).toBe(true);
  });

  it('give photos to about one review in twelve where people take them', () => {
    for (const spec of [COLOSSEUM, BIG_BUS, POMPEII_TRIP]) {
      const share = write(spec, 500).filter((review) => review.photos > 0).length / 500;
      expect(share).toBeGreaterThan(0.04);
      expect(share).toBeLessThan(0.13);
    }
    expect(write(ESIM, 300).filter((review) => review.photos > 0)).toEqual([]);
  });
});

describe('every review', () => {
  const products = [
    WICKED,
    COLOSSEUM,
    DINNER_CRUISE,
    SIGHTSEEING_CRUISE,
    ROME_TRANSFER,
    ROME_SHUTTLE,
    BIG_BUS,
    POMPEII_TRIP,
    WALKING_TOUR,
    ESIM,
    product(10202),
    product(10903),
  ];

  /** Sentences said twice in one language among these reviews (one product's or a collection's). */
  const repeatedSentences = (reviews: readonly { tgid: number; review: WrittenReview }[]): string[] => {
    const seen = new Map<string, Set<string>>();
    const repeated: string[] = [];
    for (const { tgid, review } of reviews) {
      const used = seen.get(review.language) ?? new Set();
      seen.set(review.language, used);
      for (const sentence of sentencesOf(review.text)) {
        const key = keyOf(sentence);
        if (used.has(key)) repeated.push(`${tgid} ${review.language}: ${sentence}`);
        used.add(key);
      }
    }
    return repeated;
  };

  it('uses no sentence twice for one product in one language, over 500 reviews', () => {
    for (const spec of products)
      expect(repeatedSentences(write(spec, 500).map((review) => ({ tgid: spec.tgid, review })))).toEqual([]);
  });

  it('uses no sentence twice among the products of one collection sharing a memory', () => {
    // The Vatican Museums' products (collection 180): their reviews are listed together.
    const vatican = curated.filter((spec) => spec.collectionId === 180);
    expect(vatican.length).toBeGreaterThan(2);
    const memory = createReviewMemory();
    const reviews = vatican.flatMap((spec, index) => {
      const writer = createReviewWriter(spec, memory);
      const rng = createRng(index + 1);
      return Array.from({ length: 150 }, (_, i) => ({
        tgid: spec.tgid,
        review: writer.write(STARS[i % STARS.length] ?? 5, rng),
      }));
    });
    expect(repeatedSentences(reviews)).toEqual([]);
  });

  it('keeps sentences unique when one language gets all 500 reviews', () => {
    const writer = createReviewWriter(WICKED);
    const rng = createRng(3);
    const seen = new Set<string>();
    const repeated: string[] = [];
    let english = 0;
    for (let i = 0; english < 500; i++) {
      const review = writer.write(STARS[i % STARS.length] ?? 5, rng);
      if (review.language !== 'en') continue;
      english++;
      expect(review.text).not.toBe('');
      for (const sentence of sentencesOf(review.text)) {
        if (seen.has(keyOf(sentence))) repeated.push(sentence);
        seen.add(keyOf(sentence));
      }
    }
    expect(repeated).toEqual([]);
  });

  it('is written out: capitalised, punctuated, placeholders filled', () => {
    for (const spec of products)
      for (const review of write(spec, 200)) {
        expect(review.text).toMatch(/^[¡\p{Lu}].*[.!]$/u);
        expect(review.text).not.toMatch(/[{}]| {2}| [,.;]|undefined/);
      }
  });

  it('matches its rating: no praise in a one-star review, no complaint in a five-star one', () => {
    const line = (raw: string) => raw.replace(/^(\[[^\]]+\]\s*)+/, '');
    const english = (tone: Tone) =>
      Object.values(en.clauses)
        .flatMap((lines) => lines[tone] ?? [])
        .map(line)
        .filter((text) => !text.includes('{'));
    const [good, critical] = [english('good'), [...english('mixed'), ...english('bad')]];
    for (const spec of products)
      for (const review of write(spec, 300).filter((r) => r.language === 'en')) {
        const text = review.text.toLowerCase();
        if (review.stars === 1) expect(good.filter((clause) => text.includes(clause))).toEqual([]);
        if (review.stars === 5) expect(critical.filter((clause) => text.includes(clause))).toEqual([]);
      }
  });

  it('is in English about five times as often as in each other language', () => {
    const reviews = write(COLOSSEUM, 2200);
    const share = (language: ReviewLanguage) => reviews.filter((r) => r.language === language).length / 2200;
    expect(share('en')).toBeGreaterThan(0.4);
    expect(share('en')).toBeLessThan(0.52);
    for (const language of ['es', 'fr', 'it', 'de', 'pt', 'nl'] as const) {
      expect(share(language)).toBeGreaterThan(0.06);
      expect(share(language)).toBeLessThan(0.12);
    }
    expect(WEIGHTED_REVIEW_LANGUAGES.filter((language) => language === 'en')).toHaveLength(5);
  });

  it('is signed by a reviewer whose country never changes with the same name', () => {
    const countryOf = new Map<string, string>();
    const clashes: string[] = [];
    for (const spec of curated)
      for (const review of write(spec, 100, spec.tgid)) {
        const known = countryOf.get(review.authorName);
        if (known && known !== review.authorCountry)
          clashes.push(`${review.authorName}: ${known}, ${review.authorCountry}`);
        countryOf.set(review.authorName, review.authorCountry);
      }
    expect(clashes).toEqual([]);
  });

  it('is the same for the same seed', () => {
    expect(write(COLOSSEUM, 200, 42)).toEqual(write(COLOSSEUM, 200, 42));
    expect(write(COLOSSEUM, 50, 42)).not.toEqual(write(COLOSSEUM, 50, 43));
  });

  it('reads Brazilian when its author is from Brazil', () => {
    const portuguese = curated
      .flatMap((spec) => write(spec, 120, spec.tgid))
      .filter((r) => r.language === 'pt');
    const brazil = portuguese.filter((review) => review.authorCountry === 'BR').map((r) => r.text);
    const portugal = portuguese.filter((review) => review.authorCountry === 'PT').map((r) => r.text);
    expect(brazil.filter((text) => /ámos\b|telemóvel|autocarro|comboio|-nos\b/.test(text))).toEqual([]);
    expect(portugal.some((text) => /ámos\b/.test(text))).toBe(true);
    expect(brazil.some((text) => /amos\b/.test(text))).toBe(true);
  });
});

describe('the texts', () => {
  const ALL = { en, es, fr, it: italian, de, pt, nl };

  it('hold clauses without sentence marks and verdicts that are one sentence', () => {
    const wrong: string[] = [];
    for (const [language, texts] of Object.entries(ALL)) {
      for (const lines of Object.values(texts.clauses))
        for (const clause of Object.values(lines).flat())
          if (/[.!?¡]|^\s|\s$/.test(clause.replace(/^(\[[^\]]+\]\s*)+/, '')))
            wrong.push(`${language}: ${clause}`);
      for (const verdict of Object.values(texts.verdicts).flat())
        if (!/^(\[[^\]]+\]\s*)*[¡\p{Lu}][^.!?]*[.!]$/u.test(verdict)) wrong.push(`${language}: ${verdict}`);
    }
    expect(wrong).toEqual([]);
  });

  it('cover in every language what English covers, for every curated product', () => {
    const missing: string[] = [];
    for (const spec of [...curated, WALKING_TOUR, ESIM]) {
      const english = reviewLineCounts(spec, 'en');
      for (const language of ['es', 'fr', 'it', 'de', 'pt', 'nl'] as const) {
        const counts = reviewLineCounts(spec, language);
        for (const tone of ['good', 'mixed', 'bad'] as const)
          for (const aspect of Object.keys(english[tone]))
            if (!(aspect in counts[tone])) missing.push(`${spec.tgid} ${language} ${tone} ${aspect}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('give every kind enough to say in every tone', () => {
    for (const spec of [...curated, WALKING_TOUR, ESIM])
      for (const language of ['en', 'es', 'fr', 'it', 'de', 'pt', 'nl'] as const) {
        const counts = reviewLineCounts(spec, language);
        const total = (tone: Tone) => Object.values(counts[tone]).reduce((sum, n) => sum + (n ?? 0), 0);
        expect(total('good'), `${spec.tgid} ${language}`).toBeGreaterThanOrEqual(language === 'en' ? 14 : 10);
        expect(total('mixed'), `${spec.tgid} ${language}`).toBeGreaterThanOrEqual(6);
        expect(total('bad'), `${spec.tgid} ${language}`).toBeGreaterThanOrEqual(6);
      }
  });
});

describe('reviewRows', () => {
  it('stores what the writer wrote: language, text, author and photos', () => {
    const rows = reviewRows(COLOSSEUM, 200, 1, createRng(5), '2026-01-05');
    expect(rows.every((row) => row.text.length > 0 && row.author_name.endsWith('.'))).toBe(true);
    expect(rows.filter((row) => row.has_media).length).toBeGreaterThan(0);
    expect(rows.every((row) => row.media.length === 0 || row.has_media)).toBe(true);
    expect(new Set(rows.map((row) => row.language))).toEqual(
      new Set(['en', 'es', 'fr', 'it', 'de', 'pt', 'nl']),
    );
    const show = reviewRows(WICKED, 200, 1, createRng(5), '2026-01-05');
    expect(show.filter((row) => row.has_media)).toEqual([]);
    expect(reviewProfile(WICKED).photos).toBe(false);
  });
});
