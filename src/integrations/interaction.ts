import type { ClientDirective } from 'astro';
import { HYDRATE_EVENT } from '../lib/stores/wake';

/** Events that show intent inside an island; all bubble, so the island element hears its children. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * `client:interaction` (registered by `interactionDirective`): hydrates on the first intent event
 * inside the island, or on `islands:hydrate` naming the island (`client:interaction="toasts"`).
 * Until then the server-rendered HTML works on its own (links and forms).
 */
const interaction: ClientDirective = (load, options, el) => {
  const name = typeof options.value === 'string' ? options.value : '';
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, start);
    window.removeEventListener(HYDRATE_EVENT, onWake);
    void load()
      .then((hydrate) => hydrate())
      .then(() => el.setAttribute('data-hydrated', ''));
  };
  const onWake = (event: Event): void => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (name && (detail === name || (Array.isArray(detail) && detail.includes(name)))) start();
  };
  for (const type of INTENT_EVENTS) el.addEventListener(type, start, { passive: true });
  window.addEventListener(HYDRATE_EVENT, onWake);
};

export default interaction;
