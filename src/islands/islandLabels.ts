import type { CalendarLabels } from './AvailabilityCalendar';
import type { LanguageCode } from '../lib/i18n/languages';
import type { Translate } from '../lib/i18n/translator';
import { timeSlotError } from '../lib/rules/validation/timeSlotError';

const CALENDAR_KEYS = [
  'heading',
  'previousMonth',
  'nextMonth',
  'dayAvailable',
  'dayLimited',
  'daySoldOut',
  'dayNone',
  'soldOut',
  'sellingFast',
  'ticketType',
  'allTypes',
  'times',
  'left',
  'loadingTimes',
  'continue',
  'problemTitle',
  'problemText',
  'viewAllDates',
  'failed',
  'timesFailed',
  'hint',
] as const satisfies readonly Exclude<keyof CalendarLabels, 'slotRequired'>[];

/**
 * The availability calendar island's strings in the page's language (islands get their strings as
 * props, never the bundles), with the spec's time-slot error ('Select a time slot to continue').
 * @example calendarLabels(createTranslator('en'), 'en').continue === 'Continue'
 */
export function calendarLabels(t: Translate, language: LanguageCode): CalendarLabels {
  return {
    ...(Object.fromEntries(CALENDAR_KEYS.map((key) => [key, t(`islands.calendar.${key}`)])) as Omit<
      CalendarLabels,
      'slotRequired'
    >),
    slotRequired: timeSlotError(undefined, language) ?? '',
  };
}
