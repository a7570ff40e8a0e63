import type { ClientDirective } from 'astro';
import { HYDRATE_EVENT } from '../lib/stores/wake';

/** Events that show intent inside an island (warm-up); all bubble, so the island element hears its children. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** What a click does natively that hydration would be too late for: follow a link, submit a form. */
const ACTION = 'a[href],button:not([type=button]):not([type=reset]),input[type=submit],input[type=image]';

/** Attributes that name the same element in the server's markup and in the hydrated one. */
const KEYS = ['data-date', 'data-currency-option', 'name', 'value', 'href', 'id'];

/** How long a replay waits for the island to mark itself ready (`data-ready`) after hydrating. */
const READY_WAIT_MS = 4000;

/** The element of the hydrated island that stands for `target` of the server-rendered one. */
function counterpart(island: HTMLElement, target: Element, ordinal: number): HTMLElement | null {
  if (target.isConnected && island.contains(target)) return target as HTMLElement;
  const keys = KEYS.filter((key) => target.hasAttribute(key)).map(
    (key) => `[${key}="${CSS.escape(target.getAttribute(key) ?? '')}"]`,
  );
  return (
    island.querySelector<HTMLElement>(target.localName + keys.join('')) ??
    island.querySelectorAll<HTMLElement>(ACTION)[ordinal] ??
    null
  );
}

/** Resolves once an element of the island carries `data-ready` (its first effect ran), or after `ms`. */
function whenReady(island: HTMLElement, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const ready = (): boolean => island.querySelector('[data-ready]') !== null;
    if (ready()) return resolve();
    const done = (): void => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (ready()) done();
    });
    const timer = setTimeout(done, ms);
    observer.observe(island, { subtree: true, childList: true, attributeFilter: ['data-ready'] });
  });
}

/**
 * `client:interaction` (registered by `interactionDirective`): hydrates on the first intent event
 * inside the island, or on `islands:hydrate` naming the island (`client:interaction="toasts"`).
 * Until then the server-rendered HTML works on its own (links and forms), and without JavaScript it
 * is all there is. With JavaScript, the first click on a link or submit button inside the island
 * (and a form's submission) is held back (capture phase, `preventDefault`): hydration starts, and once
 * the island is ready (an element of it carries `data-ready`) the click is replayed on the hydrated
 * element, so it does what the visitor meant (issue 21 §2). If the island cannot load, the replay
 * happens without it and the native link or form does its work.
 */
const interaction: ClientDirective = (load, options, el) => {
  const name = typeof options.value === 'string' ? options.value : '';
  let started = false;
  let held: { target: Element; ordinal: number; submit: boolean } | undefined;

  const hold = (event: Event): void => {
    const source = event.target instanceof Element ? event.target : null;
    const isSubmit = event.type === 'submit';
    const target = isSubmit ? source : source?.closest(ACTION);
    if (!target || !el.contains(target)) return;
    if (
      event instanceof MouseEvent &&
      (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    )
      return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = {
      target,
      ordinal: [...el.querySelectorAll(ACTION)].indexOf(target),
      submit: isSubmit,
    };
    start();
  };

  const replay = (): void => {
    el.removeEventListener('click', hold, true);
    el.removeEventListener('submit', hold, true);
    if (!held) return;
    const { target, ordinal, submit } = held;
    held = undefined;
    const element = counterpart(el, target, ordinal);
    if (submit && element instanceof HTMLFormElement) element.requestSubmit();
    else element?.click();
  };

  const start = (): void => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, start);
    window.removeEventListener(HYDRATE_EVENT, onWake);
    void load()
      .then((hydrate) => hydrate())
      .then(() => {
        el.setAttribute('data-hydrated', '');
        return whenReady(el, READY_WAIT_MS);
      })
      .catch((error: unknown) => console.warn('[islands] hydration failed', error))
      .finally(replay);
  };
  const onWake = (event: Event): void => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (name && (detail === name || (Array.isArray(detail) && detail.includes(name)))) start();
  };
  for (const type of INTENT_EVENTS) el.addEventListener(type, start, { passive: true });
  el.addEventListener('click', hold, true);
  el.addEventListener('submit', hold, true);
  window.addEventListener(HYDRATE_EVENT, onWake);
};

export default interaction;
