import { scrollButtonVisible } from '../rules/layout/shellConstants';

/** Shows the scroll-to-top button past 100 px of scrolling (spec 000 §9) and scrolls up on a click. */
export function startScrollTop(root: Document = document): void {
  const button = root.querySelector<HTMLButtonElement>('[data-scroll-top]');
  const view = root.defaultView;
  if (!button || !view) return;
  let ticking = false;
  const update = (): void => {
    button.hidden = !scrollButtonVisible(view.scrollY);
    ticking = false;
  };
  view.addEventListener(
    'scroll',
    () => {
      if (!ticking) {
        ticking = true;
        view.requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  button.addEventListener('click', () => view.scrollTo({ top: 0, behavior: 'smooth' }));
  update();
}
