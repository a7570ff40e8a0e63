import { describe, expect, it } from 'vitest';
import { pageMix, slope } from '../../scripts/lib/loadgen.ts';

describe('slope', () => {
  it('is the least-squares trend', () => {
    expect(
      slope([
        [0, 1],
        [1, 3],
        [2, 5],
      ]),
    ).toBe(2);
    expect(
      slope([
        [0, 100],
        [10, 100],
        [20, 100],
      ]),
    ).toBe(0);
    expect(
      slope([
        [0, 10],
        [1, 12],
        [2, 10],
        [3, 12],
      ]),
    ).toBeCloseTo(0.4);
  });
  it('is NaN without a trend to read', () => {
    expect(slope([[0, 1]])).toBeNaN();
    expect(
      slope([
        [5, 1],
        [5, 2],
      ]),
    ).toBeNaN();
  });
});

describe('pageMix', () => {
  it('checks each answer for its visitor’s currency and language', () => {
    const mix = pageMix((alias) => `${alias}.localhost:1`);
    const arabicEuro = mix.find((item) => item.path === '/ar/' && item.headers?.['cookie']?.includes('EUR'));
    const check = arabicEuro?.check ?? (() => 'missing');
    const page = (currency: string, lang: string) =>
      `<html lang="${lang}" dir="rtl"><script>{"initialCurrency":"${currency}"}</script>`;
    const answer = (status: number, body: string) => ({
      status,
      headers: {},
      body,
      raw: Buffer.from(body),
      ms: 1,
    });
    expect(check(answer(200, page('EUR', 'ar')))).toBeUndefined();
    expect(check(answer(200, page('GBP', 'ar')))).toBe('not EUR');
    expect(check(answer(200, page('EUR', 'en')))).toBe('not in ar');
    expect(check(answer(503, ''))).toBe('status 503');
  });
});
