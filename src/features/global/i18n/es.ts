import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': 'Destinos principales',
  'global.topCollections': 'Colecciones destacadas',
  'global.topExperiences': 'Experiencias destacadas',
  'global.countries': 'Países',
  'global.citiesIn': 'Ciudades de {country}',
  'global.thingsToDoIn': 'Lo mejor que hacer en {city}',
  'global.experiencesIn': 'Experiencias destacadas en {place}',
  'global.cityCount': { one: '{count} ciudad', many: '{count} de ciudades', other: '{count} ciudades' },
  'global.allExperiences': 'Todas las experiencias',
  'global.citySites': 'Nuestros sitios de {city}',
  'global.partOf': 'Forma parte de {collection}',
  'global.browse': 'Explorar por país',
} satisfies Translation<typeof en>;
