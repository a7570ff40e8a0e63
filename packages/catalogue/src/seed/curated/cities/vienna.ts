import type { PhraseSet } from '../translations/phraseSet.ts';
import { EVERY_DAY, type CuratedTourGroup } from '../types.ts';

/** Collection 254, "Things to do in Vienna" (vienna-opera-tickets.com: de, ja, ar). */
const COLLECTION = 254;

const HALF_HOURLY = (from: string, to: string) => {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const out: string[] = [];
  for (let m = minutes(from); m <= minutes(to); m += 30)
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
};
const HOURLY = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${String(from + i).padStart(2, '0')}:00`);

/** The Belvedere opens 09:00–18:00 every day, until 21:00 on Fridays. */
const BELVEDERE_WEEK = {
  ...EVERY_DAY(HALF_HOURLY('09:00', '17:00')),
  5: HALF_HOURLY('09:00', '20:00'),
};

const timedEntry = {
  cancellableUpTo: null,
  tags: ['INSTANT_CONFIRMATION', 'MOBILE_TICKET'],
} as const;

export const VIENNA_THINGS_TO_DO: readonly CuratedTourGroup[] = [
  {
    ...timedEntry,
    tgid: 11111,
    collectionId: COLLECTION,
    subCategoryId: 1006,
    flowType: 'NORMAL',
    price: 36,
    duration: [60, 90],
    schedule: EVERY_DAY(HALF_HOURLY('08:30', '16:30')),
    names: {
      en: 'Schönbrunn Palace Grand Tour Timed-Entry Tickets',
      de: 'Schloss Schönbrunn: Tickets für die Grand Tour mit Zeitfenster',
      ar: 'تذاكر «الجولة الكبرى» في قصر شونبرون بموعد دخول محدد',
      ja: 'シェーンブルン宮殿 グランドツアー 時間指定チケット',
    },
    highlights: [
      'Walk through 40 rooms of the imperial apartments',
      'The Hall of Mirrors, where six-year-old Mozart played for Maria Theresa',
      'The Great Gallery and the rooms of Franz Joseph and Sisi',
    ],
    inclusions: ['Timed entry to Schönbrunn Palace', 'Audio guide'],
    exclusions: ['Entry to the Privy Garden, Gloriette and Maze', 'Hotel pick-up and drop-off'],
    tags: ['INSTANT_CONFIRMATION', 'MOBILE_TICKET', 'AUDIO_GUIDE'],
    descriptors: ['Best seller'],
  },
  {
    tgid: 11112,
    collectionId: COLLECTION,
    subCategoryId: 1012,
    flowType: 'NORMAL',
    price: 59,
    duration: [150, 180],
    schedule: EVERY_DAY(['09:30', '13:00', '15:00']),
    cancellableUpTo: 24,
    variants: ['English tour', 'Spanish tour', 'Italian tour'],
    names: {
      en: 'Schönbrunn Palace & Gardens Skip-the-Line Guided Tour',
      de: 'Schloss Schönbrunn & Schlosspark: Führung ohne Anstehen',
      ar: 'جولة مع مرشد في قصر شونبرون وحدائقه دون انتظار',
      ja: 'シェーンブルン宮殿＆庭園 優先入場ガイドツアー',
    },
    highlights: [
      'Skip the ticket line with a guide',
      'Stories of Maria Theresa, Franz Joseph and Empress Sisi',
      'Stroll the baroque gardens to the Neptune Fountain',
    ],
    inclusions: ['Skip-the-line entry to the palace', 'Guide', 'Headsets'],
    exclusions: ['Hotel pick-up and drop-off', 'Gratuities'],
    tags: ['FREE_CANCELLATION', 'GUIDED_TOUR', 'INSTANT_CONFIRMATION', 'MOBILE_TICKET'],
  },
  {
    ...timedEntry,
    tgid: 11113,
    collectionId: COLLECTION,
    subCategoryId: 1006,
    flowType: 'NORMAL',
    price: 19.5,
    duration: [90, 150],
    schedule: EVERY_DAY(HALF_HOURLY('09:00', '16:30')),
    names: {
      en: 'Hofburg: Sisi Museum, Imperial Apartments & Silver Collection Tickets',
      de: 'Hofburg: Tickets für Sisi Museum, Kaiserappartements & Silberkammer',
      ar: 'تذاكر قصر هوفبورغ: متحف سيسي والأجنحة الإمبراطورية ومجموعة الفضيات',
      ja: 'ホーフブルク王宮 シシィ博物館・皇帝の部屋・銀器コレクション チケット',
    },
    highlights: [
      'The life and myth of Empress Elisabeth in the Sisi Museum',
      'Franz Joseph’s study and Sisi’s gymnastics room',
      'Imperial tableware in the Silver Collection',
    ],
    inclusions: ['Entry to the Sisi Museum, Imperial Apartments and Silver Collection', 'Audio guide'],
    exclusions: ['Hotel pick-up and drop-off'],
    tags: ['INSTANT_CONFIRMATION', 'MOBILE_TICKET', 'AUDIO_GUIDE'],
  },
  {
    ...timedEntry,
    tgid: 11114,
    collectionId: COLLECTION,
    subCategoryId: 1002,
    flowType: 'NORMAL',
    price: 18.9,
    duration: [90, 150],
    schedule: BELVEDERE_WEEK,
    names: {
      en: 'Upper Belvedere Timed-Entry Tickets with Klimt’s The Kiss',
      de: 'Oberes Belvedere: Tickets mit Zeitfenster für Klimts „Kuss“',
      ar: 'تذاكر قصر البلفيدير العلوي بموعد دخول محدد ولوحة «القبلة» لكليمت',
      ja: 'ベルヴェデーレ宮殿上宮 時間指定チケット（クリムト『接吻』）',
    },
    highlights: [
      'See Gustav Klimt’s The Kiss',
      'The world’s largest collection of Klimt paintings',
      'Masterpieces by Egon Schiele and Oskar Kokoschka',
    ],
    inclusions: ['Timed entry to the Upper Belvedere', 'Entry to the permanent collection'],
    exclusions: ['Entry to the Lower Belvedere', 'Audio guide'],
    descriptors: ['Must-do experience'],
  },
  {
    ...timedEntry,
    tgid: 11115,
    collectionId: COLLECTION,
    subCategoryId: 1001,
    flowType: 'NORMAL',
    price: 18,
    duration: [60, 120],
    // Morning Exercise Tuesday to Friday; the school pauses in summer (not modelled).
    schedule: { 2: ['10:00'], 3: ['10:00'], 4: ['10:00'], 5: ['10:00'] },
    names: {
      en: 'Spanish Riding School Morning Exercise Tickets',
      de: 'Spanische Hofreitschule: Tickets für die Morgenarbeit',
      ar: 'تذاكر التدريب الصباحي في مدرسة الفروسية الإسبانية',
      ja: 'スペイン乗馬学校 朝の調教見学チケット',
    },
    highlights: [
      'Watch the white Lipizzaner stallions train to classical music',
      'In the baroque Winter Riding School of the Hofburg',
      'Come and go as you like during the session',
    ],
    inclusions: ['Entry to the Morning Exercise', 'Unreserved seating'],
    exclusions: ['Lipizzaner performances', 'Guided tour of the stables'],
  },
  {
    ...timedEntry,
    tgid: 11116,
    collectionId: COLLECTION,
    subCategoryId: 1017,
    flowType: 'NORMAL',
    price: 49,
    duration: [100, 110],
    schedule: { 2: ['20:15'], 4: ['20:15'], 5: ['20:15'], 6: ['20:15'] },
    variants: ['Category C', 'Category B', 'Category A'],
    names: {
      en: 'Vienna Mozart Orchestra Concert at the Musikverein',
      de: 'Wiener Mozart Orchester: Konzert im Musikverein',
      ar: 'حفل أوركسترا موتسارت فيينا في قاعة موزيكفراين',
      ja: 'ウィーン・モーツァルト・オーケストラ 楽友協会コンサート',
    },
    highlights: [
      'Mozart’s best-loved works in the Golden Hall',
      'Musicians in 18th-century costume and wigs',
      'Arias from The Magic Flute and Don Giovanni',
    ],
    inclusions: ['Concert ticket', 'Numbered seat'],
    exclusions: ['Food and drinks', 'Hotel pick-up and drop-off'],
    descriptors: ['Most loved'],
  },
  {
    tgid: 11117,
    collectionId: COLLECTION,
    subCategoryId: 1024,
    flowType: 'NORMAL',
    price: 32,
    duration: [195, 210],
    schedule: EVERY_DAY(['11:00', '14:30']),
    cancellableUpTo: 24,
    names: {
      en: 'DDSG Blue Danube: Grand Danube River Cruise',
      de: 'DDSG Blue Danube: Große Donau-Rundfahrt',
      ar: 'رحلة نهرية كبرى في الدانوب مع «دي دي إس جي بلو دانوب»',
      ja: 'DDSGブルー・ダニューブ ドナウ川周遊クルーズ',
    },
    highlights: [
      'Sail the Danube Canal and the Danube between Schwedenplatz and the Reichsbrücke',
      'Through the historic lock at Nussdorf',
    ],
    inclusions: ['Cruise', 'Audio commentary'],
    exclusions: ['Food and drinks', 'Hotel pick-up and drop-off'],
    tags: ['FREE_CANCELLATION', 'INSTANT_CONFIRMATION', 'MOBILE_TICKET'],
  },
  {
    tgid: 11118,
    collectionId: COLLECTION,
    subCategoryId: 1005,
    flowType: 'NORMAL',
    price: 15.5,
    duration: [20, 30],
    schedule: EVERY_DAY(HOURLY(10, 21)),
    cancellableUpTo: 24,
    names: {
      en: 'Giant Ferris Wheel (Wiener Riesenrad) Tickets',
      de: 'Wiener Riesenrad: Tickets',
      ar: 'تذاكر عجلة فيينا العملاقة «ريزنراد» في براتر',
      ja: 'ウィーン大観覧車（プラーター）チケット',
    },
    highlights: [
      'Ride one of the world’s oldest Ferris wheels, built in 1897',
      'Views over Vienna from almost 65 metres',
      'The wheel from the film The Third Man',
    ],
    inclusions: ['Ride on the Giant Ferris Wheel', 'Entry to the Riesenrad panorama exhibition'],
    exclusions: ['Other Prater rides', 'Food and drinks'],
    tags: ['FREE_CANCELLATION', 'INSTANT_CONFIRMATION', 'MOBILE_TICKET'],
  },
  {
    tgid: 11119,
    collectionId: COLLECTION,
    subCategoryId: 1011,
    flowType: 'HOP_ON_HOP_OFF',
    price: 33,
    originalPrice: 39,
    duration: [1440, 4320],
    schedule: EVERY_DAY(['09:00']),
    cancellableUpTo: 0,
    variants: ['24-hour ticket', '48-hour ticket', '72-hour ticket'],
    names: {
      en: 'Big Bus Vienna Hop-On Hop-Off Tour',
      de: 'Big Bus Wien: Hop-on-Hop-off-Tour',
      ar: 'جولة «بيغ باص» السياحية في فيينا بنظام الصعود والنزول',
      ja: 'ビッグバス・ウィーン 乗り降り自由の観光バスツアー',
    },
    highlights: [
      'Open-top buses around the Ringstrasse, past the State Opera and the Hofburg',
      'Routes to Schönbrunn Palace and the Prater',
    ],
    inclusions: ['Hop-on hop-off bus ticket', 'Audio commentary'],
    exclusions: ['Attraction entry fees'],
    tags: ['FREE_CANCELLATION', 'FLEXIBLE_CANCELLATION', 'MOBILE_TICKET', 'AUDIO_GUIDE'],
  },
];

/** Translations of the English texts above (and of the collection blurb) that no shared phrasebook holds. */
export const VIENNA_THINGS_TO_DO_PHRASES: PhraseSet = {
  de: {
    // Collection blurb.
    'Schönbrunn Palace, the Spanish Riding School, the Belvedere and Mozart concerts in Vienna.':
      'Schloss Schönbrunn, die Spanische Hofreitschule, das Belvedere und Mozart-Konzerte in Wien.',

    // Schönbrunn Palace.
    'Walk through 40 rooms of the imperial apartments':
      'Rundgang durch 40 Räume der kaiserlichen Appartements',
    'The Hall of Mirrors, where six-year-old Mozart played for Maria Theresa':
      'Der Spiegelsaal, in dem der sechsjährige Mozart für Maria Theresia spielte',
    'The Great Gallery and the rooms of Franz Joseph and Sisi':
      'Die Große Galerie und die Räume von Franz Joseph und Sisi',
    'Timed entry to Schönbrunn Palace': 'Einlass ins Schloss Schönbrunn mit Zeitfenster',
    'Entry to the Privy Garden, Gloriette and Maze': 'Eintritt in Kronprinzengarten, Gloriette und Irrgarten',
    'Skip the ticket line with a guide': 'Mit Guide ohne Anstehen an der Kasse vorbei',
    'Stories of Maria Theresa, Franz Joseph and Empress Sisi':
      'Geschichten über Maria Theresia, Franz Joseph und Kaiserin Sisi',
    'Stroll the baroque gardens to the Neptune Fountain':
      'Spaziergang durch den barocken Schlosspark bis zum Neptunbrunnen',
    'Skip-the-line entry to the palace': 'Einlass ins Schloss ohne Anstehen',

    // Hofburg.
    'The life and myth of Empress Elisabeth in the Sisi Museum':
      'Leben und Mythos von Kaiserin Elisabeth im Sisi Museum',
    'Franz Joseph’s study and Sisi’s gymnastics room':
      'Das Arbeitszimmer von Franz Joseph und Sisis Turnzimmer',
    'Imperial tableware in the Silver Collection': 'Kaiserliches Tafelgeschirr in der Silberkammer',
    'Entry to the Sisi Museum, Imperial Apartments and Silver Collection':
      'Eintritt in Sisi Museum, Kaiserappartements und Silberkammer',

    // Belvedere.
    'See Gustav Klimt’s The Kiss': 'Gustav Klimts „Der Kuss“ sehen',
    'The world’s largest collection of Klimt paintings': 'Die weltweit größte Sammlung von Gemälden Klimts',
    'Masterpieces by Egon Schiele and Oskar Kokoschka': 'Meisterwerke von Egon Schiele und Oskar Kokoschka',
    'Timed entry to the Upper Belvedere': 'Einlass ins Obere Belvedere mit Zeitfenster',
    'Entry to the permanent collection': 'Eintritt in die Schausammlung',
    'Entry to the Lower Belvedere': 'Eintritt ins Untere Belvedere',

    // Spanish Riding School.
    'Watch the white Lipizzaner stallions train to classical music':
      'Die weißen Lipizzanerhengste beim Training zu klassischer Musik erleben',
    'In the baroque Winter Riding School of the Hofburg': 'In der barocken Winterreitschule der Hofburg',
    'Come and go as you like during the session':
      'Kommen und gehen Sie während der Morgenarbeit nach Belieben',
    'Entry to the Morning Exercise': 'Eintritt zur Morgenarbeit',
    'Unreserved seating': 'Freie Platzwahl',
    'Lipizzaner performances': 'Vorführungen der Lipizzaner',
    'Guided tour of the stables': 'Stallführung',

    // Mozart concert.
    'Mozart’s best-loved works in the Golden Hall': 'Mozarts beliebteste Werke im Goldenen Saal',
    'Musicians in 18th-century costume and wigs': 'Musiker in Kostümen und Perücken des 18. Jahrhunderts',
    'Arias from The Magic Flute and Don Giovanni': 'Arien aus der „Zauberflöte“ und aus „Don Giovanni“',
    'Concert ticket': 'Konzertkarte',
    'Numbered seat': 'Nummerierter Sitzplatz',
    'Category A': 'Kategorie A',
    'Category B': 'Kategorie B',
    'Category C': 'Kategorie C',

    // Danube cruise.
    'Sail the Danube Canal and the Danube between Schwedenplatz and the Reichsbrücke':
      'Auf Donaukanal und Donau zwischen Schwedenplatz und Reichsbrücke unterwegs',
    'Through the historic lock at Nussdorf': 'Durch die historische Schleuse Nussdorf',

    // Giant Ferris Wheel.
    'Ride one of the world’s oldest Ferris wheels, built in 1897':
      'Fahrt mit einem der ältesten Riesenräder der Welt, erbaut 1897',
    'Views over Vienna from almost 65 metres': 'Blick über Wien aus fast 65 Metern Höhe',
    'The wheel from the film The Third Man': 'Das Riesenrad aus dem Film „Der dritte Mann“',
    'Ride on the Giant Ferris Wheel': 'Fahrt mit dem Riesenrad',
    'Entry to the Riesenrad panorama exhibition': 'Eintritt ins Riesenrad-Panorama',
    'Other Prater rides': 'Andere Fahrgeschäfte im Prater',

    // Big Bus Vienna.
    'Open-top buses around the Ringstrasse, past the State Opera and the Hofburg':
      'Offene Doppeldecker über die Ringstraße, vorbei an Staatsoper und Hofburg',
    'Routes to Schönbrunn Palace and the Prater': 'Linien zum Schloss Schönbrunn und zum Prater',
    'Hop-on hop-off bus ticket': 'Hop-on-Hop-off-Busticket',
    'Attraction entry fees': 'Eintrittsgelder für Sehenswürdigkeiten',
    '24-hour ticket': '24-Stunden-Ticket',
    '48-hour ticket': '48-Stunden-Ticket',
    '72-hour ticket': '72-Stunden-Ticket',
  },
  ar: {
    // Collection blurb.
    'Schönbrunn Palace, the Spanish Riding School, the Belvedere and Mozart concerts in Vienna.':
      'قصر شونبرون ومدرسة الفروسية الإسبانية وقصر البلفيدير وحفلات موتسارت في فيينا.',

    // Schönbrunn Palace.
    'Walk through 40 rooms of the imperial apartments': 'تجوّل في 40 غرفة من الأجنحة الإمبراطورية',
    'The Hall of Mirrors, where six-year-old Mozart played for Maria Theresa':
      'قاعة المرايا حيث عزف موتسارت وهو في السادسة من عمره أمام ماريا تيريزا',
    'The Great Gallery and the rooms of Franz Joseph and Sisi': 'القاعة الكبرى وغرف فرانتس يوزف وسيسي',
    'Timed entry to Schönbrunn Palace': 'دخول قصر شونبرون في موعد محدد',
    'Entry to the Privy Garden, Gloriette and Maze': 'دخول حديقة ولي العهد والغلورييت والمتاهة',
    'Skip the ticket line with a guide': 'تجاوز طابور التذاكر برفقة المرشد',
    'Stories of Maria Theresa, Franz Joseph and Empress Sisi':
      'حكايات ماريا تيريزا وفرانتس يوزف والإمبراطورة سيسي',
    'Stroll the baroque gardens to the Neptune Fountain': 'نزهة في الحدائق الباروكية حتى نافورة نبتون',
    'Skip-the-line entry to the palace': 'دخول القصر دون انتظار',

    // Hofburg.
    'The life and myth of Empress Elisabeth in the Sisi Museum':
      'حياة الإمبراطورة إليزابيث وأسطورتها في متحف سيسي',
    'Franz Joseph’s study and Sisi’s gymnastics room': 'مكتب فرانتس يوزف وغرفة الرياضة الخاصة بسيسي',
    'Imperial tableware in the Silver Collection': 'أدوات المائدة الإمبراطورية في مجموعة الفضيات',
    'Entry to the Sisi Museum, Imperial Apartments and Silver Collection':
      'دخول متحف سيسي والأجنحة الإمبراطورية ومجموعة الفضيات',

    // Belvedere.
    'See Gustav Klimt’s The Kiss': 'شاهد لوحة «القبلة» لغوستاف كليمت',
    'The world’s largest collection of Klimt paintings': 'أكبر مجموعة من لوحات كليمت في العالم',
    'Masterpieces by Egon Schiele and Oskar Kokoschka': 'روائع إيغون شيله وأوسكار كوكوشكا',
    'Timed entry to the Upper Belvedere': 'دخول البلفيدير العلوي في موعد محدد',
    'Entry to the permanent collection': 'دخول المجموعة الدائمة',
    'Entry to the Lower Belvedere': 'دخول البلفيدير السفلي',

    // Spanish Riding School.
    'Watch the white Lipizzaner stallions train to classical music':
      'شاهد خيول الليبيتسانر البيضاء تتدرّب على أنغام الموسيقى الكلاسيكية',
    'In the baroque Winter Riding School of the Hofburg':
      'في قاعة الفروسية الشتوية الباروكية داخل قصر هوفبورغ',
    'Come and go as you like during the session': 'ادخل واخرج متى شئت خلال فترة التدريب',
    'Entry to the Morning Exercise': 'دخول التدريب الصباحي',
    'Unreserved seating': 'مقاعد غير محجوزة مسبقًا',
    'Lipizzaner performances': 'عروض خيول الليبيتسانر',
    'Guided tour of the stables': 'جولة مع مرشد في الإسطبلات',

    // Mozart concert.
    'Mozart’s best-loved works in the Golden Hall': 'أحب أعمال موتسارت إلى الجمهور في القاعة الذهبية',
    'Musicians in 18th-century costume and wigs': 'عازفون بأزياء وشعر مستعار من القرن الثامن عشر',
    'Arias from The Magic Flute and Don Giovanni': 'آريات من أوبرا «الناي السحري» و«دون جوفاني»',
    'Concert ticket': 'تذكرة الحفل',
    'Numbered seat': 'مقعد مرقّم',
    'Category A': 'الفئة أ',
    'Category B': 'الفئة ب',
    'Category C': 'الفئة ج',

    // Danube cruise.
    'Sail the Danube Canal and the Danube between Schwedenplatz and the Reichsbrücke':
      'أبحر في قناة الدانوب ونهر الدانوب بين ساحة شفيدنبلاتس وجسر رايخسبروكه',
    'Through the historic lock at Nussdorf': 'عبور الهويس التاريخي في نوسدورف',

    // Giant Ferris Wheel.
    'Ride one of the world’s oldest Ferris wheels, built in 1897':
      'اركب واحدة من أقدم عجلات الملاهي الدوّارة في العالم، شُيّدت عام 1897',
    'Views over Vienna from almost 65 metres': 'إطلالات على فيينا من ارتفاع يقارب 65 مترًا',
    'The wheel from the film The Third Man': 'العجلة التي ظهرت في فيلم «الرجل الثالث»',
    'Ride on the Giant Ferris Wheel': 'جولة على العجلة العملاقة',
    'Entry to the Riesenrad panorama exhibition': 'دخول معرض البانوراما في عجلة ريزنراد',
    'Other Prater rides': 'ألعاب براتر الأخرى',

    // Big Bus Vienna.
    'Open-top buses around the Ringstrasse, past the State Opera and the Hofburg':
      'حافلات مكشوفة تجوب شارع الرينغ مرورًا بدار الأوبرا وقصر هوفبورغ',
    'Routes to Schönbrunn Palace and the Prater': 'خطوط إلى قصر شونبرون ومتنزه براتر',
  },
  ja: {
    // Collection blurb.
    'Schönbrunn Palace, the Spanish Riding School, the Belvedere and Mozart concerts in Vienna.':
      'シェーンブルン宮殿、スペイン乗馬学校、ベルヴェデーレ宮殿、モーツァルトのコンサートなど、ウィーンの見どころ。',

    // Schönbrunn Palace.
    'Walk through 40 rooms of the imperial apartments': '皇帝一家が暮らした40の部屋を見学',
    'The Hall of Mirrors, where six-year-old Mozart played for Maria Theresa':
      '6歳のモーツァルトがマリア・テレジアの前で演奏した「鏡の間」',
    'The Great Gallery and the rooms of Franz Joseph and Sisi':
      '大ギャラリーと、フランツ・ヨーゼフ皇帝とシシィの部屋',
    'Timed entry to Schönbrunn Palace': 'シェーンブルン宮殿への時間指定入場',
    'Entry to the Privy Garden, Gloriette and Maze': '皇太子庭園・グロリエッテ・迷路園への入場',
    'Skip the ticket line with a guide': 'ガイドと一緒にチケット売り場の列に並ばず入場',
    'Stories of Maria Theresa, Franz Joseph and Empress Sisi':
      'マリア・テレジア、フランツ・ヨーゼフ皇帝、皇妃シシィの物語',
    'Stroll the baroque gardens to the Neptune Fountain': 'バロック庭園をネプチューンの泉まで散策',
    'Skip-the-line entry to the palace': '宮殿への優先入場',

    // Hofburg.
    'The life and myth of Empress Elisabeth in the Sisi Museum':
      'シシィ博物館で皇妃エリザベートの生涯と伝説に触れる',
    'Franz Joseph’s study and Sisi’s gymnastics room': 'フランツ・ヨーゼフ皇帝の執務室とシシィの体操室',
    'Imperial tableware in the Silver Collection': '銀器コレクションで皇室の食器を鑑賞',
    'Entry to the Sisi Museum, Imperial Apartments and Silver Collection':
      'シシィ博物館・皇帝の部屋・銀器コレクションへの入場',

    // Belvedere.
    'See Gustav Klimt’s The Kiss': 'グスタフ・クリムトの『接吻』を鑑賞',
    'The world’s largest collection of Klimt paintings': '世界最大のクリムト絵画コレクション',
    'Masterpieces by Egon Schiele and Oskar Kokoschka': 'エゴン・シーレとオスカー・ココシュカの名作',
    'Timed entry to the Upper Belvedere': 'ベルヴェデーレ宮殿上宮への時間指定入場',
    'Entry to the permanent collection': '常設展への入場',
    'Entry to the Lower Belvedere': 'ベルヴェデーレ宮殿下宮への入場',

    // Spanish Riding School.
    'Watch the white Lipizzaner stallions train to classical music':
      '白馬リピッツァナーがクラシック音楽に合わせて調教される様子を見学',
    'In the baroque Winter Riding School of the Hofburg': 'ホーフブルク王宮内のバロック様式の冬季乗馬学校で',
    'Come and go as you like during the session': '調教の時間中は出入り自由',
    'Entry to the Morning Exercise': '朝の調教の見学',
    'Unreserved seating': '自由席',
    'Lipizzaner performances': 'リピッツァナーの公演',
    'Guided tour of the stables': '厩舎のガイドツアー',

    // Mozart concert.
    'Mozart’s best-loved works in the Golden Hall': '黄金のホールで聴くモーツァルトの名曲',
    'Musicians in 18th-century costume and wigs': '18世紀の衣装とかつらをまとった演奏家たち',
    'Arias from The Magic Flute and Don Giovanni': '『魔笛』と『ドン・ジョヴァンニ』のアリア',
    'Concert ticket': 'コンサートチケット',
    'Numbered seat': '指定席',
    'Category A': 'カテゴリーA',
    'Category B': 'カテゴリーB',
    'Category C': 'カテゴリーC',

    // Danube cruise.
    'Sail the Danube Canal and the Danube between Schwedenplatz and the Reichsbrücke':
      'シュヴェーデンプラッツとライヒスブリュッケの間、ドナウ運河とドナウ川を航行',
    'Through the historic lock at Nussdorf': '歴史あるヌスドルフの閘門を通過',
    Cruise: 'クルーズ',
    'Audio commentary': '音声解説',

    // Giant Ferris Wheel.
    'Ride one of the world’s oldest Ferris wheels, built in 1897': '1897年完成、世界最古級の観覧車に乗車',
    'Views over Vienna from almost 65 metres': '高さ約65mからウィーンを一望',
    'The wheel from the film The Third Man': '映画『第三の男』に登場した観覧車',
    'Ride on the Giant Ferris Wheel': '大観覧車への乗車',
    'Entry to the Riesenrad panorama exhibition': '大観覧車パノラマ展示への入場',
    'Other Prater rides': 'プラーターのその他のアトラクション',

    // Big Bus Vienna.
    'Open-top buses around the Ringstrasse, past the State Opera and the Hofburg':
      'オープントップバスでリング通りを周遊、国立歌劇場やホーフブルク王宮へ',
    'Routes to Schönbrunn Palace and the Prater': 'シェーンブルン宮殿やプラーターへのルート',
    'Hop-on hop-off bus ticket': '乗り降り自由のバスチケット',
    'Attraction entry fees': '観光施設の入場料',
    '24-hour ticket': '24時間チケット',
    '48-hour ticket': '48時間チケット',
    '72-hour ticket': '72時間チケット',
  },
};
