import { reactIsland } from './reactIsland';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import './availabilityCalendar.scss';
import type { LanguageCode } from '../lib/i18n/languages';
import { dateLocale } from '../lib/i18n/dateLocale';
import { calendarBookingUrl } from '../lib/rules/calendar/calendarBookingUrl';
import {
  decodeDays,
  openingMonth,
  parseCalendarDays,
  parseSlots,
  type CalendarDayInfo,
  type TimeSlot,
} from '../lib/rules/calendar/calendarAnswers';
import {
  addMonths,
  firstDayOfWeek,
  isGridKey,
  monthOf,
  monthWeeks,
  moveDate,
  type IsoMonth,
} from '../lib/rules/calendar/calendarMonth';
import { fullDate, monthTitle, slotTime, weekdayNames } from '../lib/rules/calendar/calendarText';
import { formatPrice } from '../lib/rules/pricing/formatPrice';
import { $currency } from '../lib/stores/currency';
import { addToast } from '../lib/stores/toasts';
import { fill } from './fill';

export type CalendarLabels = Record<
  | 'heading'
  | 'previousMonth'
  | 'nextMonth'
  | 'dayAvailable'
  | 'dayLimited'
  | 'daySoldOut'
  | 'dayNone'
  | 'soldOut'
  | 'sellingFast'
  | 'ticketType'
  | 'allTypes'
  | 'times'
  | 'left'
  | 'loadingTimes'
  | 'continue'
  | 'slotRequired'
  | 'problemTitle'
  | 'problemText'
  | 'viewAllDates'
  | 'failed'
  | 'timesFailed'
  | 'hint',
  string
>;

export interface AvailabilityCalendarProps {
  tgid: number;
  /** The booking URL of the product's flowType (`bookingUrl`); the choice is added to it. */
  bookingHref: string;
  language: LanguageCode;
  /** The site's country (`routeRegion`): dates and the week's first day follow it (`dateLocale`). */
  region?: string | undefined;
  rtl: boolean;
  /** Today in the venue's time zone, and the last bookable day shown. */
  today: string;
  lastDay: string;
  /** The server's calendar answer for [today, lastDay], `encodeDays`-encoded, in `currency`. */
  days: string;
  currency: string;
  variants: { id: number; name: string }[];
  labels: CalendarLabels;
  /** A unique prefix for element ids (two calendars may share a page). */
  idPrefix: string;
}

type SlotState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'problem' }
  | { kind: 'failed' }
  | { kind: 'slots'; slots: TimeSlot[] };

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

async function getJson(path: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(path, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/**
 * The availability calendar (spec 000 §6, 001 §4): a month grid of the calendar call (price and
 * availability per day, sold-out days), then the time slots of the chosen date from the inventory
 * call; a slot must be chosen before continuing; a sold-out date shows the "Uh oh, we've a problem"
 * message with a view-all-dates action; continuing opens the booking flow of the product's flowType
 * with date, time, variant and currency. WAI-ARIA date-picker grid: arrows, Home/End, PageUp/PageDown
 * (Shift for a year) move, Enter or Space chooses. Without JavaScript each day is a link to the
 * booking flow on that date; the island hydrates on the first interaction.
 */
function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const { tgid, bookingHref, language, region, rtl, today, lastDay, variants, labels, idPrefix } = props;
  const storeCurrency = useStore($currency);
  const currency = storeCurrency || props.currency;
  const [ready, setReady] = useState(false);
  const [days, setDays] = useState<Record<string, CalendarDayInfo>>(() => decodeDays(props.days));
  const [daysCurrency, setDaysCurrency] = useState(props.currency);
  const [variantId, setVariantId] = useState<number | undefined>(undefined);
  const [month, setMonth] = useState<IsoMonth>(() => openingMonth(days, today));
  const [focused, setFocused] = useState<string>(() => firstOpenDate(days, today) ?? today);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [slotState, setSlotState] = useState<SlotState>({ kind: 'idle' });
  const [slotId, setSlotId] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const calendarRequest = useRef<AbortController | undefined>(undefined);
  const slotRequest = useRef<AbortController | undefined>(undefined);
  const firstDay = useMemo(() => firstDayOfWeek(dateLocale(language, region)), [language, region]);
  const weekdays = useMemo(() => weekdayNames(firstDay, language, region), [firstDay, language, region]);
  const weeks = useMemo(() => monthWeeks(month, firstDay), [month, firstDay]);
  const ids = {
    heading: `${idPrefix}-heading`,
    month: `${idPrefix}-month`,
    hint: `${idPrefix}-hint`,
    error: `${idPrefix}-error`,
  };

  useEffect(() => setReady(true), []);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  /** The calendar again, for another currency or ticket type. */
  const reloadCalendar = (nextCurrency: string, nextVariant: number | undefined): void => {
    calendarRequest.current?.abort();
    const controller = new AbortController();
    calendarRequest.current = controller;
    const query = new URLSearchParams({ currency: nextCurrency, 'from-date': today, 'to-date': lastDay });
    if (nextVariant !== undefined) query.set('variantId', String(nextVariant));
    getJson(`/api/v7/tour-groups/${tgid}/calendar/?${query.toString()}`, controller.signal)
      .then((answer) => {
        setDays(parseCalendarDays(answer));
        setDaysCurrency(nextCurrency);
      })
      .catch((failure: unknown) => {
        if (isAbort(failure)) return;
        console.warn('[calendar] the calendar call failed', failure);
        addToast({ message: labels.failed, severity: 'ERROR' });
      });
  };

  const loadSlots = (date: string, nextCurrency: string, nextVariant: number | undefined): void => {
    slotRequest.current?.abort();
    const controller = new AbortController();
    slotRequest.current = controller;
    setSlotState({ kind: 'loading' });
    const query = new URLSearchParams({ currency: nextCurrency, 'from-date': date, 'to-date': date });
    if (nextVariant !== undefined) query.set('variantId', String(nextVariant));
    getJson(`/api/v7/tour-groups/${tgid}/inventories/?${query.toString()}`, controller.signal)
      .then((answer) => {
        const slots = parseSlots(answer, tgid, date);
        setSlotState(slots.length > 0 ? { kind: 'slots', slots } : { kind: 'problem' });
      })
      .catch((failure: unknown) => {
        if (isAbort(failure)) return;
        console.warn('[calendar] the inventory call failed', failure);
        setSlotState({ kind: 'failed' });
        addToast({ message: labels.timesFailed, severity: 'ERROR' });
      });
  };

  // The visitor chose another currency in the header: prices here follow.
  useEffect(() => {
    if (!ready || currency === daysCurrency) return;
    reloadCalendar(currency, variantId);
    if (selected && days[selected]?.availability !== 'SOLD_OUT') loadSlots(selected, currency, variantId);
    // Only a currency change triggers this; the handlers read the latest state.
  }, [currency, ready]);

  const choose = (date: string): void => {
    setSelected(date);
    setFocused(date);
    setSlotId(undefined);
    setError(undefined);
    const day = days[date];
    if (!day) {
      setSlotState({ kind: 'idle' });
      return;
    }
    if (day.availability === 'SOLD_OUT') {
      setSlotState({ kind: 'problem' });
      return;
    }
    loadSlots(date, currency, variantId);
  };

  const viewAllDates = (): void => {
    const next = firstOpenDate(days, selected ?? today) ?? firstOpenDate(days, today) ?? today;
    setSelected(undefined);
    setSlotState({ kind: 'idle' });
    setMonth(monthOf(next));
    moveFocus.current = true;
    setFocused(next);
  };

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>): void => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
      return;
    }
    if (!isGridKey(event.key)) return;
    event.preventDefault();
    const next = moveDate(focused, event.key, {
      firstDay,
      rtl,
      shift: event.shiftKey,
      min: today,
      max: lastDay,
    });
    moveFocus.current = true;
    setFocused(next);
    setMonth(monthOf(next));
  };

  const onDayClick = (event: MouseEvent<HTMLElement>, date: string): void => {
    if (!ready) return;
    event.preventDefault();
    choose(date);
  };

  const showMonth = (delta: number): void => {
    const next = addMonths(month, delta);
    setMonth(next);
    const inMonth = firstOpenDate(days, `${next}-01`);
    const candidate = inMonth && monthOf(inMonth) === next ? inMonth : `${next}-01`;
    setFocused(candidate < today ? today : candidate > lastDay ? lastDay : candidate);
  };

  const price = (value: number | undefined): string =>
    formatPrice(value, { currencyCode: daysCurrency, lang: language });

  const dayLabel = (date: string): string => {
    const day = days[date];
    const name = fullDate(date, language, region);
    if (!day) return fill(labels.dayNone, { date: name });
    if (day.availability === 'SOLD_OUT') return fill(labels.daySoldOut, { date: name });
    return fill(day.availability === 'LIMITED' ? labels.dayLimited : labels.dayAvailable, {
      date: name,
      price: price(day.price),
    });
  };

  const chosenSlot =
    slotState.kind === 'slots' ? slotState.slots.find((slot) => slot.id === slotId) : undefined;
  const onContinue = (): void => {
    if (!selected) return;
    if (!chosenSlot) {
      setError(labels.slotRequired);
      return;
    }
    window.location.assign(
      calendarBookingUrl(bookingHref, {
        date: selected,
        time: chosenSlot.startTime,
        variantId: chosenSlot.variantId ?? variantId,
        currency,
      }),
    );
  };

  const variantName = (id: number | undefined): string | undefined =>
    variants.length > 1 ? variants.find((variant) => variant.id === id)?.name : undefined;

  return (
    <section
      className="availability-calendar"
      aria-labelledby={ids.heading}
      data-ready={ready ? '' : undefined}
    >
      <h3 id={ids.heading}>{labels.heading}</h3>
      {ready && variants.length > 1 && (
        <label className="variant">
          <span>{labels.ticketType}</span>
          <select
            value={variantId ?? ''}
            onChange={(event) => {
              const next = event.target.value ? Number(event.target.value) : undefined;
              setVariantId(next);
              setSelected(undefined);
              setSlotState({ kind: 'idle' });
              reloadCalendar(currency, next);
            }}
          >
            <option value="">{labels.allTypes}</option>
            {variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variant.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="month-bar">
        {ready && (
          <button
            type="button"
            className="month-step"
            aria-label={labels.previousMonth}
            disabled={month <= monthOf(today)}
            onClick={() => showMonth(-1)}
          >
            <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
          </button>
        )}
        <h4 id={ids.month} aria-live="polite">
          {monthTitle(month, language, region)}
        </h4>
        {ready && (
          <button
            type="button"
            className="month-step"
            aria-label={labels.nextMonth}
            disabled={month >= monthOf(lastDay)}
            onClick={() => showMonth(1)}
          >
            <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
          </button>
        )}
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={ids.month}
        aria-describedby={ready ? ids.hint : undefined}
        onKeyDown={ready ? onGridKey : undefined}
      >
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th scope="col" key={weekday.long} abbr={weekday.long}>
                <span aria-hidden="true">{weekday.short}</span>
                <span className="visually-hidden">{weekday.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? month}>
              {week.map((date, index) => {
                if (!date || date < today || date > lastDay)
                  return (
                    <td key={date ?? `blank-${index}`} className="day day--outside">
                      {date ? <span aria-hidden="true">{Number(date.slice(8))}</span> : null}
                    </td>
                  );
                const day = days[date];
                const state = day ? day.availability.toLowerCase().replace('_', '-') : 'none';
                const isSelected = date === selected;
                return (
                  <td key={date} aria-selected={isSelected} className={`day day--${state}`}>
                    <a
                      href={calendarBookingUrl(bookingHref, { date, currency: daysCurrency })}
                      rel="nofollow"
                      data-date={date}
                      aria-label={dayLabel(date)}
                      aria-disabled={!day || undefined}
                      tabIndex={ready ? (date === focused ? 0 : -1) : undefined}
                      onClick={(event) => onDayClick(event, date)}
                      onFocus={() => setFocused(date)}
                    >
                      <span className="number">{Number(date.slice(8))}</span>
                      {day && day.availability !== 'SOLD_OUT' && day.price !== undefined && (
                        <span className="price">{price(day.price)}</span>
                      )}
                    </a>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="legend">
        <span className="key key--limited">{labels.sellingFast}</span>
        <span className="key key--sold-out">{labels.soldOut}</span>
      </p>
      {ready && (
        <p id={ids.hint} className="visually-hidden">
          {labels.hint}
        </p>
      )}
      <div className="selection" aria-live="polite">
        {selected && slotState.kind === 'loading' && <p className="loading">{labels.loadingTimes}</p>}
        {selected && slotState.kind === 'problem' && (
          <div className="problem" role="alert">
            <p className="problem-title">{labels.problemTitle}</p>
            <p>{fill(labels.problemText, { date: fullDate(selected, language, region) })}</p>
            <button type="button" className="secondary" onClick={viewAllDates}>
              {labels.viewAllDates}
            </button>
          </div>
        )}
        {selected && slotState.kind === 'slots' && (
          <fieldset className="slots">
            <legend>{fill(labels.times, { date: fullDate(selected, language, region) })}</legend>
            {slotState.slots.map((slot) => (
              <label key={slot.id} className="slot">
                <input
                  type="radio"
                  name={`${idPrefix}-slot`}
                  value={slot.id}
                  checked={slot.id === slotId}
                  onChange={() => {
                    setSlotId(slot.id);
                    setError(undefined);
                  }}
                />
                <span className="time">{slotTime(slot.startTime, language)}</span>
                {variantName(slot.variantId) && (
                  <span className="variant-name">{variantName(slot.variantId)}</span>
                )}
                <span className="slot-price">{price(slot.price)}</span>
                {slot.limited && slot.remaining !== undefined && (
                  <span className="left">{fill(labels.left, { count: slot.remaining })}</span>
                )}
              </label>
            ))}
          </fieldset>
        )}
      </div>
      {selected && (slotState.kind === 'slots' || slotState.kind === 'failed') && (
        <div className="continue">
          {error && (
            <p id={ids.error} className="error" role="alert">
              {error}
            </p>
          )}
          {slotState.kind === 'failed' ? (
            <a
              className="cta"
              href={calendarBookingUrl(bookingHref, { date: selected, variantId, currency })}
            >
              {labels.continue}
            </a>
          ) : (
            <button
              type="button"
              className="cta"
              aria-describedby={error ? ids.error : undefined}
              onClick={onContinue}
            >
              {labels.continue}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/** The first date from `from` that is not sold out. */
function firstOpenDate(days: Readonly<Record<string, CalendarDayInfo>>, from: string): string | undefined {
  return Object.keys(days)
    .filter((date) => date >= from && days[date]?.availability !== 'SOLD_OUT')
    .sort()[0];
}

export default reactIsland(AvailabilityCalendar);
