import { startScrollTracking, trackPageView } from '../analytics/dataLayer';
import { $pageMeta, $serverConsent, loadAppState } from '../stores/app';
import { $consent, loadConsent } from '../stores/consent';
import { openConsentedEmbeds } from './consentedEmbeds';
import { startScrollTop } from './scrollTop';

/**
 * What the app shell does in the browser, once the page has loaded (AppShell.astro imports this module
 * only then, so that it does not compete with the page's largest picture for a phone's bandwidth:
 * docs/performance.md). Islands hydrate on interaction and may come first: they read the app state
 * through `loadAppState` too.
 */
export function startShell(root: Document = document): void {
  loadAppState(root);
  // A choice made in the banner before the shell started stands (the banner recorded its page view);
  // otherwise the consent the page was rendered with. Analytics only with consent.
  const chosenHere = $consent.get() !== undefined;
  const consent = chosenHere ? $consent.get() : loadConsent($serverConsent.get());
  if (!chosenHere && consent?.analytics) {
    const { analyticsPageType: pageType, language } = $pageMeta.get();
    trackPageView(pageType, language);
    startScrollTracking(pageType);
  }
  // Embedded players and maps open by themselves only with marketing consent, now or once given.
  $consent.subscribe((consent) => openConsentedEmbeds(root, consent));
  startScrollTop(root);
  // Tests (and anything that waits for the shell) read this.
  root.documentElement.dataset['shell'] = 'ready';
}
