import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': 'Destinos principais',
  'global.topCollections': 'Coleções em destaque',
  'global.topExperiences': 'Experiências em destaque',
  'global.countries': 'Países',
  'global.citiesIn': 'Cidades em {country}',
  'global.thingsToDoIn': 'O que fazer em {city}',
  'global.experiencesIn': 'Experiências em destaque em {place}',
  'global.cityCount': { one: '{count} cidade', many: '{count} de cidades', other: '{count} cidades' },
  'global.allExperiences': 'Todas as experiências',
  'global.citySites': 'Os nossos sites de {city}',
  'global.partOf': 'Faz parte de {collection}',
  'global.browse': 'Explorar por país',
} satisfies Translation<typeof en>;
