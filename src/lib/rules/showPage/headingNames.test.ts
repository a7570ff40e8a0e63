import { describe, expect, it } from 'vitest';
import { detailName, isFaqHeading, isHighlightsTab, sectionName } from './headingNames';

describe('detailName', () => {
  it('recognises every detail heading, case, spacing, quotes and a trailing colon aside', () => {
    const table: [string, string][] = [
      ['Opening Date', 'openingDate'],
      ['opening', 'openingDate'],
      ['First Performance', 'openingDate'],
      ['Closing Date', 'closingDate'],
      ['Closing', 'closingDate'],
      ['Booking Until', 'closingDate'],
      ['Theatre Name', 'theatreName'],
      ['Theater Name', 'theatreName'],
      ['Theatre', 'theatreName'],
      ['Theater', 'theatreName'],
      ['Venue', 'theatreName'],
      ['Duration', 'duration'],
      ['Running Time', 'duration'],
      ['Run Time', 'duration'],
      ['Age Limit', 'ageLimit'],
      ['Age Restriction', 'ageLimit'],
      ['Age Requirement', 'ageLimit'],
      ['Show Type', 'showType'],
      ['Safety Banner', 'safetyBanner'],
      ['Map URL', 'mapURL'],
      ['Map', 'mapURL'],
      ['Offer Closing Date', 'offerClosingDate'],
      ['Offer Ends', 'offerClosingDate'],
    ];
    expect(table.map(([text]) => detailName(text))).toEqual(table.map(([, name]) => name));
    expect(detailName('  Opening   Date :: ')).toBe('openingDate');
    expect(detailName('Opening Date：')).toBe('openingDate');
    expect(detailName('Opening\tDate')).toBe('openingDate');
  });
  it('ignores other headings', () => {
    expect(detailName('Cast')).toBeUndefined();
    expect(detailName('Opening Dates')).toBeUndefined();
    expect(detailName('toString')).toBeUndefined();
    expect(detailName('')).toBeUndefined();
  });
});

describe('isFaqHeading', () => {
  it('recognises the FAQ heading in all 20 languages, alone or followed by more words', () => {
    const headings = [
      'FAQ',
      'FAQs',
      "FAQ's",
      'FAQ’s',
      'Frequently Asked Questions',
      'Preguntas frecuentes',
      'Domande frequenti',
      'Questions fréquentes',
      'Foire aux questions',
      'Perguntas frequentes',
      'Häufig gestellte Fragen',
      'Veelgestelde vragen',
      'よくある質問',
      '常見問題',
      '常见问题',
      '자주 묻는 질문',
      'Pertanyaan yang sering diajukan',
      'Często zadawane pytania',
      'الأسئلة الشائعة',
      'Часто задаваемые вопросы',
      'Ofte stillede spørgsmål',
      'Ofte stilte spørsmål',
      'Întrebări frecvente',
      'Vanliga frågor',
      'Sıkça sorulan sorular',
      'FAQs about Wicked',
      'FAQ: Wicked',
    ];
    expect(headings.filter((heading) => !isFaqHeading(heading))).toEqual([]);
  });
  it('does not take other headings for it', () => {
    expect(isFaqHeading('FAQuestions')).toBe(false);
    expect(isFaqHeading('About the FAQ')).toBe(false);
    expect(isFaqHeading('Highlights')).toBe(false);
  });
});

describe('sectionName and isHighlightsTab', () => {
  it('names the level-2 sections', () => {
    expect(sectionName('Listicle')).toBe('listicle');
    expect(sectionName('Listicle: Top 5 reasons')).toBe('listicle');
    expect(sectionName('The Listicle')).toBeUndefined();
    expect(sectionName('Special Offer')).toBe('specialOffer');
    expect(sectionName('Special Offers')).toBe('specialOffer');
    expect(sectionName('Our Special Offer')).toBeUndefined();
    expect(sectionName('Special Offer today')).toBeUndefined();
    expect(sectionName('About the Theatre')).toBe('aboutTheatre');
    expect(sectionName('About the Theater')).toBe('aboutTheatre');
    expect(sectionName('About the Venue: Apollo')).toBe('aboutTheatre');
    expect(sectionName('More about the theatre')).toBeUndefined();
    expect(sectionName('Critic Review')).toBe('criticReview');
    expect(sectionName('Critics Reviews')).toBe('criticReview');
    expect(sectionName("Critics' Reviews")).toBe('criticReview');
    expect(sectionName('What the critics say')).toBe('criticReview');
    expect(sectionName('Our critic review')).toBeUndefined();
    expect(sectionName('Critic reviews of 2026')).toBeUndefined();
    expect(sectionName('Critic reviewer')).toBeUndefined();
    expect(sectionName('Hear what the critics say')).toBeUndefined();
    expect(sectionName('What the critics say today')).toBeUndefined();
    expect(sectionName('Cast')).toBeUndefined();
  });
  it('recognises the Highlights tab', () => {
    expect(isHighlightsTab('Highlights')).toBe(true);
    expect(isHighlightsTab('Show Highlights')).toBe(true);
    expect(isHighlightsTab('Tour highlights')).toBe(false);
    expect(isHighlightsTab('Highlights of the show')).toBe(false);
  });
});
