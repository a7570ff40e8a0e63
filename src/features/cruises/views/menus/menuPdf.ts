import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { CruiseMenu, MenuLine } from './cruiseMenus';

/** A set menu (ticket type) and its price in euros, from the catalogue. */
export interface SetMenuPrice {
  name: string;
  price: number;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 64;
const INK = rgb(0.11, 0.13, 0.2);
const MUTED = rgb(0.36, 0.39, 0.47);
const ACCENT = rgb(0.55, 0.42, 0.16);

/**
 * Euros as a French menu prints them: "115 €", "155,25 €" (plain spaces: the PDF's standard fonts
 * have no narrow no-break space).
 * @example euros(155.25) === '155,25 €'
 */
export function euros(value: number): string {
  const fixed = Number.isInteger(value) ? String(value) : value.toFixed(2).replace('.', ',');
  return `${fixed} €`;
}

interface Fonts {
  title: PDFFont;
  body: PDFFont;
  italic: PDFFont;
  bold: PDFFont;
}

/** Lines of at most `width` points, broken at spaces. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes on a page from the top down, centred or from the left margin. */
class Writer {
  y: number;
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {
    this.y = A4[1] - MARGIN;
  }
  text(text: string, font: PDFFont, size: number, color = INK, centred = true, gap = 4) {
    for (const line of wrap(text, font, size, A4[0] - 2 * MARGIN)) {
      const width = font.widthOfTextAtSize(line, size);
      this.page.drawText(line, {
        x: centred ? (A4[0] - width) / 2 : MARGIN,
        y: this.y - size,
        size,
        font,
        color,
      });
      this.y -= size + gap;
    }
  }
  bilingual(line: MenuLine, size: number, centred = true) {
    this.text(line.fr, this.fonts.body, size, INK, centred, 2);
    this.text(line.en, this.fonts.italic, size - 1.5, MUTED, centred, 8);
  }
  priced(label: MenuLine, price: string) {
    const size = 11;
    const width = this.fonts.body.widthOfTextAtSize(price, size);
    this.page.drawText(price, {
      x: A4[0] - MARGIN - width,
      y: this.y - size,
      size,
      font: this.fonts.bold,
      color: INK,
    });
    this.text(label.fr, this.fonts.body, size, INK, false, 2);
    this.text(label.en, this.fonts.italic, size - 1.5, MUTED, false, 8);
  }
  rule() {
    this.y -= 6;
    this.page.drawLine({
      start: { x: A4[0] / 2 - 40, y: this.y },
      end: { x: A4[0] / 2 + 40, y: this.y },
      thickness: 0.8,
      color: ACCENT,
    });
    this.y -= 14;
  }
  heading(line: MenuLine) {
    this.y -= 6;
    this.text(line.fr.toUpperCase(), this.fonts.title, 15, ACCENT, true, 2);
    this.text(line.en, this.fonts.italic, 11, MUTED, true, 10);
  }
  footer(page: number, pages: number, operator: string) {
    const text = `${operator} · ${page} / ${pages}`;
    const width = this.fonts.italic.widthOfTextAtSize(text, 9);
    this.page.drawText(text, {
      x: (A4[0] - width) / 2,
      y: MARGIN / 2,
      size: 9,
      font: this.fonts.italic,
      color: MUTED,
    });
  }
}

/**
 * A cruise's menu as a two-page A4 PDF: the dishes course by course (French, then English), then
 * the set menus with the catalogue's prices, drinks with their prices and the notes. Dates are fixed
 * so that the same menu and prices always give the same bytes.
 * @example await menuPdf(menuOf(10408)!, [{ name: 'Service Etoile', price: 115 }]) → Uint8Array of a 2-page PDF
 */
export async function menuPdf(menu: CruiseMenu, setMenus: readonly SetMenuPrice[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fixed = new Date('2026-01-01T00:00:00Z');
  pdf.setTitle(`${menu.operator} – ${menu.title.fr} / ${menu.title.en}`);
  pdf.setAuthor(menu.operator);
  pdf.setSubject(`${menu.title.fr} – menu`);
  pdf.setLanguage('fr-FR');
  pdf.setCreator('Paris City Tickets');
  pdf.setProducer('Paris City Tickets');
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const fonts: Fonts = {
    title: await pdf.embedFont(StandardFonts.TimesRomanBold),
    body: await pdf.embedFont(StandardFonts.TimesRoman),
    italic: await pdf.embedFont(StandardFonts.TimesRomanItalic),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };

  const first = new Writer(pdf.addPage(A4), fonts);
  first.text(menu.operator, fonts.title, 26, INK, true, 6);
  first.text(menu.title.fr, fonts.body, 18, ACCENT, true, 2);
  first.text(menu.title.en, fonts.italic, 13, MUTED, true, 8);
  first.text(menu.sailing.fr, fonts.body, 10, INK, true, 2);
  first.text(menu.sailing.en, fonts.italic, 9.5, MUTED, true, 6);
  first.rule();
  for (const course of menu.courses) {
    first.heading(course);
    for (const dish of course.dishes) first.bilingual(dish, 12.5);
  }

  const second = new Writer(pdf.addPage(A4), fonts);
  second.heading({ fr: 'Nos formules', en: 'Set menus' });
  for (const set of setMenus)
    second.priced({ fr: set.name, en: 'par personne · per person' }, euros(set.price));
  second.rule();
  second.heading({ fr: 'Boissons', en: 'Drinks' });
  for (const drink of menu.drinks) second.priced(drink, euros(drink.price));
  second.rule();
  for (const note of menu.notes) {
    second.text(note.fr, fonts.body, 10, INK, false, 2);
    second.text(note.en, fonts.italic, 9.5, MUTED, false, 8);
  }
  first.footer(1, 2, menu.operator);
  second.footer(2, 2, menu.operator);
  return pdf.save();
}
