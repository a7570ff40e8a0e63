import { describe, expect, it } from 'vitest';
import { SIMILAR_PRODUCTS, similarProducts } from './similarProducts';

const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('similarProducts', () => {
  it('leaves the product itself and repeats out, in the list’s order', () => {
    expect(ids(similarProducts([{ id: 1 }, { id: 2 }, { id: 2 }, { id: 3 }], 1))).toEqual([2, 3]);
  });
  it('keeps at most the limit (4 by default)', () => {
    const items = [5, 6, 7, 8, 9, 10].map((id) => ({ id }));
    expect(SIMILAR_PRODUCTS).toBe(4);
    expect(ids(similarProducts(items, 6))).toEqual([5, 7, 8, 9]);
    expect(ids(similarProducts(items, 6, 2))).toEqual([5, 7]);
  });
  it('answers nothing for a list of the product alone', () => {
    expect(similarProducts([{ id: 1 }], 1)).toEqual([]);
  });
});
