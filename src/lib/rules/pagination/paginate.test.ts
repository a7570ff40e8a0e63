import { describe, expect, it } from 'vitest';
import { lastPage, pageOffset, paginate, type PageEntry } from './paginate';

/** 1 … 4 [5] 6 … 10 */
const show = (entries: PageEntry[]) =>
  entries
    .map((entry) => (entry.kind === 'gap' ? '…' : entry.current ? `[${entry.page}]` : String(entry.page)))
    .join(' ');

describe('lastPage and pageOffset', () => {
  it('count pages of `limit` items, at least one', () => {
    expect(lastPage(94, 10)).toBe(10);
    expect(lastPage(90, 10)).toBe(9);
    expect(lastPage(1, 10)).toBe(1);
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(-5, 10)).toBe(1);
    expect(lastPage(Number.NaN, 10)).toBe(1);
    expect(lastPage(50, 0)).toBe(1);
  });
  it('give the offset of a 1-based page', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(3, 10)).toBe(20);
    expect(pageOffset(0, 10)).toBe(0);
  });
});

describe('paginate', () => {
  it('shows first, last and the neighbours of the current page, with gaps', () => {
    expect(show(paginate(94, 10, 5).entries)).toBe('1 … 4 [5] 6 … 10');
    expect(show(paginate(94, 10, 1).entries)).toBe('[1] 2 … 10');
    expect(show(paginate(94, 10, 10).entries)).toBe('1 … 9 [10]');
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(show(paginate(94, 10, 3).entries)).toBe('1 2 [3] 4 … 10');
    expect(show(paginate(94, 10, 8).entries)).toBe('1 … 7 [8] 9 10');
    expect(show(paginate(50, 10, 3).entries)).toBe('1 2 [3] 4 5');
  });

  it('gives previous and next only where they exist', () => {
    expect(paginate(94, 10, 1)).toMatchObject({ current: 1, last: 10, previous: undefined, next: 2 });
    expect(paginate(94, 10, 4)).toMatchObject({ previous: 3, next: 5 });
    expect(paginate(94, 10, 10)).toMatchObject({ previous: 9, next: undefined });
  });

  it('gives the positions of the items shown', () => {
    expect(paginate(94, 10, 1)).toMatchObject({ from: 1, to: 10 });
    expect(paginate(94, 10, 10)).toMatchObject({ from: 91, to: 94 });
    expect(paginate(0, 10, 1)).toMatchObject({ from: 0, to: 0, last: 1 });
  });

  it('clamps pages out of range', () => {
    expect(paginate(94, 10, 40)).toMatchObject({ current: 10, next: undefined, from: 91, to: 94 });
    expect(paginate(94, 10, -3)).toMatchObject({ current: 1, previous: undefined });
    expect(paginate(94, 10, Number.NaN).current).toBe(1);
  });

  it('has one page for a short list', () => {
    expect(show(paginate(7, 10, 1).entries)).toBe('[1]');
    expect(paginate(7, 10, 1)).toMatchObject({
      last: 1,
      previous: undefined,
      next: undefined,
      from: 1,
      to: 7,
    });
  });

  it('widens the window when asked', () => {
    expect(show(paginate(200, 10, 10, 2).entries)).toBe('1 … 8 9 [10] 11 12 … 20');
  });
});
