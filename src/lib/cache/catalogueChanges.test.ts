import { describe, expect, it } from 'vitest';
import { onCatalogueChange, publishCatalogueChange, type CatalogueChange } from './catalogueChanges';

describe('the catalogue change bus', () => {
  it('tells every listener until it unsubscribes; a failing listener does not stop the others', () => {
    const seen: CatalogueChange[] = [];
    const stopFailing = onCatalogueChange(() => {
      throw new Error('boom');
    });
    const stop = onCatalogueChange((change) => seen.push(change));
    const change = { tgids: [4040], collectionIds: [17], cityCodes: ['ROME'] };
    const errors = console.error;
    console.error = () => undefined;
    try {
      publishCatalogueChange(change);
    } finally {
      console.error = errors;
    }
    stop();
    stopFailing();
    publishCatalogueChange({ tgids: [1], collectionIds: [], cityCodes: [] });
    expect(seen).toEqual([change]);
  });
});
