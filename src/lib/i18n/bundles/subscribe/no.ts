import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': 'Reisetips og tilbud',
  'subscribe.intro':
    'Nye opplevelser, spesialtilbud og lokale tips rett i innboksen. Du kan melde deg av når som helst.',
  'subscribe.label': 'E-postadresse',
  'subscribe.button': 'Meld meg på',
  'subscribe.thankYou': 'Takk! Du er nå påmeldt.',
  'subscribe.unavailable': 'Vi fikk ikke meldt deg på akkurat nå. Prøv igjen om litt.',
} satisfies Translation<typeof en>;
