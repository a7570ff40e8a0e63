import { describe, expect, it } from 'vitest';
import { fill } from './fill';

describe('fill', () => {
  it('fills known placeholders and keeps unknown ones', () => {
    expect(fill('Currency: {code}', { code: 'EUR' })).toBe('Currency: EUR');
    expect(fill('{date}, from {price}', { date: 'Saturday', price: '$5' })).toBe('Saturday, from $5');
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
