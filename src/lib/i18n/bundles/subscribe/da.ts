import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': 'Rejsetips og tilbud',
  'subscribe.intro':
    'Nye oplevelser, særtilbud og lokale tips direkte i din indbakke. Du kan til enhver tid afmelde dig.',
  'subscribe.label': 'E-mailadresse',
  'subscribe.button': 'Tilmeld',
  'subscribe.thankYou': 'Tak! Du er nu tilmeldt.',
  'subscribe.unavailable': 'Vi kunne ikke tilmelde dig lige nu. Prøv igen om lidt.',
} satisfies Translation<typeof en>;
