import { describe, expect, it } from 'vitest';
import { headerFitsOneRow, headerRowWidth } from './headerFit';

const link = (label: string) => ({ label, group: false });

describe('headerFitsOneRow', () => {
  it('estimates the row: brand, labels with their gaps, group markers, tools and gaps', () => {
    // 6 × 11 + (5 × 9 + 20) + (5 × 9 + 20 + 16) + 280 + 48
    expect(headerRowWidth('Vienna', [link('Opera'), { label: 'Shows', group: true }])).toBe(540);
  });

  it('keeps a short navigation in one row', () => {
    expect(headerFitsOneRow('Vienna Tickets', [link('Opera'), link('Concerts'), link('Museums')])).toBe(true);
  });

  it('gives the Colosseum site’s six entries the menu button on wide screens too (they overlapped)', () => {
    const items = [
      'Tickets',
      'Guided tours',
      'Rome city guide',
      'Day trips',
      'Plan your visit',
      'Visitor guide',
    ];
    // 22 × 11 + 71 × 9 + 6 × 20 + 280 + 48
    expect(headerRowWidth('Colosseum Rome Tickets', items.map(link))).toBe(1329);
    expect(headerFitsOneRow('Colosseum Rome Tickets', items.map(link))).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(headerRowWidth('😀', [])).toBe(11 + 280 + 48);
  });
});
