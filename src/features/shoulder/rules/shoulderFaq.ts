import { parseShowPage } from '../../../lib/rules/showPage/parseShowPage';
import { plainText } from '../../../lib/rules/showPage/richTextBlocks';

export interface ShoulderFaqEntry {
  question: string;
  /** The answer as plain text, paragraphs on their own lines. */
  answer: string;
}

/**
 * The questions and answers of a shoulder page's body, read as show pages read theirs (spec 000 §5):
 * a level-2 FAQ heading in any of the 20 languages ("Frequently asked questions", "الأسئلة الشائعة"),
 * then each small heading (or "Q:" line) a question and the blocks after it its answer, until the
 * next level-2 heading. Questions without an answer are left out.
 * @example shoulderFaq([{ type: 'heading2', text: 'FAQs' }, { type: 'heading3', text: 'Can I re-enter?' }, { type: 'paragraph', text: 'No.' }]) → [{ question: 'Can I re-enter?', answer: 'No.' }]
 */
export function shoulderFaq(body: unknown): ShoulderFaqEntry[] {
  // The date only matters for special offers, which a FAQ never reads.
  return parseShowPage(body, { now: new Date(0) })
    .faqSchema.map((entry) => ({ question: entry.heading.trim(), answer: plainText(entry.content) }))
    .filter((entry) => entry.question !== '' && entry.answer !== '');
}
