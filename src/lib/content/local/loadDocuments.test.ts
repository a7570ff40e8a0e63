import { describe, expect, it } from 'vitest';
import { loadDocuments } from './loadDocuments';

const valid = {
  id: 'a',
  uid: 'site_com',
  type: 'microsite',
  lang: 'en-us',
  data: { title: [{ type: 'heading1', text: 'Hi', spans: [] }] },
};
const MESSAGE =
  "must be a Prismic UID: lowercase letters, digits, _ or - (a page's dots written as _), at most 200 characters";
const file = (name: string, value: unknown) => ({
  file: name,
  text: typeof value === 'string' ? value : JSON.stringify(value),
});

describe('loadDocuments', () => {
  it('keeps valid documents and fills Prismic defaults', () => {
    const { documents, problems } = loadDocuments([file('a.json', valid)]);
    expect(problems).toEqual([]);
    expect(documents[0]).toEqual({
      ...valid,
      tags: [],
      alternate_languages: [],
      first_publication_date: '2026-01-01T00:00:00+0000',
      last_publication_date: '2026-01-01T00:00:00+0000',
    });
  });
  it('refuses promo codes in a public repository, keeps them in the private one (issue 20 §3)', () => {
    const promo = { ...valid, id: 'p', uid: 'site_com_promo_x', type: 'promo_codes', data: { code: 'X' } };
    const files = [file('ok.json', valid), file('promo.json', [promo])];
    const publicOnes = loadDocuments(files);
    expect(publicOnes.documents.map((d) => d.id)).toEqual(['a']);
    expect(publicOnes.problems).toEqual([
      {
        file: 'promo.json',
        field: '[0].type',
        message: "'promo_codes' documents live in the private repository only (src/features/promo/README.md)",
      },
    ]);
    const privateOnes = loadDocuments(files, { refuseTypes: [] });
    expect(privateOnes.documents.map((d) => d.id)).toEqual(['a', 'p']);
    expect(privateOnes.problems).toEqual([]);
  });
  it('reports a malformed document with its file and field, and keeps the others', () => {
    const broken = { ...valid, id: 'b', uid: 'Bad Uid', data: { title: [{ text: 'no type' }] } };
    const { documents, problems } = loadDocuments([file('ok.json', valid), file('broken.json', broken)]);
    expect(documents.map((d) => d.id)).toEqual(['a']);
    expect(problems).toContainEqual({
      file: 'broken.json',
      field: 'uid',
      message: MESSAGE,
    });
    expect(problems.some((p) => p.file === 'broken.json' && p.field === 'data.title.0.type')).toBe(true);
  });
  it('reports a uid Prismic would refuse, a dotted page identity included, like Prismic (issue 24)', () => {
    const { documents, problems } = loadDocuments([
      file('ok.json', valid),
      file('dotted.json', { ...valid, id: 'dotted', uid: 'site.com.tours' }),
      file('long.json', { ...valid, id: 'long', uid: 'x'.repeat(201) }),
      file('alternate.json', {
        ...valid,
        id: 'alt',
        uid: 'site_com_tours',
        alternate_languages: [{ id: 'z', uid: 'site.com.tours', type: 'microsite', lang: 'fr-fr' }],
      }),
    ]);
    expect(documents.map((d) => d.id)).toEqual(['a']);
    expect(problems).toEqual([
      { file: 'dotted.json', field: 'uid', message: MESSAGE },
      { file: 'long.json', field: 'uid', message: MESSAGE },
      { file: 'alternate.json', field: 'alternate_languages.0.uid', message: MESSAGE },
    ]);
  });
  it('reports files that are not JSON, bad slices, duplicate ids and duplicate uids', () => {
    const { problems } = loadDocuments([
      file('a.json', valid),
      file('notjson.json', '{ nope'),
      file('dup-id.json', { ...valid, uid: 'other_com' }),
      file('dup-uid.json', { ...valid, id: 'c' }),
      file('slices.json', { ...valid, id: 'd', uid: 'x_com', data: { slices: [{ primary: {} }] } }),
    ]);
    expect(problems.map((p) => `${p.file} ${p.field}`)).toEqual([
      'notjson.json (file)',
      'dup-id.json id',
      'dup-uid.json uid',
      'slices.json data.slices',
    ]);
  });
  it('reads arrays of documents and names the index in problems', () => {
    const { documents, problems } = loadDocuments([
      file('many.json', [valid, { ...valid, id: 'e', lang: 'english' }]),
    ]);
    expect(documents).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'many.json', field: '[1].lang' });
  });
  it('links translations by type and uid unless a file lists them itself', () => {
    const { documents } = loadDocuments([
      file('en.json', valid),
      file('ar.json', { ...valid, id: 'ar', lang: 'ar-ae' }),
      file('ja.json', { ...valid, id: 'ja', lang: 'ja-jp', alternate_languages: [] }),
      file('other.json', { ...valid, id: 'o', type: 'showpage', lang: 'fr-fr' }),
    ]);
    const byId = new Map(documents.map((d) => [d.id, d]));
    expect(byId.get('a')?.alternate_languages.map((a) => a.id)).toEqual(['ar', 'ja']);
    expect(byId.get('ja')?.alternate_languages).toEqual([]);
    expect(byId.get('o')?.alternate_languages).toEqual([]);
  });
  it('normalises publication dates to Prismic’s format', () => {
    const { documents } = loadDocuments([
      file('a.json', {
        ...valid,
        first_publication_date: '2026-03-01T10:00:00Z',
        last_publication_date: '2026-03-02T10:00:00+0100',
      }),
    ]);
    expect(documents[0]?.first_publication_date).toBe('2026-03-01T10:00:00+0000');
    expect(documents[0]?.last_publication_date).toBe('2026-03-02T09:00:00+0000');
  });
});
