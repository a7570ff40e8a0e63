import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': 'Căutare',
  'search.label': 'Caută pe acest site',
  'search.placeholder': 'Atracții, tururi, spectacole…',
  'search.submit': 'Caută',
  'search.resultsFor': 'Rezultate pentru „{query}”',
  'search.empty': 'Hmm, niciun rezultat.',
  'search.emptyHint': 'Verifică ortografia sau încearcă mai puține cuvinte ori cuvinte mai generale.',
  'search.shortened': 'Căutarea ta a fost scurtată la primele {count} caractere.',
  'search.pages': 'Pagini',
  'search.products': 'Bilete și tururi',
  'search.failed': 'Unele rezultate nu au putut fi încărcate acum. Încearcă din nou peste puțin timp.',
  'search.prompt': 'Scrie ce cauți: o atracție, un tur sau un spectacol.',
  'search.popular': 'Populare acum',
} satisfies Translation<typeof en>;
