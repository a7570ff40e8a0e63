import { describe, expect, it } from 'vitest';
import {
  normaliseSearch,
  SEARCH_PARAM,
  SEARCH_QUERY_MAX_LENGTH,
  searchQuery,
  searchWords,
} from './searchQuery';

describe('normaliseSearch', () => {
  it('trims and collapses white space', () => {
    expect(normaliseSearch('  colosseum \t\n night   tour  ')).toEqual({
      text: 'colosseum night tour',
      shortened: false,
    });
  });

  it('applies NFKC (full-width letters, ligatures)', () => {
    expect(normaliseSearch('Ｗｉｃｋｅｄ')?.text).toBe('Wicked');
    expect(normaliseSearch('ﬁsh')?.text).toBe('fish');
  });

  it('drops control and format characters (NUL, bidi overrides, zero-width)', () => {
    expect(normaliseSearch('lion\u0000 king')?.text).toBe('lion king');
    expect(normaliseSearch('\u202Ehamilton\u200B')?.text).toBe('hamilton');
    expect(normaliseSearch('a\uD800b')?.text).toBe('ab');
  });

  it('keeps markup as text (escaped where it is shown)', () => {
    expect(normaliseSearch('<script>alert(1)</script>')?.text).toBe('<script>alert(1)</script>');
  });

  it('keeps non-Latin scripts', () => {
    expect(normaliseSearch(' الكولوسيوم ')?.text).toBe('الكولوسيوم');
    expect(normaliseSearch('ライオンキング')?.text).toBe('ライオンキング');
  });

  it('is blank (undefined) when nothing is left', () => {
    expect(normaliseSearch('')).toBeUndefined();
    expect(normaliseSearch('   \u0000\u200B ')).toBeUndefined();
  });

  it('cuts at 100 characters and says so', () => {
    expect(SEARCH_QUERY_MAX_LENGTH).toBe(100);
    expect(normaliseSearch('a'.repeat(100))).toEqual({ text: 'a'.repeat(100), shortened: false });
    expect(normaliseSearch('a'.repeat(101))).toEqual({ text: 'a'.repeat(100), shortened: true });
  });

  it('counts code points, never cutting a surrogate pair', () => {
    const result = normaliseSearch('😀'.repeat(120));
    expect(result?.shortened).toBe(true);
    expect(Array.from(result?.text ?? '')).toHaveLength(100);
    expect(result?.text).toBe('😀'.repeat(100));
  });

  it('trims a space left at the cut', () => {
    expect(normaliseSearch(`${'a'.repeat(99)} bcd`)).toEqual({ text: 'a'.repeat(99), shortened: true });
  });
});

describe('searchQuery', () => {
  it('reads the q parameter', () => {
    expect(SEARCH_PARAM).toBe('q');
    expect(searchQuery(new URLSearchParams('q=%20wicked%20'))).toEqual({ text: 'wicked', shortened: false });
    expect(searchQuery(new URLSearchParams('q=%00'))).toBeUndefined();
    expect(searchQuery(new URLSearchParams('sort=x'))).toBeUndefined();
  });
});

describe('searchWords', () => {
  it('splits on spaces, at most eight words', () => {
    expect(searchWords('Colosseum night tour')).toEqual(['Colosseum', 'night', 'tour']);
    expect(searchWords('a b c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });
});
