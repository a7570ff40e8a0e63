import type { ShowDetails } from './showPageTypes';

/**
 * The structural headings a show page's rich text is written with. Detail and section headings are
 * template keys that editors write in English in every language (the page renders their labels from
 * the i18n bundles); the FAQ heading is shown to visitors, so it is recognised in all 20 languages.
 */
const normal = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[\s:：]+$/, '')
    .replace(/\s+/g, ' ');

export type DetailName = keyof ShowDetails | 'showType' | 'safetyBanner' | 'mapURL' | 'offerClosingDate';

const DETAIL_NAMES: Record<string, DetailName> = {
  'opening date': 'openingDate',
  opening: 'openingDate',
  'first performance': 'openingDate',
  'closing date': 'closingDate',
  closing: 'closingDate',
  'booking until': 'closingDate',
  'theatre name': 'theatreName',
  'theater name': 'theatreName',
  theatre: 'theatreName',
  theater: 'theatreName',
  venue: 'theatreName',
  duration: 'duration',
  'running time': 'duration',
  'run time': 'duration',
  'age limit': 'ageLimit',
  'age restriction': 'ageLimit',
  'age requirement': 'ageLimit',
  'show type': 'showType',
  'safety banner': 'safetyBanner',
  'map url': 'mapURL',
  map: 'mapURL',
  'offer closing date': 'offerClosingDate',
  'offer ends': 'offerClosingDate',
};

/** @example detailName('Opening Date:') === 'openingDate'; detailName('Cast') === undefined */
export function detailName(text: string): DetailName | undefined {
  const key = normal(text);
  return Object.hasOwn(DETAIL_NAMES, key) ? DETAIL_NAMES[key] : undefined;
}

const FAQ_HEADINGS = [
  'faq',
  "faq's",
  'frequently asked questions',
  'preguntas frecuentes',
  'domande frequenti',
  'questions fréquentes',
  'foire aux questions',
  'perguntas frequentes',
  'häufig gestellte fragen',
  'veelgestelde vragen',
  'よくある質問',
  '常見問題',
  '常见问题',
  '자주 묻는 질문',
  'pertanyaan yang sering diajukan',
  'często zadawane pytania',
  'الأسئلة الشائعة',
  'часто задаваемые вопросы',
  'ofte stillede spørgsmål',
  'ofte stilte spørsmål',
  'întrebări frecvente',
  'vanliga frågor',
  'sıkça sorulan sorular',
];

/**
 * A FAQ heading: one of FAQ_HEADINGS (or its plural), alone or followed by a space, colon or dash and more.
 * @example isFaqHeading('FAQs about Wicked') === true; isFaqHeading('FAQuestions') === false
 */
export function isFaqHeading(text: string): boolean {
  const key = normal(text);
  return FAQ_HEADINGS.some((heading) => {
    if (!key.startsWith(heading)) return false;
    const rest = key.slice(heading.length).replace(/^s/, '');
    return rest === '' || /^[\s:：–-]/.test(rest);
  });
}

export type SectionName = 'listicle' | 'specialOffer' | 'aboutTheatre' | 'criticReview';

/**
 * The level-2 headings that open a section instead of a tab.
 * @example sectionName('Listicle: Top 5 reasons') === 'listicle'; sectionName('About the Theatre') === 'aboutTheatre'
 */
export function sectionName(text: string): SectionName | undefined {
  const key = normal(text);
  if (key.startsWith('listicle')) return 'listicle';
  if (/^special offers?$/.test(key)) return 'specialOffer';
  if (/^about the (theatre|theater|venue)\b/.test(key)) return 'aboutTheatre';
  if (/^(critic|critics|critics') reviews?$|^what the critics say$/.test(key)) return 'criticReview';
  return undefined;
}

/** @example isHighlightsTab('Highlights') === true */
export function isHighlightsTab(text: string): boolean {
  return /^(show )?highlights$/.test(normal(text));
}
