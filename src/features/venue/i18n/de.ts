import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'venue.about': 'Über das Theater',
  'venue.address': 'Adresse',
  'venue.opened': 'Eröffnet',
  'venue.capacity': 'Plätze',
  'venue.seatingPlan': 'Saalplan',
  'venue.seatingPlanOf': 'Saalplan {venue}',
  'venue.fullPlan': 'Saalplan und die besten Plätze',
  'venue.stage': 'Bühne',
  'venue.section': 'Bereich',
  'venue.prices': 'Kartenpreise',
  'venue.priceBand': '{from} – {to}',
  'venue.notOnSale': 'Nicht im Verkauf',
  'venue.sectionLabel': { one: '{name}: {count} Platz, {price}', other: '{name}: {count} Plätze, {price}' },
  'venue.mapHint':
    'Wählen Sie einen Bereich, um Plätze und Preise zu sehen. Mit den Pfeiltasten wechseln Sie zwischen den Bereichen.',
  'venue.legend': 'Preisspanne, günstigste zuerst',
  'venue.unavailable':
    'Platz- und Preisangaben sind gerade nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
  'venue.whatsOn': 'Spielplan dieser Woche',
  'venue.dark': 'Keine Vorstellungen',
  'venue.from': 'ab {price}',
  'venue.nowPlaying': 'Aktuell im Programm',
  'venue.upcoming': 'Demnächst',
  'venue.past': 'Frühere Produktionen',
  'venue.state.closed': 'Abgespielt',
  'venue.state.opening': 'Premiere',
  'venue.state.reopening': 'Wiederaufnahme',
  'venue.run': '{from} – {to}',
  'venue.since': 'Seit {date}',
  'venue.nearby': 'Theater in der Nähe',
  'venue.distance': '{distance} km entfernt',
  'venue.book': '{show} buchen',
} satisfies Translation<typeof en>;
