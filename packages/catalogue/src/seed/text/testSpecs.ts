import type { ProductSpec } from '../build/productSpec.ts';
import { collectionSpecs, curatedSpecs } from '../build/specs.ts';
import { createRng } from '../prng.ts';

/** The curated products as the seed builds them (for the review writer's tests). */
export const CURATED_SPECS = curatedSpecs(collectionSpecs(createRng(1).fork('collections'), 1));

/** A curated product by tgid. */
export function curatedProduct(tgid: number): ProductSpec {
  const spec = CURATED_SPECS.find((s) => s.tgid === tgid);
  if (!spec) throw new Error(`no curated product ${tgid}`);
  return spec;
}

/** A generated product of Rome, as `generatedSpec` names them. */
export const generatedProduct = (en: string, fields: Partial<ProductSpec>): ProductSpec => ({
  ...curatedProduct(10201),
  tgid: 20_001,
  collectionId: 1000,
  names: { en },
  highlights: [`Experience ${en}`, 'Mobile tickets accepted', 'Trusted local partner'],
  inclusions: [en],
  tags: [],
  ...fields,
});
