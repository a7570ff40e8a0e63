import { describe, expect, it } from 'vitest';
import { parseShowPage } from './parseShowPage';

const now = new Date('2026-03-01T12:00:00Z');
const h = (level: number, text: string) => ({ type: `heading${level}`, text, spans: [] });
const p = (text: string, spans: object[] = []) => ({ type: 'paragraph', text, spans });
const li = (text: string) => ({ type: 'list-item', text, spans: [] });
const link = (start: number, end: number, url: string) => ({ start, end, type: 'hyperlink', data: { url } });

describe('parseShowPage: details', () => {
  it('reads each detail from the body block after its small heading', () => {
    const page = parseShowPage(
      [
        h(1, 'Wicked'),
        h(4, 'Opening Date'),
        p('2026-05-01'),
        h(4, 'Closing Date:'),
        p(' 2026-12-31 '),
        h(3, 'Theatre Name'),
        p('Apollo Victoria Theatre', [
          link(0, 6, 'http://example.com/apollo'),
          link(7, 15, 'https://example.com/second'),
        ]),
        h(5, 'Duration'),
        p('2h 45m'),
        h(6, 'Age Limit'),
        p('8+'),
        h(4, 'Show Type'),
        p('Musical'),
        h(4, 'Map URL'),
        p('Map', [link(0, 3, 'https://www.google.com/maps/place/x')]),
      ],
      { now },
    );
    expect(page.detailsObjects).toEqual({
      openingDate: '2026-05-01',
      closingDate: '2026-12-31',
      theatreName: 'Apollo Victoria Theatre',
      theatrePageUrl: 'https://example.com/apollo',
      duration: '2h 45m',
      ageLimit: '8+',
    });
    expect(page.showType).toBe('Musical');
    expect(page.mapURL).toBe('https://www.google.com/maps/place/x');
  });
  it('counts the safety banner only for YES', () => {
    expect(parseShowPage([h(4, 'Safety Banner'), p('YES')], { now }).isSafetyBanner).toBe(true);
    expect(parseShowPage([h(4, 'Safety Banner'), p(' YES ')], { now }).isSafetyBanner).toBe(true);
    expect(parseShowPage([h(4, 'Safety Banner'), p('Yes')], { now }).isSafetyBanner).toBe(false);
    expect(parseShowPage([h(4, 'Safety Banner'), p('NO')], { now }).isSafetyBanner).toBe(false);
  });
  it('ignores empty values, unsafe map URLs and body text without a detail', () => {
    const page = parseShowPage(
      [
        p('Intro text'),
        h(4, 'Duration'),
        p('  '),
        p('late'),
        h(4, 'Map'),
        p('javascript:alert(1)'),
        h(4, 'Map URL'),
        p('/local/'),
      ],
      { now },
    );
    expect(page.detailsObjects).toEqual({});
    expect(page.mapURL).toBeUndefined();
    expect(page.tabs).toEqual([]);
  });
});

describe('parseShowPage: tabs', () => {
  it('starts a tab at a level-2 heading followed by body content, the first as default', () => {
    const page = parseShowPage(
      [
        h(2, 'Overview'),
        p('A musical.'),
        h(3, 'The story'),
        li('Witches'),
        h(2, 'Empty'),
        h(2, 'Cast'),
        p('Stars'),
      ],
      { now },
    );
    expect(page.tabs).toEqual([
      {
        tab_name: 'Overview',
        default_tab: 'Yes',
        tab_content: [p('A musical.'), h(3, 'The story'), li('Witches')],
      },
      { tab_name: 'Cast', default_tab: 'No', tab_content: [p('Stars')] },
    ]);
    expect(page.tabSchemaInfo).toBe('A musical.\nThe story\nWitches\nStars');
    expect(page.tabSchemaHighlight).toBe('');
  });
  it('starts a tab at a small non-detail heading but not at a detail heading or the end', () => {
    const page = parseShowPage(
      [h(2, 'Story'), h(3, 'Act 1'), h(2, 'Info'), h(4, 'Duration'), p('2h'), h(2, 'Last')],
      { now },
    );
    expect(page.tabs).toEqual([{ tab_name: 'Story', default_tab: 'Yes', tab_content: [h(3, 'Act 1')] }]);
    expect(page.detailsObjects.duration).toBe('2h');
  });
  it('takes the Highlights tab as the highlights section and its schema text', () => {
    const page = parseShowPage(
      [h(2, 'Highlights'), li('Iconic songs'), li('Stunning sets'), h(2, 'Info'), p('Runs daily')],
      { now },
    );
    expect(page.highlightsSection).toEqual([li('Iconic songs'), li('Stunning sets')]);
    expect(page.tabSchemaHighlight).toBe('Iconic songs\nStunning sets');
    expect(page.tabSchemaInfo).toBe('Runs daily');
    expect(page.tabs.map((tab) => tab.default_tab)).toEqual(['Yes', 'No']);
  });
});

describe('parseShowPage: FAQ', () => {
  it('switches to FAQ mode and strips question and answer markers, shifting spans', () => {
    const page = parseShowPage(
      [
        h(2, 'FAQs'),
        p('Q: How long is it?'),
        p('A:About 2 hours.', [
          { start: 8, end: 15, type: 'strong' },
          { start: 0, end: 2, type: 'em' },
        ]),
        p('More detail.'),
        h(3, 'Is there an interval?'),
        p('A: Yes, one.'),
      ],
      { now },
    );
    expect(page.faqHeading).toBe('FAQs');
    expect(page.faqSchema).toEqual([
      {
        heading: 'How long is it?',
        content: [p('About 2 hours.', [{ start: 6, end: 13, type: 'strong' }]), p('More detail.')],
      },
      { heading: 'Is there an interval?', content: [p('Yes, one.')] },
    ]);
  });
  it('recognises localized FAQ headings and markers and drops orphan answers', () => {
    const page = parseShowPage(
      [h(2, 'Häufig gestellte Fragen'), p('A: orphan'), p('F: Wie lange?'), p('Antwort: Zwei Stunden.')],
      { now },
    );
    expect(page.faqHeading).toBe('Häufig gestellte Fragen');
    expect(page.faqSchema).toEqual([{ heading: 'Wie lange?', content: [p('Zwei Stunden.')] }]);
    expect(
      parseShowPage([h(2, 'よくある質問'), p('問：何時間？'), p('答：2時間。')], { now }).faqSchema,
    ).toEqual([{ heading: '何時間？', content: [p('2時間。')] }]);
  });
  it('leaves FAQ mode at the next level-2 heading', () => {
    const page = parseShowPage([h(2, 'FAQ'), p('Q: One?'), h(2, 'Cast'), p('Stars')], { now });
    expect(page.faqSchema).toEqual([{ heading: 'One?', content: [] }]);
    expect(page.tabs).toHaveLength(1);
  });
});

describe('parseShowPage: sections', () => {
  it('collects listicle items from small headings', () => {
    const page = parseShowPage(
      [
        h(2, 'Listicle'),
        p('orphan'),
        h(3, 'Great songs'),
        p('Defying Gravity'),
        p('Popular'),
        h(3, 'Sets'),
        h(2, 'Cast'),
        p('x'),
      ],
      { now },
    );
    expect(page.listicleSchema).toEqual([
      { heading: 'Great songs', text: [p('Defying Gravity'), p('Popular')] },
      { heading: 'Sets', text: [] },
    ]);
  });
  it('reads a special offer and shows it until its closing date', () => {
    const blocks = [
      h(2, 'Special Offer'),
      h(3, 'Save 20%'),
      p('On weekday shows.'),
      h(4, 'Offer Closing Date'),
      p('2026-03-01'),
    ];
    const page = parseShowPage(blocks, { now });
    expect(page.specialOffer).toEqual({
      offerHeading: 'Save 20%',
      offerText: [p('On weekday shows.')],
      closingDate: '2026-03-01',
    });
    expect(page.hasSpecialOffer).toBe(true);
    expect(parseShowPage(blocks, { now: new Date('2026-03-02T00:00:00Z') }).hasSpecialOffer).toBe(false);
    const open = parseShowPage([h(2, 'Special Offers'), p('Kids go free.')], { now });
    expect(open.specialOffer).toEqual({ offerHeading: 'Special Offers', offerText: [p('Kids go free.')] });
    expect(open.hasSpecialOffer).toBe(true);
    expect(parseShowPage([h(2, 'Special Offer')], { now }).hasSpecialOffer).toBe(false);
  });
  it('collects the about-the-theatre and critic sections', () => {
    const page = parseShowPage(
      [
        h(2, 'About the Theatre'),
        p('Built in 1930.'),
        h(2, "Critics' Reviews"),
        p('★★★★★'),
        h(3, 'The Times'),
      ],
      { now },
    );
    expect(page.aboutTheatreSection).toEqual([p('Built in 1930.')]);
    expect(page.criticReview).toEqual([p('★★★★★'), h(3, 'The Times')]);
    expect(page.tabs).toEqual([]);
  });
});

describe('parseShowPage: bad input', () => {
  it('gives an empty page for non-arrays and skips malformed blocks and spans', () => {
    const empty = parseShowPage('nope', { now });
    expect(empty).toEqual({
      detailsObjects: {},
      isSafetyBanner: false,
      faqSchema: [],
      tabs: [],
      hasSpecialOffer: false,
      highlightsSection: [],
      aboutTheatreSection: [],
      criticReview: [],
      listicleSchema: [],
      tabSchemaHighlight: '',
      tabSchemaInfo: '',
    });
    const page = parseShowPage(
      [
        null,
        { type: 'heading2' },
        h(2, 'Info'),
        {
          type: 'paragraph',
          text: 'Hi',
          spans: [{ start: 0, end: 9, type: 'em' }, { start: 1, end: 0, type: 'em' }, 'x'],
        },
      ],
      { now },
    );
    expect(page.tabs[0]?.tab_content).toEqual([
      { type: 'paragraph', text: 'Hi', spans: [{ start: 0, end: 2, type: 'em' }] },
    ]);
  });
});
