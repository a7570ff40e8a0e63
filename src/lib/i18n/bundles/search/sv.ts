import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': 'Sök',
  'search.label': 'Sök på den här webbplatsen',
  'search.placeholder': 'Sevärdheter, turer, föreställningar…',
  'search.submit': 'Sök',
  'search.resultsFor': 'Resultat för ”{query}”',
  'search.empty': 'Hmm, inga resultat.',
  'search.emptyHint': 'Kontrollera stavningen eller prova färre eller mer allmänna ord.',
  'search.shortened': 'Din sökning förkortades till de första {count} tecknen.',
  'search.pages': 'Sidor',
  'search.products': 'Biljetter och turer',
  'search.failed': 'Vissa resultat kunde inte läsas in just nu. Försök igen om en stund.',
  'search.prompt': 'Skriv vad du letar efter: en sevärdhet, en tur eller en föreställning.',
  'search.popular': 'Populärt just nu',
} satisfies Translation<typeof en>;
