import { describe, expect, it } from 'vitest';
import { escapeXml, layoutTitle, textEm } from './textLayout';

const box = { width: 1000, maxLines: 3, maxSize: 96, minSize: 40 };

describe('textEm', () => {
  it('weighs narrow, wide, capital and other characters', () => {
    expect(textEm('')).toBe(0);
    expect(textEm('i')).toBe(0.38);
    expect(textEm('m')).toBe(0.92);
    expect(textEm('A')).toBe(0.76);
    expect(textEm('a')).toBe(0.66);
    expect(textEm('é')).toBe(0.66);
    expect(textEm('Wicked')).toBeCloseTo(0.92 + 0.38 + 0.66 * 4, 5);
  });
});

describe('layoutTitle', () => {
  it('keeps a short name on one line at the largest size', () => {
    expect(layoutTitle('The Lion King', box)).toEqual({ size: 96, lines: ['The Lion King'] });
  });
  it('wraps a long name and shrinks it until it fits the lines', () => {
    const layout = layoutTitle('Colosseum, Roman Forum and Palatine Hill Guided Tour with Arena Access', box);
    expect(layout.lines.length).toBeLessThanOrEqual(3);
    expect(layout.lines.join(' ')).toBe(
      'Colosseum, Roman Forum and Palatine Hill Guided Tour with Arena Access',
    );
    expect(layout.size).toBeLessThan(96);
    expect(layout.size).toBeGreaterThanOrEqual(40);
    for (const line of layout.lines) expect(textEm(line) * layout.size).toBeLessThanOrEqual(1000);
  });
  it('cuts what does not fit at the smallest size, ending with an ellipsis', () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const layout = layoutTitle(long, box);
    expect(layout.size).toBe(40);
    expect(layout.lines).toHaveLength(3);
    expect(layout.lines[2]?.endsWith('…')).toBe(true);
    expect(layout.lines[0]?.endsWith('…')).toBe(false);
    for (const line of layout.lines) expect(textEm(line) * 40).toBeLessThanOrEqual(1000);
  });
  it('cuts a single word longer than a line', () => {
    const layout = layoutTitle('Supercalifragilisticexpialidociouslylonglonglongword', {
      ...box,
      width: 400,
    });
    expect(layout.lines).toHaveLength(1);
    expect(layout.lines[0]?.endsWith('…')).toBe(true);
    expect(textEm(layout.lines[0] ?? '') * 40).toBeLessThanOrEqual(400);
  });
  it('has no lines for an empty name', () => {
    expect(layoutTitle('   ', box)).toEqual({ size: 96, lines: [] });
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`Tom & "Jerry" <3 'x'>`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;3 &apos;x&apos;&gt;');
  });
});
