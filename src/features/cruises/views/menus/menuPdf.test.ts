import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CRUISE_MENUS, menuOf } from './cruiseMenus';
import { euros, menuPdf } from './menuPdf';

async function textOf(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

describe('menu PDFs', () => {
  it('print euros the French way', () => {
    expect(euros(115)).toBe('115 €');
    expect(euros(155.25)).toBe('155,25 €');
    expect(euros(3.5)).toBe('3,50 €');
  });

  it('make a two-page menu: the dishes in French and English, then the set menus at the catalogue’s prices', async () => {
    const menu = menuOf(10408);
    if (!menu) throw new Error('no menu for 10408');
    const bytes = await menuPdf(menu, [
      { name: 'Service Etoile', price: 115 },
      { name: 'Service Premier', price: 155.25 },
    ]);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const [first, second] = await textOf(bytes);
    expect(first).toContain('Bateaux Parisiens');
    expect(first).toContain('Foie gras de canard, chutney de figues, pain brioché');
    expect(first).toContain('Duck foie gras, fig chutney, brioche');
    expect(second).toContain('Service Etoile');
    expect(second).toContain('115 €');
    expect(second).toContain('155,25 €');
    expect(second).toContain('Chablis AOC (75 cl)');
    // The same menu and prices give the same bytes (cacheable, stable ETag).
    const again = await menuPdf(menu, [
      { name: 'Service Etoile', price: 115 },
      { name: 'Service Premier', price: 155.25 },
    ]);
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
  });

  it('have a menu for each curated lunch and dinner cruise', () => {
    expect(CRUISE_MENUS.map((menu) => menu.tgid)).toEqual([10408, 10409, 10412, 10413, 10414]);
    expect(menuOf(10405)).toBeUndefined();
  });
});
