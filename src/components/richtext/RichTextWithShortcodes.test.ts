import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import RichText from '../RichText.astro';
import { richTextToHTML } from '../../lib/content/richText';
import type { LanguageCode } from '../../lib/i18n/languages';
import { createTranslator } from '../../lib/i18n/translator';
import { buildCards } from '../../lib/cards/buildCards';
import type { CurrencyCode } from '../../lib/rules/pricing/currencies';
import type { ShortcodeData } from '../../lib/shortcodes/shortcodeData';
import { HOST, colosseum, dataWith, nightTour } from '../../lib/shortcodes/testing/fixtures';
import { CONTROL_VARIANTS } from '../../lib/rules/experiments/visitorExperiments';

const container = await AstroContainer.create();
const paragraph = (text: string, spans: unknown[] = []) => ({ type: 'paragraph', text, spans });
const data = dataWith({
  products: new Map([
    [colosseum.id, colosseum],
    [nightTour.id, nightTour],
  ]),
});

/** Rendered HTML without Astro's scoping attributes, so that assertions read like the markup. */
async function render(
  field: unknown,
  shortcodes: ShortcodeData | undefined = data,
  language: LanguageCode = 'en',
  currency: CurrencyCode = 'EUR',
): Promise<string> {
  // The widgets read only these locals.
  const locals = {
    t: createTranslator(language),
    language,
    currency,
    origin: `http://${HOST}`,
    experiments: CONTROL_VARIANTS,
  };
  const html = await container.renderToString(RichText, {
    props: { field, shortcodes },
    locals: locals as Partial<App.Locals> as App.Locals,
  });
  return html.replace(/ data-astro-cid-\w+(="true")?/g, '');
}

describe('RichText with shortcodes', () => {
  it('renders text without shortcodes exactly as before', async () => {
    const field = [paragraph('Open daily [1]', [{ start: 0, end: 4, type: 'strong' }])];
    expect(await render(field)).toBe(`<div class="rich-text">${richTextToHTML(field)}</div>`);
  });
  it('price: a live price in the visitor’s currency between the text and its spans', async () => {
    const html = await render([
      paragraph('Tickets from [price tgid=10201] today', [{ start: 0, end: 7, type: 'em' }]),
    ]);
    expect(html).toBe(
      '<div class="rich-text"><p><em>Tickets</em> from <span class="sc-value sc-price" data-price="45" data-money data-currency="EUR">€45</span> today</p></div>',
    );
  });
  it('cta: a booking link with the price; a failed product leaves a plain link', async () => {
    expect(await render([paragraph('[cta tgid=10201]')])).toContain(
      `<a href="http://book.${HOST}/book/10201/select/?currencyCode=EUR" data-price="39.5" data-currency="EUR" data-money class="sc-link sc-cta"><span class="sc-label">Book now</span><span class="sc-detail">from €39.50</span></a>`,
    );
    expect(await render([paragraph('[cta tgid=10205]Book the night tour[/cta]')], dataWith())).toContain(
      `<a href="http://book.${HOST}/book/10205/?currencyCode=EUR" class="sc-link sc-cta"><span class="sc-label">Book the night tour</span></a>`,
    );
    expect(await render([paragraph('[cta url="https://example.com/a" newtab]')])).toContain(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer" class="sc-link sc-cta"><span class="sc-label">Book now</span><span class="visually-hidden">(opens in a new tab)</span></a>',
    );
  });
  it('rating-cta: the rating, read out in words, linked only to the editor’s link', async () => {
    expect(await render([paragraph('[rating-cta tgid=10201]')])).toContain(
      '<p><span class="sc-link sc-rating-cta"><span class="sc-detail"><span aria-hidden="true">★ 4.6 · 1,234 ratings</span><span class="visually-hidden">Rated 4.6 out of 5, 1,234 ratings</span></span></span></p>',
    );
    expect(await render([paragraph('[rating-cta tgid=10201 url="/reviews/"]')])).toContain(
      '<span class="sc-label">Read reviews</span></a>',
    );
  });
  it('a price degrades to nothing when the catalogue failed; the text around stays', async () => {
    expect(await render([paragraph('From [price tgid=10201].')], dataWith())).toBe(
      '<div class="rich-text"><p>From .</p></div>',
    );
  });
  it('icons: a drawn SVG hidden from assistive technology, its meaning in words', async () => {
    const html = await render([paragraph('[train text="Metro B"] [cross]', [])], data, 'fr');
    expect(html).toMatch(
      /<span class="sc-icon" data-icon="train"><svg class="sc-svg" viewBox="0 0 24 24"[^>]* aria-hidden="true" focusable="false"[^>]*>.*?<\/svg><span class="visually-hidden">Train<\/span><span class="sc-icon-text">Metro B<\/span><\/span>/,
    );
    expect(html).toContain('<span class="visually-hidden">Non inclus</span></span>');
    expect(await render([paragraph('[bus title="By bus:" text="75, 81"]')])).toContain(
      '<span class="sc-icon-text"><strong class="sc-icon-title">By bus: </strong>75, 81</span>',
    );
  });
  it('escapes all text and keeps unknown or malformed shortcodes as their text', async () => {
    const html = await render([
      paragraph('<img src=x onerror=alert(1)> [train text="<b>Termini</b>"] [price tgid="1] [gallery]'),
    ]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; ');
    expect(html).toContain('<span class="sc-icon-text">bTermini/b</span>');
    // Text is re-serialised by the sanitiser: a quote in text needs no escaping, `<` always does.
    expect(html).toContain(' [price tgid="1] [gallery]</p>');
    expect(html).not.toContain('<img');
  });
  it('embeds: closed disclosures with a lazy, sandboxed, titled iframe of an allow-listed host', async () => {
    const html = await render([
      paragraph('[iframe src="https://www.youtube.com/embed/abc" title="Trailer"]'),
    ]);
    expect(html).toContain('<details class="sc-embed" data-embed="iframe"><summary>');
    expect(html).toContain(
      '<span class="sc-embed-title">Trailer</span><span class="sc-embed-notice">Loads content from www.youtube.com</span></summary><iframe src="https://www.youtube.com/embed/abc" title="Trailer" height="315" loading="lazy" sandbox="allow-scripts allow-same-origin allow-popups allow-presentation" allow="encrypted-media; fullscreen; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin"></iframe></details>',
    );
    expect(await render([paragraph('[iframe src="https://evil.example/x"]')])).toContain(
      '<p>[iframe src="https://evil.example/x"]</p>',
    );
  });
  it('popup and notes: native disclosure and a note, between the paragraph’s halves', async () => {
    const html = await render([paragraph('Rules [popup title="Bags"]No large bags.[/popup] apply.')]);
    expect(html).toBe(
      '<div class="rich-text"><p>Rules </p><details class="sc-popup"><summary>Bags</summary><div class="sc-popup-body">No large bags.</div></details><p> apply.</p></div>',
    );
    expect(await render([paragraph('[notes title="Tip"]Bring [check]ID[/check][/notes]')])).toContain(
      '<div class="sc-notes" role="note"><p class="sc-notes-title">Tip</p><div class="sc-notes-body">Bring <span class="sc-icon" data-icon="check">',
    );
  });
  it('experience: the product card; price-block: price, scratch price and booking link', async () => {
    const cards = buildCards([colosseum], new Map(), {
      language: 'en',
      host: HOST,
      site: { designV3: true } as Parameters<typeof buildCards>[2]['site'],
    });
    const html = await render(
      [paragraph('[experience tgid=10201][price-block tgid=10201]')],
      dataWith({ ...data, cards: new Map(cards.map((view) => [view.card.tgid, view])) }),
    );
    expect(html).toContain(
      '<div class="sc-experience"><article class="product-card" data-tgid="10201" data-link="booking">',
    );
    expect(html).toContain(
      '<s class="sc-scratch"><span class="visually-hidden">Was €60</span><span aria-hidden="true">€60</span></s><strong class="sc-amount" data-price="45" data-currency="EUR">from €45</strong><span class="sc-saved">Save 25%</span>',
    );
  });
  it('jumplinks reach the anchor ids of the field’s headings; lists keep their items', async () => {
    const html = await render([
      { type: 'heading2', text: 'Getting there', spans: [] },
      { type: 'list-item', text: '[jumplink target="getting-there"]How to get there[/jumplink]', spans: [] },
      { type: 'list-item', text: '[duration tgid=10204]', spans: [] },
    ]);
    expect(html).toContain(
      '<h2 id="getting-there">Getting there</h2><ul><li><a href="#getting-there" class="sc-link sc-jumplink"><span class="sc-label">How to get there</span></a></li><li>',
    );
    expect(html).toContain('<span class="sc-icon-text">90 min – 2 hr 30 min</span>');
  });
  it('dates and availability in the page’s language', async () => {
    const calendars = new Map([['10201', { date: '2026-06-02', today: '2026-05-13' }]]);
    const html = await render(
      [paragraph('[next-available tgid=10201] · [date date="2026-05-13" text="Premiere"]')],
      dataWith({ calendars }),
      'de',
    );
    expect(html).toContain(
      '<span class="sc-value sc-next-available"><time datetime="2026-06-02">Nächster freier Termin: 02.06.2026</time></span> · <time class="sc-date" datetime="2026-05-13">Premiere: 13.05.2026</time>',
    );
  });
});
