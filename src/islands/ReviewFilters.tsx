import { reactIsland } from './reactIsland';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import './reviewFilters.scss';
import {
  appendReviews,
  REVIEWS_BODY_ATTRIBUTE,
  REVIEWS_NAV_ATTRIBUTE,
  reviewNavigation,
  reviewsBodyOf,
  type ReviewNavigation,
} from '../lib/reviews/swapReviews';
import { stylesCover } from '../lib/styles/pageStyles';
import { addToast } from '../lib/stores/toasts';

export interface ReviewFiltersProps {
  labels: {
    /** Read out while a new set of reviews loads. */
    loading: string;
    /** The error toast when the reviews could not be loaded. */
    failed: string;
  };
  /** The server-rendered review body (`ReviewsBody.astro`). */
  children?: ReactNode;
}

/** Where focus goes once the new body is in. */
type FocusTarget =
  | { kind: 'control'; nav: string; value: string | undefined }
  | { kind: 'review'; index: number }
  | { kind: 'none' };

/**
 * The review filters island (spec 001 §3, §8): sorting, rating and with-images filters, paging and
 * "Show more reviews" without a reload. It takes over the server-rendered links of the review body
 * (`data-reviews-nav`), fetches the same page at the link's URL (the server renders the new state with
 * the same components), swaps or appends the body, and keeps the URL true: filters and pages push a
 * history entry (shareable, crawlable, the back button restores the previous choice), "Show more"
 * replaces it. Until it hydrates (first interaction), the links simply load the page.
 */
function ReviewFilters({ labels, children }: ReviewFiltersProps) {
  // undefined: the server's body (children) is shown; a string: the body the island loaded.
  const [html, setHtml] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [ready, setReady] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const focus = useRef<FocusTarget>({ kind: 'none' });
  const request = useRef<AbortController | undefined>(undefined);
  const shownSearch = useRef('');

  const currentBody = (): string =>
    html ?? root.current?.querySelector(`[${REVIEWS_BODY_ATTRIBUTE}]`)?.innerHTML ?? '';

  async function load(url: URL, nav: ReviewNavigation | undefined, history: 'push' | 'replace' | 'none') {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setBusy(true);
    setAnnouncement(labels.loading);
    try {
      const response = await fetch(url.href, {
        headers: { accept: 'text/html' },
        credentials: 'same-origin',
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`the page answered ${response.status}`);
      const body = reviewsBodyOf(await response.text());
      if (body === undefined) throw new Error('the page has no review list');
      const target = `${url.pathname}${url.search}${url.hash}`;
      // Reviews with a component this page has no styles for (src/lib/styles/): load that page instead.
      if (!stylesCover(document, body)) {
        window.location.assign(target);
        return;
      }
      if (nav?.kind === 'more') {
        const before = root.current?.querySelectorAll('.review-list > li').length ?? 0;
        const merged = appendReviews(currentBody(), body, (value) =>
          new Intl.NumberFormat(document.documentElement.lang || undefined).format(value),
        );
        focus.current = merged.added > 0 ? { kind: 'review', index: before } : { kind: 'none' };
        setHtml(merged.html);
        setAnnouncement(merged.range ?? '');
      } else {
        focus.current =
          nav?.kind === 'filter' || nav?.kind === 'sort'
            ? { kind: 'control', nav: nav.kind, value: nav.value }
            : nav
              ? { kind: 'review', index: 0 }
              : { kind: 'none' };
        setHtml(body);
        setAnnouncement('');
      }
      if (history === 'push') window.history.pushState({ reviews: true }, '', target);
      if (history === 'replace') window.history.replaceState({ reviews: true }, '', target);
      shownSearch.current = url.search;
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('[reviews] could not load in place', error);
      setAnnouncement('');
      addToast({ message: labels.failed, severity: 'ERROR' });
    } finally {
      if (request.current === controller) {
        request.current = undefined;
        setBusy(false);
      }
    }
  }

  useEffect(() => {
    shownSearch.current = window.location.search;
    setReady(true);
    // Back and forward: show the reviews of the URL the history moved to (same page only).
    const onPopState = () => {
      if (window.location.search === shownSearch.current) return;
      void load(new URL(window.location.href), undefined, 'none');
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      request.current?.abort();
    };
    // load only reads refs and stable labels: the listener is set once.
  }, []);

  useEffect(() => {
    const element = root.current;
    const target = focus.current;
    focus.current = { kind: 'none' };
    if (!element || target.kind === 'none') return;
    if (target.kind === 'control') {
      const controls = [
        ...element.querySelectorAll<HTMLElement>(`a[${REVIEWS_NAV_ATTRIBUTE}="${target.nav}"]`),
      ];
      controls.find((control) => control.getAttribute('data-value') === target.value)?.focus();
      return;
    }
    const review = element.querySelectorAll<HTMLElement>('.review-list > li')[target.index];
    const card = review?.querySelector<HTMLElement>('article') ?? review;
    if (!card) return;
    card.setAttribute('tabindex', '-1');
    card.focus({ preventScroll: true });
    card.scrollIntoView({ block: 'nearest' });
  }, [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const nav = reviewNavigation(event.nativeEvent, window.location);
    if (!nav) return;
    event.preventDefault();
    void load(nav.url, nav, nav.kind === 'more' ? 'replace' : 'push');
  };

  return (
    // The clicks come from the links of the server-rendered body inside (keyboard included: Enter on a
    // link is a click), so the div itself is not a control.
    <div
      ref={root}
      className="review-filters"
      aria-busy={busy}
      data-ready={ready ? '' : undefined}
      onClick={onClick}
    >
      {html === undefined ? (
        children
      ) : (
        <div data-reviews-body="" dangerouslySetInnerHTML={{ __html: html }} />
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}

export default reactIsland(ReviewFilters);
