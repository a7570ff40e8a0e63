import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': 'Bestill nå',
  'show.nextAvailable': 'Neste ledige dato: {date}',
  'show.noDates': 'Det er ingen ledige datoer de neste tre månedene.',
  'show.calendarFailed': 'Vi fikk ikke lastet inn datoene nå. Du kan velge dato når du bestiller.',
  'show.unavailable': 'Billettene er ikke tilgjengelige akkurat nå. Ta en titt igjen snart.',
  'show.details': 'Om forestillingen',
  'show.opening': 'Premiere',
  'show.closing': 'Siste forestilling',
  'show.theatre': 'Teater',
  'show.duration': 'Varighet',
  'show.ageLimit': 'Aldersanbefaling',
  'show.highlights': 'Høydepunkter',
  'show.included': 'Inkludert',
  'show.notIncluded': 'Ikke inkludert',
  'show.ticketTypes': 'Billettyper',
  'show.faq': 'Vanlige spørsmål',
  'show.map': 'Se på kart',
  'show.safety': 'Stedet har helse- og sikkerhetstiltak.',
  'show.criticReview': 'Dette sier kritikerne',
  'show.validity': 'Gyldighet',
  'show.cancellation': 'Avbestilling',
  'show.gallery': 'Bilder',
  'show.aboutTheatre': 'Om teatret',
} satisfies Translation<typeof en>;
