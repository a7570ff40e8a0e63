import { describe, expect, it } from 'vitest';
import { parseContentModels } from './contentModels';
import { readDocumentData, sliceId, sliceVersion } from './documentFields';

const field = (type: string, config: Record<string, unknown> = {}) => ({
  type,
  config: { label: type, ...config },
});
const models = parseContentModels(
  {
    'customtypes/kinds/index.json': {
      id: 'kinds',
      label: 'Kinds',
      format: 'custom',
      repeatable: true,
      status: true,
      json: {
        Main: {
          uid: field('UID'),
          text: field('Text'),
          number: field('Number'),
          flag: field('Boolean'),
          flag_on: field('Boolean', { default_value: true }),
          colour: field('Color'),
          day: field('Date'),
          choice: field('Select', { options: ['a', 'b'] }),
          link: field('Link'),
          document: field('Link', { select: 'document' }),
          picture: field('Image', {
            constraint: { width: 1600, height: 1000 },
            thumbnails: [{ name: 'mobile', width: 800, height: 500 }],
          }),
          city: field('IntegrationFields', { catalog: 'cities' }),
          heading: field('StructuredText', { single: 'heading1' }),
          rows: { type: 'Group', config: { label: 'Rows', fields: { name: field('Text') } } },
        },
      },
    },
  },
  {},
);
const read = (data: Record<string, unknown>) => readDocumentData(models, { id: 'd1', type: 'kinds', data });

describe('readDocumentData', () => {
  it('answers every empty field as Prismic’s API does', () => {
    expect(models.problems).toEqual([]);
    expect(read({})).toEqual({
      data: {
        text: null,
        number: null,
        flag: false,
        flag_on: true,
        colour: null,
        day: null,
        choice: null,
        link: { link_type: 'Any' },
        document: { link_type: 'Any' },
        picture: {},
        city: null,
        heading: [],
        rows: [],
      },
      problems: [],
      documentLinks: [],
    });
  });

  it('accepts values of each kind and completes an image’s alt and copyright', () => {
    const picture = {
      url: '/media/a.webp',
      dimensions: { width: 1600, height: 1000 },
      mobile: { url: '/media/m.webp', dimensions: { width: 800, height: 500 } },
    };
    const { data, problems } = read({
      text: 'Hi',
      number: 2.5,
      flag: true,
      colour: '#a1b2c3',
      day: '2026-03-01',
      choice: 'b',
      link: { link_type: 'Web', url: 'https://example.com/', target: '_blank' },
      document: { link_type: 'Document', id: 'X' },
      picture,
      city: { cityCode: 'ROME' },
      heading: [{ type: 'heading1', text: 'Title', spans: [] }],
      rows: [{ name: 'one' }, {}],
    });
    expect(problems).toEqual([]);
    expect(data['picture']).toEqual({ alt: null, copyright: null, ...picture });
    expect(data['rows']).toEqual([{ name: 'one' }, { name: null }]);
  });

  it('names the field path and what was expected for each wrong value', () => {
    const { problems } = read({
      text: 3,
      number: '3',
      flag: 'yes',
      colour: 'red',
      day: '01/03/2026',
      choice: 'c',
      link: '/guided-tours/',
      document: { link_type: 'Web', url: '/x/' },
      picture: { url: '/a.webp', dimensions: { width: 1 }, desktop: {} },
      heading: [
        { type: 'heading1', text: 'One', spans: [] },
        {
          type: 'paragraph',
          text: 'Two',
          spans: [{ start: 0, end: 3, type: 'hyperlink', data: { url: '/x/' } }],
        },
      ],
      rows: [{ name: 'one', extra: true }],
      colour_name: 'red',
    });
    expect(problems.map((problem) => `${problem.path}: ${problem.message}`)).toEqual([
      'data.colour_name: not a field of the model',
      'data.text: expected text (Key Text) or null',
      'data.number: expected a number or null',
      'data.flag: expected true or false',
      'data.colour: expected a colour #rrggbb or null',
      'data.day: expected a date YYYY-MM-DD or null',
      "data.choice: expected one of 'a', 'b' or null",
      'data.link: expected a Link',
      'data.document: expected a Document Link',
      'data.picture.dimensions: expected { width, height } in pixels',
      'data.picture.desktop: not a thumbnail of this Image field',
      'data.heading: expected a single heading1 block',
      "data.heading[1].type: 'paragraph' is not allowed here (heading1)",
      'data.rows[0].extra: not a field of the model',
    ]);
  });

  it('refuses a document whose type has no model', () => {
    expect(readDocumentData(models, { id: 'x', type: 'blog', data: {} }).problems).toEqual([
      { path: 'type', message: "'blog' has no model in customtypes/" },
    ]);
  });
});

describe('slice ids and versions', () => {
  it('are stable: the same document and index give the same uuid-like id; the version follows the model', () => {
    expect(sliceId('rich_text', 'paris-landing-en', 2)).toBe(sliceId('rich_text', 'paris-landing-en', 2));
    expect(sliceId('rich_text', 'paris-landing-en', 2)).not.toBe(sliceId('rich_text', 'paris-landing-en', 3));
    expect(sliceId('rich_text', 'd', 0)).toMatch(
      /^rich_text\$[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const variation = { id: 'default', name: 'Default', version: 'initial', primary: {} };
    expect(sliceVersion(variation)).toMatch(/^[0-9a-z]{17}$/);
    expect(sliceVersion(variation)).toBe(sliceVersion({ ...variation }));
    expect(sliceVersion(variation)).not.toBe(
      sliceVersion({ ...variation, primary: { title: { type: 'Text' } } }),
    );
  });
});
