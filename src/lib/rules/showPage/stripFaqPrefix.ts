import type { RichTextBlock } from './showPageTypes';

// Question and answer markers as editors write them in the storefront's languages: Q:, F:, P:, Question:,
// Frage:, Pregunta:, 问：, س: … and A:, R:, Answer:, Antwort:, Réponse:, 答：, ج: …; a colon, full-width colon,
// full stop or closing parenthesis follows.
const QUESTION =
  /^\s*(?:Q|F|P|D|V|Question|Frage|Pregunta|Domanda|Vraag|Pergunta|Pytanie|Вопрос|Soru|Spørgsmål|Spørsmål|Fråga|Întrebare|Pertanyaan|질문|質問|问|問|سؤال|س)\s*[:：.)]\s*/i;
const ANSWER =
  /^\s*(?:A|R|Ans|Answer|Antwort|Respuesta|Risposta|Réponse|Antwoord|Resposta|Odpowiedź|Ответ|Cevap|Svar|Răspuns|Jawaban|답변|回答|答|جواب|الإجابة|ج)\s*[:：.)]\s*/i;

export type FaqLine = { kind: 'question' | 'answer' | 'plain'; block: RichTextBlock };

function shifted(block: RichTextBlock, removed: number): RichTextBlock {
  const spans = (block.spans ?? [])
    .map((span) => ({ ...span, start: Math.max(span.start - removed, 0), end: span.end - removed }))
    .filter((span) => span.end > span.start);
  return { ...block, text: block.text.slice(removed), spans };
}

/**
 * A FAQ block with its question or answer marker removed (spec 000 §5): the text loses the marker and
 * the spans move left by as many characters (2 for the spec's "A:"); spans that lay inside the marker go.
 * A block is a question when it has a question marker, an answer when it has an answer marker, else plain.
 * @example stripFaqPrefix({ type: 'paragraph', text: 'A:Yes', spans: [{ start: 2, end: 5, type: 'strong' }] }) → { kind: 'answer', block: { type: 'paragraph', text: 'Yes', spans: [{ start: 0, end: 3, type: 'strong' }] } }
 */
export function stripFaqPrefix(block: RichTextBlock): FaqLine {
  const question = QUESTION.exec(block.text);
  if (question) return { kind: 'question', block: shifted(block, question[0].length) };
  const answer = ANSWER.exec(block.text);
  if (answer) return { kind: 'answer', block: shifted(block, answer[0].length) };
  return { kind: 'plain', block };
}
