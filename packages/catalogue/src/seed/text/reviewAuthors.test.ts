import { describe, expect, it } from 'vitest';
import { createRng } from '../prng.ts';
import { authorFirstNames, reviewAuthor } from './reviewAuthors.ts';
import type { ReviewLanguage } from './reviewTexts/types.ts';

const COUNTRIES: Record<ReviewLanguage, readonly string[]> = {
  en: ['GB', 'US', 'CA', 'AU', 'IE', 'NZ', 'ZA', 'IN'],
  es: ['ES', 'MX', 'AR', 'CO'],
  fr: ['FR', 'BE', 'CH', 'CA'],
  it: ['IT', 'CH'],
  de: ['DE', 'AT', 'CH'],
  pt: ['PT', 'BR'],
  nl: ['NL', 'BE'],
};
const LANGUAGES = Object.keys(COUNTRIES) as ReviewLanguage[];

describe('review authors', () => {
  it('are shown as "First L." with a first name of the review’s language', () => {
    const always = (pick: (max: number) => number) => ({ int: (_: number, max: number) => pick(max) });
    expect(
      reviewAuthor(
        'nl',
        always(() => 0),
      ),
    ).toEqual({ name: 'Daan A.', country: 'NL' });
    expect(
      reviewAuthor(
        'es',
        always((max) => max),
      ),
    ).toEqual({ name: 'Juliana V.', country: 'CO' });
    expect(
      reviewAuthor(
        'pt',
        always(() => 12),
      ),
    ).toEqual({ name: 'Gonçalo S.', country: 'PT' });
    expect(
      reviewAuthor(
        'en',
        always((max) => (max === 18 ? 4 : 44)),
      ),
    ).toEqual({ name: 'Priya E.', country: 'GB' });
  });

  it('never share a first name between languages, so a displayed name tells its language', () => {
    const names = authorFirstNames().map((first) => first.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('come from a country of their language, the same one for the same displayed name', () => {
    const rng = createRng(7);
    const countryOf = new Map<string, string>();
    const seen = new Map<ReviewLanguage, Set<string>>();
    const wrong: string[] = [];
    for (let i = 0; i < 30_000; i++) {
      const language = rng.pick(LANGUAGES);
      const author = reviewAuthor(language, rng);
      const before = countryOf.get(author.name) ?? author.country;
      if (!/^\p{Lu}\p{Ll}+ [A-Z]\.$/u.test(author.name)) wrong.push(`badly written: ${author.name}`);
      if (!COUNTRIES[language].includes(author.country)) wrong.push(`${author.name} from ${author.country}`);
      if (before !== author.country) wrong.push(`${author.name} from ${before} and ${author.country}`);
      countryOf.set(author.name, author.country);
      seen.set(language, (seen.get(language) ?? new Set()).add(author.country));
    }
    expect(wrong).toEqual([]);
    expect(countryOf.size).toBeGreaterThan(3000);
    // Every country of a language has reviewers.
    for (const language of LANGUAGES)
      expect([...(seen.get(language) ?? [])].sort()).toEqual([...COUNTRIES[language]].sort());
  });

  it('keep names that belong to some countries there', () => {
    const rng = createRng(8);
    for (let i = 0; i < 5000; i++) {
      const author = reviewAuthor('pt', rng);
      if (author.name.startsWith('Gonçalo ') || author.name.startsWith('Leonor '))
        expect(author.country).toBe('PT');
      if (author.name.startsWith('Vinícius ') || author.name.startsWith('Larissa '))
        expect(author.country).toBe('BR');
      const english = reviewAuthor('en', rng);
      if (english.country === 'IN')
        expect(english.name).toMatch(/^(Priya|Arjun|Ananya|Rohan|Aditi|Vikram|Deepak|Sneha) /);
    }
  });
});
