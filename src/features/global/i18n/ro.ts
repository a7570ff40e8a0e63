import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'global.topDestinations': 'Destinații de top',
  'global.topCollections': 'Colecții de top',
  'global.topExperiences': 'Experiențe de top',
  'global.countries': 'Țări',
  'global.citiesIn': 'Orașe din {country}',
  'global.thingsToDoIn': 'Ce să faci în {city}',
  'global.experiencesIn': 'Experiențe de top în {place}',
  'global.cityCount': { one: '{count} oraș', few: '{count} orașe', other: '{count} de orașe' },
  'global.allExperiences': 'Toate experiențele',
  'global.citySites': 'Site-urile noastre pentru {city}',
  'global.partOf': 'Face parte din {collection}',
  'global.browse': 'Caută după țară',
} satisfies Translation<typeof en>;
