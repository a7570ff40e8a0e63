import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': 'Prenota ora',
  'show.nextAvailable': 'Prima data disponibile: {date}',
  'show.noDates': 'Nessuna data disponibile nei prossimi tre mesi.',
  'show.calendarFailed':
    'Non è stato possibile caricare le date. Potrai scegliere la data al momento della prenotazione.',
  'show.unavailable': 'I biglietti non sono disponibili al momento. Riprova presto.',
  'show.details': 'Dettagli dello spettacolo',
  'show.opening': 'Debutto',
  'show.closing': 'Ultima replica',
  'show.theatre': 'Teatro',
  'show.duration': 'Durata',
  'show.ageLimit': 'Età consigliata',
  'show.highlights': 'Punti salienti',
  'show.included': 'Cosa è incluso',
  'show.notIncluded': 'Non incluso',
  'show.ticketTypes': 'Tipi di biglietto',
  'show.faq': 'Domande frequenti',
  'show.map': 'Vedi sulla mappa',
  'show.safety': 'In questo luogo sono in vigore misure di salute e sicurezza.',
  'show.criticReview': 'Cosa dice la critica',
  'show.validity': 'Validità',
  'show.cancellation': 'Cancellazione',
  'show.gallery': 'Foto',
  'show.aboutTheatre': 'Il teatro',
} satisfies Translation<typeof en>;
