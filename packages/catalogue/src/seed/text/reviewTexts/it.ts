import type { ReviewTexts } from './types.ts';

/** Italian review lines (see types.ts for the conditions and placeholders). */
export const it: ReviewTexts = {
  and: [' e ', ', e ', '; '],
  but: [', ma ', ', però ', ', anche se '],
  clauses: {
    performers: {
      good: [
        '[sung] le voci erano da brividi',
        '[sung] i protagonisti avevano voci straordinarie',
        '[musical] i numeri corali mi hanno fatto venire la pelle d’oca',
        '[theatre][!ballet] il cast era eccezionale dall’inizio alla fine',
        '[musical] l’orchestra dal vivo suonava benissimo',
        '[opera] il soprano ha ricevuto un’ovazione meritatissima',
        '[opera|ballet] l’orchestra era magnifica',
        '[ballet] i ballerini erano di un’eleganza incredibile',
        '[play] gli attori erano bravissimi',
        '[music] i musicisti avevano un talento enorme',
        '[music] il programma era scelto benissimo',
        '[comedy] abbiamo riso fino alle lacrime',
        '[cabaret] gli artisti erano travolgenti',
        '[show] lo spettacolo è volato',
      ],
      mixed: [
        '[sung] uno dei protagonisti faticava sulle note alte',
        '[musical] il ruolo principale era affidato a un sostituto',
        '[theatre] il cast faceva il suo dovere senza brillare',
        '[opera|ballet] l’orchestra sembrava un po’ spenta',
        '[ballet] il corpo di ballo non era sempre sincronizzato',
        '[play] alcuni attori recitavano in modo un po’ forzato',
        '[music] il concerto è durato meno del previsto',
        '[comedy] solo metà delle battute facevano ridere',
        '[show] lo spettacolo ci ha messo un po’ a decollare',
      ],
      bad: [
        '[sung] il suono era così impastato che non si capivano i testi',
        '[musical] tre ruoli principali erano coperti da sostituti senza alcun avviso',
        '[theatre] gli attori sembravano recitare con il pilota automatico',
        '[opera] il tenore sostituto non era all’altezza',
        '[ballet] la danza era imprecisa e trascurata',
        '[play] metà del cast si mangiava le battute',
        '[music] i musicisti erano chiaramente poco preparati',
        '[comedy] il comico faceva battute vecchie e di cattivo gusto',
        '[show] lo spettacolo è durato a malapena quaranta minuti',
      ],
    },
    staging: {
      good: [
        'i costumi erano splendidi',
        'la messa in scena era spettacolare',
        'le luci erano bellissime',
        '[musical|opera] i cambi di scena erano perfetti',
        '[musical] le coreografie erano precisissime',
        '[ballet] le scenografie sembravano uscite da una fiaba',
        '[play] la scenografia era molto ingegnosa',
      ],
      mixed: [
        'la scenografia sembrava un po’ datata',
        'la messa in scena era più semplice del previsto',
        '[musical] alcuni effetti speciali non sono riusciti bene',
        '[opera] la regia moderna non ci ha convinti',
      ],
      bad: [
        'la scenografia sembrava economica e consumata',
        'il palco era così buio che non si vedeva quasi niente',
        'un guasto tecnico ha interrotto lo spettacolo per venti minuti',
        'i costumi erano logori e trasandati',
      ],
    },
    seats: {
      good: [
        '[theatre] dai nostri posti si vedeva benissimo il palco',
        '[theatre] si vedeva tutto anche dalla galleria',
        '[theatre] i posti scelti sulla mappa erano esattamente come indicato',
        'anche i posti più economici avevano un’ottima visuale',
        '[theatre] eravamo così vicini da vedere ogni espressione',
        '[show] i nostri posti erano vicinissimi al palco',
        '[show] si vedeva bene da qualsiasi posto',
      ],
      mixed: [
        '[theatre] una colonna copriva parte del palco',
        '[theatre] c’era pochissimo spazio per le gambe',
        'eravamo piuttosto lontani e ci siamo persi qualche dettaglio',
        '[theatre] le poltrone erano strette per una serata così lunga',
        '[show] i posti non erano numerati',
      ],
      bad: [
        '[theatre] i nostri posti avevano la visuale ridotta e nessuno ce l’aveva detto al momento della prenotazione',
        '[theatre] abbiamo passato metà spettacolo piegati di lato per vedere oltre una ringhiera',
        '[theatre] eravamo così in alto che gli artisti sembravano formiche',
        'abbiamo pagato a peso d’oro dei posti tutti di lato',
        '[show] le sedie erano scomode e si vedevano a malapena gli artisti',
      ],
    },
    venue: {
      good: [
        '[theatre] il teatro in sé è meraviglioso',
        '[theatre] il personale di sala era gentilissimo',
        '[theatre] la sala ha un’atmosfera unica',
        '[candle] l’atmosfera a lume di candela era magica',
        '[music] l’acustica era eccellente',
        '[show] il locale era bellissimo',
      ],
      mixed: [
        '[theatre] in sala faceva molto caldo',
        'la sala avrebbe bisogno di una rinfrescata',
        '[show] il posto era difficile da trovare',
        '[theatre] per i bagni durante l’intervallo si aspettava un’eternità',
      ],
      bad: [
        'l’aria condizionata non funzionava e si soffocava',
        '[theatre] le maschere erano scortesi',
        'i controlli di sicurezza all’ingresso sono stati così lenti che ci siamo persi l’inizio',
        '[show] il locale era angusto e rumoroso',
        'la gente continuava a entrare e uscire durante lo spettacolo',
      ],
    },
    interval: {
      good: [
        'l’intervallo bastava giusto per bere qualcosa',
        'ordinare le bevande per l’intervallo in anticipo è stata un’ottima idea',
        'al bar erano veloci e gentili',
        '[musical] allo shop c’erano dei bei souvenir',
      ],
      mixed: [
        'al bar i prezzi erano altissimi',
        'l’intervallo era troppo breve per prendere da bere',
        'all’intervallo i gelati erano già finiti',
      ],
      bad: [
        'abbiamo pagato una fortuna per del vino tiepido nei bicchieri di plastica',
        'al bar c’era un tale caos che ci siamo persi l’inizio del secondo atto',
        'l’intervallo è durato quasi quaranta minuti',
      ],
    },
    booking: {
      good: [
        '[!transfer] i biglietti sul cellulare hanno funzionato alla perfezione',
        'prenotare online ha richiesto meno di cinque minuti',
        'l’email di conferma è arrivata subito',
        '[theatre] scegliere i posti sulla mappa della sala è stato facilissimo',
        '[private] la conferma riportava il numero dell’autista e istruzioni chiarissime',
        '[shared] la conferma spiegava esattamente da dove parte la navetta',
        'cambiare la data della prenotazione è stato semplicissimo',
        '[entry] è bastato mostrare i biglietti sul telefono',
      ],
      mixed: [
        '[!transfer] i biglietti sono arrivati dopo qualche ora',
        'i costi di prenotazione erano più alti del previsto',
        'le istruzioni nella conferma erano un po’ vaghe',
      ],
      bad: [
        '[!transfer] i biglietti non sono mai arrivati e l’assistenza ha risposto dopo giorni',
        'il sito ci ha addebitato due volte',
        '[entry|show|theatre|bus] il codice QR del biglietto non veniva letto',
        '[transfer] la conferma è arrivata solo la mattina del volo',
      ],
    },
    value: {
      good: [
        'vale ogni centesimo',
        'il rapporto qualità-prezzo è ottimo',
        '[transfer] costava meno di un taxi',
        '[bus] il biglietto si ripaga già il primo giorno',
        '[!transfer] il prezzo è più che giusto per quello che offre',
      ],
      mixed: [
        'è un po’ caro per quello che offre',
        'il rapporto qualità-prezzo è nella media',
        '[theatre] i posti erano cari rispetto alla visuale',
      ],
      bad: [
        'sono stati soldi buttati',
        'il prezzo è un furto',
        'con i costi extra sul posto è diventato carissimo',
      ],
    },
    overall: {
      good: [
        '[theatre|show] è stata una serata fantastica',
        '[theatre] {name} merita tutta la sua fama',
        '[theatre] rivedremmo {name} domani stesso',
        '[musical] canticchio le canzoni da giorni',
        '[show] ci siamo goduti ogni minuto',
        '[entry|guided|walking|cruise|bus|dayTrip] è stato uno dei momenti più belli del viaggio',
        '[entry|guided|walking|dayTrip] {name} ha superato ogni nostra aspettativa',
        '[cruise] è il modo migliore per vedere {city}',
        '[bus] è stato perfetto per orientarci a {city}',
        '[dining] è stata una serata perfetta per un’occasione speciale',
        '[transfer] la vacanza è cominciata senza stress',
        '[transfer] arrivare a {city} è stato facilissimo',
        '[generic][!pass|sim] ci siamo divertiti tantissimo',
        '[pass] ci ha semplificato parecchio il soggiorno a {city}',
        '[sim] restare connessi a {city} è stato semplicissimo',
        '[walking] è stata la migliore introduzione a {city} che potessimo desiderare',
      ],
      mixed: [
        '[!transfer] è stato carino e niente di più',
        '[theatre|show] è stata una serata piacevole e poco più',
        '[!transfer] dopo tante recensioni positive ci aspettavamo di più',
        '[transfer] ha fatto il suo dovere',
        '[generic] è stato discreto, niente di speciale',
      ],
      bad: [
        '[!transfer] è stata la parte peggiore del viaggio',
        '[theatre] siamo andati via all’intervallo',
        '[show] siamo usciti a metà spettacolo',
        '[transfer] è stato un inizio di viaggio stressante',
        '[!transfer] non lo rifarei',
        '[transfer] non prenoterei più questo transfer',
      ],
    },
    entry: {
      good: [
        '[skip] siamo passati davanti a una coda enorme',
        '[skip] saltare la fila ci ha fatto risparmiare almeno un’ora',
        '[timed] siamo entrati esattamente all’orario prenotato',
        'siamo entrati in meno di dieci minuti',
        'all’ingresso hanno scansionato i biglietti sul telefono senza problemi',
        '[skip] l’ingresso prioritario era ben segnalato',
      ],
      mixed: [
        'abbiamo comunque aspettato venti minuti ai controlli di sicurezza',
        'l’ingresso non era segnalato bene',
        '[timed] il nostro turno è iniziato con un quarto d’ora di ritardo',
        '[skip] il salta fila ci ha fatto risparmiare solo pochi minuti',
      ],
      bad: [
        '[skip] abbiamo fatto più di un’ora di coda nonostante i biglietti salta fila',
        'il personale all’ingresso non riconosceva i nostri biglietti',
        '[timed] nessuno rispettava gli orari di ingresso',
        'nessuno sapeva dirci da quale ingresso passare',
      ],
    },
    audio: {
      good: [
        'l’audioguida era completa e facile da seguire',
        'l’audioguida spiegava esattamente cosa stavamo guardando',
        'l’audioguida aveva il giusto livello di dettaglio',
      ],
      mixed: [
        'l’audioguida era un po’ noiosa',
        'l’audioguida non era molto intuitiva',
        'l’audioguida saltava alcuni dei punti più belli',
      ],
      bad: [
        'l’audioguida non ha mai funzionato',
        'l’app dell’audioguida continuava a bloccarsi',
        'nessuno ci ha spiegato dove ritirare l’audioguida',
      ],
    },
    crowds: {
      good: [
        'c’era sorprendentemente poca gente',
        'siamo andati nel tardo pomeriggio ed eravamo tranquillissimi',
        '[museum] alcune sale le abbiamo avute quasi tutte per noi',
      ],
      mixed: [
        'verso mezzogiorno c’era davvero tanta gente',
        '[museum] la calca davanti alle opere più famose era snervante',
        '[ruins] c’è pochissima ombra e col caldo è dura',
      ],
      bad: [
        'c’era così tanta gente che non si riusciva a camminare',
        '[museum] è stato impossibile avvicinarsi alle opere più note',
        'la folla ha rovinato la visita',
      ],
    },
    sight: {
      good: [
        '[entry|guided] {name} ci ha lasciati senza fiato',
        '[ruins] camminare tra le rovine è stato indimenticabile',
        '[museum] la collezione è straordinaria',
        '[view] la vista dall’alto è mozzafiato',
        '[religious] l’interno è di una bellezza incredibile',
        '[palace] le sale sono conservate magnificamente',
        '[animals] gli animali sembravano ben curati',
        '[park] le attrazioni sono piaciute a tutta la famiglia',
        '[garden] i giardini erano splendidi',
        '[entry] avremmo potuto restarci tutto il giorno',
        '[guided] abbiamo visto molto più di quanto avremmo visto da soli',
        '[guided] grazie ai racconti abbiamo visto il luogo con altri occhi',
        '[walking] abbiamo scoperto angoli di {city} che da soli non avremmo mai trovato',
        '[walking] il percorso toccava tutti i luoghi più belli di {city}',
        '[dayTrip] la visita a {name} ha reso speciale la giornata',
        '[dayTrip] il paesaggio lungo la strada era spettacolare',
        '[dayTrip] abbiamo visto tantissimo in un solo giorno',
      ],
      mixed: [
        '[museum|palace|religious] diverse sale erano chiuse per lavori',
        '[ruins] parte del sito era transennata',
        '[view] il giorno della nostra visita c’era foschia',
        '[entry] era più piccolo di quanto pensassimo',
        '[guided] ci siamo soffermati troppo nei punti meno interessanti',
        '[walking] il percorso ha tralasciato alcuni posti che speravamo di vedere',
        '[dayTrip] alcuni luoghi li abbiamo visti solo da fuori',
      ],
      bad: [
        '[entry|guided] metà del sito era chiusa e nessuno ci aveva avvisati',
        '[museum] le sale migliori erano chiuse il giorno della visita',
        '[view] l’ultimo piano era chiuso e abbiamo visto il panorama solo da metà altezza',
        '[entry|guided|walking] c’erano impalcature proprio su ciò che volevamo vedere',
        '[walking] abbiamo camminato soprattutto tra vie piene di negozi',
        '[dayTrip] abbiamo passato più tempo nei negozi di souvenir che a visitare',
      ],
    },
    guide: {
      good: [
        'la nostra guida era preparatissima e simpatica',
        'la guida ha reso viva la storia',
        'la guida ha risposto a tutte le nostre domande',
        'la nostra guida aveva mille aneddoti',
        '[dayTrip] la guida ha fatto filare tutto liscio per l’intera giornata',
        '[walking|guided] si vedeva che la guida ama {city}',
      ],
      mixed: [
        'la guida correva un po’ troppo in certe parti',
        'a volte la guida era difficile da capire',
        'la guida leggeva troppo dai suoi appunti',
      ],
      bad: [
        'la guida non si sentiva e sembrava annoiata',
        'la guida passava più tempo al telefono che con il gruppo',
        'la guida cercava continuamente di venderci qualcosa',
        'la guida è arrivata con venti minuti di ritardo',
      ],
    },
    group: {
      good: [
        '[smallGroup] il gruppo piccolo ha reso tutto più personale',
        '[private] avere una guida tutta per noi è valso ogni euro',
        '[!private] il gruppo aveva le dimensioni giuste',
        '[headsets] con gli auricolari si sentiva tutto',
        '[private] la guida ha adattato la visita ai nostri interessi',
      ],
      mixed: [
        '[!private] il gruppo era più numeroso del previsto',
        '[headsets] gli auricolari gracchiavano parecchio',
        '[smallGroup] il «piccolo gruppo» era di una ventina di persone',
      ],
      bad: [
        '[!private] nel gruppo eravamo più di quaranta',
        '[!private] con il rumore degli altri gruppi la guida non si sentiva',
        '[private] alla fine abbiamo condiviso il tour privato con un’altra famiglia',
      ],
    },
    pace: {
      good: [
        'il ritmo era perfetto',
        'c’era tempo per foto e domande',
        '[!bike] si cammina poco e con calma',
        '[bike] le bici erano comode e ben tenute',
      ],
      mixed: [
        'verso la fine è stato un po’ di corsa',
        '[!bike] si cammina più del previsto',
        '[bike] parte del percorso era molto trafficata',
      ],
      bad: [
        'ci hanno trascinati di corsa da un punto all’altro',
        'il tour è stato accorciato di mezz’ora',
        '[bike] i freni della mia bici funzionavano a malapena',
      ],
    },
    meeting: {
      good: [
        'il punto d’incontro era facile da trovare',
        'le indicazioni per il punto d’incontro erano chiarissime',
        'la guida aveva un cartello e abbiamo trovato subito il gruppo',
      ],
      mixed: [
        'il punto d’incontro era un po’ difficile da trovare',
        'il gruppo ci ha messo parecchio a partire',
      ],
      bad: [
        'al punto d’incontro non c’era nessuno',
        'il punto d’incontro indicato nella conferma era sbagliato',
      ],
    },
    transport: {
      good: [
        '[train] il treno ad alta velocità era veloce e comodo',
        '[coach] il pullman era comodo e climatizzato',
        '[pickup] il ritiro in hotel è stato puntualissimo',
        'il viaggio è volato',
      ],
      mixed: [
        '[coach] il tragitto è stato più lungo del previsto',
        '[pickup] sono passati a prenderci in hotel con quaranta minuti di ritardo',
        '[train] in treno i nostri posti non erano vicini',
      ],
      bad: [
        '[coach] l’aria condizionata del pullman si è guastata',
        '[pickup] si sono dimenticati di venirci a prendere in hotel',
        '[train] abbiamo quasi perso il treno del ritorno',
      ],
    },
    timing: {
      good: [
        'avevamo il tempo giusto a ogni tappa',
        'c’era parecchio tempo libero per esplorare da soli',
        'la giornata era organizzata benissimo',
      ],
      mixed: ['il tempo a ogni tappa era un po’ poco', 'è stata una giornata lunghissima'],
      bad: [
        '[coach] la maggior parte della giornata l’abbiamo trascorsa seduti in pullman',
        'alla tappa principale abbiamo avuto solo quaranta minuti',
      ],
    },
    views: {
      good: [
        'la vista su {city} dall’acqua era stupenda',
        'abbiamo trovato un ottimo posto sul ponte esterno',
        '[dinner] vedere la città illuminata di notte è stato magico',
        '[!dinner] la luce sull’acqua era bellissima',
        'abbiamo fatto foto bellissime di tutti i monumenti',
      ],
      mixed: [
        'i vetri erano un po’ appannati',
        'il ponte esterno era strapieno',
        '[dining] il nostro tavolo non era vicino al finestrino',
      ],
      bad: [
        'pioveva e i vetri erano troppo sporchi per vedere fuori',
        '[dining] ci hanno dato un tavolo al centro senza alcuna vista',
        '[!dining] siamo rimasti bloccati dentro dietro una colonna per tutto il giro',
      ],
    },
    commentary: {
      good: [
        '[liveCommentary] il commento dal vivo era interessante e divertente',
        '[audioCommentary] il commento audio era chiaro e ben sincronizzato',
        'il commento indicava dettagli che non avremmo mai notato',
        '[bus] abbiamo imparato tanto sui luoghi che attraversavamo',
      ],
      mixed: [
        '[cruise] con il rumore del motore il commento si sentiva male',
        '[audioCommentary] il commento non andava di pari passo con quello che vedevamo',
        '[bus][audioCommentary] le cuffie erano di pessima qualità',
      ],
      bad: [
        'dal nostro lato il commento non funzionava',
        '[liveCommentary] il commentatore borbottava e non si capiva niente',
        '[bus] le prese per le cuffie del nostro bus erano rotte',
      ],
    },
    boarding: {
      good: [
        'l’imbarco è stato rapido e ben organizzato',
        'il pontile era facile da trovare',
        'siamo partiti puntualissimi',
      ],
      mixed: ['l’imbarco è durato più del necessario', 'il pontile non era ben segnalato'],
      bad: [
        'il battello è partito con venti minuti di ritardo senza spiegazioni',
        'l’imbarco è stato un caos totale',
      ],
    },
    food: {
      good: [
        '[dinner] la cena di tre portate era deliziosa',
        '[lunch] il pranzo era ottimo',
        '[cruise] si mangiava molto meglio di quanto ci aspettassimo su una barca',
        '[cruise] il vino era buonissimo',
        '[dayTrip] il pranzo incluso era abbondante',
        '[generic] gli assaggi erano generosi',
        '[generic] abbiamo provato cose che da soli non avremmo mai ordinato',
        '[generic] era tutto buonissimo',
      ],
      mixed: [
        'le porzioni erano un po’ scarse',
        '[cruise] il cibo era discreto e niente più',
        '[dayTrip] il pranzo era nella media',
        '[generic] un paio di assaggi ci hanno deluso',
      ],
      bad: [
        'il cibo era freddo e insapore',
        '[cruise] il piatto principale sapeva di riscaldato',
        '[dayTrip] il pranzo era un menù turistico di bassa qualità',
        '[generic] il cibo era mediocre',
      ],
    },
    service: {
      good: [
        'i camerieri erano attenti e cordiali',
        'il servizio era impeccabile',
        '[liveMusic] la musica dal vivo ha reso speciale la serata',
      ],
      mixed: [
        'il servizio era lento tra una portata e l’altra',
        '[liveMusic] la musica era troppo alta per chiacchierare',
      ],
      bad: [
        'abbiamo aspettato quaranta minuti il secondo',
        'il personale era sgarbato e ci ha fatti scendere di fretta',
      ],
    },
    frequency: {
      good: ['passava un bus ogni dieci minuti circa', 'non abbiamo mai aspettato molto alle fermate'],
      mixed: ['ad alcune fermate abbiamo aspettato più di venti minuti', 'l’ultimo bus parte troppo presto'],
      bad: ['abbiamo aspettato un bus per quasi un’ora', 'i bus passavano pieni senza fermarsi'],
    },
    route: {
      good: [
        'il percorso tocca tutte le attrazioni principali',
        'le fermate sono proprio accanto ai monumenti più importanti',
        'poter scendere dove volevamo era comodissimo',
      ],
      mixed: ['la mappa del percorso era confusa', 'con il traffico il giro completo era lentissimo'],
      bad: [
        'il bus è rimasto imbottigliato nel traffico quasi tutto il giorno',
        'diverse fermate sulla mappa non erano servite',
      ],
    },
    deck: {
      good: [
        'la vista dal piano superiore scoperto era fantastica',
        'siamo stati sempre al piano di sopra e ci è piaciuto moltissimo',
      ],
      mixed: ['era difficile trovare posto al piano di sopra', 'al piano di sopra faceva freschino'],
      bad: [
        'il piano superiore è rimasto chiuso tutto il giorno',
        'i sedili di sopra erano bagnati e sporchi',
      ],
    },
    driver: {
      good: [
        '[private][!toAirport] l’autista ci aspettava agli arrivi con un cartello con il nostro nome',
        '[private] l’autista ci ha aiutati con i bagagli ed era gentilissimo',
        'l’autista guidava con prudenza e conosceva bene la strada',
        '[shared] l’autista era cordiale e disponibile',
        '[private][toAirport] l’autista era sotto l’hotel con dieci minuti di anticipo',
      ],
      mixed: [
        '[private] l’autista parlava pochissimo inglese',
        '[private][!toAirport] ci abbiamo messo un po’ a trovare l’autista agli arrivi',
        '[shared] l’autista non era molto cordiale',
      ],
      bad: [
        '[private] l’autista non si è mai presentato e abbiamo dovuto prendere un taxi',
        'l’autista è stato al telefono per tutto il tragitto',
        'l’autista guidava in modo davvero spericolato',
      ],
    },
    punctuality: {
      good: [
        '[private][!toAirport] nonostante il ritardo del volo l’autista ci stava aspettando',
        '[!toAirport] in meno di un’ora eravamo in hotel',
        '[toAirport] siamo arrivati in aeroporto con largo anticipo',
        '[shared] la navetta è partita in perfetto orario',
        '[shared] la fermata della navetta era facile da trovare all’uscita del terminal',
      ],
      mixed: [
        '[shared] la navetta è partita con un quarto d’ora di ritardo',
        '[private] l’autista è arrivato con dieci minuti di ritardo',
      ],
      bad: [
        '[!toAirport] abbiamo aspettato più di un’ora in aeroporto',
        '[shared] la navetta era piena e abbiamo dovuto aspettare la successiva',
        '[toAirport] abbiamo quasi perso il volo perché l’auto era in ritardo',
      ],
    },
    vehicle: {
      good: [
        '[private] l’auto era pulitissima e comoda',
        '[private] nel minivan c’era spazio per tutti',
        '[shared] il bus era pulito e confortevole',
      ],
      mixed: ['[private] l’auto era più piccola del previsto', '[shared] il bus era piuttosto vecchio'],
      bad: [
        '[private] l’auto puzzava di fumo',
        '[shared] il bus era sporco e l’aria condizionata non funzionava',
      ],
    },
    luggage: {
      good: [
        'c’era tanto spazio per i bagagli',
        '[private] l’autista ha caricato tutte le valigie',
        '[shared] il bagagliaio era abbastanza grande per tutti',
      ],
      mixed: ['[shared] abbiamo dovuto pagare a parte la seconda valigia', 'i bagagli ci stavano a malapena'],
      bad: [
        'le valigie non ci stavano e abbiamo dovuto tenerle sulle ginocchia',
        '[shared] ci hanno fatto pagare carissimo un bagaglio in più',
      ],
    },
    experience: {
      good: [
        '[pass] il pass ci ha fatto risparmiare parecchio',
        '[pass] il pass includeva tutto quello che volevamo vedere',
        '[sim] la eSIM si è attivata in un paio di minuti',
        '[sim] la connessione era veloce ovunque',
        '[activity] l’attività in sé è stata divertentissima',
        '[activity] è stato ancora meglio che nelle foto',
        '[food] è stato un modo divertente di scoprire la cucina locale',
        '[sim] ha funzionato appena atterrati',
      ],
      mixed: [
        '[pass] bisogna visitare tanti posti perché il pass convenga',
        '[sim] in alcune zone il segnale spariva',
        '[activity] è durato meno del previsto',
        '[food] c’era meno da assaggiare di quanto pensassimo',
      ],
      bad: [
        '[pass] diverse attrazioni non accettavano più il pass',
        '[sim] la eSIM non si è mai collegata',
        '[activity] non aveva niente a che vedere con la descrizione',
        '[food] è stata una passeggiata con due assaggi e poco altro',
      ],
    },
    staff: {
      good: [
        'il personale era gentile e professionale',
        '[food] chi ci ha accompagnati era simpaticissimo',
        'era tutto organizzato benissimo',
      ],
      mixed: ['lo staff sembrava un po’ disorganizzato', 'si è partiti con venti minuti di ritardo'],
      bad: ['il personale era scortese e poco disponibile', 'l’organizzazione era un disastro'],
    },
  },
  verdicts: {
    good: [
      'Consigliatissimo!',
      'Lo consiglio a tutti.',
      'Prenotate senza pensarci, non ve ne pentirete.',
      '[theatre|show] Una serata indimenticabile.',
      '[!transfer] Da non perdere se siete a {city}.',
      '[transfer] La prossima volta prenoteremo lo stesso transfer.',
      'Lo rifaremmo senza esitare.',
      'Ci è piaciuto tantissimo!',
    ],
    mixed: [
      '[!transfer] Carino, ma a {city} c’è di meglio.',
      'Né carne né pesce.',
      'Vale la pena solo se in offerta.',
      'Nella media.',
      '[!transfer] Va bene se avete tempo da perdere.',
    ],
    bad: [
      'Da evitare.',
      'Risparmiate i vostri soldi.',
      'Molto deludente.',
      'Abbiamo chiesto il rimborso.',
      'Sconsigliato.',
      '[transfer] La prossima volta prenderemo un taxi.',
      '[theatre] Peccato, lo aspettavamo da mesi.',
    ],
  },
  // "e" becomes "ed" before an "e".
  joinBefore: (joiner, next) =>
    joiner.endsWith(' e ') && /^[eè]/i.test(next) ? `${joiner.slice(0, -1)}d ` : joiner,
  fixes: [
    // Contractions with "Il Cairo".
    [/\ba Il /g, 'al '],
    [/\bdi Il /g, 'del '],
    [/\bsu Il /g, 'sul '],
  ],
};
