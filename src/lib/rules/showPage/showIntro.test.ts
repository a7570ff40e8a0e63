import { describe, expect, it } from 'vitest';
import { showIntro } from './showIntro';

const h = (level: number, text: string) => ({ type: `heading${level}`, text, spans: [] });
const p = (text: string) => ({ type: 'paragraph', text, spans: [] });

describe('showIntro', () => {
  it('keeps the text before the first tab, without the details box', () => {
    expect(
      showIntro([
        h(1, 'Wicked'),
        h(4, 'Theatre'),
        p('Apollo Victoria'),
        h(4, 'Running time'),
        p('2h 45m'),
        p('The untold story.'),
        p('Seats from [min-price].'),
        h(2, 'Know before you go'),
        p('Tab text'),
      ]),
    ).toEqual([p('The untold story.'), p('Seats from [min-price].')]);
  });
  it('keeps text under a small heading that is not a detail, and nothing after the first level-2 heading', () => {
    expect(showIntro([h(3, 'A note'), p('Kept'), h(2, 'Tab'), p('Not intro')])).toEqual([p('Kept')]);
    expect(showIntro([h(2, 'Tab'), p('x')])).toEqual([]);
  });
  it('answers nothing for a malformed body', () => {
    expect(showIntro(undefined)).toEqual([]);
    expect(showIntro('text')).toEqual([]);
  });
});
