import { describe, expect, it } from 'vitest';
import { parseShowPage } from './parseShowPage';

const now = new Date('2026-03-01T12:00:00Z');
const h = (level: number, text: string) => ({ type: `heading${level}`, text, spans: [] });
const p = (text: string, spans: object[] = []) => ({ type: 'paragraph', text, spans });

describe('show page edges', () => {
  it('trims names and headings', () => {
    const page = parseShowPage(
      [
        h(2, ' Cast '),
        p('Stars'),
        h(2, ' FAQ '),
        p('Q:  Why? '),
        p('A: '),
        p('Because.'),
        h(2, 'Listicle'),
        h(3, ' Songs '),
        p('x'),
      ],
      { now },
    );
    expect(page.tabs[0]?.tab_name).toBe('Cast');
    expect(page.faqHeading).toBe('FAQ');
    expect(page.faqSchema).toEqual([{ heading: 'Why?', content: [p('Because.')] }]);
    expect(page.listicleSchema[0]?.heading).toBe('Songs');
  });
  it('drops an FAQ question without text', () => {
    expect(
      parseShowPage([h(2, 'FAQ'), p('Q: '), p('A: lost'), h(4, 'Theatre'), p('Apollo')], { now }).faqSchema,
    ).toEqual([]);
  });
  it('takes a link only for the theatre name and ignores the title heading', () => {
    const link = { start: 0, end: 3, type: 'hyperlink', data: { url: 'https://example.com/x' } };
    const page = parseShowPage(
      [h(4, 'Duration'), p('2h', [link]), h(1, 'Title'), h(4, 'Age Limit'), h(1, 'Other'), p('12+')],
      { now },
    );
    expect(page.detailsObjects).toEqual({ duration: '2h', ageLimit: '12+' });
    expect(parseShowPage([h(2, 'Info'), h(1, 'Title'), p('x')], { now }).tabs).toEqual([]);
  });
  it('keeps the special-offer heading from the first small heading only, and trims it', () => {
    const page = parseShowPage([h(2, ' Special Offer '), p('First'), h(3, 'Later heading')], { now });
    expect(page.specialOffer).toEqual({
      offerHeading: 'Special Offer',
      offerText: [p('First'), h(3, 'Later heading')],
    });
    expect(
      parseShowPage([h(2, 'Special Offer'), h(3, ' Deal '), p('x')], { now }).specialOffer?.offerHeading,
    ).toBe('Deal');
    expect(parseShowPage([h(2, 'About the Theatre'), p('x')], { now }).specialOffer).toBeUndefined();
  });
  it('drops body text before any heading and FAQ blocks without text', () => {
    const page = parseShowPage([p('Intro'), h(2, 'FAQ'), p('Q: One?'), p('   '), p('Yes')], { now });
    expect(page.faqSchema).toEqual([{ heading: 'One?', content: [p('Yes')] }]);
    expect(page.tabs).toEqual([]);
    expect(page.highlightsSection).toEqual([]);
    expect(page.tabSchemaHighlight).toBe('');
    expect(page.tabSchemaInfo).toBe('');
  });
});
