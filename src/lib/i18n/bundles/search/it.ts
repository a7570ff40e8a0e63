import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': 'Cerca',
  'search.label': 'Cerca in questo sito',
  'search.placeholder': 'Attrazioni, tour, spettacoli…',
  'search.submit': 'Cerca',
  'search.resultsFor': 'Risultati per «{query}»',
  'search.empty': 'Ops, nessun risultato.',
  'search.emptyHint': 'Controlla l’ortografia o prova con meno parole o parole più generiche.',
  'search.shortened': 'La tua ricerca è stata ridotta ai primi {count} caratteri.',
  'search.pages': 'Pagine',
  'search.products': 'Biglietti e tour',
  'search.failed': 'Non è stato possibile caricare alcuni risultati. Riprova tra un momento.',
  'search.prompt': 'Scrivi che cosa cerchi: un’attrazione, un tour o uno spettacolo.',
  'search.popular': 'Più richiesti del momento',
} satisfies Translation<typeof en>;
