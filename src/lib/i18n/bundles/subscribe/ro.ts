import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': 'Sfaturi de călătorie și oferte',
  'subscribe.intro':
    'Experiențe noi, oferte speciale și sfaturi locale, direct în căsuța ta de e-mail. Te poți dezabona oricând.',
  'subscribe.label': 'Adresă de e-mail',
  'subscribe.button': 'Abonează-te',
  'subscribe.thankYou': 'Mulțumim! Te-ai abonat.',
  'subscribe.unavailable': 'Nu te-am putut abona acum. Te rugăm să încerci din nou peste puțin timp.',
} satisfies Translation<typeof en>;
