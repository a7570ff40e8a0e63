import type { Consent } from '../rules/consent/consent';

/** The embed disclosures of the `iframe`, `map` and `spotify` shortcodes (`EmbedWidget.astro`). */
export const EMBED_SELECTOR = 'details.sc-embed';

/**
 * Honours the marketing choice for embedded players and maps (spec 001 §4): the server renders every
 * embed closed, so nothing loads from another host until the visitor opens it (one click, its host
 * named). With marketing consent they open by themselves and their lazy iframes load as they scroll
 * into view; without it they stay closed. Run on load and whenever the choice changes; returns how
 * many embeds it opened. The HTML stays the same for every visitor (cacheable).
 * @example openConsentedEmbeds(document, { analytics: false, marketing: true }) === 2
 */
export function openConsentedEmbeds(root: ParentNode, consent: Consent | undefined): number {
  if (!consent?.marketing) return 0;
  let opened = 0;
  for (const embed of root.querySelectorAll<HTMLDetailsElement>(EMBED_SELECTOR)) {
    if (embed.open) continue;
    embed.open = true;
    opened += 1;
  }
  return opened;
}
