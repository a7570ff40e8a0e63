import type { FAQPage, WithContext } from 'schema-dts';
import { SCHEMA_CONTEXT } from './common';

export interface FaqEntry {
  question: string;
  /** Plain text (or Google's few allowed tags: links, lists, paragraphs, bold). */
  answer: string;
}

/**
 * The FAQ of a page; entries missing a question or an answer are left out; undefined when none remain.
 * @example faqPage([{ question: 'Can I cancel?', answer: 'Yes, up to 24 hours before.' }]).mainEntity[0].name === 'Can I cancel?'
 */
export function faqPage(entries: readonly FaqEntry[]): WithContext<FAQPage> | undefined {
  const complete = entries
    .map((entry) => ({ question: entry.question.trim(), answer: entry.answer.trim() }))
    .filter((entry) => entry.question !== '' && entry.answer !== '');
  if (complete.length === 0) return undefined;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    mainEntity: complete.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
