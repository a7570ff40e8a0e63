import { hash, type Rng } from '../prng.ts';
import type { ReviewLanguage } from './reviewTexts/types.ts';

/**
 * Reviewers: first names that fit the language of their review, shown as "First L." with an initial
 * common in that language, and a country that is a function of the displayed name, so that one
 * displayed name never appears with two countries. First names are never shared between languages (a
 * unit test checks it), so the displayed name also tells the language and its countries.
 */
interface AuthorPool {
  /** Countries of the language's reviewers, with their weights (summing to 100); names may narrow them. */
  countries: readonly (readonly [string, number])[];
  /** Surname initials. */
  initials: string;
  /** First names; `Name:CC,CC` limits a name to some of the countries. */
  names: readonly string[];
}

const POOLS: Readonly<Record<ReviewLanguage, AuthorPool>> = {
  en: {
    countries: [
      ['GB', 33],
      ['US', 36],
      ['CA', 9],
      ['AU', 11],
      ['IE', 5],
      ['NZ', 3],
      ['ZA', 3],
    ],
    initials: 'ABCDEFGHJKLMNOPRSTW',
    names: [
      'Oliver',
      'Charlotte',
      'James',
      'Amelia',
      'Harry',
      'Emily',
      'Jack',
      'Sophie',
      'George',
      'Olivia',
      'William',
      'Grace',
      'Liam',
      'Chloe',
      'Ethan',
      'Megan',
      'Ryan',
      'Hannah',
      'Josh',
      'Lucy',
      'Matt',
      'Rachel',
      'Ben',
      'Katie',
      'Sam',
      'Jess',
      'Michael',
      'Sarah',
      'David',
      'Laura',
      'Chris',
      'Rebecca',
      'Tom',
      'Ellie',
      'Mark',
      'Amy',
      'Andrew',
      'Claire',
      'Nathan',
      'Zoe',
      'Jennifer',
      'Kevin',
      'Ashley',
      'Tyler',
      'Priya:IN,IN,GB,US',
      'Arjun:IN,IN,GB,US',
      'Ananya:IN,IN,GB',
      'Rohan:IN,IN,GB,US',
      'Aditi:IN,IN,US',
      'Vikram:IN,IN,GB',
      'Deepak:IN',
      'Sneha:IN',
      'Siobhan:IE,GB',
      'Ciaran:IE,GB',
      'Aoife:IE',
      'Thabo:ZA',
      'Lindiwe:ZA',
    ],
  },
  es: {
    countries: [
      ['ES', 50],
      ['MX', 25],
      ['AR', 15],
      ['CO', 10],
    ],
    initials: 'ABCDFGHLMNOPRSTV',
    names: [
      'Lucía',
      'Javier',
      'Carmen',
      'Alejandro',
      'Marta',
      'Diego',
      'Paula',
      'Sergio',
      'Valentina',
      'Santiago',
      'Camila',
      'Andrés',
      'Elena',
      'Pablo',
      'Isabel',
      'Manuel',
      'Sofía',
      'Álvaro:ES',
      'Ximena:MX',
      'Jorge',
      'Natalia',
      'Fernando',
      'Cristina',
      'Raúl',
      'Gabriela',
      'Miguel',
      'Rocío:ES',
      'Ignacio',
      'Guadalupe:MX',
      'Facundo:AR',
      'Agustina:AR',
      'Juliana:CO',
    ],
  },
  fr: {
    countries: [
      ['FR', 65],
      ['BE', 12],
      ['CH', 10],
      ['CA', 13],
    ],
    initials: 'ABCDFGHLMNPRSTV',
    names: [
      'Camille',
      'Julien',
      'Chloé',
      'Mathieu',
      'Léa',
      'Nicolas',
      'Manon',
      'Antoine',
      'Céline',
      'Guillaume',
      'Élodie',
      'Maxime',
      'Sandrine',
      'Benoît',
      'Aurélie',
      'Thibault',
      'Pauline',
      'Jérôme',
      'Margaux',
      'Sébastien',
      'Inès',
      'Hugo',
      'Océane',
      'François',
      'Émilie',
      'Laurent',
      'Geneviève:CA,FR',
      'Gaëlle',
    ],
  },
  it: {
    countries: [
      ['IT', 90],
      ['CH', 10],
    ],
    initials: 'ABCDFGLMNPRSTV',
    names: [
      'Giulia',
      'Marco',
      'Francesca',
      'Alessandro',
      'Chiara',
      'Luca',
      'Martina',
      'Matteo',
      'Federica',
      'Andrea',
      'Silvia',
      'Giorgio',
      'Elisa',
      'Stefano',
      'Alessia',
      'Davide',
      'Ilaria',
      'Simone',
      'Roberta',
      'Riccardo',
      'Serena',
      'Lorenzo',
      'Beatrice',
      'Gianluca',
      'Sara',
      'Paolo',
      'Claudia',
      'Fabio',
    ],
  },
  de: {
    countries: [
      ['DE', 70],
      ['AT', 18],
      ['CH', 12],
    ],
    initials: 'ABDEFHKLMNRSTWZ',
    names: [
      'Jonas',
      'Lena',
      'Lukas',
      'Katharina',
      'Felix',
      'Anna',
      'Tobias',
      'Sabine',
      'Florian',
      'Julia',
      'Maximilian',
      'Stefanie',
      'Sebastian',
      'Johanna',
      'Jan',
      'Miriam',
      'Matthias',
      'Christina',
      'Andreas',
      'Nina',
      'Moritz',
      'Franziska',
      'Philipp',
      'Theresa',
      'Jürgen',
      'Birgit',
      'Markus',
      'Urs:CH',
      'Reto:CH',
      'Vroni:AT,DE',
    ],
  },
  pt: {
    countries: [
      ['PT', 40],
      ['BR', 60],
    ],
    initials: 'ABCDFGLMNOPRSTV',
    names: [
      'João',
      'Ana',
      'Pedro',
      'Beatriz',
      'Rafael',
      'Mariana',
      'Carolina',
      'Rodrigo',
      'Bruno',
      'Lucas',
      'André',
      'Joana',
      'Gonçalo:PT',
      'Inês:PT',
      'Tiago:PT',
      'Leonor:PT',
      'Diogo:PT',
      'Rita:PT',
      'Thiago:BR',
      'Vinícius:BR',
      'Larissa:BR',
      'Fernanda:BR',
      'Gustavo:BR',
      'Renata:BR',
      'Felipe:BR',
      'Patrícia:BR',
    ],
  },
  nl: {
    countries: [
      ['NL', 75],
      ['BE', 25],
    ],
    initials: 'ABDGHJKMPSTVW',
    names: [
      'Daan',
      'Sanne',
      'Thijs',
      'Femke',
      'Bram',
      'Lotte',
      'Ruben',
      'Eva',
      'Joost',
      'Anouk',
      'Wouter',
      'Maaike',
      'Sander',
      'Fleur',
      'Jeroen',
      'Ilse',
      'Niels',
      'Marloes',
      'Pieter',
      'Lieke',
      'Koen',
      'Eline',
      'Stijn',
      'Annelies',
      'Wim',
      'Noor',
      'Jasper',
      'Sofie',
      'Wout:BE',
      'Jente:BE',
    ],
  },
};

interface FirstName {
  name: string;
  language: ReviewLanguage;
  /** Where reviewers with this name come from, with weights. */
  countries: readonly (readonly [string, number])[];
}

interface Author {
  name: string;
  country: string;
}

function parse(language: ReviewLanguage, pool: AuthorPool): FirstName[] {
  return pool.names.map((entry) => {
    const [name = entry, only] = entry.split(':');
    const countries = only ? only.split(',').map((code) => [code, 1] as const) : pool.countries;
    return { name, language, countries };
  });
}

const FIRST_NAMES: Readonly<Record<ReviewLanguage, readonly FirstName[]>> = Object.fromEntries(
  Object.entries(POOLS).map(([language, pool]) => [language, parse(language as ReviewLanguage, pool)]),
) as Record<ReviewLanguage, FirstName[]>;

/** Every first name and its language, for the tests. */
export function authorFirstNames(): readonly FirstName[] {
  return Object.values(FIRST_NAMES).flat();
}

/** A country of `first`, chosen by the hash of the whole displayed name. */
function countryOf(first: FirstName, displayed: string): string {
  const total = first.countries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = hash(`author:${displayed}`) % total;
  for (const [code, weight] of first.countries) {
    if (roll < weight) return code;
    roll -= weight;
  }
  return first.countries[0]?.[0] ?? 'GB';
}

/** Every displayed name of a language and its country, by first name and initial (built when first asked). */
const authors = new Map<ReviewLanguage, readonly (readonly Author[])[]>();

function authorsOf(language: ReviewLanguage): readonly (readonly Author[])[] {
  const known = authors.get(language);
  if (known) return known;
  const table = FIRST_NAMES[language].map((first) =>
    [...POOLS[language].initials].map((initial) => {
      const name = `${first.name} ${initial}.`;
      return { name, country: countryOf(first, name) };
    }),
  );
  authors.set(language, table);
  return table;
}

/**
 * A reviewer of a review in `language`, drawn with `rng`: a displayed name and a country that depends
 * on that name only.
 * @example reviewAuthor('nl', { int: (min) => min }) → { name: 'Daan A.', country: 'NL' }
 */
export function reviewAuthor(language: ReviewLanguage, rng: Pick<Rng, 'int'>): Author {
  const table = authorsOf(language);
  const byInitial = table[rng.int(0, table.length - 1)] ?? table[0];
  const author = byInitial?.[rng.int(0, (byInitial?.length ?? 1) - 1)] ?? byInitial?.[0];
  if (!author) throw new Error(`no author names for ${language}`);
  return author;
}
