import type { ReviewTexts } from './types.ts';

/**
 * German review lines (see types.ts for the conditions and placeholders). Clauses keep the word order
 * of a main clause, so that `und`, `aber` and `doch` can join them; `{name}` is only ever the subject.
 */
export const de: ReviewTexts = {
  // A comma before "und": the first clause may end with a subordinate one ("…, dass …, und …").
  and: [', und ', '; '],
  but: [', aber ', ', doch '],
  clauses: {
    performers: {
      good: [
        '[sung] die Stimmen waren einfach umwerfend',
        '[sung] die Hauptrollen waren fantastisch gesungen',
        '[musical] bei den großen Ensemblenummern hatte ich Gänsehaut',
        '[theatre][!ballet] die Besetzung war von Anfang bis Ende großartig',
        '[musical] die Liveband klang fantastisch',
        '[opera] die Sopranistin bekam tosenden Applaus',
        '[opera|ballet] das Orchester spielte wunderbar',
        '[ballet] das Ensemble tanzte atemberaubend',
        '[play] die schauspielerische Leistung war großartig',
        '[music] die Musiker waren unglaublich talentiert',
        '[music] das Programm war wunderbar zusammengestellt',
        '[comedy] wir haben Tränen gelacht',
        '[cabaret] die Künstler waren mitreißend',
        '[show] die Vorstellung verging wie im Flug',
      ],
      mixed: [
        '[sung] einer der Hauptdarsteller hatte hörbar Mühe mit den hohen Tönen',
        '[musical] die Hauptrolle wurde von der Zweitbesetzung gespielt',
        '[theatre] die Besetzung war solide, mehr nicht',
        '[opera|ballet] das Orchester wirkte etwas müde',
        '[ballet] das Corps de Ballet war nicht immer synchron',
        '[play] manche Darsteller spielten etwas hölzern',
        '[music] das Konzert war kürzer als erwartet',
        '[comedy] nur die Hälfte der Witze hat gezündet',
        '[show] die Vorstellung kam nur langsam in Fahrt',
      ],
      bad: [
        '[sung] der Ton war so schlecht, dass man die Texte kaum verstand',
        '[musical] drei Hauptrollen wurden ohne Ankündigung von Zweitbesetzungen gespielt',
        '[theatre] die Darsteller spielten ihr Programm lustlos herunter',
        '[opera] der Ersatztenor war der Rolle nicht gewachsen',
        '[ballet] die Tänzer wirkten unkonzentriert und unsauber',
        '[play] die Hälfte der Darsteller nuschelte ihren Text',
        '[music] das Ensemble war offensichtlich kaum eingespielt',
        '[comedy] der Comedian riss nur alte, geschmacklose Witze',
        '[show] die Vorstellung dauerte kaum vierzig Minuten',
      ],
    },
    staging: {
      good: [
        'die Kostüme waren traumhaft',
        'die Inszenierung war spektakulär',
        'das Lichtdesign war wunderschön',
        '[musical|opera] die Umbauten liefen nahtlos',
        '[musical] die Choreografien saßen perfekt',
        '[ballet] das Bühnenbild war wie aus einem Märchen',
        '[play] das Bühnenbild war sehr raffiniert',
      ],
      mixed: [
        'das Bühnenbild wirkte etwas altbacken',
        'die Inszenierung war schlichter als erwartet',
        '[musical] einige Spezialeffekte haben nicht ganz funktioniert',
        '[opera] die moderne Inszenierung war nicht unser Geschmack',
      ],
      bad: [
        'das Bühnenbild sah billig und abgenutzt aus',
        'die Bühne war so dunkel, dass man kaum etwas erkennen konnte',
        'eine technische Panne unterbrach die Vorstellung für zwanzig Minuten',
        'die Kostüme waren abgetragen und schäbig',
      ],
    },
    seats: {
      good: [
        '[theatre] von unseren Plätzen hatten wir perfekte Sicht auf die Bühne',
        '[theatre] selbst vom obersten Rang aus sahen wir alles',
        '[theatre] die Plätze aus dem Saalplan waren genau wie angezeigt',
        'selbst die günstigeren Plätze hatten eine tolle Sicht',
        '[theatre] wir saßen so nah, dass wir jede Regung sahen',
        '[show] unsere Plätze waren ganz vorne',
        '[show] man sah von jedem Platz aus gut',
      ],
      mixed: [
        '[theatre] eine Säule verdeckte einen Teil der Bühne',
        '[theatre] die Beinfreiheit war sehr knapp',
        'wir saßen ziemlich weit hinten und haben Details verpasst',
        '[theatre] die Sitze waren für so einen langen Abend recht eng',
        '[show] es gab freie Platzwahl',
      ],
      bad: [
        '[theatre] unsere Plätze hatten eine eingeschränkte Sicht, von der bei der Buchung nichts stand',
        '[theatre] wir saßen die halbe Vorstellung schräg, um an einem Geländer vorbeizuschauen',
        '[theatre] wir saßen so weit oben, dass die Darsteller wie Ameisen aussahen',
        'wir haben Höchstpreise für Plätze ganz am Rand bezahlt',
        '[show] die Stühle waren hart und man sah die Künstler kaum',
      ],
    },
    venue: {
      good: [
        '[theatre] das Theater selbst ist wunderschön',
        '[theatre] das Personal im Haus war sehr freundlich',
        '[theatre] der Saal hat eine besondere Atmosphäre',
        '[candle] das Kerzenlicht sorgte für eine magische Stimmung',
        '[music] die Akustik war hervorragend',
        '[show] der Veranstaltungsort war wunderschön',
      ],
      mixed: [
        '[theatre] im Saal war es sehr warm',
        'der Saal könnte eine Renovierung vertragen',
        '[show] der Veranstaltungsort war schwer zu finden',
        '[theatre] vor den Damentoiletten wartete man in der Pause ewig',
      ],
      bad: [
        'die Klimaanlage war kaputt und es war unerträglich stickig',
        '[theatre] die Platzanweiser waren unhöflich',
        'die Sicherheitskontrolle dauerte so lange, dass wir den Anfang verpasst haben',
        '[show] der Raum war eng und laut',
        'ständig liefen Leute während der Vorstellung rein und raus',
      ],
    },
    interval: {
      good: [
        'die Pause reichte genau für ein Getränk',
        'die Pausengetränke vorzubestellen war ein super Tipp',
        'an der Bar ging es schnell und freundlich zu',
        '[musical] am Merchandise-Stand gab es schöne Souvenirs',
      ],
      mixed: [
        'die Getränke an der Bar waren sehr teuer',
        'die Pause war zu kurz für ein Getränk',
        'in der Pause gab es schon kein Eis mehr',
      ],
      bad: [
        'wir haben ein Vermögen für warmen Wein im Plastikbecher bezahlt',
        'an der Bar herrschte so ein Chaos, dass wir den Beginn des zweiten Akts verpasst haben',
        'die Pause zog sich fast vierzig Minuten',
      ],
    },
    booking: {
      good: [
        '[!transfer] die Handytickets funktionierten einwandfrei',
        'die Onlinebuchung dauerte keine fünf Minuten',
        'die Bestätigung kam sofort per E-Mail',
        '[theatre] die Platzwahl im Saalplan war ganz einfach',
        '[private] in der Bestätigung standen die Nummer des Fahrers und klare Hinweise',
        '[shared] die Bestätigung erklärte genau, wo der Shuttle abfährt',
        'die Umbuchung auf einen anderen Tag war problemlos',
        '[entry] wir mussten nur die Tickets auf dem Handy zeigen',
      ],
      mixed: [
        '[!transfer] die Tickets kamen erst nach ein paar Stunden',
        'die Buchungsgebühr war höher als erwartet',
        'die Hinweise in der Bestätigung waren etwas vage',
      ],
      bad: [
        '[!transfer] die Tickets kamen nie an und der Kundenservice brauchte Tage für eine Antwort',
        'die Buchungsseite hat uns doppelt belastet',
        '[entry|show|theatre|bus] der QR-Code auf dem Ticket ließ sich nicht scannen',
        '[transfer] die Bestätigung kam erst am Morgen des Fluges',
      ],
    },
    value: {
      good: [
        'es war jeden Cent wert',
        'das Preis-Leistungs-Verhältnis ist top',
        '[transfer] es war günstiger als ein Taxi',
        '[bus] das Ticket hat sich schon am ersten Tag gelohnt',
        '[!transfer] der Preis ist für das Gebotene absolut fair',
      ],
      mixed: [
        'für das Gebotene ist es eher teuer',
        'das Preis-Leistungs-Verhältnis ist okay, mehr nicht',
        '[theatre] die Plätze waren für die Sicht zu teuer',
      ],
      bad: [
        'es war rausgeschmissenes Geld',
        'der Preis ist eine Frechheit',
        'mit den Zusatzkosten vor Ort wurde es richtig teuer',
      ],
    },
    overall: {
      good: [
        '[theatre|show] es war ein fantastischer Abend',
        '[theatre] {name} hält, was der Ruf verspricht',
        '[theatre] {name} hat uns restlos begeistert',
        '[musical] ich summe die Lieder seitdem ständig',
        '[show] wir haben jede Minute genossen',
        '[entry|guided|walking|cruise|bus|dayTrip] es war einer der schönsten Momente unserer Reise',
        '[entry|guided|walking|dayTrip] {name} hat alle unsere Erwartungen übertroffen',
        '[cruise] es gibt keine schönere Art, {city} zu sehen',
        '[bus] so konnten wir uns in {city} wunderbar orientieren',
        '[dining] es war ein perfekter Abend für einen besonderen Anlass',
        '[transfer] der Urlaub begann völlig stressfrei',
        '[transfer] die Ankunft in {city} war dadurch ganz entspannt',
        '[generic][!pass|sim] wir hatten eine tolle Zeit',
        '[pass] der Aufenthalt in {city} war damit viel einfacher',
        '[sim] in {city} online zu bleiben war damit kinderleicht',
        '[walking] einen besseren Einstieg in {city} kann man sich nicht wünschen',
      ],
      mixed: [
        '[!transfer] es war ganz nett, mehr nicht',
        '[theatre|show] es war ein netter Abend ohne echte Höhepunkte',
        '[!transfer] nach den vielen Bewertungen hatten wir mehr erwartet',
        '[transfer] es hat seinen Zweck erfüllt',
        '[generic] es war in Ordnung, nichts Besonderes',
      ],
      bad: [
        '[!transfer] es war der Tiefpunkt unserer Reise',
        '[theatre] wir sind in der Pause gegangen',
        '[show] wir sind nach der Hälfte gegangen',
        '[transfer] es war ein stressiger Start in den Urlaub',
        '[!transfer] ich würde es nicht noch einmal machen',
        '[transfer] ich würde diesen Transfer nicht wieder buchen',
      ],
    },
    entry: {
      good: [
        '[skip] wir sind an einer riesigen Schlange vorbeigelaufen',
        '[skip] ohne Anstehen haben wir mindestens eine Stunde gespart',
        '[timed] wir kamen genau zu unserem Zeitfenster rein',
        'der Einlass dauerte keine zehn Minuten',
        'am Eingang wurden die Tickets auf dem Handy problemlos gescannt',
        '[skip] der bevorzugte Eingang war gut ausgeschildert',
      ],
      mixed: [
        'an der Sicherheitskontrolle mussten wir trotzdem zwanzig Minuten warten',
        'der Eingang war schlecht ausgeschildert',
        '[timed] unser Zeitfenster begann mit einer Viertelstunde Verspätung',
        '[skip] das Ticket ohne Anstehen sparte uns nur ein paar Minuten',
      ],
      bad: [
        '[skip] trotz Ticket ohne Anstehen standen wir über eine Stunde an',
        'das Personal am Eingang kannte unsere Tickets nicht',
        '[timed] niemand achtete auf die Zeitfenster',
        'niemand konnte uns sagen, welchen Eingang wir nehmen sollten',
      ],
    },
    audio: {
      good: [
        'der Audioguide war informativ und leicht verständlich',
        'der Audioguide erklärte genau das, was wir gerade sahen',
        'der Audioguide hatte genau die richtige Menge an Details',
      ],
      mixed: [
        'der Audioguide war etwas trocken',
        'der Audioguide war umständlich zu bedienen',
        'der Audioguide ließ einige der schönsten Stellen aus',
      ],
      bad: [
        'der Audioguide funktionierte überhaupt nicht',
        'die Audioguide-App stürzte ständig ab',
        'niemand erklärte uns, wo es den Audioguide gibt',
      ],
    },
    crowds: {
      good: [
        'es war überraschend leer',
        'wir waren am späten Nachmittag dort und hatten viel Platz',
        '[museum] manche Säle hatten wir fast für uns allein',
      ],
      mixed: [
        'gegen Mittag wurde es sehr voll',
        '[museum] das Gedränge vor den berühmtesten Werken war nervig',
        '[ruins] es gibt kaum Schatten und die Hitze ist heftig',
      ],
      bad: [
        'es war so voll, dass man kaum vorwärtskam',
        '[museum] an die berühmten Werke kam man gar nicht heran',
        'die Menschenmassen haben den Besuch ruiniert',
      ],
    },
    sight: {
      good: [
        '[entry|guided] {name} hat uns sprachlos gemacht',
        '[ruins] der Spaziergang durch die Ruinen war unvergesslich',
        '[museum] die Sammlung ist überwältigend',
        '[view] die Aussicht von oben war atemberaubend',
        '[religious] das Innere ist absolut beeindruckend',
        '[palace] die Räume sind wunderschön erhalten',
        '[animals] die Tiere wirkten gut versorgt',
        '[park] die Fahrgeschäfte haben der ganzen Familie Spaß gemacht',
        '[garden] die Gärten waren wunderschön',
        '[entry] wir hätten dort den ganzen Tag verbringen können',
        '[guided] wir haben viel mehr gesehen als allein',
        '[guided] durch die Erzählungen sahen wir den Ort mit anderen Augen',
        '[walking] wir haben Ecken von {city} entdeckt, die wir allein nie gefunden hätten',
        '[walking] die Route führte zu allen Highlights von {city}',
        '[dayTrip] {name} war das Highlight des Tages',
        '[dayTrip] die Landschaft unterwegs war spektakulär',
        '[dayTrip] wir haben an einem Tag unglaublich viel gesehen',
      ],
      mixed: [
        '[museum|palace|religious] mehrere Säle waren wegen Renovierung geschlossen',
        '[ruins] Teile des Geländes waren abgesperrt',
        '[view] an unserem Tag war es recht diesig',
        '[entry] es war kleiner als erwartet',
        '[guided] wir haben zu viel Zeit an den weniger interessanten Stellen verbracht',
        '[walking] die Route ließ einige Orte aus, die wir gern gesehen hätten',
        '[dayTrip] manche Orte haben wir nur von außen gesehen',
      ],
      bad: [
        '[entry|guided] die Hälfte des Geländes war geschlossen und niemand hat uns vorgewarnt',
        '[museum] die besten Säle waren am Tag unseres Besuchs geschlossen',
        '[view] die oberste Etage war gesperrt, also gab es die Aussicht nur von halber Höhe',
        '[entry|guided|walking] genau das, was wir sehen wollten, war eingerüstet',
        '[walking] wir sind hauptsächlich durch Einkaufsstraßen gelaufen',
        '[dayTrip] wir waren länger in Souvenirläden als an den Sehenswürdigkeiten',
      ],
    },
    guide: {
      good: [
        'unser Guide war kompetent und witzig',
        'unser Guide hat die Geschichte lebendig gemacht',
        'der Guide hat alle unsere Fragen beantwortet',
        'unser Guide hatte unzählige Anekdoten',
        '[dayTrip] unser Guide sorgte dafür, dass der ganze Tag reibungslos lief',
        '[walking|guided] man merkte, dass der Guide {city} liebt',
      ],
      mixed: [
        'der Guide hetzte durch manche Teile',
        'das Englisch des Guides war manchmal schwer zu verstehen',
        'unser Guide las zu viel von seinen Notizen ab',
      ],
      bad: [
        'den Guide konnte man kaum hören und er wirkte gelangweilt',
        'der Guide war mehr mit seinem Handy beschäftigt als mit der Gruppe',
        'der Guide wollte uns ständig etwas verkaufen',
        'der Guide kam zwanzig Minuten zu spät',
      ],
    },
    group: {
      good: [
        '[smallGroup] durch die kleine Gruppe war es sehr persönlich',
        '[private] einen Guide nur für uns zu haben, hat sich absolut gelohnt',
        '[!private] die Gruppe hatte eine angenehme Größe',
        '[headsets] dank der Kopfhörer haben wir jedes Wort verstanden',
        '[private] der Guide ist ganz auf unsere Interessen eingegangen',
      ],
      mixed: [
        '[!private] die Gruppe war größer als erwartet',
        '[headsets] die Kopfhörer rauschten ziemlich',
        '[smallGroup] die „kleine Gruppe“ bestand aus zwanzig Leuten',
      ],
      bad: [
        '[!private] wir waren über vierzig Leute in der Gruppe',
        '[!private] bei dem Lärm der anderen Gruppen hörten wir den Guide kaum',
        '[private] am Ende mussten wir unsere Privattour mit einer anderen Familie teilen',
      ],
    },
    pace: {
      good: [
        'das Tempo war genau richtig',
        'es blieb Zeit für Fotos und Fragen',
        '[!bike] man läuft ganz entspannt',
        '[bike] die Räder waren bequem und gut in Schuss',
      ],
      mixed: [
        'gegen Ende wurde es etwas hektisch',
        '[!bike] man läuft mehr als erwartet',
        '[bike] ein Teil der Strecke führte durch dichten Verkehr',
      ],
      bad: [
        'wir wurden im Eiltempo von einem Punkt zum nächsten gehetzt',
        'die Tour wurde um eine halbe Stunde gekürzt',
        '[bike] die Bremsen an meinem Rad funktionierten kaum',
      ],
    },
    meeting: {
      good: [
        'der Treffpunkt war leicht zu finden',
        'die Beschreibung zum Treffpunkt war sehr klar',
        'der Guide hielt ein Schild hoch, sodass wir die Gruppe sofort fanden',
      ],
      mixed: [
        'der Treffpunkt war etwas schwer zu finden',
        'es dauerte eine Weile, bis die Gruppe endlich loslief',
      ],
      bad: ['am Treffpunkt war niemand', 'der Treffpunkt in der Bestätigung war falsch'],
    },
    transport: {
      good: [
        '[train] der Hochgeschwindigkeitszug war schnell und bequem',
        '[coach] der Reisebus war bequem und klimatisiert',
        '[pickup] die Abholung am Hotel war pünktlich',
        'die Fahrt verging wie im Flug',
      ],
      mixed: [
        '[coach] die Fahrt dauerte länger als gedacht',
        '[pickup] die Abholung kam vierzig Minuten zu spät',
        '[train] im Zug saßen wir nicht zusammen',
      ],
      bad: [
        '[coach] im Bus fiel die Klimaanlage aus',
        '[pickup] man hat vergessen, uns am Hotel abzuholen',
        '[train] den Zug zurück hätten wir fast verpasst',
      ],
    },
    timing: {
      good: [
        'an jedem Stopp hatten wir genug Zeit',
        'es gab viel Freizeit, um selbst auf Entdeckung zu gehen',
        'der Tag war sehr gut getaktet',
      ],
      mixed: ['die Zeit an den einzelnen Stopps war etwas knapp', 'es war ein sehr langer Tag'],
      bad: [
        '[coach] den größten Teil des Tages saßen wir im Bus',
        'am wichtigsten Stopp hatten wir nur vierzig Minuten',
      ],
    },
    views: {
      good: [
        'der Blick vom Wasser auf {city} war herrlich',
        'wir hatten einen tollen Platz auf dem Außendeck',
        '[dinner] die Stadt nachts beleuchtet zu sehen war magisch',
        '[!dinner] das Licht auf dem Wasser war wunderschön',
        'wir haben tolle Fotos von allen Sehenswürdigkeiten gemacht',
      ],
      mixed: [
        'die Scheiben waren etwas beschlagen',
        'das Außendeck war überfüllt',
        '[dining] unser Tisch war nicht am Fenster',
      ],
      bad: [
        'es regnete und die Scheiben waren zu schmutzig, um hinauszusehen',
        '[dining] wir bekamen einen Tisch in der Mitte ohne jede Aussicht',
        '[!dining] wir saßen die ganze Fahrt drinnen hinter einer Säule',
      ],
    },
    commentary: {
      good: [
        '[liveCommentary] die Live-Moderation war interessant und witzig',
        '[audioCommentary] die Audio-Erklärungen waren klar und passten zeitlich',
        'die Erklärungen wiesen auf Dinge hin, die uns sonst nie aufgefallen wären',
        '[bus] wir haben viel über die Sehenswürdigkeiten unterwegs erfahren',
      ],
      mixed: [
        '[cruise] wegen des Motorlärms verstand man die Erklärungen schlecht',
        '[audioCommentary] die Erklärungen hinkten dem Gesehenen hinterher',
        '[bus][audioCommentary] die Kopfhörer waren von schlechter Qualität',
      ],
      bad: [
        'auf unserer Seite funktionierten die Erklärungen nicht',
        '[liveCommentary] der Sprecher nuschelte und man verstand fast nichts',
        '[bus] die Kopfhöreranschlüsse in unserem Bus waren kaputt',
      ],
    },
    boarding: {
      good: [
        'das Einsteigen ging schnell und war gut organisiert',
        'die Anlegestelle war leicht zu finden',
        'wir legten pünktlich ab',
      ],
      mixed: ['das Einsteigen dauerte länger als nötig', 'die Anlegestelle war schlecht ausgeschildert'],
      bad: [
        'das Boot legte ohne Erklärung zwanzig Minuten zu spät ab',
        'das Einsteigen war das reinste Chaos',
      ],
    },
    food: {
      good: [
        '[dinner] das Drei-Gänge-Menü war köstlich',
        '[lunch] das Mittagessen war ausgezeichnet',
        '[cruise] das Essen war viel besser, als wir es auf einem Schiff erwartet hatten',
        '[cruise] der Wein war sehr gut',
        '[dayTrip] das inklusive Mittagessen war reichlich',
        '[generic] die Kostproben waren großzügig',
        '[generic] wir haben Dinge probiert, die wir selbst nie bestellt hätten',
        '[generic] alles, was wir probiert haben, war köstlich',
      ],
      mixed: [
        'die Portionen waren eher klein',
        '[cruise] das Essen war ordentlich, mehr nicht',
        '[dayTrip] das Mittagessen war eher durchschnittlich',
        '[generic] ein paar Kostproben waren enttäuschend',
      ],
      bad: [
        'das Essen war kalt und geschmacklos',
        '[cruise] das Hauptgericht schmeckte aufgewärmt',
        '[dayTrip] das Mittagessen war eine typische Touristenabfertigung',
        '[generic] das Essen war mittelmäßig',
      ],
    },
    service: {
      good: [
        'die Kellner waren aufmerksam und freundlich',
        'der Service war tadellos',
        '[liveMusic] die Livemusik hat den Abend perfekt gemacht',
      ],
      mixed: [
        'zwischen den Gängen dauerte es recht lange',
        '[liveMusic] die Musik war zu laut, um sich zu unterhalten',
      ],
      bad: [
        'auf das Hauptgericht haben wir vierzig Minuten gewartet',
        'das Personal war unfreundlich und hat uns regelrecht vom Boot gescheucht',
      ],
    },
    frequency: {
      good: ['die Busse kamen etwa alle zehn Minuten', 'wir mussten an den Haltestellen nie lange warten'],
      mixed: [
        'an manchen Haltestellen warteten wir über zwanzig Minuten',
        'der letzte Bus fährt ziemlich früh',
      ],
      bad: [
        'wir warteten fast eine Stunde auf einen Bus',
        'volle Busse fuhren einfach an unserer Haltestelle vorbei',
      ],
    },
    route: {
      good: [
        'die Route führt an allen wichtigen Sehenswürdigkeiten vorbei',
        'die Haltestellen liegen direkt bei den großen Attraktionen',
        'das beliebige Aus- und Einsteigen war sehr praktisch',
      ],
      mixed: ['der Streckenplan war verwirrend', 'wegen des Verkehrs dauerte eine Runde ewig'],
      bad: [
        'der Bus stand fast den ganzen Tag im Stau',
        'mehrere Haltestellen auf dem Plan wurden nicht angefahren',
      ],
    },
    deck: {
      good: [
        'die Aussicht vom offenen Oberdeck war fantastisch',
        'wir saßen die ganze Zeit oben und waren begeistert',
      ],
      mixed: ['oben einen Platz zu bekommen war schwierig', 'auf dem Oberdeck wurde es ziemlich kühl'],
      bad: ['das Oberdeck war den ganzen Tag gesperrt', 'die Sitze oben waren nass und schmutzig'],
    },
    driver: {
      good: [
        '[private][!toAirport] unser Fahrer wartete mit einem Namensschild in der Ankunftshalle',
        '[private] der Fahrer half mit dem Gepäck und war sehr freundlich',
        'der Fahrer fuhr sicher und kannte den Weg',
        '[shared] der Fahrer war freundlich und hilfsbereit',
        '[private][toAirport] der Fahrer stand zehn Minuten früher vor dem Hotel',
      ],
      mixed: [
        '[private] der Fahrer sprach kaum Englisch',
        '[private][!toAirport] wir mussten den Fahrer in der Ankunftshalle erst suchen',
        '[shared] der Fahrer war nicht besonders freundlich',
      ],
      bad: [
        '[private] der Fahrer ist nie aufgetaucht und wir mussten ein Taxi nehmen',
        'der Fahrer telefonierte die ganze Fahrt',
        'der Fahrstil war ehrlich gesagt beängstigend',
      ],
    },
    punctuality: {
      good: [
        '[private][!toAirport] trotz unserer Flugverspätung wartete der Fahrer auf uns',
        '[!toAirport] in weniger als einer Stunde waren wir im Hotel',
        '[toAirport] wir waren mit viel Puffer am Flughafen',
        '[shared] der Shuttle fuhr pünktlich ab',
        '[shared] die Shuttle-Haltestelle vor dem Terminal war leicht zu finden',
      ],
      mixed: [
        '[shared] der Shuttle fuhr eine Viertelstunde zu spät ab',
        '[private] die Abholung kam zehn Minuten zu spät',
      ],
      bad: [
        '[!toAirport] wir haben über eine Stunde am Flughafen gewartet',
        '[shared] der Shuttle war voll und wir mussten auf den nächsten warten',
        '[toAirport] wir hätten fast unseren Flug verpasst, weil der Wagen zu spät kam',
      ],
    },
    vehicle: {
      good: [
        '[private] das Auto war blitzsauber und bequem',
        '[private] im Minivan hatten wir alle reichlich Platz',
        '[shared] der Bus war sauber und bequem',
      ],
      mixed: ['[private] das Auto war kleiner als erwartet', '[shared] der Bus war ziemlich alt'],
      bad: [
        '[private] im Auto roch es nach Zigaretten',
        '[shared] der Bus war schmutzig und die Klimaanlage kaputt',
      ],
    },
    luggage: {
      good: [
        'für unser Gepäck war reichlich Platz',
        '[private] der Fahrer hat alle Koffer für uns eingeladen',
        '[shared] der Gepäckraum war groß genug für alle',
      ],
      mixed: [
        '[shared] für den zweiten Koffer mussten wir extra zahlen',
        'unser Gepäck passte gerade so hinein',
      ],
      bad: [
        'unsere Koffer passten nicht hinein und wir mussten sie auf dem Schoß halten',
        '[shared] für ein zusätzliches Gepäckstück wurde uns viel berechnet',
      ],
    },
    experience: {
      good: [
        '[pass] mit dem Pass haben wir einiges gespart',
        '[pass] der Pass deckte alles ab, was wir sehen wollten',
        '[sim] die eSIM war in zwei Minuten aktiviert',
        '[sim] das mobile Internet war überall schnell',
        '[activity] die Aktivität selbst hat riesigen Spaß gemacht',
        '[activity] es war sogar noch besser als auf den Fotos',
        '[food] es war eine tolle Art, die lokale Küche kennenzulernen',
        '[sim] sie funktionierte direkt nach der Landung',
      ],
      mixed: [
        '[pass] man muss sehr viel besichtigen, damit sich der Pass lohnt',
        '[sim] an manchen Orten brach die Verbindung ab',
        '[activity] es war kürzer als erwartet',
        '[food] es gab weniger zu probieren als gedacht',
      ],
      bad: [
        '[pass] mehrere Attraktionen akzeptierten den Pass nicht mehr',
        '[sim] die eSIM hat sich nie verbunden',
        '[activity] es hatte nichts mit der Beschreibung zu tun',
        '[food] es war ein Spaziergang mit zwei, drei Häppchen',
      ],
    },
    staff: {
      good: [
        'das Personal war freundlich und professionell',
        '[food] unsere Gastgeberin war herzlich',
        'alles war bestens organisiert',
      ],
      mixed: ['das Team wirkte etwas unorganisiert', 'es ging zwanzig Minuten später los'],
      bad: ['das Personal war unfreundlich und wenig hilfsbereit', 'die Organisation war katastrophal'],
    },
  },
  verdicts: {
    good: [
      'Absolut empfehlenswert!',
      'Wir können es jedem empfehlen.',
      'Unbedingt buchen, ihr werdet es nicht bereuen.',
      '[theatre|show] Ein unvergesslicher Abend.',
      '[!transfer] Ein Muss in {city}.',
      '[transfer] Beim nächsten Mal buchen wir denselben Transfer.',
      'Wir würden jederzeit wieder buchen.',
      'Uns hat es super gefallen!',
    ],
    mixed: [
      '[!transfer] Ganz okay, aber in {city} gibt es Besseres.',
      'Kann man machen, muss man aber nicht.',
      'Lohnt sich nur mit Rabatt.',
      'Eher Durchschnitt.',
      '[!transfer] In Ordnung, wenn man Zeit übrig hat.',
    ],
    bad: [
      'Finger weg.',
      'Spart euch das Geld.',
      'Sehr enttäuschend.',
      'Wir haben eine Erstattung beantragt.',
      'Nicht empfehlenswert.',
      '[transfer] Nächstes Mal nehmen wir einfach ein Taxi.',
      '[theatre] Sehr schade, wir hatten uns monatelang darauf gefreut.',
    ],
  },
};
