import { reactIsland } from './reactIsland';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import './currencySwitcher.scss';
import { readCurrencyOptions } from '../lib/views/currencyOptionsText';
import { refreshMoney } from '../lib/prices/swapMoney';
import { chooseCurrency } from '../lib/stores/currency';
import { addToast } from '../lib/stores/toasts';
import { fill } from './fill';

export interface CurrencySwitcherProps {
  current: string;
  /** What prices show for the current currency (`€`, or the code). */
  display: string;
  /** The entries, main currencies first, as `writeCurrencyOptions` writes them (one short prop). */
  options: string;
  /** Each option's no-JavaScript link is this and its code (`currencyHrefBase`: path, query, `currency=`). */
  hrefBase: string;
  /** The registrable domain the currency cookie goes on (server side, public suffix list); absent: host-only. */
  cookieDomain?: string | undefined;
  labels: {
    /** `Currency: {code}`: the button's accessible name. */
    current: string;
    choose: string;
    main: string;
    other: string;
    /** `Prices are now shown in {name}.` */
    changed: string;
  };
}

/**
 * The currency switcher in the header of every page (spec 000 §4, §9): a disclosure button named after
 * the current currency, opening the main currencies then the others. Without JavaScript each entry is
 * a `?currency=` link that the middleware answers with the cookie and a 303. Once hydrated (on first
 * interaction), choosing sets the same one-year parent-domain cookie, updates the store (the calendar
 * follows) and swaps every price on the page in place, without a reload.
 */
function CurrencySwitcher({
  current: initial,
  display: initialDisplay,
  options: optionsText,
  hrefBase,
  cookieDomain,
  labels,
}: CurrencySwitcherProps) {
  const options = useMemo(() => readCurrencyOptions(optionsText), [optionsText]);
  const [current, setCurrent] = useState(initial);
  const [busy, setBusy] = useState(false);
  // The server renders a native <details> (works without JavaScript); once hydrated the switcher
  // becomes a real disclosure button, keeping focus and the open state the visitor already had.
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement & HTMLDetailsElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    const element = root.current;
    hadFocus.current = Boolean(element?.contains(document.activeElement));
    setOpen(Boolean(element?.open));
    setReady(true);
  }, []);
  useEffect(() => {
    if (ready && hadFocus.current) button.current?.focus();
  }, [ready]);
  useEffect(() => {
    if (!open || !ready) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, ready]);
  const currentOption = options.find((option) => option.code === current);
  const display = currentOption?.display ?? initialDisplay;

  const onChoose = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-currency-option]');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const option = options.find((entry) => entry.code === link.dataset['currencyOption']);
    if (!option) return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
    if (option.code === current) return;
    chooseCurrency(option.code, cookieDomain);
    setCurrent(option.code);
    setBusy(true);
    void refreshMoney(`${hrefBase}${option.code}`).then((swapped) => {
      setBusy(false);
      if (swapped)
        addToast({
          message: fill(labels.changed, { name: `${option.name} (${option.code})` }),
          severity: 'INFO',
        });
    });
  };

  const groups = [
    { id: 'currency-main', label: labels.main, options: options.filter((option) => option.main) },
    { id: 'currency-other', label: labels.other, options: options.filter((option) => !option.main) },
  ].filter((group) => group.options.length > 0);

  const face = (
    <>
      <span className="visually-hidden">{fill(labels.current, { code: current })}</span>
      <span className="current" aria-hidden="true">
        <span className="code">{current}</span>
        {display !== current && (
          <bdi className="symbol" dir="ltr">
            {display}
          </bdi>
        )}
        <span className="caret">▾</span>
      </span>
    </>
  );
  const panel = (
    <nav
      id="currency-panel"
      className="panel"
      aria-label={labels.choose}
      onClick={onChoose}
      hidden={ready ? !open : undefined}
    >
      {groups.map((group) => (
        <div className="group" key={group.id}>
          <p className="group-label" id={group.id}>
            {group.label}
          </p>
          <ul aria-labelledby={group.id}>
            {group.options.map((option) => (
              <li key={option.code}>
                <a
                  href={`${hrefBase}${option.code}`}
                  rel="nofollow"
                  data-currency-option={option.code}
                  aria-current={option.code === current ? 'true' : undefined}
                >
                  <span className="code">{option.code}</span>
                  <span className="symbol" aria-hidden="true">
                    {option.display !== option.code && <bdi dir="ltr">{option.display}</bdi>}
                  </span>
                  <span className="name">{option.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );

  if (!ready)
    return (
      <details ref={root} className="currency-selector" data-currency={current}>
        <summary>{face}</summary>
        {panel}
      </details>
    );
  return (
    <div
      ref={root}
      className="currency-selector"
      data-currency={current}
      data-ready=""
      aria-busy={busy || undefined}
    >
      <button
        ref={button}
        type="button"
        className="toggle"
        aria-expanded={open}
        aria-controls="currency-panel"
        onClick={() => setOpen((value) => !value)}
      >
        {face}
      </button>
      {panel}
    </div>
  );
}

export default reactIsland(CurrencySwitcher, { pure: true, pageProps: ['hrefBase'] });
