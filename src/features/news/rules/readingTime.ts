/** Words an adult reads in a minute on screen (a common estimate for news copy). */
export const WORDS_PER_MINUTE = 200;
/** Characters of Chinese, Japanese or Korean text read in a minute, where words are not spaced. */
export const CJK_CHARACTERS_PER_MINUTE = 400;

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/gu;

/**
 * Minutes to read a text, rounded up, at least 1: spaced words at 200 a minute, Chinese, Japanese
 * and Korean characters at 400 a minute.
 * @example readingMinutes('word '.repeat(450)) === 3; readingMinutes('') === 1
 */
export function readingMinutes(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text
    .replace(CJK, ' ')
    .split(/\s+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE + cjk / CJK_CHARACTERS_PER_MINUTE));
}
