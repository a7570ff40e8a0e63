import { reactIsland } from './reactIsland';
import { Fragment, useEffect, useRef, useState, type SubmitEvent, type MouseEvent } from 'react';
import './consentBanner.scss';
import { startScrollTracking, trackPageView } from '../lib/analytics/dataLayer';
import { ALLOW_ALL, CONSENT_PURPOSES, DENY_ALL, type Consent } from '../lib/rules/consent/consent';
import { $pageMeta, loadAppState } from '../lib/stores/app';
import { saveConsent } from '../lib/stores/consent';
import { addToast } from '../lib/stores/toasts';

export type ConsentLabels = Record<
  | 'title'
  | 'text'
  | 'allowAll'
  | 'denyAll'
  | 'manage'
  | 'necessary'
  | 'necessaryText'
  | 'analytics'
  | 'analyticsText'
  | 'marketing'
  | 'marketingText'
  | 'save'
  | 'saved'
  | 'privacy',
  string
>;

export interface ConsentBannerProps {
  labels: ConsentLabels;
  /** The page to come back to after the no-JavaScript form is posted. */
  returnPath: string;
  /** The choice already stored, when the footer link reopened the preferences. */
  initial: Consent | undefined;
  /** Opened from the footer link: the per-purpose choices are shown at once. */
  manageOpen: boolean;
  privacyHref: string | undefined;
}

/**
 * The cookie consent banner (spec 001 §4): allow all, deny all, or manage the per-purpose choices
 * (necessary, analytics, marketing), then "Preferences saved". Server-rendered as a form that posts
 * to /consent/ (works without JavaScript); hydrated on first interaction, it saves in place. The
 * server omits it once a choice is stored; the footer's "Cookie preferences" link reopens it.
 */
function ConsentBanner({ labels, returnPath, initial, manageOpen, privacyHref }: ConsentBannerProps) {
  const [ready, setReady] = useState(false);
  const [closed, setClosed] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => setReady(true), []);

  const save = (consent: Consent): void => {
    saveConsent(consent, window.location.host);
    setClosed(true);
    addToast({ message: labels.saved, severity: 'INFO' });
    if (consent.analytics) {
      loadAppState();
      const { analyticsPageType: pageType, language } = $pageMeta.get();
      trackPageView(pageType, language);
      startScrollTracking(pageType);
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const submitter = event.nativeEvent.submitter as HTMLButtonElement | null;
    const data = new FormData(event.currentTarget);
    const choice = submitter?.value;
    if (choice === 'all') save(ALLOW_ALL);
    else if (choice === 'none') save(DENY_ALL);
    else
      save({
        analytics: data.getAll('purpose').includes('analytics'),
        marketing: data.getAll('purpose').includes('marketing'),
      });
  };

  // Buttons submit the form; the click handler only guards against a double save.
  const onClick = (event: MouseEvent<HTMLFormElement>): void => {
    if (closed) event.preventDefault();
  };

  if (closed) return null;
  return (
    <form
      ref={form}
      className="consent-banner"
      method="post"
      action="/consent/"
      aria-labelledby="consent-title"
      data-ready={ready ? '' : undefined}
      onSubmit={ready ? onSubmit : undefined}
      onClick={onClick}
    >
      <input type="hidden" name="return" value={returnPath} />
      <h2 id="consent-title">{labels.title}</h2>
      <p>
        {labels.text} {privacyHref && <a href={privacyHref}>{labels.privacy}</a>}
      </p>
      <details open={manageOpen || undefined}>
        <summary>{labels.manage}</summary>
        <fieldset>
          <legend className="visually-hidden">{labels.manage}</legend>
          <label>
            <input type="checkbox" checked disabled aria-describedby="consent-necessary" />
            <span>{labels.necessary}</span>
          </label>
          <p id="consent-necessary">{labels.necessaryText}</p>
          {CONSENT_PURPOSES.map((purpose) => (
            <Fragment key={purpose}>
              <label>
                <input
                  type="checkbox"
                  name="purpose"
                  value={purpose}
                  defaultChecked={initial?.[purpose]}
                  aria-describedby={`consent-${purpose}`}
                />
                <span>{labels[purpose]}</span>
              </label>
              <p id={`consent-${purpose}`}>{labels[`${purpose}Text`]}</p>
            </Fragment>
          ))}
          <button type="submit" name="consent" value="custom" className="secondary">
            {labels.save}
          </button>
        </fieldset>
      </details>
      <div className="actions">
        <button type="submit" name="consent" value="none" className="secondary">
          {labels.denyAll}
        </button>
        <button type="submit" name="consent" value="all" className="primary">
          {labels.allowAll}
        </button>
      </div>
    </form>
  );
}

export default reactIsland(ConsentBanner, { pure: true, pageProps: ['returnPath'] });
