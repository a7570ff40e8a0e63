import { DEFERRED_WIDGET_DELAY_MS } from './constants';

export const DEFERRED_EVENT = 'storefront:deferred';

/**
 * After the page has loaded, waits 3000 ms, then mounts every `<template data-deferred-widget>` and
 * announces it with the `storefront:deferred` event (spec 000 §2: a widget loaded lazily after 3000 ms).
 */
export function scheduleDeferredWidgets(root: Document = document, delayMs = DEFERRED_WIDGET_DELAY_MS): void {
  const run = (): void => {
    setTimeout(() => {
      for (const template of root.querySelectorAll<HTMLTemplateElement>('template[data-deferred-widget]')) {
        template.replaceWith(template.content.cloneNode(true));
      }
      root.documentElement.dataset['deferred'] = 'done';
      root.dispatchEvent(new CustomEvent(DEFERRED_EVENT));
    }, delayMs);
  };
  if (root.readyState === 'complete') run();
  else root.defaultView?.addEventListener('load', run, { once: true });
}
