import { filter, type PrismicDocument } from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import {
  documentFromPrismic,
  filterToPrismic,
  fromPrismicUid,
  isPrismicUid,
  MAX_PRISMIC_UID_LENGTH,
  NO_PRISMIC_UID,
  toPrismicUid,
} from './prismicUid';

describe('toPrismicUid (page identity → Prismic UID)', () => {
  it('writes every dot as an underscore', () => {
    expect(toPrismicUid('paris-city-tickets.com.louvre-museum')).toBe('paris-city-tickets_com_louvre-museum');
    expect(toPrismicUid('colosseum-rome-tickets.com')).toBe('colosseum-rome-tickets_com');
    expect(toPrismicUid('broadway-show-tickets.com.promo.hamilton20')).toBe(
      'broadway-show-tickets_com_promo_hamilton20',
    );
    expect(toPrismicUid('tickets-tours-worldwide.com.italy.rome.colosseum')).toBe(
      'tickets-tours-worldwide_com_italy_rome_colosseum',
    );
  });

  it('leaves an identity without dots as it is (hop-on hop-off routes)', () => {
    expect(toPrismicUid('big-bus-london-red-route')).toBe('big-bus-london-red-route');
    expect(toPrismicUid('-a-')).toBe('-a-');
  });

  it('has none for an identity with an underscore: it would read back as a dot', () => {
    expect(toPrismicUid('paris-city-tickets.com.guided_tours')).toBeUndefined();
    expect(toPrismicUid('guided_tours')).toBeUndefined();
  });

  it('has none for upper case or characters outside the alphabet', () => {
    expect(toPrismicUid('Paris-city-tickets.com')).toBeUndefined();
    expect(toPrismicUid('paris-city-tickets.com.musée')).toBeUndefined();
    expect(toPrismicUid('paris-city-tickets.com.a b')).toBeUndefined();
    expect(toPrismicUid('paris-city-tickets.com/louvre')).toBeUndefined();
  });

  it('has none for empty segments or an empty identity', () => {
    expect(toPrismicUid('')).toBeUndefined();
    expect(toPrismicUid('paris-city-tickets.com..louvre')).toBeUndefined();
    expect(toPrismicUid('.paris-city-tickets.com')).toBeUndefined();
    expect(toPrismicUid('paris-city-tickets.com.')).toBeUndefined();
    expect(toPrismicUid('.')).toBeUndefined();
  });

  it(`has none past ${MAX_PRISMIC_UID_LENGTH} characters`, () => {
    const longest = `a.${'b'.repeat(MAX_PRISMIC_UID_LENGTH - 2)}`;
    expect(toPrismicUid(longest)).toBe(`a_${'b'.repeat(MAX_PRISMIC_UID_LENGTH - 2)}`);
    expect(toPrismicUid(`${longest}b`)).toBeUndefined();
  });
});

describe('fromPrismicUid (Prismic UID → page identity)', () => {
  it('reads every underscore as a dot', () => {
    expect(fromPrismicUid('paris-city-tickets_com_louvre-museum')).toBe(
      'paris-city-tickets.com.louvre-museum',
    );
    expect(fromPrismicUid('big-bus-london-red-route')).toBe('big-bus-london-red-route');
    expect(fromPrismicUid('a__b')).toBe('a..b');
  });

  it('answers a dotted identity as it is', () => {
    expect(fromPrismicUid('paris-city-tickets.com')).toBe('paris-city-tickets.com');
  });

  it('is the inverse of toPrismicUid for every identity that has a Prismic UID', () => {
    for (const identity of [
      'vatican-tickets.com',
      'a.b-c.d',
      'x',
      'london-theatre-tickets.com.news.hamilton',
    ]) {
      const uid = toPrismicUid(identity);
      expect(uid !== undefined && isPrismicUid(uid)).toBe(true);
      expect(fromPrismicUid(uid ?? '')).toBe(identity);
    }
  });
});

describe('isPrismicUid', () => {
  it("takes what Prismic's UID field takes", () => {
    expect(isPrismicUid('colosseum-rome-tickets_com_guided-tours')).toBe(true);
    expect(isPrismicUid('a_b-c9')).toBe(true);
    expect(isPrismicUid('colosseum-rome-tickets.com')).toBe(false);
    expect(isPrismicUid('Colosseum')).toBe(false);
    expect(isPrismicUid('')).toBe(false);
    expect(isPrismicUid('a b')).toBe(false);
    expect(isPrismicUid('x'.repeat(MAX_PRISMIC_UID_LENGTH))).toBe(true);
    expect(isPrismicUid('x'.repeat(MAX_PRISMIC_UID_LENGTH + 1))).toBe(false);
  });
});

describe('filterToPrismic (what the content API is asked)', () => {
  it("writes a uid filter's identity as its Prismic UID, as the client's helpers write it", () => {
    expect(filterToPrismic(filter.at('my.microsite.uid', 'vatican-tickets.com.tours'))).toBe(
      '[at(my.microsite.uid, "vatican-tickets_com_tours")]',
    );
    expect(filterToPrismic(filter.any('my.global_city.uid', ['a.com.italy', 'a.com.france']))).toBe(
      '[any(my.global_city.uid, ["a_com_italy", "a_com_france"])]',
    );
    expect(filterToPrismic(filter.not('document.uid', 'a.com'))).toBe('[not(document.uid, "a_com")]');
  });

  it('asks for a value no Prismic UID equals when the identity has none', () => {
    expect(filterToPrismic(filter.at('my.microsite.uid', 'a.com.guided_tours'))).toBe(
      `[at(my.microsite.uid, "${NO_PRISMIC_UID}")]`,
    );
    expect(isPrismicUid(NO_PRISMIC_UID)).toBe(false);
  });

  it('leaves every other filter, and one that does not parse, as it is', () => {
    const type = filter.at('document.type', 'microsite');
    expect(filterToPrismic(type)).toBe(type);
    const site = filter.at('my.promo_codes.site', 'london-theatre-tickets.com');
    expect(filterToPrismic(site)).toBe(site);
    const uidLike = filter.at('my.microsite.uid_note', 'a.b');
    expect(filterToPrismic(uidLike)).toBe(uidLike);
    expect(filterToPrismic('[at(my.microsite.uid, "a.b"')).toBe('[at(my.microsite.uid, "a.b"');
  });

  it('maps the uid predicates of a filter holding several, and keeps the others', () => {
    expect(filterToPrismic('[at(document.type, "redirect")][at(my.redirect.uid, "a.com.old")]')).toBe(
      '[at(document.type, "redirect")][at(my.redirect.uid, "a_com_old")]',
    );
  });
});

describe('documentFromPrismic (what the content API answers)', () => {
  const link = (uid: string) => ({ link_type: 'Document', id: 'X1', type: 'microsite', lang: 'en-us', uid });
  const answered = {
    id: 'X0',
    uid: 'paris-city-tickets_com_louvre-museum',
    url: null,
    type: 'microsite',
    href: '',
    tags: [],
    first_publication_date: '2026-03-01T10:00:00+0000',
    last_publication_date: '2026-03-01T10:00:00+0000',
    slugs: [],
    linked_documents: [],
    lang: 'en-us',
    alternate_languages: [
      { id: 'X2', uid: 'paris-city-tickets_com_louvre-museum', type: 'microsite', lang: 'fr-fr' },
      { id: 'X3', type: 'microsite', lang: 'de-de' },
    ],
    data: {
      cta: link('paris-city-tickets_com_guided-tours'),
      body: [
        {
          type: 'paragraph',
          text: 'See the tours',
          spans: [{ start: 8, end: 13, type: 'hyperlink', data: link('paris-city-tickets_com') }],
        },
      ],
      web: { link_type: 'Web', url: 'https://example.com/a_b', uid: 'not_a_document' },
      note: { uid: 'text_field_of_the_type' },
      slices: [{ slice_type: 'cards', primary: { target: link('big-bus-london-red-route') }, items: [] }],
    },
  } satisfies PrismicDocument;

  it('reads the uids of the document, its alternates and its document links as identities', () => {
    const document = documentFromPrismic(answered);
    expect(document.uid).toBe('paris-city-tickets.com.louvre-museum');
    expect(document.alternate_languages).toEqual([
      { id: 'X2', uid: 'paris-city-tickets.com.louvre-museum', type: 'microsite', lang: 'fr-fr' },
      { id: 'X3', type: 'microsite', lang: 'de-de' },
    ]);
    expect(document.data.cta.uid).toBe('paris-city-tickets.com.guided-tours');
    expect(document.data.body[0]?.spans[0]?.data.uid).toBe('paris-city-tickets.com');
    expect(document.data.slices[0]?.primary.target.uid).toBe('big-bus-london-red-route');
  });

  it('leaves what is not a document link, and the answer it was given, unchanged', () => {
    const before = JSON.stringify(answered);
    const document = documentFromPrismic(answered);
    expect(document.data.web).toBe(answered.data.web);
    expect(document.data.note).toBe(answered.data.note);
    expect(document.data.slices).toBe(answered.data.slices);
    expect(JSON.stringify(answered)).toBe(before);
  });

  it('keeps a document without uid without one', () => {
    expect(documentFromPrismic({ ...answered, uid: null, alternate_languages: [] }).uid).toBeNull();
  });
});
