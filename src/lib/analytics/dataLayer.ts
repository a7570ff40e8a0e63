import { $consent } from '../stores/consent';

/** One analytics event: a name and flat properties (spec 001 §2 analytics page types, §9). */
export interface AnalyticsEvent {
  event: string;
  [property: string]: string | number | boolean | undefined;
}

/** Where events go: the page's `window.dataLayer` (read by a tag manager, and by tests: the sink). */
type Sink = (event: AnalyticsEvent) => void;

const windowSink: Sink = (event) => {
  const target = window as unknown as { dataLayer?: AnalyticsEvent[] };
  (target.dataLayer ??= []).push(event);
};

let sink: Sink | undefined;

/** Replaces where events go (unit tests); `undefined` restores `window.dataLayer`. */
export function setAnalyticsSink(next: Sink | undefined): void {
  sink = next;
}

/**
 * Sends an event only when the visitor allowed analytics; otherwise it is dropped, never queued
 * (no analytics before consent). Returns whether it was sent.
 * @example track({ event: 'currency_change', currency: 'EUR' })
 */
export function track(event: AnalyticsEvent): boolean {
  if (!$consent.get()?.analytics) return false;
  (sink ?? (typeof window === 'undefined' ? undefined : windowSink))?.(event);
  return true;
}

/** The page view, with the spec's analytics page type (`Show Page`, `Collection`, …). */
export function trackPageView(pageType: string, language: string): boolean {
  return track({ event: 'page_view', page_type: pageType || 'Other', language });
}

/** Scroll depths reported once each per page (spec: 25/50/75/90 %). */
export const SCROLL_MILESTONES = [25, 50, 75, 90] as const;

/**
 * The milestones newly reached at a scroll position, given those already sent.
 * @example scrollMilestones(2200, 800, 4000, new Set([25])) → [50, 75]
 */
export function scrollMilestones(
  scrollTop: number,
  viewport: number,
  height: number,
  sent: ReadonlySet<number>,
): number[] {
  if (!(height > 0)) return [];
  const depth = Math.min(100, ((scrollTop + viewport) / height) * 100);
  return SCROLL_MILESTONES.filter((milestone) => depth >= milestone && !sent.has(milestone));
}

/**
 * Reports scroll progress events for this page while analytics is allowed; returns a stop function.
 */
export function startScrollTracking(pageType: string): () => void {
  const sent = new Set<number>();
  let frame = 0;
  const check = (): void => {
    frame = 0;
    const root = document.documentElement;
    for (const milestone of scrollMilestones(window.scrollY, window.innerHeight, root.scrollHeight, sent)) {
      if (track({ event: 'scroll_progress', percent: milestone, page_type: pageType })) sent.add(milestone);
    }
  };
  const onScroll = (): void => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}
