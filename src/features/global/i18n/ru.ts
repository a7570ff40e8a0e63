import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': 'Популярные направления',
  'global.topCollections': 'Популярные подборки',
  'global.topExperiences': 'Популярные впечатления',
  'global.countries': 'Страны',
  'global.citiesIn': 'Города: {country}',
  'global.thingsToDoIn': 'Чем заняться: {city}',
  'global.experiencesIn': 'Популярные впечатления: {place}',
  'global.cityCount': {
    one: '{count} город',
    few: '{count} города',
    many: '{count} городов',
    other: '{count} города',
  },
  'global.allExperiences': 'Все впечатления',
  'global.citySites': 'Наши сайты: {city}',
  'global.partOf': 'Входит в подборку «{collection}»',
  'global.browse': 'Выбрать страну',
} satisfies Translation<typeof en>;
