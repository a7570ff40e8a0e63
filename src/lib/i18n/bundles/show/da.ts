import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': 'Book nu',
  'show.nextAvailable': 'Næste ledige dato: {date}',
  'show.noDates': 'Der er ingen ledige datoer de næste tre måneder.',
  'show.calendarFailed': 'Vi kunne ikke hente datoerne lige nu. Du kan vælge en dato, når du booker.',
  'show.unavailable': 'Billetterne er ikke tilgængelige lige nu. Kig forbi igen snart.',
  'show.details': 'Om forestillingen',
  'show.opening': 'Premiere',
  'show.closing': 'Sidste forestilling',
  'show.theatre': 'Teater',
  'show.duration': 'Varighed',
  'show.ageLimit': 'Aldersanbefaling',
  'show.highlights': 'Højdepunkter',
  'show.included': 'Inkluderet',
  'show.notIncluded': 'Ikke inkluderet',
  'show.ticketTypes': 'Billettyper',
  'show.faq': 'Ofte stillede spørgsmål',
  'show.map': 'Se på kort',
  'show.safety': 'Stedet har sundheds- og sikkerhedsforanstaltninger.',
  'show.criticReview': 'Det siger anmelderne',
  'show.validity': 'Gyldighed',
  'show.cancellation': 'Afbestilling',
  'show.gallery': 'Billeder',
  'show.aboutTheatre': 'Om teatret',
} satisfies Translation<typeof en>;
