import type { Phrasebook } from './phraseSet.ts';

/**
 * Japanese (ja): the texts of the curated products and collections, keyed by their English text.
 * Titles in running text take 『』; London venue names keep their own spelling.
 */
export const japanese: Phrasebook = {
  // Calls to action.
  'Select seats': '座席を選ぶ',
  'Check availability': '空き状況を確認',

  // Shows ({show} and {venue} are filled per product).
  'See {show} live at the {venue}': '{venue}で『{show}』を生で観劇',
  'Choose your own seats on the seating plan': '座席表からお好きな席を選べます',
  'Instant confirmation with mobile tickets': '予約は即時確定、チケットはスマホで表示',
  'Ticket to {show}': '『{show}』の観劇チケット',
  'Seat of your choice': 'お好きな座席',
  Cloakroom: 'クローク',
  // Seating levels (ticket types and venue sections): London, then the Vienna houses.
  Stalls: '1階席（ストールズ）',
  'Dress Circle': 'ドレスサークル席',
  'Royal Circle': 'ロイヤルサークル席',
  'Grand Circle': 'グランドサークル席',
  'Upper Circle': 'アッパーサークル席',
  Circle: 'サークル席',
  Balcony: 'バルコニー席',
  Parkett: '1階平土間席（パルケット）',
  Parterreloge: '1階ボックス席',
  Balkon: 'バルコン席',
  Galerie: 'ギャラリー席（最上階）',

  // Shared exclusions and ticket types.
  'Food and drinks': '飲食代',
  'Hotel pick-up and drop-off': 'ホテルへの送迎',
  Gratuities: 'チップ',
  'Extra luggage': '追加の手荷物',
  'General admission': '一般チケット',
  'English tour': '英語ツアー',
  'Italian tour': 'イタリア語ツアー',
  'Spanish tour': 'スペイン語ツアー',
  'French tour': 'フランス語ツアー',

  // Shared inclusions.
  Guide: 'ガイド',
  Headsets: 'イヤホンガイド',
  'Audio guide': 'オーディオガイド',
  'Entry tickets': '入場券',

  // Vatican (vatican-museums-tickets.com).
  'Skip the long entrance queue': '入場の長い行列に並ばずに入館',
  'See Michelangelo’s Sistine Chapel ceiling': 'ミケランジェロが描いたシスティーナ礼拝堂の天井画を鑑賞',
  'Raphael Rooms and the Gallery of Maps': 'ラファエロの間と地図のギャラリー',
  'Timed entry to the Vatican Museums': 'バチカン美術館への時間指定入場',
  'Sistine Chapel': 'システィーナ礼拝堂',
  'Expert guide through the museums': '専門ガイドが館内をご案内',
  'Direct passage to St. Peter’s Basilica': 'サン・ピエトロ大聖堂へ直接移動',
  'Enter before the crowds': '混雑する前に入館',
  'Sistine Chapel at its quietest': '最も静かな時間帯のシスティーナ礼拝堂',
  'Early entry': '早朝入場',
  'Climb 551 steps to Michelangelo’s dome': 'ミケランジェロのクーポラへ551段の階段を上る',
  'Panoramic views over Rome': 'ローマを一望するパノラマ',
  'Dome access': 'クーポラ入場',
  'Rarely visited papal gardens': '訪れる人の少ないローマ教皇の庭園',
  'Museums entry included': '美術館の入場料込み',
  'Museums entry': '美術館の入場券',

  // Rome airport transfers (rome-airport-transfers.com).
  'Driver waits with a name sign': 'ドライバーがお名前入りのボードを持ってお待ちします',
  '45 minutes of free waiting time': '45分間の無料待機',
  'Door-to-door to your hotel': 'ホテルまでドア・ツー・ドア',
  'Private vehicle and driver': '専用車とドライバー',
  'Tolls and parking': '高速料金・駐車場代',
  'Sedan (up to 3)': 'セダン（最大3名）',
  'Minivan (up to 7)': 'ミニバン（最大7名）',
  'Meet and greet in arrivals': '到着ロビーでお出迎え',
  'Hotel pick-up at your chosen time': 'ご希望の時間にホテルへお迎え',
  'Fixed price, no meter': 'メーターなしの定額料金',
  'Departures every 90 minutes': '90分ごとに出発',
  'Free Wi-Fi on board': '車内無料Wi-Fi',
  'Shuttle bus seat': 'シャトルバスの座席',
  'One suitcase': 'スーツケース1個',
  'One way': '片道',
  Return: '往復',
  'Timed to Ryanair and Wizz Air arrivals': 'ライアンエアーとウィズエアーの到着に合わせて運行',

  // Collection blurbs.
  'Book tickets for the best West End musicals and plays in London, from The Lion King to Hamilton.':
    '『ライオンキング』から『ハミルトン』まで、ロンドン・ウエストエンドの人気ミュージカルと演劇のチケットを予約。',
  'Tickets for the Vienna State Opera, the Volksoper and the musicals of the Raimund Theater and the Ronacher.':
    'ウィーン国立歌劇場、フォルクスオーパー、ライムント劇場とロナハー劇場のミュージカルのチケット。',
  'Vatican Museums and Sistine Chapel tickets and tours, with St. Peter’s Basilica.':
    'バチカン美術館とシスティーナ礼拝堂のチケットとツアー。サン・ピエトロ大聖堂も。',
  'Private and shared transfers between Rome and Fiumicino (FCO) or Ciampino (CIA) airports.':
    'ローマ市内とフィウミチーノ空港（FCO）・チャンピーノ空港（CIA）を結ぶ専用車・乗合送迎。',
};
