import { LEGAL_TERMS as T } from '../rules/legal/legalTerms';
import type { LegalTextsFactory } from './legalText';

/** I testi legali in italiano, traduzione della versione inglese (spec 001 §4, §5, §9). */
export const it: LegalTextsFactory = ({ siteName }) => ({
  contents: 'Indice',
  lastUpdated: (date) => `Ultimo aggiornamento: ${date}`,
  translationNote:
    'Questa traduzione è fornita per comodità; in caso di discordanza prevale la versione inglese.',
  documents: {
    privacy: {
      title: 'Informativa sulla privacy',
      description: `Come ${siteName} raccoglie, utilizza, condivide e conserva i tuoi dati personali, e quali scelte hai a disposizione.`,
      intro: [
        `Questa informativa spiega quali dati personali raccogliamo quando utilizzi ${siteName}, perché li raccogliamo, con chi li condividiamo, per quanto tempo li conserviamo e come puoi esercitare i tuoi diritti. Si applica a ogni pagina di questo sito e alle pagine di prenotazione a cui il sito ti indirizza.`,
      ],
      sections: [
        {
          id: 'information-we-collect',
          title: 'Dati che raccogliamo',
          items: [
            {
              text: 'Dati che ci fornisci quando prenoti, ti iscrivi alla newsletter o ci contatti:',
              subItems: [
                'nome, indirizzo email e numero di telefono;',
                'l’esperienza, la data, l’orario, il numero e il tipo di biglietti che scegli;',
                'le informazioni di cui un fornitore ha bisogno per svolgere l’esperienza, come l’età dei bambini o un indirizzo di prelievo;',
                'i messaggi che invii al nostro servizio clienti e le recensioni che scrivi.',
              ],
            },
            {
              text: 'Dati raccolti automaticamente durante la navigazione:',
              subItems: [
                'il dispositivo, il browser, la lingua e la posizione approssimativa ricavata dal tuo indirizzo IP;',
                'le pagine che visiti e la valuta che scegli;',
                'i cookie e le tecnologie simili, come descritto nella sezione Cookie e solo nella misura in cui li hai autorizzati.',
              ],
            },
            'Dati provenienti da terzi: i fornitori confermano la tua prenotazione e il suo stato, i fornitori di servizi di pagamento confermano se un pagamento è andato a buon fine e i nostri partner affiliati e creator ci comunicano quando arrivi dai loro siti.',
            'I dati della carta di pagamento vengono inseriti nel modulo protetto del fornitore del servizio di pagamento; non vediamo né conserviamo mai il numero completo della tua carta.',
          ],
        },
        {
          id: 'how-we-use-information',
          title: 'Come utilizziamo i tuoi dati',
          items: [
            'Per gestire la tua prenotazione, trasmetterla al fornitore e inviarti i biglietti.',
            `Per inviarti la ricevuta, che ricevi entro ${T.receiptHours} ore dal pagamento.`,
            'Per assisterti prima, durante e dopo l’esperienza, anche in caso di modifiche, cancellazioni e rimborsi.',
            'Per inviarti offerte e novità, solo se ti sei iscritto; ogni email ti permette di annullare l’iscrizione.',
            'Per prevenire e individuare frodi e usi impropri del nostro sito.',
            'Per capire come viene utilizzato il nostro sito e migliorarlo, solo se hai autorizzato i cookie analitici.',
            'Per adempiere ai nostri obblighi legali, fiscali e contabili.',
          ],
        },
        {
          id: 'cookies',
          title: 'Cookie',
          items: [
            {
              text: 'Raggruppiamo i cookie per finalità e sei tu a scegliere quali finalità autorizzare:',
              subItems: [
                'Necessari: ricordano la valuta, le tue scelte sui cookie e il punto in cui ti trovi nella prenotazione. Non possono essere disattivati.',
                'Analitici: misurano quali pagine vengono visitate e in che modo, così da poterle migliorare.',
                'Marketing: mappe e video incorporati da altri siti e misurazione della nostra pubblicità.',
              ],
            },
            'Nessun evento analitico viene inviato, nessun cookie analitico viene impostato e nessuna mappa o video di altri siti viene caricato prima che tu lo autorizzi.',
            'Puoi modificare la tua scelta in qualsiasi momento tramite il link Preferenze cookie in fondo a ogni pagina.',
          ],
        },
        {
          id: 'sharing',
          title: 'Con chi condividiamo i tuoi dati',
          items: [
            'Con il fornitore che svolge l’esperienza che hai prenotato, con i dati necessari per farti entrare e offrirti il servizio.',
            'Con i fornitori di servizi di pagamento, per riscuotere il pagamento ed emettere i rimborsi.',
            'Con i partner affiliati e creator che ti hanno indirizzato a noi, solo quanto serve per attribuire loro la prenotazione e mai i tuoi dati di pagamento.',
            'Con i fornitori di servizi che ospitano il nostro sito e inviano le nostre email, in base a contratti che consentono loro di usare i tuoi dati solo secondo le nostre istruzioni.',
            'Con le autorità, quando la legge lo richiede o per proteggere i nostri clienti dalle frodi.',
            'Non vendiamo i tuoi dati personali.',
          ],
        },
        {
          id: 'retention',
          title: 'Per quanto tempo conserviamo i tuoi dati',
          items: [
            `I log di sistema, compresi i registri di prenotazioni, pagamenti e rimborsi, sono conservati per ${T.logRetentionYears} anni.`,
            `I dati condivisi con i nostri partner sono conservati per ${T.partnerRetentionYears} anni.`,
            'I dati del tuo account sono conservati fino alla chiusura dell’account e la tua iscrizione fino a quando non la annulli.',
            'Al termine di ogni periodo, i dati vengono cancellati o resi anonimi.',
          ],
        },
        {
          id: 'your-rights',
          title: 'I tuoi diritti e le tue scelte',
          items: [
            {
              text: 'A seconda del paese in cui vivi, puoi chiederci di:',
              subItems: [
                'fornirti una copia dei dati personali che conserviamo su di te;',
                'correggere i dati inesatti o incompleti;',
                'cancellare i tuoi dati, salvo che la legge ci imponga di conservarli;',
                'interromperne o limitarne l’uso, oppure trasmetterli a un’altra società in un formato di uso comune.',
              ],
            },
            `Puoi annullare l’iscrizione alle email promozionali tramite il link presente in ogni email; la tua richiesta viene gestita entro ${T.unsubscribeWorkingDays} giorni lavorativi.`,
            'Puoi revocare in qualsiasi momento un consenso che hai dato; la revoca non incide su quanto fatto in precedenza.',
            'Puoi presentare un reclamo all’autorità per la protezione dei dati del paese in cui vivi.',
          ],
        },
        {
          id: 'security',
          title: 'Come proteggiamo i tuoi dati',
          items: [
            'Le nostre pagine sono servite tramite connessioni cifrate, l’accesso ai dati personali è limitato alle persone che ne hanno bisogno e i nostri fornitori e fornitori di servizi devono proteggerli come facciamo noi.',
            'Nessun metodo di trasmissione o di conservazione è completamente sicuro; se veniamo a conoscenza di una violazione che ti riguarda, informeremo te e le autorità come previsto dalla legge.',
          ],
        },
        {
          id: 'children',
          title: 'Minori',
          items: [
            `Il nostro sito è destinato a persone di almeno ${T.minimumAge} anni. Le prenotazioni per i bambini sono effettuate da un adulto, che ci fornisce solo i dati di cui il fornitore ha bisogno, come l’età del bambino. Non raccogliamo consapevolmente dati direttamente dai minori.`,
          ],
        },
        {
          id: 'changes-and-contact',
          title: 'Modifiche alla presente informativa e come contattarci',
          items: [
            'Aggiorniamo questa informativa quando cambiano le nostre pratiche o la legge; la data in alto indica la versione più recente e le modifiche importanti vengono comunicate sul sito o via email.',
            'Per qualsiasi domanda sui tuoi dati o per esercitare i tuoi diritti, contatta il nostro servizio clienti tramite la sezione di assistenza di questo sito.',
          ],
        },
      ],
    },
    terms: {
      title: 'Condizioni d’uso',
      description: `Le condizioni che si applicano quando utilizzi ${siteName} e prenoti un’esperienza tramite il sito: rimborsi, responsabilità dell’utente, contenuti, limiti di responsabilità e legge applicabile.`,
      intro: [
        `Le presenti condizioni si applicano quando utilizzi ${siteName} e quando prenoti un’esperienza tramite il sito. Utilizzando il sito o effettuando una prenotazione, le accetti. "Noi", "ci" e "nostro" indicano il gestore di questo sito; il "fornitore" è la società che svolge l’esperienza che prenoti; i nostri "partner affiliati" e "partner creator" sono altri siti e persone che ci indirizzano visitatori.`,
      ],
      sections: [
        {
          id: 'refund-handling-and-booking-changes',
          title: 'Rimborsi e modifiche delle prenotazioni',
          items: [
            'Una prenotazione non può essere modificata, né cancellata con rimborso, salvo che la scheda dell’esperienza lo preveda.',
            'Quando paghi una prenotazione, si conclude un contratto tra te e il fornitore dell’esperienza; noi agiamo per conto del fornitore per ricevere la prenotazione e il pagamento.',
            'Non sono previsti rimborsi una volta iniziata l’esperienza.',
            'Se cancelli una prenotazione acquistata con uno sconto, lo sconto può essere annullato e il rimborso ridotto di conseguenza.',
            'Se una prenotazione non può essere confermata per motivi tecnici, il rimborso è limitato all’importo che abbiamo ricevuto per essa.',
            `I rimborsi vengono effettuati sul metodo di pagamento originale. Avviamo il rimborso entro ${T.refundInitiatedDays} giorni dal ricevimento del rimborso del fornitore; la tua banca potrebbe impiegare più tempo per renderlo visibile.`,
            {
              text: 'Se il metodo di pagamento originale non è più disponibile, puoi ricevere il rimborso sotto forma di crediti sull’account. I crediti sull’account:',
              subItems: [
                'sono riservati ai titolari di un account e non sono trasferibili;',
                'non possono essere convertiti in denaro;',
                'non possono essere usati in parte: un credito si utilizza per intero su una sola prenotazione.',
              ],
            },
            {
              text: 'Il piano di cancellazione flessibile, quando offerto, si acquista insieme alla prenotazione:',
              subItems: [
                `puoi cancellare fino a ${T.flexibleCancellationHours} ore prima dell’inizio dell’esperienza;`,
                'ti viene rimborsato l’importo pagato, dedotto il costo della protezione;',
                'il piano decade una volta utilizzato il biglietto.',
              ],
            },
          ],
        },
        {
          id: 'user-responsibility-and-assumption-of-risk',
          title: 'Responsabilità dell’utente e assunzione del rischio',
          items: [
            `Devi avere almeno ${T.minimumAge} anni per utilizzare questo sito ed effettuare una prenotazione. Ogni persona può avere un solo account.`,
            'Le prenotazioni per i minori devono essere effettuate da un adulto, che ne è responsabile durante l’esperienza.',
            'Devi fornire informazioni esatte e verificare i requisiti dell’esperienza prima di prenotare: documenti d’identità, limiti di età e di salute, codici di abbigliamento, accessibilità e punti d’incontro.',
            'Alcune esperienze comportano un rischio di infortunio, malattia o perdita. Vi partecipi a tuo rischio e devi seguire le istruzioni del fornitore e le regole del luogo.',
          ],
        },
        {
          id: 'website-prohibited-activities',
          title: 'Attività vietate sul sito',
          items: [
            {
              text: 'Quando utilizzi questo sito, non devi:',
              subItems: [
                'copiare, estrarre o raccogliere i suoi contenuti o prezzi con mezzi automatizzati;',
                'effettuare prenotazioni speculative, false o fraudolente, né rivendere biglietti senza l’autorizzazione del fornitore;',
                'interferire con la sicurezza o il funzionamento del sito, né tentare di accedere a sistemi o dati a cui non sei autorizzato ad accedere;',
                'spacciarti per un’altra persona o pubblicare contenuti illeciti, ingannevoli, offensivi o lesivi dei diritti altrui;',
                'utilizzare il sito per qualsiasi scopo contrario alla legge.',
              ],
            },
            'Possiamo sospendere o chiudere un account e cancellare le prenotazioni effettuate in violazione di queste regole.',
          ],
        },
        {
          id: 'fraudulent-activities',
          title: 'Attività fraudolente',
          items: [
            'Controlliamo le prenotazioni per proteggere i nostri clienti e fornitori. Se sospettiamo che una prenotazione o un pagamento sia fraudolento, possiamo chiederti una prova d’identità o di pagamento, sospendere o cancellare la prenotazione e rifiutare ulteriori prenotazioni.',
            'Una prenotazione cancellata per sospetta frode viene rimborsata sul metodo di pagamento originale solo dopo che il pagamento è stato verificato come autentico.',
            'Segnaliamo le frodi ai fornitori di servizi di pagamento e, se opportuno, alle autorità.',
          ],
        },
        {
          id: 'electronic-communications',
          title: 'Comunicazioni elettroniche',
          items: [
            'Accetti di ricevere conferme di prenotazione, biglietti, ricevute e messaggi di servizio via email o con altri mezzi elettronici; tali comunicazioni soddisfano qualsiasi requisito di legge relativo alla forma scritta.',
            `I messaggi promozionali vengono inviati solo se ti sei iscritto. Puoi annullare l’iscrizione tramite il link presente in ogni messaggio; gestiamo la tua richiesta entro ${T.unsubscribeWorkingDays} giorni lavorativi.`,
          ],
        },
        {
          id: 'user-content',
          title: 'Contenuti degli utenti',
          items: [
            'Le recensioni, le valutazioni, le foto e gli altri contenuti che pubblichi devono essere tuoi, sinceri e riferiti a un’esperienza a cui hai partecipato.',
            'Mantieni i diritti sui tuoi contenuti e ci concedi una licenza gratuita, mondiale e non esclusiva per pubblicarli, tradurli e mostrarli sui nostri siti e nelle nostre comunicazioni promozionali.',
            'Possiamo modificare o rimuovere i contenuti degli utenti che violano queste condizioni, ad esempio per eliminare dati personali o linguaggio offensivo, e possiamo decidere di non pubblicarli.',
            `Se ritieni che un contenuto di questo sito sia illecito o violi queste condizioni, segnalalo al nostro servizio clienti: esaminiamo il tuo reclamo entro ${T.complaintBusinessDays} giorni lavorativi.`,
            `Se non sei d’accordo con una decisione di moderazione relativa ai tuoi contenuti, puoi contestarla entro ${T.disputeMonths} mesi dalla decisione.`,
          ],
        },
        {
          id: 'links-to-third-party-websites',
          title: 'Link a siti di terzi',
          items: [
            'Questo sito contiene link ai siti di fornitori, luoghi e altri terzi e può mostrare le loro mappe e i loro video quando lo autorizzi. Non controlliamo tali siti e non siamo responsabili dei loro contenuti, della loro disponibilità o delle loro pratiche in materia di privacy.',
            'Questo sito non è il sito ufficiale dei luoghi e delle attrazioni per cui vende biglietti, salvo che non sia indicato espressamente.',
          ],
        },
        {
          id: 'copyright-infringement-notices',
          title: 'Segnalazioni di violazione del diritto d’autore',
          items: [
            {
              text: 'Se ritieni che del materiale presente su questo sito violi il tuo diritto d’autore, invia al nostro servizio clienti una segnalazione che includa:',
              subItems: [
                'una descrizione dell’opera protetta;',
                'l’indirizzo della pagina in cui compare il materiale;',
                'nome, indirizzo postale, numero di telefono e indirizzo email;',
                'una dichiarazione con cui affermi di ritenere in buona fede che l’uso non sia autorizzato dal titolare, da un suo rappresentante o dalla legge;',
                'una dichiarazione che le informazioni della segnalazione sono esatte e che sei il titolare o sei autorizzato ad agire per suo conto;',
                'la tua firma autografa o elettronica.',
              ],
            },
            'Rimuoviamo o disattiviamo l’accesso al materiale oggetto di una segnalazione valida e possiamo chiudere gli account degli utenti che commettono violazioni ripetute.',
          ],
        },
        {
          id: 'disclaimer-of-warranties-and-limitation-of-liability',
          title: 'Esclusione di garanzie e limitazione di responsabilità',
          items: [
            'Il sito e i suoi contenuti sono forniti "così come sono". Ci impegniamo affinché descrizioni, prezzi e disponibilità siano esatti, ma non garantiamo che siano privi di errori né che il sito sia sempre disponibile.',
            'Il fornitore è responsabile dello svolgimento dell’esperienza. Non rispondiamo degli atti o delle omissioni dei fornitori né di danni indiretti o consequenziali.',
            'La nostra responsabilità complessiva per qualsiasi pretesa relativa a una prenotazione è limitata all’importo che hai pagato per tale prenotazione.',
            'Nessuna disposizione delle presenti condizioni limita la responsabilità che per legge non può essere limitata.',
          ],
        },
        {
          id: 'force-majeure',
          title: 'Forza maggiore',
          items: [
            {
              text: 'Né noi né il fornitore siamo responsabili del mancato adempimento dovuto a eventi al di fuori di un ragionevole controllo, quali:',
              subItems: [
                'calamità naturali e condizioni meteorologiche estreme;',
                'epidemie e misure di sanità pubblica;',
                'guerre, terrorismo e disordini civili;',
                'scioperi e decisioni di governi o autorità;',
                'guasti delle reti di trasporto, energia o telecomunicazioni.',
              ],
            },
            'Quando un’esperienza viene cancellata dal fornitore a causa di un simile evento, ricevi il rimborso o l’alternativa previsti dalla scheda e dalle condizioni del fornitore.',
          ],
        },
        {
          id: 'indemnification',
          title: 'Manleva',
          items: [
            'Accetti di tenere indenni noi, i nostri fornitori e i nostri partner affiliati e creator da pretese, perdite e costi, comprese ragionevoli spese legali, derivanti dalla tua violazione di queste condizioni, dal tuo uso improprio del sito o dai contenuti che pubblichi.',
          ],
        },
        {
          id: 'general-provisions',
          title: 'Disposizioni generali',
          items: [
            'Le presenti condizioni sono regolate dalla legge dello Stato di New York e le controversie sono di competenza dei tribunali situati nello Stato di New York, fatte salve le tutele inderogabili previste per i consumatori dal paese in cui risiedi.',
            'Se una disposizione delle presenti condizioni viene ritenuta invalida, le altre restano in vigore. La mancata applicazione di una disposizione non costituisce rinuncia alla stessa.',
            'Possiamo modificare queste condizioni; alla prenotazione si applica la versione pubblicata al momento in cui la effettui.',
            'Le presenti condizioni sono redatte in inglese; le traduzioni sono fornite per comodità e, in caso di discordanza, prevale la versione inglese.',
          ],
        },
      ],
    },
  },
});
