import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': 'Søk',
  'search.label': 'Søk på dette nettstedet',
  'search.placeholder': 'Severdigheter, turer, forestillinger…',
  'search.submit': 'Søk',
  'search.resultsFor': 'Resultater for «{query}»',
  'search.empty': 'Hmm, ingen treff.',
  'search.emptyHint': 'Sjekk stavemåten, eller prøv færre eller mer generelle ord.',
  'search.shortened': 'Søket ditt ble forkortet til de første {count} tegnene.',
  'search.pages': 'Sider',
  'search.products': 'Billetter og turer',
  'search.failed': 'Noen resultater kunne ikke lastes akkurat nå. Prøv igjen om litt.',
  'search.prompt': 'Skriv hva du leter etter: en severdighet, en tur eller en forestilling.',
  'search.popular': 'Populært akkurat nå',
} satisfies Translation<typeof en>;
