import { describe, expect, it, vi } from 'vitest';
import { guideLinks, guideNavigation, orderGuides, type GuidePage } from './guideNavigation';
import { shoulderFaq } from './shoulderFaq';
import {
  SHOULDER_PAGE_TYPES,
  isShoulderPage,
  shoulderPageType,
  shoulderTypeOf,
  shoulderTypeRank,
  type ShoulderPageType,
} from './shoulderPageTypes';
import { groupSubAttractions, subAttractionType, subAttractions } from '../views/subAttractions';
import { previewLinkResolver } from '../../../lib/routing/linkResolver';

const resolve = previewLinkResolver('colosseum-rome-tickets.com');

describe('shoulder page types', () => {
  it('are the 16 types of spec 001 §3 in visitor-journey order', () => {
    expect(SHOULDER_PAGE_TYPES).toEqual([
      'about',
      'history',
      'architecture',
      'inside',
      'sub-attractions',
      'facts',
      'plan-your-visit',
      'timings',
      'getting-there',
      'directions',
      'entrances',
      'skip-the-line',
      'guided-tours',
      'tips',
      'restaurants',
      'misc',
    ]);
    expect(shoulderTypeRank('about')).toBe(0);
    expect(shoulderTypeRank('plan-your-visit')).toBe(6);
    expect(shoulderTypeRank('misc')).toBe(15);
  });

  it('read tolerant spellings of the field', () => {
    expect(shoulderPageType('directions')).toBe('directions');
    expect(shoulderPageType('Plan your visit')).toBe('plan-your-visit');
    expect(shoulderPageType('plan_your_visit')).toBe('plan-your-visit');
    expect(shoulderPageType('  SKIP THE LINE ')).toBe('skip-the-line');
    expect(shoulderPageType('Sub-attraction')).toBe('sub-attractions');
    expect(shoulderPageType('sub_attractions')).toBe('sub-attractions');
    expect(shoulderPageType('Guided tour')).toBe('guided-tours');
    expect(shoulderPageType('Restaurant')).toBe('restaurants');
    expect(shoulderPageType('Getting  there')).toBe('getting-there');
    expect(shoulderPageType('souvenirs')).toBeUndefined();
    expect(shoulderPageType(7)).toBeUndefined();
    expect(shoulderPageType(null)).toBeUndefined();
  });

  it('make a shoulder page of the tag, and misc of a missing or unknown type', () => {
    expect(isShoulderPage({ tagged_page_type: 'shoulder-page' })).toBe(true);
    expect(isShoulderPage({ tagged_page_type: 'Shoulder page' })).toBe(true);
    expect(isShoulderPage({ tagged_page_type: 'shoulder_page' })).toBe(true);
    expect(isShoulderPage({ tagged_page_type: 'landing-page', shoulder_page_type: 'history' })).toBe(false);
    expect(isShoulderPage({})).toBe(false);
    expect(shoulderTypeOf({ shoulder_page_type: 'Getting there' })).toBe('getting-there');
    expect(shoulderTypeOf({ shoulder_page_type: 'souvenirs' })).toBe('misc');
    expect(shoulderTypeOf({})).toBe('misc');
  });
});

const LABELS: Record<ShoulderPageType, string> = Object.fromEntries(
  SHOULDER_PAGE_TYPES.map((type) => [type, `[${type}]`]),
) as Record<ShoulderPageType, string>;
const label = (type: ShoulderPageType) => LABELS[type];
const page = (segment: string, type: ShoulderPageType, title = segment, navLabel?: string): GuidePage => ({
  uid: `x.com.${segment}`,
  href: `/${segment}/`,
  type,
  title,
  navLabel,
});

describe('the guide navigation', () => {
  const pages = [
    page('tips', 'tips', 'Tips'),
    page('history', 'history', 'History of the Colosseum'),
    page('opening-hours', 'timings', 'Opening hours'),
    page('plan', 'plan-your-visit', 'Plan your visit'),
    page('seat-plan', 'misc', 'Seating plan'),
    page('about', 'about', 'About'),
  ];

  it('orders pages by type, then title, each uid once', () => {
    expect(
      orderGuides([...pages, page('history', 'history', 'Duplicate')]).map((guide) => guide.uid),
    ).toEqual([
      'x.com.about',
      'x.com.history',
      'x.com.plan',
      'x.com.opening-hours',
      'x.com.tips',
      'x.com.seat-plan',
    ]);
    expect(
      orderGuides([page('b', 'misc', 'Zoo'), page('a', 'misc', 'Arena')]).map((guide) => guide.title),
    ).toEqual(['Arena', 'Zoo']);
  });

  it('labels links by type, misc and repeated types by title, a nav label first', () => {
    const links = guideLinks(
      [...pages, page('night', 'history', 'The Colosseum at night'), page('map', 'facts', 'Map', 'Site map')],
      'x.com.tips',
      label,
    );
    expect(links.map((link) => [link.label, link.current])).toEqual([
      ['[about]', false],
      ['[history]', false],
      ['The Colosseum at night', false],
      ['Site map', false],
      ['[plan-your-visit]', false],
      ['[timings]', false],
      ['[tips]', true],
      ['Seating plan', false],
    ]);
  });

  it('gives the previous and next guide, none before the first or after the last', () => {
    const middle = guideNavigation(pages, 'x.com.opening-hours', label);
    expect(middle.previous?.uid).toBe('x.com.plan');
    expect(middle.next?.uid).toBe('x.com.tips');
    const first = guideNavigation(pages, 'x.com.about', label);
    expect(first.previous).toBeUndefined();
    expect(first.next?.uid).toBe('x.com.history');
    const last = guideNavigation(pages, 'x.com.seat-plan', label);
    expect(last.previous?.uid).toBe('x.com.tips');
    expect(last.next).toBeUndefined();
    const outside = guideNavigation(pages, 'x.com.elsewhere', label);
    expect([outside.previous, outside.next, outside.links.length]).toEqual([undefined, undefined, 6]);
  });
});

describe('sub-attractions', () => {
  it('read types A, B and C in tolerant spellings', () => {
    expect(
      ['A', 'b', 'Type C', 'sub-attraction-a', 'sub_attraction B', ' c '].map(subAttractionType),
    ).toEqual(['A', 'B', 'C', 'A', 'B', 'C']);
    expect(subAttractionType('D')).toBeUndefined();
    expect(subAttractionType(1)).toBeUndefined();
  });

  it('read each item: same-host images and links, id lists, unknown types as C, nameless items out', () => {
    const log = vi.fn();
    const items = subAttractions(
      [
        {
          name: 'Roman Forum',
          type: 'A',
          text: 'The heart of ancient Rome.',
          image_src: '/media/banners/rome/1.webp',
          image_alt: 'Temple ruins',
          tgids: '10201, 10201, x, 10203',
          link: { link_type: 'Web', url: '/history/' },
          time_needed: '1–2 hours',
        },
        { name: 'Second tier', type: 'b', text: [{ type: 'paragraph', text: 'Views.', spans: [] }] },
        {
          name: 'Arch',
          type: 'Z',
          image_src: 'https://elsewhere.example/arch.jpg',
          link: { link_type: 'Web', url: 'javascript:x' },
        },
        { name: '', type: 'A' },
        { name: 'قوس قسطنطين', type: 'C' },
        { name: 'Roman Forum', type: 'C' },
        'junk',
      ],
      resolve,
      log,
    );
    expect(items).toEqual([
      {
        id: 'roman-forum',
        name: 'Roman Forum',
        type: 'A',
        text: 'The heart of ancient Rome.',
        image: { src: '/media/banners/rome/1.webp', alt: 'Temple ruins' },
        tgids: [10201, 10203],
        href: '/history/',
        timeNeeded: '1–2 hours',
      },
      {
        id: 'second-tier',
        name: 'Second tier',
        type: 'B',
        text: 'Views.',
        image: undefined,
        tgids: [],
        href: undefined,
        timeNeeded: '',
      },
      {
        id: 'arch',
        name: 'Arch',
        type: 'C',
        text: '',
        image: undefined,
        tgids: [],
        href: undefined,
        timeNeeded: '',
      },
      expect.objectContaining({ id: 'sight-5', name: 'قوس قسطنطين', type: 'C' }),
      expect.objectContaining({ id: 'roman-forum-6', type: 'C' }),
    ]);
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      "[shoulder] sub-attraction 'Arch' has an unknown type; listed as C",
      '[shoulder] sub-attraction 3 has no name; left out',
      '[shoulder] sub-attraction 6 has no name; left out',
    ]);
    expect(subAttractions('not a list', resolve)).toEqual([]);
  });

  it('group by type in document order', () => {
    const items = subAttractions(
      [
        { name: 'Underground', type: 'A' },
        { name: 'Arch', type: 'C' },
        { name: 'Forum', type: 'A' },
        { name: 'Museum', type: 'B' },
      ],
      resolve,
    );
    const groups = groupSubAttractions(items);
    expect([groups.A, groups.B, groups.C].map((group) => group.map((entry) => entry.name))).toEqual([
      ['Underground', 'Forum'],
      ['Museum'],
      ['Arch'],
    ]);
  });
});

describe('the FAQ of a shoulder page', () => {
  const h = (level: number, text: string) => ({ type: `heading${level}`, text, spans: [] });
  const p = (text: string) => ({ type: 'paragraph', text, spans: [] });

  it('reads questions and answers after a FAQ heading, until the next section', () => {
    expect(
      shoulderFaq([
        h(2, 'Before you go'),
        p('Book ahead.'),
        h(2, 'Frequently asked questions'),
        h(3, 'Can I bring a backpack?'),
        p('Only a small one.'),
        p('Large bags are refused.'),
        h(3, 'Is there a cloakroom?'),
        h(3, 'Q: Can I re-enter?'),
        p('A: No, entry is once only.'),
        h(2, 'Nearby'),
        p('The Forum.'),
      ]),
    ).toEqual([
      { question: 'Can I bring a backpack?', answer: 'Only a small one.\nLarge bags are refused.' },
      { question: 'Can I re-enter?', answer: 'No, entry is once only.' },
    ]);
  });

  it('recognises the Arabic heading and answers nothing without one', () => {
    expect(shoulderFaq([h(2, 'الأسئلة الشائعة'), h(3, 'هل يوجد مصعد؟'), p('نعم.')])).toEqual([
      { question: 'هل يوجد مصعد؟', answer: 'نعم.' },
    ]);
    expect(shoulderFaq([h(2, 'Tips'), h(3, 'Go early'), p('Queues are shorter.')])).toEqual([]);
    expect(shoulderFaq(undefined)).toEqual([]);
  });
});
