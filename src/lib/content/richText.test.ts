import { describe, expect, it } from 'vitest';
import { keepShared } from '../cache/deepFreeze';
import { hyperlinkHref, richTextToHTML, richTextToPlain } from './richText';
import type { DocumentLink, LinkResolver } from '../rules/routing/documentLink';

/** A resolver as the page's (src/lib/routing/linkResolver.ts): Paris documents to paths, others to none. */
const parisLinks = (key = 'paris'): LinkResolver =>
  Object.assign(
    (link: DocumentLink) =>
      link.uid?.startsWith('paris-city-tickets.com.') && !link.isBroken
        ? `/${link.uid.slice('paris-city-tickets.com.'.length)}/`
        : null,
    { key },
  );

const linked = (data: Record<string, unknown>) => [
  {
    type: 'paragraph',
    text: 'See the Louvre',
    spans: [{ start: 8, end: 14, type: 'hyperlink', data }],
  },
];
const louvre = {
  link_type: 'Document',
  id: 'ZxLouvre',
  uid: 'paris-city-tickets.com.louvre-museum',
  type: 'microsite',
  lang: 'en-us',
  tags: [],
};

describe('richTextToHTML', () => {
  it('renders blocks with escaped text', () => {
    expect(richTextToHTML([{ type: 'paragraph', text: '<b>Tom & Jerry</b>', spans: [] }])).toBe(
      '<p>&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;</p>',
    );
    expect(richTextToHTML([{ type: 'heading2', text: 'Hours', spans: [] }])).toBe('<h2>Hours</h2>');
  });
  it('keeps safe links and opens external ones in a new tab', () => {
    const link = (url: string) => [
      {
        type: 'paragraph',
        text: 'Go there',
        spans: [{ start: 0, end: 2, type: 'hyperlink', data: { link_type: 'Web', url } }],
      },
    ];
    expect(richTextToHTML(link('/ar/guided-tours/'))).toBe('<p><a href="/ar/guided-tours/">Go</a> there</p>');
    expect(richTextToHTML(link('https://www.museivaticani.va/'))).toBe(
      '<p><a href="https://www.museivaticani.va/" rel="noopener noreferrer" target="_blank">Go</a> there</p>',
    );
  });
  it('renders unsafe links as plain text', () => {
    const link = (url: string) => [
      {
        type: 'paragraph',
        text: 'Go',
        spans: [{ start: 0, end: 2, type: 'hyperlink', data: { link_type: 'Web', url } }],
      },
    ];
    expect(richTextToHTML(link('javascript:alert(1)'))).toBe('<p>Go</p>');
    expect(richTextToHTML(link('//evil.example/'))).toBe('<p>Go</p>');
  });
  it('resolves a link to a document through the page resolver', () => {
    expect(richTextToHTML(linked(louvre), parisLinks())).toBe(
      '<p>See the <a href="/louvre-museum/">Louvre</a></p>',
    );
  });
  it('renders a link to a broken or unknown document, or without a resolver, as plain text', () => {
    expect(richTextToHTML(linked({ ...louvre, isBroken: true }), parisLinks())).toBe('<p>See the Louvre</p>');
    expect(richTextToHTML(linked({ ...louvre, uid: 'elsewhere.com.page' }), parisLinks())).toBe(
      '<p>See the Louvre</p>',
    );
    expect(richTextToHTML(linked(louvre))).toBe('<p>See the Louvre</p>');
  });
  it('sends a media link to its url', () => {
    const menu = 'https://my-repo.cdn.prismic.io/my-repo/menu.pdf';
    expect(richTextToHTML(linked({ link_type: 'Media', kind: 'document', url: menu }), parisLinks())).toBe(
      `<p>See the <a href="${menu}" rel="noopener noreferrer" target="_blank">Louvre</a></p>`,
    );
  });
  it('remembers a kept field once per resolver key', () => {
    const shared = keepShared(linked(louvre));
    expect(richTextToHTML(shared, parisLinks('a'))).toBe(
      '<p>See the <a href="/louvre-museum/">Louvre</a></p>',
    );
    const elsewhere = Object.assign(() => 'https://paris-city-tickets.com/louvre-museum/', { key: 'b' });
    expect(richTextToHTML(shared, elsewhere)).toBe(
      '<p>See the <a href="https://paris-city-tickets.com/louvre-museum/" rel="noopener noreferrer" target="_blank">Louvre</a></p>',
    );
    expect(richTextToHTML(shared, parisLinks('a'))).toBe(
      '<p>See the <a href="/louvre-museum/">Louvre</a></p>',
    );
    expect(richTextToHTML(shared)).toBe('<p>See the Louvre</p>');
  });
  it('gives nothing for a field that is not rich text', () => {
    expect(richTextToHTML('text')).toBe('');
    expect(richTextToHTML(undefined)).toBe('');
  });
});

describe('hyperlinkHref', () => {
  it('reads web and media urls, resolves documents, and gives an empty href for anything else', () => {
    expect(hyperlinkHref({ link_type: 'Web', url: 'https://x.example/' }, undefined)).toBe(
      'https://x.example/',
    );
    expect(hyperlinkHref(louvre, parisLinks())).toBe('/louvre-museum/');
    expect(hyperlinkHref({ ...louvre, url: '/from-prismic-routes/' }, undefined)).toBe('');
    expect(hyperlinkHref({ link_type: 'Any' }, parisLinks())).toBe('');
    expect(hyperlinkHref(null, parisLinks())).toBe('');
  });
});

describe('richTextToPlain', () => {
  it('joins block texts', () => {
    expect(
      richTextToPlain([
        { type: 'heading1', text: 'Colosseum' },
        { type: 'paragraph', text: 'Rome' },
        { type: 'image' },
      ]),
    ).toBe('Colosseum Rome');
    expect(richTextToPlain(null)).toBe('');
  });
  it('serialises a kept (frozen) field once and any other field afresh', () => {
    const block = { type: 'paragraph', text: 'Hi', spans: [] };
    const open = [block];
    expect(richTextToHTML(open)).toBe('<p>Hi</p>');
    block.text = 'Bye';
    expect(richTextToHTML(open)).toBe('<p>Bye</p>');
    const shared = keepShared([{ type: 'paragraph', text: 'Kept', spans: [] }]);
    expect(richTextToHTML(shared)).toBe('<p>Kept</p>');
    expect(richTextToHTML(shared)).toBe('<p>Kept</p>');
  });
});
