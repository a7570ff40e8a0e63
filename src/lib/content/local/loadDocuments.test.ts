import { describe, expect, it } from 'vitest';
import { parseContentModels } from '../models/contentModels';
import { loadDocuments as load } from './loadDocuments';

/** A small model set: a page type with a title, a body and a slice zone of one rich-text slice. */
const models = parseContentModels(
  {
    'customtypes/microsite/index.json': {
      id: 'microsite',
      label: 'Page',
      format: 'page',
      repeatable: true,
      status: true,
      json: {
        Main: {
          uid: { type: 'UID', config: { label: 'UID' } },
          title: { type: 'StructuredText', config: { label: 'Title', single: 'heading1' } },
          meta_title: { type: 'Text', config: { label: 'Meta title' } },
          slices: {
            type: 'Slices',
            fieldset: 'Slice Zone',
            config: { choices: { rich_text: { type: 'SharedSlice' } } },
          },
        },
      },
    },
    'customtypes/showpage/index.json': {
      id: 'showpage',
      label: 'Show',
      format: 'page',
      repeatable: true,
      status: true,
      json: { Main: { title: { type: 'StructuredText', config: { label: 'Title', single: 'heading1' } } } },
    },
    'customtypes/promo_codes/index.json': {
      id: 'promo_codes',
      label: 'Promo',
      format: 'custom',
      repeatable: true,
      status: true,
      json: { Main: { code: { type: 'Text', config: { label: 'Code' } } } },
    },
  },
  {
    'slices/RichText/model.json': {
      id: 'rich_text',
      type: 'SharedSlice',
      name: 'RichText',
      description: 'Rich text',
      variations: [
        {
          id: 'default',
          name: 'Default',
          docURL: '...',
          version: 'initial',
          description: 'Rich text',
          imageUrl: '',
          primary: {
            content: { type: 'StructuredText', config: { label: 'Content', multi: 'paragraph,hyperlink' } },
          },
          items: {},
        },
      ],
    },
  },
);
const loadDocuments = (files: Parameters<typeof load>[0], options: Parameters<typeof load>[1] = {}) =>
  load(files, { models, ...options });

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
    expect(models.problems).toEqual([]);
    expect(problems).toEqual([]);
    expect(documents[0]).toEqual({
      ...valid,
      data: { ...valid.data, meta_title: null, slices: [] },
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
    const broken = { ...valid, id: 'b', uid: 'Bad Uid' };
    const badTitle = { ...valid, id: 'c', uid: 'c_com', data: { title: [{ text: 'no type' }] } };
    const { documents, problems } = loadDocuments([
      file('ok.json', valid),
      file('broken.json', broken),
      file('title.json', badTitle),
    ]);
    expect(documents.map((d) => d.id)).toEqual(['a']);
    expect(problems).toEqual([
      { file: 'broken.json', field: 'uid', message: MESSAGE },
      {
        file: 'title.json',
        field: 'data.title[0]',
        message: 'expected a rich-text block ({ type, text, spans })',
      },
    ]);
  });
  it('checks data against the model: unknown fields, wrong kinds, slices, and completes what the API answers', () => {
    const { documents, problems } = loadDocuments([
      file('extra.json', { ...valid, id: 'x1', uid: 'x1_com', data: { colour: 'red' } }),
      file('kind.json', { ...valid, id: 'x2', uid: 'x2_com', data: { meta_title: 3 } }),
      file('slice.json', {
        ...valid,
        id: 'x3',
        uid: 'x3_com',
        data: {
          slices: [
            { slice_type: 'rich_text', variation: 'default', primary: { content: [], cta_link: '/x/' } },
          ],
        },
      }),
      file('type.json', { ...valid, id: 'x4', uid: 'x4_com', type: 'blog_post' }),
      file('good.json', {
        ...valid,
        id: 'x5',
        uid: 'x5_com',
        data: { slices: [{ slice_type: 'rich_text', variation: 'default', primary: {} }] },
      }),
    ]);
    expect(problems.map((p) => `${p.file}: ${p.field}: ${p.message}`)).toEqual([
      'extra.json: data.colour: not a field of the model',
      'kind.json: data.meta_title: expected text (Key Text) or null',
      'slice.json: data.slices[0].primary.cta_link: not a field of the model',
      "type.json: type: 'blog_post' has no model in customtypes/",
    ]);
    expect(documents.map((d) => d.id)).toEqual(['x5']);
    const slice = (documents[0]?.data['slices'] as Record<string, unknown>[])[0];
    expect(slice).toEqual({
      id: expect.stringMatching(
        /^rich_text\$[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      slice_type: 'rich_text',
      slice_label: null,
      version: expect.stringMatching(/^[0-9a-z]{17}$/),
      variation: 'default',
      primary: { content: [] },
      items: [],
    });
    const again = loadDocuments([
      file('good.json', {
        ...valid,
        id: 'x5',
        uid: 'x5_com',
        data: { slices: [{ slice_type: 'rich_text', variation: 'default' }] },
      }),
    ]);
    expect((again.documents[0]?.data['slices'] as Record<string, unknown>[])[0]).toEqual(slice);
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
      'slices.json data.slices[0].slice_type',
    ]);
  });
  it('completes Document links as the API answers them, broken when the document does not exist', () => {
    const span = (id: string) => ({
      start: 0,
      end: 4,
      type: 'hyperlink',
      data: { link_type: 'Document', id },
    });
    const linking = {
      ...valid,
      id: 'l',
      uid: 'l_com',
      data: {
        slices: [
          {
            slice_type: 'rich_text',
            variation: 'default',
            primary: {
              content: [
                { type: 'paragraph', text: 'Home gone', spans: [span('a'), { ...span('gone'), start: 5 }] },
              ],
            },
          },
        ],
      },
    };
    const { documents, problems } = loadDocuments([
      file('a.json', { ...valid, tags: ['home'] }),
      file('l.json', linking),
    ]);
    expect(problems).toEqual([]);
    const slices = documents[1]?.data['slices'] as {
      primary: { content: { spans: { data: unknown }[] }[] };
    }[];
    expect(slices[0]?.primary.content[0]?.spans.map((s) => s.data)).toEqual([
      {
        link_type: 'Document',
        id: 'a',
        type: 'microsite',
        tags: ['home'],
        lang: 'en-us',
        uid: 'site_com',
        slug: 'site_com',
        isBroken: false,
      },
      { link_type: 'Document', id: 'gone', type: null, tags: [], lang: null, slug: null, isBroken: true },
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
