import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': 'Søg',
  'search.label': 'Søg på dette websted',
  'search.placeholder': 'Seværdigheder, ture, forestillinger…',
  'search.submit': 'Søg',
  'search.resultsFor': 'Resultater for “{query}”',
  'search.empty': 'Hmm, ingen resultater.',
  'search.emptyHint': 'Tjek stavningen, eller prøv færre eller mere generelle ord.',
  'search.shortened': 'Din søgning blev forkortet til de første {count} tegn.',
  'search.pages': 'Sider',
  'search.products': 'Billetter og ture',
  'search.failed': 'Nogle resultater kunne ikke indlæses lige nu. Prøv igen om lidt.',
  'search.prompt': 'Skriv, hvad du leder efter: en seværdighed, en tur eller en forestilling.',
  'search.popular': 'Populært lige nu',
} satisfies Translation<typeof en>;
