// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { openConsentedEmbeds } from './consentedEmbeds';

const page = () => {
  const root = document.createElement('main');
  root.innerHTML =
    '<details class="sc-embed"><summary>Map</summary><iframe></iframe></details>' +
    '<details class="sc-embed" open><summary>Video</summary></details>' +
    '<details class="faq"><summary>FAQ</summary></details>';
  return root;
};

describe('openConsentedEmbeds', () => {
  it('opens the closed embeds when marketing is allowed, and nothing else', () => {
    const root = page();
    expect(openConsentedEmbeds(root, { analytics: false, marketing: true })).toBe(1);
    expect([...root.querySelectorAll('details')].map((details) => details.open)).toEqual([true, true, false]);
  });
  it('leaves them closed without marketing consent or before any choice', () => {
    const root = page();
    expect(openConsentedEmbeds(root, { analytics: true, marketing: false })).toBe(0);
    expect(openConsentedEmbeds(root, undefined)).toBe(0);
    expect(root.querySelector('details')?.open).toBe(false);
  });
});
