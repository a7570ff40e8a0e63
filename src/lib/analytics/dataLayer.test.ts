import { afterEach, describe, expect, it } from 'vitest';
import { $consent } from '../stores/consent';
import { scrollMilestones, setAnalyticsSink, track, trackPageView, type AnalyticsEvent } from './dataLayer';

describe('the dataLayer', () => {
  afterEach(() => {
    setAnalyticsSink(undefined);
    $consent.set(undefined);
  });
  it('drops events until the visitor allows analytics, then sends them', () => {
    const sent: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => sent.push(event));
    expect(trackPageView('Show Page', 'en')).toBe(false);
    $consent.set({ analytics: false, marketing: true });
    expect(track({ event: 'currency_change', currency: 'EUR' })).toBe(false);
    $consent.set({ analytics: true, marketing: false });
    expect(trackPageView('Show Page', 'en')).toBe(true);
    expect(trackPageView('', 'ar')).toBe(true);
    expect(sent).toEqual([
      { event: 'page_view', page_type: 'Show Page', language: 'en' },
      { event: 'page_view', page_type: 'Other', language: 'ar' },
    ]);
  });
  it('reports each scroll milestone once', () => {
    expect(scrollMilestones(0, 800, 4000, new Set())).toEqual([]);
    expect(scrollMilestones(200, 800, 4000, new Set())).toEqual([25]);
    expect(scrollMilestones(2200, 800, 4000, new Set([25]))).toEqual([50, 75]);
    expect(scrollMilestones(3200, 800, 4000, new Set([25, 50, 75]))).toEqual([90]);
    expect(scrollMilestones(0, 800, 0, new Set())).toEqual([]);
  });
});
