import { describe, expect, it } from 'vitest';
import type { CardView } from '../../cards/buildCards';
import { productCard } from '../../rules/card/productCard';
import { HOST, colosseum, dataWith, envFor, shortcode } from '../testing/fixtures';
import { coordinatesMapUrl } from './embedViews';
import { widgetView } from './widgetView';

const data = dataWith({ products: new Map([[colosseum.id, colosseum]]) });
const view = (text: string, d = data, env = envFor()) => widgetView(shortcode(text), d, env);

describe('embeds', () => {
  it('iframe: an allow-listed player with its title, host and size', () => {
    expect(view('[iframe src="https://www.youtube.com/embed/abc" height=360 title="Trailer"]')).toEqual({
      kind: 'embed',
      embed: 'iframe',
      src: 'https://www.youtube.com/embed/abc',
      title: 'Trailer',
      host: 'www.youtube.com',
      width: undefined,
      height: 360,
    });
    expect(view('[iframe src="https://player.vimeo.com/video/1" height=5]')).toMatchObject({
      title: 'Embedded content',
      height: 315,
    });
  });
  it('map: an allow-listed map URL or coordinates; spotify: the embed player', () => {
    expect(view('[map src="https://www.google.com/maps/embed?pb=1" title="Colosseum"]')).toMatchObject({
      embed: 'map',
      host: 'www.google.com',
      title: 'Colosseum',
      height: 400,
    });
    expect(view('[map lat=41.8902 lng=12.4922 zoom=16]')).toMatchObject({
      src: 'https://maps.google.com/maps?q=41.8902%2C12.4922&z=16&output=embed',
      title: 'Map',
    });
    expect(coordinatesMapUrl(95, 12)).toBeUndefined();
    expect(coordinatesMapUrl(41.9, 12.5, 40)).toBe(
      'https://maps.google.com/maps?q=41.9%2C12.5&z=15&output=embed',
    );
    expect(view('[map lat=100 lng=12]')).toEqual({ kind: 'none' });
    expect(view('[spotify-player src="spotify:album:1A2b"]', data, envFor('ja'))).toMatchObject({
      embed: 'spotify',
      src: 'https://open.spotify.com/embed/album/1A2b',
      title: 'Spotify プレーヤー',
      height: 352,
    });
  });
});

describe('text widgets', () => {
  it('date: the date in the page’s language after the editor’s label', () => {
    expect(view('[date date="2026-05-13" text="Opening night"]')).toEqual({
      kind: 'date',
      text: 'Opening night: May 13, 2026',
      datetime: '2026-05-13',
      useChildren: false,
    });
    expect(view('[date date="13/05/2026"]', data, envFor('de'))).toMatchObject({ text: '13.05.2026' });
    expect(view('[date text="Soon"]')).toMatchObject({ text: 'Soon', datetime: undefined });
    expect(view('[date]')).toEqual({ kind: 'none' });
  });
  it('popup and notes: disclosures and notes with their titles, nothing when empty', () => {
    expect(view('[popup title="Why?"]Because.[/popup]')).toEqual({
      kind: 'popup',
      summary: 'Why?',
      text: undefined,
      useChildren: true,
    });
    expect(view('[popup text="Details"]', data, envFor('es'))).toMatchObject({
      summary: 'Más información',
      text: 'Details',
    });
    expect(view('[popup]')).toEqual({ kind: 'none' });
    expect(view('[notes]Bring ID[/notes]')).toEqual({
      kind: 'notes',
      title: 'Good to know',
      useChildren: true,
    });
    expect(view('[notes title="x"]')).toEqual({ kind: 'none' });
  });
});

describe('product widgets', () => {
  it('price-block: title, price, scratch price, saving and booking link', () => {
    expect(view('[price-block tgid=10201]')).toEqual({
      kind: 'priceBlock',
      title: 'Colosseum Priority Tickets',
      amount: { text: '€45', price: 45, currency: 'EUR' },
      scratch: '€60',
      saved: 'Save 25%',
      href: `http://book.${HOST}/book/10201/select/?currencyCode=EUR`,
    });
  });
  it('price-block keeps its title and booking link when the product could not load', () => {
    expect(view('[price-block tgid=10205 title="Night tour"]')).toEqual({
      kind: 'priceBlock',
      title: 'Night tour',
      amount: undefined,
      scratch: undefined,
      saved: undefined,
      href: `http://book.${HOST}/book/10205/?currencyCode=EUR`,
    });
    expect(view('[price-block]')).toEqual({ kind: 'none' });
  });
  it('experience: the product’s card, nothing when it could not load', () => {
    const card: CardView = {
      card: productCard(colosseum, { lang: 'en', host: HOST }),
      showScratchPrice: true,
    };
    expect(view('[experience tgid=10201]', dataWith({ cards: new Map([[10201, card]]) }))).toEqual({
      kind: 'experience',
      card,
    });
    expect(view('[experience tgid=10201]')).toEqual({ kind: 'none' });
  });
});
