import type en from './en';
import type { Translation } from '../../message';

export default {
  'shell.scrollToTop': 'Volver arriba',
  'shell.skipToContent': 'Saltar al contenido principal',
  'shell.languageSwitcher': 'Idioma',
  'shell.poweredBy': 'Con la tecnología de {brand}',
  'shell.resellerNotice':
    'Somos un distribuidor autorizado de entradas. Esta no es la web oficial del recinto.',
  'shell.copyright': '© {year} {brand}. Todos los derechos reservados.',
  'shell.privacyPolicy': 'Política de privacidad',
  'shell.termsOfUse': 'Condiciones de uso',
  'shell.home': 'Inicio',
  'shell.breadcrumbs': 'Ruta de navegación',
  'shell.mainNavigation': 'Navegación principal',
  'shell.menu': 'Menú',
  'shell.otherLanguages': 'Esta página en otros idiomas',
  'notFound.title': 'Página no encontrada',
  'notFound.message': 'Es posible que la página que buscas se haya movido o ya no exista.',
  'notFound.backHome': 'Ir a la página de inicio',
  'error.title': 'Algo ha salido mal',
  'error.message': 'No hemos podido cargar esta página. Vuelve a intentarlo dentro de un momento.',
  'unknownSite.title': 'Sitio no encontrado',
  'unknownSite.message':
    'No hay ninguna tienda online en esta dirección. Comprueba la dirección o consulta la lista de nuestros sitios.',
  'sites.title': 'Micrositios de demostración',
  'sites.intro': 'Cada micrositio funciona en su propio host. Elige uno para explorarlo.',
  'sites.languages': 'Idiomas',
  'page.type.city': 'Guía de la ciudad',
  'page.type.hopOnHopOff': 'Tours hop-on hop-off',
  'page.type.cruises': 'Cruceros',
  'page.type.airportTransfers': 'Traslados al aeropuerto',
  'page.type.category': 'Categoría',
  'page.type.subCategory': 'Subcategoría',
  'page.type.seatMap': 'Plano de asientos',
  'page.type.default': 'Experiencias',
  'page.updated': 'Actualizado el {date}',
  'page.translations': {
    one: 'También disponible en {count} idioma más',
    many: 'También disponible en {count} idiomas más',
    other: 'También disponible en {count} idiomas más',
  },
} satisfies Translation<typeof en>;
