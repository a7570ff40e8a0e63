import type en from './en';
import type { Translation } from '../../message';

export default {
  'shell.scrollToTop': 'Voltar ao topo',
  'shell.skipToContent': 'Saltar para o conteúdo principal',
  'shell.languageSwitcher': 'Idioma',
  'shell.poweredBy': 'Com tecnologia {brand}',
  'shell.resellerNotice': 'Somos um revendedor autorizado de bilhetes. Este não é o site oficial do local.',
  'shell.copyright': '© {year} {brand}. Todos os direitos reservados.',
  'shell.privacyPolicy': 'Política de privacidade',
  'shell.termsOfUse': 'Termos de utilização',
  'shell.home': 'Início',
  'shell.breadcrumbs': 'Trilho de navegação',
  'shell.mainNavigation': 'Navegação principal',
  'shell.menu': 'Menu',
  'shell.otherLanguages': 'Esta página noutros idiomas',
  'notFound.title': 'Página não encontrada',
  'notFound.message': 'A página que procura pode ter sido movida ou já não existir.',
  'notFound.backHome': 'Ir para a página inicial',
  'error.title': 'Algo correu mal',
  'error.message':
    'Não foi possível carregar esta página neste momento. Tente novamente dentro de instantes.',
  'unknownSite.title': 'Site não encontrado',
  'unknownSite.message':
    'Não existe nenhuma loja neste endereço. Verifique o endereço ou abra a lista dos nossos sites.',
  'sites.title': 'Microsites de demonstração',
  'sites.intro': 'Cada microsite funciona no seu próprio domínio. Escolha um para o explorar.',
  'sites.languages': 'Idiomas',
  'page.type.city': 'Guia da cidade',
  'page.type.hopOnHopOff': 'Circuitos hop-on hop-off',
  'page.type.cruises': 'Cruzeiros',
  'page.type.airportTransfers': 'Transferes de e para o aeroporto',
  'page.type.category': 'Categoria',
  'page.type.subCategory': 'Subcategoria',
  'page.type.seatMap': 'Mapa de lugares',
  'page.type.default': 'Experiências',
  'page.updated': 'Atualizado a {date}',
  'page.translations': {
    one: 'Também disponível em {count} outro idioma',
    many: 'Também disponível em {count} outros idiomas',
    other: 'Também disponível em {count} outros idiomas',
  },
} satisfies Translation<typeof en>;
