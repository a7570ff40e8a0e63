import { describe, expect, it } from 'vitest';
import { parseShortcodes } from './parseShortcodes';
import { SHORTCODE_SPEC, isShortcodeName } from './shortcodeSpec';

const text = (value: string) => ({ type: 'text', text: value });

describe('parseShortcodes', () => {
  it('knows every shortcode of spec 000 §2', () => {
    expect(Object.keys(SHORTCODE_SPEC).join(',')).toBe(
      'price,min-price,best-discount,next-available,booster,inv-price,cta,rating-cta,popup,iframe,cross,check,date,spotify-player,notes,train,bus,car,plane,ship,snow,location,address,ticket,drizzle,rain,weather,season,sun,map,calendar,distance,timings,duration,price-block,experience,jumplink,collection',
    );
    expect(isShortcodeName('gallery')).toBe(false);
    expect(isShortcodeName('toString')).toBe(false);
  });
  it('parses self-standing shortcodes with typed attributes between text', () => {
    expect(parseShortcodes('From [price tgid="42" variant=7] only')).toEqual([
      text('From '),
      { type: 'shortcode', name: 'price', attributes: { tgid: 42, variant: 7 }, children: [] },
      text(' only'),
    ]);
    expect(parseShortcodes('[best-discount/][min-price /]')).toEqual([
      { type: 'shortcode', name: 'best-discount', attributes: {}, children: [] },
      { type: 'shortcode', name: 'min-price', attributes: {}, children: [] },
    ]);
  });
  it('lowercases names and attribute names and reads all quoting styles', () => {
    expect(parseShortcodes("[CTA URL=“https://example.com/go” Text='Book now' newtab]")).toEqual([
      {
        type: 'shortcode',
        name: 'cta',
        attributes: { url: 'https://example.com/go', text: 'Book now', newtab: true },
        children: [],
      },
    ]);
  });
  it('nests enclosing shortcodes', () => {
    expect(parseShortcodes('[notes title="Good to know"]Bring [check]ID[/check] along[/notes]')).toEqual([
      {
        type: 'shortcode',
        name: 'notes',
        attributes: { title: 'Good to know' },
        children: [
          text('Bring '),
          { type: 'shortcode', name: 'check', attributes: {}, children: [text('ID')] },
          text(' along'),
        ],
      },
    ]);
  });
  it('makes plain spaces of non-breaking and zero-width spaces', () => {
    expect(parseShortcodes('a\u00a0b\u200bc[train\u00a0text="Gare\u202fdu Nord"]')).toEqual([
      text('a b c'),
      { type: 'shortcode', name: 'train', attributes: { text: 'Gare du Nord' }, children: [] },
    ]);
  });
  it('keeps unknown, malformed and stray shortcodes as text', () => {
    expect(parseShortcodes('[gallery id=1] and [/price] and [price tgid="4] and [1abc]')).toEqual([
      text('[gallery id=1] and [/price] and [price tgid="4] and [1abc]'),
    ]);
    expect(parseShortcodes('[price tgid=1 =]')).toEqual([text('[price tgid=1 =]')]);
    expect(parseShortcodes('[/notes x]')).toEqual([text('[/notes x]')]);
  });
  it('turns unclosed shortcodes into standalone ones and closes inner ones with the outer', () => {
    expect(parseShortcodes('[bus]Line 42')).toEqual([
      { type: 'shortcode', name: 'bus', attributes: {}, children: [] },
      text('Line 42'),
    ]);
    expect(parseShortcodes('[popup title=Hi][check]A[/popup]')).toEqual([
      {
        type: 'shortcode',
        name: 'popup',
        attributes: { title: 'Hi' },
        children: [{ type: 'shortcode', name: 'check', attributes: {}, children: [] }, text('A')],
      },
    ]);
  });
  it('drops attributes that do not qualify and unknown ones', () => {
    expect(parseShortcodes('[price tgid="-3" variant="x" onclick="alert(1)"]')).toEqual([
      { type: 'shortcode', name: 'price', attributes: {}, children: [] },
    ]);
    expect(parseShortcodes('[date date="13.05.2026" text="<b>May</b>"]')).toEqual([
      { type: 'shortcode', name: 'date', attributes: { date: '2026-05-13', text: 'bMay/b' }, children: [] },
    ]);
  });
  it('keeps a shortcode without its required attribute as text', () => {
    expect(parseShortcodes('[iframe src="javascript:alert(1)"]')).toEqual([
      text('[iframe src="javascript:alert(1)"]'),
    ]);
    expect(parseShortcodes('[cta url="data:text/html,x"]Go[/cta]')).toEqual([
      text('[cta url="data:text/html,x"]Go[/cta]'),
    ]);
    expect(parseShortcodes('[experience]')).toEqual([text('[experience]')]);
    expect(parseShortcodes('[collection id=12]')).toEqual([
      { type: 'shortcode', name: 'collection', attributes: { id: 12 }, children: [] },
    ]);
    expect(parseShortcodes('[jumplink target="1x"]')).toEqual([text('[jumplink target="1x"]')]);
    expect(parseShortcodes('[jumplink target="tickets" text="Tickets"]')).toEqual([
      {
        type: 'shortcode',
        name: 'jumplink',
        attributes: { target: 'tickets', text: 'Tickets' },
        children: [],
      },
    ]);
  });
  it('accepts a cta with a product instead of a link, and product icons with a tgid', () => {
    expect(parseShortcodes('[cta tgid=10201]')).toEqual([
      { type: 'shortcode', name: 'cta', attributes: { tgid: 10201 }, children: [] },
    ]);
    expect(parseShortcodes('[cta text=Go]')).toEqual([text('[cta text=Go]')]);
    expect(
      parseShortcodes('[duration tgid=7 text="3 h"][timings tgid=8][calendar tgid=9 title=Dates]'),
    ).toEqual([
      { type: 'shortcode', name: 'duration', attributes: { tgid: 7, text: '3 h' }, children: [] },
      { type: 'shortcode', name: 'timings', attributes: { tgid: 8 }, children: [] },
      { type: 'shortcode', name: 'calendar', attributes: { tgid: 9, title: 'Dates' }, children: [] },
    ]);
  });
  it('needs a source or coordinates for a map', () => {
    expect(parseShortcodes('[map lat=48.85 lng=2.35 zoom=12]')).toEqual([
      { type: 'shortcode', name: 'map', attributes: { lat: 48.85, lng: 2.35, zoom: 12 }, children: [] },
    ]);
    expect(parseShortcodes('[map lat=48.85]')).toEqual([text('[map lat=48.85]')]);
    expect(parseShortcodes('[map src="https://www.google.com/maps/embed?pb=1"]')).toEqual([
      {
        type: 'shortcode',
        name: 'map',
        attributes: { src: 'https://www.google.com/maps/embed?pb=1' },
        children: [],
      },
    ]);
  });
  it('accepts allow-listed embeds', () => {
    expect(
      parseShortcodes('[iframe src="http://www.youtube.com/embed/abc" width=560 height=315 title="Trailer"]'),
    ).toEqual([
      {
        type: 'shortcode',
        name: 'iframe',
        attributes: { src: 'https://www.youtube.com/embed/abc', width: 560, height: 315, title: 'Trailer' },
        children: [],
      },
    ]);
    expect(parseShortcodes('[spotify-player src="spotify:playlist:37i9dQ"]')).toEqual([
      {
        type: 'shortcode',
        name: 'spotify-player',
        attributes: { src: 'https://open.spotify.com/embed/playlist/37i9dQ' },
        children: [],
      },
    ]);
  });
  it('gives an empty tree for nothing', () => {
    expect(parseShortcodes('')).toEqual([]);
    expect(parseShortcodes(null)).toEqual([]);
  });
});
