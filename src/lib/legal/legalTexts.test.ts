import { describe, expect, it } from 'vitest';
import { LEGAL_TERMS } from '../rules/legal/legalTerms';
import { PRIVACY_SECTION_IDS, TERMS_SECTION_IDS, type LegalDocument, type LegalItem } from './legalText';
import { LEGAL_LANGUAGES, hasLegalText, legalTextsFor } from './legalTexts';

const textOf = (document: LegalDocument): string =>
  [
    ...document.intro,
    ...document.sections.flatMap((section) => [
      section.title,
      ...section.items.flatMap((item: LegalItem) =>
        typeof item === 'string' ? [item] : [item.text, ...item.subItems],
      ),
    ]),
  ].join('\n');

const shape = (document: LegalDocument) =>
  document.sections.map((section) => ({
    id: section.id,
    items: section.items.map((item) => (typeof item === 'string' ? 0 : item.subItems.length)),
  }));

describe('legal texts', () => {
  const english = legalTextsFor('en').factory({ siteName: 'Colosseum Rome Tickets' });

  it('are written in English and in every other language a demo microsite offers (issue 22)', () => {
    expect(LEGAL_LANGUAGES[0]).toBe('en');
    expect([...LEGAL_LANGUAGES].sort()).toEqual(['ar', 'cn', 'de', 'en', 'es', 'fr', 'it', 'ja']);
    expect(hasLegalText('ja')).toBe(true);
    expect(legalTextsFor('ja').language).toBe('ja');
    expect(legalTextsFor('it').language).toBe('it');
    expect(legalTextsFor('de').language).toBe('de');
    expect(hasLegalText('pt')).toBe(false);
    expect(legalTextsFor('pt').language).toBe('en');
  });

  it('give the Japanese, Italian and Chinese pages their own titles and note', () => {
    const site = { siteName: 'Vatican Museums Tickets' };
    const ja = legalTextsFor('ja').factory(site);
    expect(ja.documents.privacy.title).toBe('プライバシーポリシー');
    expect(ja.documents.terms.title).toBe('利用規約');
    expect(ja.lastUpdated('2025年3月31日')).toBe('最終更新日：2025年3月31日');
    const italian = legalTextsFor('it').factory(site);
    expect(italian.documents.privacy.title).toBe('Informativa sulla privacy');
    expect(italian.documents.terms.sections[9]?.title).toBe('Forza maggiore');
    expect(legalTextsFor('cn').factory(site).documents.terms.title).toBe('使用条款');
  });

  it('give the terms of use the twelve sections of spec 001 §9, in order', () => {
    expect(english.documents.terms.sections.map((section) => section.title)).toEqual([
      'Refund handling and booking changes',
      'User responsibility and assumption of risk',
      'Website prohibited activities',
      'Fraudulent activities',
      'Electronic communications',
      'User content',
      'Links to third-party websites',
      'Copyright infringement notices',
      'Disclaimer of warranties and limitation of liability',
      'Force majeure',
      'Indemnification',
      'General provisions',
    ]);
    expect(english.documents.terms.sections.map((section) => section.id)).toEqual([...TERMS_SECTION_IDS]);
    expect(english.documents.privacy.sections.map((section) => section.id)).toEqual([...PRIVACY_SECTION_IDS]);
  });

  it('state every period and limit of the specification in English', () => {
    const privacy = textOf(english.documents.privacy);
    const terms = textOf(english.documents.terms);
    expect(privacy).toContain(
      'System logs, including records of bookings, payments and refunds, are kept for 10 years.',
    );
    expect(privacy).toContain('Information shared with our partners is kept for 7 years.');
    expect(privacy).toContain('within 24 hours of your payment');
    expect(privacy).toContain('handled within 7 working days');
    expect(terms).toContain('We initiate a refund within 7 days of receiving the supplier’s refund');
    expect(terms).toContain('we handle your request within 7 working days');
    expect(terms).toContain('we review your complaint within 3 business days');
    expect(terms).toContain('you may dispute it within 6 months of the decision');
    expect(terms).toContain(
      'Our total liability for any claim about a booking is capped at the amount you paid for that booking.',
    );
    expect(terms).toContain('governed by the law of the State of New York');
    expect(terms).toContain('you may cancel up to 24 hours before the experience starts;');
    expect(terms).toContain('are for account holders only and are non-transferable;');
    expect(terms).toContain('cannot be exchanged for cash;');
    expect(terms).toContain('cannot be used partially: a credit is used in full on one booking.');
    expect(terms).toContain(
      'You must be 18 or older to use this website and to make a booking. Each person may hold only one account.',
    );
    expect(terms).toContain('Bookings for minors must be made by an adult');
    expect(terms).toContain('Refunds are not available once an experience has started.');
    expect(terms).toContain('the discount may be voided');
    expect(terms).toContain('the refund is limited to the amount we received for it');
  });

  it('name the microsite', () => {
    expect(english.documents.privacy.intro[0]).toContain('when you use Colosseum Rome Tickets,');
  });

  describe.each(LEGAL_LANGUAGES.filter((code) => code !== 'en'))('the %s translation', (code) => {
    const translated = legalTextsFor(code).factory({ siteName: 'Colosseum Rome Tickets' });

    it('has the English structure: the same sections, items and sub-lists', () => {
      expect(shape(translated.documents.privacy)).toEqual(shape(english.documents.privacy));
      expect(shape(translated.documents.terms)).toEqual(shape(english.documents.terms));
    });

    it('states the same periods and limits, and names the microsite', () => {
      const all = `${textOf(translated.documents.privacy)}\n${textOf(translated.documents.terms)}`;
      for (const value of [
        LEGAL_TERMS.logRetentionYears,
        LEGAL_TERMS.partnerRetentionYears,
        LEGAL_TERMS.receiptHours,
        LEGAL_TERMS.refundInitiatedDays,
        LEGAL_TERMS.unsubscribeWorkingDays,
        LEGAL_TERMS.complaintBusinessDays,
        LEGAL_TERMS.disputeMonths,
        LEGAL_TERMS.flexibleCancellationHours,
        LEGAL_TERMS.minimumAge,
      ]) {
        expect(all).toMatch(new RegExp(`(^|\\D)${value}(\\D|$)`));
      }
      expect(all).toContain('Colosseum Rome Tickets');
      expect(all).not.toMatch(/\$\{|undefined/);
    });

    it('says the English version prevails', () => {
      expect(translated.translationNote).toBeTruthy();
      expect(translated.lastUpdated('X')).toContain('X');
    });
  });
});
