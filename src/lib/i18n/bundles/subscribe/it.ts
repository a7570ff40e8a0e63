import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': 'Consigli di viaggio e offerte',
  'subscribe.intro':
    'Nuove esperienze, offerte speciali e consigli da chi conosce la città, direttamente nella tua casella di posta. Puoi annullare l’iscrizione in qualsiasi momento.',
  'subscribe.label': 'Indirizzo email',
  'subscribe.button': 'Iscriviti',
  'subscribe.thankYou': 'Grazie! Sei iscritto.',
  'subscribe.unavailable': 'Non è stato possibile iscriverti in questo momento. Riprova tra poco.',
} satisfies Translation<typeof en>;
