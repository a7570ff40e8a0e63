import type en from './en';
import type { Translation } from '../../message';

export default {
  'islands.toasts.region': 'Benachrichtigungen',
  'islands.toasts.close': 'Benachrichtigung schließen',
  'islands.currency.changed': 'Preise werden jetzt in {name} angezeigt.',
  'islands.calendar.heading': 'Datum wählen',
  'islands.calendar.previousMonth': 'Vorheriger Monat',
  'islands.calendar.nextMonth': 'Nächster Monat',
  'islands.calendar.dayAvailable': '{date}, ab {price}',
  'islands.calendar.dayLimited': '{date}, ab {price}, fast ausverkauft',
  'islands.calendar.daySoldOut': '{date}, ausverkauft',
  'islands.calendar.dayNone': '{date}, nicht verfügbar',
  'islands.calendar.soldOut': 'Ausverkauft',
  'islands.calendar.sellingFast': 'Fast ausverkauft',
  'islands.calendar.ticketType': 'Ticketart',
  'islands.calendar.allTypes': 'Alle Ticketarten',
  'islands.calendar.times': 'Uhrzeiten am {date}',
  'islands.calendar.left': 'Noch {count}',
  'islands.calendar.loadingTimes': 'Uhrzeiten werden geladen…',
  'islands.calendar.continue': 'Weiter',
  'islands.calendar.problemTitle': 'Hoppla, es gibt ein Problem',
  'islands.calendar.problemText':
    'Alle Erlebnisse am {date} sind ausverkauft. Wenn Sie flexibel sind: An anderen Tagen gibt es noch Tickets.',
  'islands.calendar.viewAllDates': 'Alle Termine ansehen',
  'islands.calendar.failed':
    'Die Termine konnten gerade nicht geladen werden. Bitte versuchen Sie es erneut.',
  'islands.calendar.timesFailed':
    'Die Uhrzeiten für dieses Datum konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  'islands.calendar.hint':
    'Mit den Pfeiltasten wechseln Sie zwischen den Tagen, mit der Eingabetaste wählen Sie einen aus.',
  'islands.consent.title': 'Ihre Datenschutzeinstellungen',
  'islands.consent.text':
    'Wir verwenden notwendige Cookies, damit diese Website funktioniert. Mit Ihrer Zustimmung verwenden wir außerdem Analyse-Cookies, um zu verstehen, wie die Website genutzt wird, und Marketing-Cookies für passende Angebote und eingebettete Inhalte anderer Dienste.',
  'islands.consent.allowAll': 'Alle akzeptieren',
  'islands.consent.denyAll': 'Alle ablehnen',
  'islands.consent.manage': 'Einstellungen verwalten',
  'islands.consent.necessary': 'Notwendig',
  'islands.consent.necessaryText':
    'Für den Betrieb der Website erforderlich: Ihre Währung, Ihre Sprache und diese Einstellungen. Immer aktiv.',
  'islands.consent.analytics': 'Analyse',
  'islands.consent.analyticsText':
    'Seitenaufrufe und wie weit Seiten gelesen werden, damit wir die Website verbessern können.',
  'islands.consent.marketing': 'Marketing',
  'islands.consent.marketingText':
    'Passende Angebote sowie Videos, Karten und Player, die von anderen Diensten eingebettet werden.',
  'islands.consent.save': 'Einstellungen speichern',
  'islands.consent.saved': 'Einstellungen gespeichert',
  'islands.consent.reopen': 'Cookie-Einstellungen',
  'islands.cta.checkAvailability': 'Verfügbarkeit prüfen',
  'islands.reviews.loadMore': 'Weitere Bewertungen anzeigen',
  'islands.reviews.loading': 'Bewertungen werden geladen…',
  'islands.reviews.failed':
    'Die Bewertungen konnten gerade nicht geladen werden. Bitte versuchen Sie es erneut.',
} satisfies Translation<typeof en>;
