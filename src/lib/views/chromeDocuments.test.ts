import { describe, expect, it } from 'vitest';
import { parseFooter, parseHeader } from './chromeDocuments';

const collect = () => {
  const lines: string[] = [];
  return { lines, log: (line: string) => lines.push(line) };
};

describe('parseHeader', () => {
  it('prefixes paths with the document language and keeps single links in order', () => {
    const { log } = collect();
    expect(
      parseHeader(
        {
          navigation: [
            { label: 'التذاكر', path: '/' },
            { label: 'الجولات', path: '/guided-tours/' },
          ],
        },
        'ar',
        log,
      ),
    ).toEqual({
      language: 'ar',
      navigation: [
        { kind: 'link', label: 'التذاكر', href: '/ar/' },
        { kind: 'link', label: 'الجولات', href: '/ar/guided-tours/' },
      ],
    });
  });

  it('gathers grouped items under the group, at the place of its first item', () => {
    const { log } = collect();
    const header = parseHeader(
      {
        navigation: [
          { label: 'Home', path: '/' },
          { label: 'Wicked', path: '/wicked/', group: 'Shows' },
          { label: 'Lyceum', path: '/lyceum/', group: 'Theatres' },
          { label: 'Hamilton', path: '/shows/hamilton/', group: 'Shows' },
          { label: 'Guide', path: '/guide/', group: '' },
        ],
      },
      'en',
      log,
    );
    expect(header?.navigation).toEqual([
      { kind: 'link', label: 'Home', href: '/' },
      {
        kind: 'group',
        label: 'Shows',
        links: [
          { label: 'Wicked', href: '/wicked/' },
          { label: 'Hamilton', href: '/shows/hamilton/' },
        ],
      },
      { kind: 'group', label: 'Theatres', links: [{ label: 'Lyceum', href: '/lyceum/' }] },
      { kind: 'link', label: 'Guide', href: '/guide/' },
    ]);
  });

  it('leaves out links that are not same-site paths, and says which', () => {
    const { lines, log } = collect();
    const header = parseHeader(
      {
        navigation: [
          { label: 'Elsewhere', path: 'https://example.com/' },
          { label: 'Protocol-relative', path: '//example.com/' },
          { label: 'No slash', path: '/tickets' },
          { label: 'Prefixed', path: '/ar/tickets/' },
          { label: '', path: '/empty-label/' },
          'not an item',
          { label: 'Kept', path: '/tickets/' },
        ],
      },
      'en',
      log,
    );
    expect(header?.navigation).toEqual([{ kind: 'link', label: 'Kept', href: '/tickets/' }]);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe(
      '[chrome] common_header (en) navigation[0] ignored: path: must be a same-site path without language prefix, such as /guided-tours/',
    );
  });

  it('refuses a document whose navigation is not a list', () => {
    const { lines, log } = collect();
    expect(parseHeader({ navigation: 'Home' }, 'fr', log)).toBeUndefined();
    expect(lines[0]).toMatch(/^\[chrome\] common_header \(fr\) ignored: navigation: /);
    expect(parseHeader(null, 'fr', log)).toBeUndefined();
  });

  it('reads a header without navigation as an empty one', () => {
    expect(parseHeader({}, 'en', collect().log)).toEqual({ language: 'en', navigation: [] });
  });
});

describe('parseFooter', () => {
  const data = {
    partnership: 'non-partnered',
    sensitive: true,
    venue: 'le Colisée',
    links: [
      { column: 'Colisée', label: 'Billets', path: '/' },
      { label: 'Sans colonne', path: '/a/' },
      { column: 'Rome', label: 'Guide', path: '/guide/' },
      { label: 'Aussi sans colonne', path: '/b/' },
    ],
    text: [{ type: 'paragraph', text: 'Attente gratuite', spans: [] }],
  };

  it('reads the partnership class, the venue, link columns and the note', () => {
    expect(parseFooter(data, 'fr', collect().log)).toEqual({
      language: 'fr',
      partnership: 'non-partnered',
      sensitive: true,
      venue: 'le Colisée',
      columns: [
        { heading: 'Colisée', links: [{ label: 'Billets', href: '/fr/' }] },
        {
          heading: '',
          links: [
            { label: 'Sans colonne', href: '/fr/a/' },
            { label: 'Aussi sans colonne', href: '/fr/b/' },
          ],
        },
        { heading: 'Rome', links: [{ label: 'Guide', href: '/fr/guide/' }] },
      ],
      text: [{ type: 'paragraph', text: 'Attente gratuite', spans: [] }],
    });
  });

  it('defaults to non-sensitive, no columns and no note', () => {
    expect(parseFooter({ partnership: 'partnered', venue: 'the Colosseum' }, 'en', collect().log)).toEqual({
      language: 'en',
      partnership: 'partnered',
      sensitive: false,
      venue: 'the Colosseum',
      columns: [],
      text: undefined,
    });
    expect(parseFooter({ ...data, text: [] }, 'en', collect().log)?.text).toBeUndefined();
  });

  it('refuses an unknown partnership class, a missing venue or a non-boolean sensitive flag', () => {
    const { lines, log } = collect();
    expect(parseFooter({ ...data, partnership: 'official' }, 'en', log)).toBeUndefined();
    expect(parseFooter({ ...data, venue: ' ' }, 'en', log)).toBeUndefined();
    expect(parseFooter({ ...data, sensitive: 'yes' }, 'en', log)).toBeUndefined();
    expect(lines.map((line) => line.split(': ')[0])).toEqual([
      '[chrome] common_footer (en) ignored',
      '[chrome] common_footer (en) ignored',
      '[chrome] common_footer (en) ignored',
    ]);
    expect(lines.map((line) => line.split(': ')[1])).toEqual(['partnership', 'venue', 'sensitive']);
  });
});
