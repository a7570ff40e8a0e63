import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': 'Pesquisar',
  'search.label': 'Pesquisar neste site',
  'search.placeholder': 'Atrações, visitas, espetáculos…',
  'search.submit': 'Pesquisar',
  'search.resultsFor': 'Resultados para «{query}»',
  'search.empty': 'Hum, não encontrámos resultados.',
  'search.emptyHint': 'Verifique a ortografia ou experimente menos palavras ou palavras mais gerais.',
  'search.shortened': 'A sua pesquisa foi encurtada para os primeiros {count} caracteres.',
  'search.pages': 'Páginas',
  'search.products': 'Bilhetes e visitas',
  'search.failed': 'Não foi possível carregar alguns resultados agora. Tente novamente daqui a pouco.',
  'search.prompt': 'Escreva o que procura: uma atração, uma visita ou um espetáculo.',
  'search.popular': 'Populares agora',
} satisfies Translation<typeof en>;
