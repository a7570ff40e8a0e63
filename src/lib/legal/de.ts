import { LEGAL_TERMS as T } from '../rules/legal/legalTerms';
import type { LegalTextsFactory } from './legalText';

/** Die Rechtstexte auf Deutsch, eine Übersetzung der englischen Fassung (spec 001 §4, §5, §9). */
export const de: LegalTextsFactory = ({ siteName }) => ({
  contents: 'Inhalt',
  lastUpdated: (date) => `Zuletzt aktualisiert: ${date}`,
  translationNote:
    'Diese Übersetzung dient Ihrer Bequemlichkeit; bei Abweichungen ist die englische Fassung maßgeblich.',
  documents: {
    privacy: {
      title: 'Datenschutzerklärung',
      description: `Wie ${siteName} Ihre personenbezogenen Daten erhebt, nutzt, weitergibt und aufbewahrt, und welche Wahlmöglichkeiten Sie haben.`,
      intro: [
        `Diese Erklärung beschreibt, welche personenbezogenen Daten wir erheben, wenn Sie ${siteName} nutzen, warum wir sie erheben, an wen wir sie weitergeben, wie lange wir sie aufbewahren und wie Sie Ihre Rechte ausüben können. Sie gilt für jede Seite dieser Website und für die Buchungsseiten, zu denen Sie von hier aus gelangen.`,
      ],
      sections: [
        {
          id: 'information-we-collect',
          title: 'Welche Daten wir erheben',
          items: [
            {
              text: 'Daten, die Sie uns bei einer Buchung, einer Anmeldung oder einer Anfrage mitteilen:',
              subItems: [
                'Ihren Namen, Ihre E-Mail-Adresse und Ihre Telefonnummer;',
                'das gewählte Erlebnis, Datum, Uhrzeit sowie Anzahl und Art der Tickets;',
                'Angaben, die ein Anbieter für die Durchführung benötigt, etwa das Alter von Kindern oder eine Abholadresse;',
                'Ihre Nachrichten an unseren Kundenservice und die Bewertungen, die Sie schreiben.',
              ],
            },
            {
              text: 'Daten, die beim Surfen automatisch erfasst werden:',
              subItems: [
                'Ihr Gerät, Ihr Browser, Ihre Sprache und Ihr ungefährer Standort, abgeleitet aus Ihrer IP-Adresse;',
                'die Seiten, die Sie aufrufen, und die Währung, die Sie wählen;',
                'Cookies und ähnliche Technologien, wie im Abschnitt „Cookies“ beschrieben und nur soweit Sie sie erlaubt haben.',
              ],
            },
            'Daten von Dritten: Anbieter bestätigen Ihre Buchung und deren Status, Zahlungsdienstleister bestätigen, ob eine Zahlung erfolgreich war, und unsere Affiliate- und Creator-Partner teilen uns mit, wenn Sie über ihre Websites zu uns gekommen sind.',
            'Kartendaten geben Sie im gesicherten Formular des Zahlungsdienstleisters ein; wir sehen und speichern Ihre vollständige Kartennummer nie.',
          ],
        },
        {
          id: 'how-we-use-information',
          title: 'Wie wir Ihre Daten verwenden',
          items: [
            'Um Ihre Buchung zu bearbeiten, sie an den Anbieter weiterzugeben und Ihnen Ihre Tickets zu senden.',
            `Um Ihnen Ihre Quittung zu senden, die Sie innerhalb von ${T.receiptHours} Stunden nach Ihrer Zahlung erhalten.`,
            'Um Ihnen vor, während und nach Ihrem Erlebnis zu helfen, auch bei Änderungen, Stornierungen und Erstattungen.',
            'Um Ihnen Angebote und Neuigkeiten zu senden, nur wenn Sie sich angemeldet haben; jede E-Mail enthält eine Abmeldemöglichkeit.',
            'Um Betrug und Missbrauch unserer Website zu verhindern und aufzudecken.',
            'Um zu verstehen, wie unsere Website genutzt wird, und sie zu verbessern, nur wenn Sie Analyse-Cookies erlaubt haben.',
            'Um unsere gesetzlichen, steuerlichen und buchhalterischen Pflichten zu erfüllen.',
          ],
        },
        {
          id: 'cookies',
          title: 'Cookies',
          items: [
            {
              text: 'Wir ordnen Cookies nach Zwecken, und Sie entscheiden, welche Zwecke Sie erlauben:',
              subItems: [
                'Notwendig: um Ihre Währung, Ihre Cookie-Auswahl und Ihren Stand im Buchungsablauf zu speichern. Diese lassen sich nicht abschalten.',
                'Analyse: um zu messen, welche Seiten wie besucht werden, damit wir sie verbessern können.',
                'Marketing: eingebettete Karten und Videos anderer Websites sowie die Messung unserer Werbung.',
              ],
            },
            'Bevor Sie es erlauben, wird kein Analyseereignis gesendet, kein Analyse-Cookie gesetzt und keine eingebettete Karte und kein Video einer anderen Website geladen.',
            'Sie können Ihre Auswahl jederzeit über den Link „Cookie-Einstellungen“ unten auf jeder Seite ändern.',
          ],
        },
        {
          id: 'sharing',
          title: 'An wen wir Ihre Daten weitergeben',
          items: [
            'An den Anbieter, der das gebuchte Erlebnis durchführt, mit den Angaben, die er für Einlass und Durchführung benötigt.',
            'An Zahlungsdienstleister, um Ihre Zahlung einzuziehen und Erstattungen auszuführen.',
            'An Affiliate- und Creator-Partner, die Sie vermittelt haben, nur was nötig ist, um ihnen die Buchung gutzuschreiben, und nie Ihre Zahlungsdaten.',
            'An Dienstleister, die unsere Website betreiben und unsere E-Mails versenden, auf Grundlage von Verträgen, die ihnen die Nutzung Ihrer Daten nur nach unserer Weisung erlauben.',
            'An Behörden, wenn das Gesetz es verlangt oder um unsere Kunden vor Betrug zu schützen.',
            'Wir verkaufen Ihre personenbezogenen Daten nicht.',
          ],
        },
        {
          id: 'retention',
          title: 'Wie lange wir Ihre Daten aufbewahren',
          items: [
            `Systemprotokolle, einschließlich der Aufzeichnungen über Buchungen, Zahlungen und Erstattungen, werden ${T.logRetentionYears} Jahre aufbewahrt.`,
            `Daten, die wir mit unseren Partnern teilen, werden ${T.partnerRetentionYears} Jahre aufbewahrt.`,
            'Ihre Kontodaten werden aufbewahrt, bis Sie Ihr Konto schließen, Ihre Anmeldung zum Newsletter, bis Sie sich abmelden.',
            'Nach Ablauf einer Frist werden die Daten gelöscht oder anonymisiert.',
          ],
        },
        {
          id: 'your-rights',
          title: 'Ihre Rechte und Wahlmöglichkeiten',
          items: [
            {
              text: 'Je nach Ihrem Wohnort können Sie von uns verlangen:',
              subItems: [
                'Ihnen eine Kopie der personenbezogenen Daten zu geben, die wir über Sie speichern;',
                'falsche oder unvollständige Daten zu berichtigen;',
                'Ihre Daten zu löschen, sofern wir sie nicht gesetzlich aufbewahren müssen;',
                'ihre Nutzung zu beenden oder einzuschränken oder sie in einem gängigen Format an ein anderes Unternehmen zu übermitteln.',
              ],
            },
            `Sie können sich über den Link in jeder E-Mail von Marketing-E-Mails abmelden; Ihr Anliegen wird innerhalb von ${T.unsubscribeWorkingDays} Werktagen bearbeitet.`,
            'Sie können eine erteilte Einwilligung jederzeit widerrufen; dies berührt nicht die zuvor erfolgte Verarbeitung.',
            'Sie können sich bei der Datenschutzbehörde Ihres Wohnorts beschweren.',
          ],
        },
        {
          id: 'security',
          title: 'Wie wir Ihre Daten schützen',
          items: [
            'Unsere Seiten werden über verschlüsselte Verbindungen ausgeliefert, der Zugriff auf personenbezogene Daten ist auf die Personen beschränkt, die ihn benötigen, und unsere Anbieter und Dienstleister müssen sie so schützen wie wir.',
            'Keine Übertragungs- oder Speichermethode ist vollkommen sicher; erfahren wir von einer Verletzung, die Sie betrifft, informieren wir Sie und die Behörden, wie es das Gesetz verlangt.',
          ],
        },
        {
          id: 'children',
          title: 'Kinder',
          items: [
            `Unsere Website richtet sich an Personen ab ${T.minimumAge} Jahren. Buchungen für Kinder nimmt ein Erwachsener vor, der uns nur die Angaben macht, die der Anbieter benötigt, etwa das Alter eines Kindes. Wir erheben wissentlich keine Daten direkt von Kindern.`,
          ],
        },
        {
          id: 'changes-and-contact',
          title: 'Änderungen dieser Erklärung und Kontakt',
          items: [
            'Wir aktualisieren diese Erklärung, wenn sich unsere Praxis oder das Recht ändert; das Datum oben zeigt die neueste Fassung, und wichtige Änderungen kündigen wir auf der Website oder per E-Mail an.',
            'Bei Fragen zu Ihren Daten oder um Ihre Rechte auszuüben, wenden Sie sich über den Hilfebereich dieser Website an unseren Kundenservice.',
          ],
        },
      ],
    },
    terms: {
      title: 'Nutzungsbedingungen',
      description: `Die Bedingungen, die gelten, wenn Sie ${siteName} nutzen und darüber ein Erlebnis buchen: Erstattungen, Ihre Pflichten, Inhalte, Haftung und anwendbares Recht.`,
      intro: [
        `Diese Bedingungen gelten, wenn Sie ${siteName} nutzen und darüber ein Erlebnis buchen. Mit der Nutzung der Website oder einer Buchung erkennen Sie sie an. „Wir“, „uns“ und „unser“ bezeichnen den Betreiber dieser Website; ein „Anbieter“ ist das Unternehmen, das das gebuchte Erlebnis durchführt; unsere „Affiliate-Partner“ und „Creator-Partner“ sind andere Websites und Personen, die Besucher an uns vermitteln.`,
      ],
      sections: [
        {
          id: 'refund-handling-and-booking-changes',
          title: 'Erstattungen und Buchungsänderungen',
          items: [
            'Eine Buchung kann nur geändert oder gegen Erstattung storniert werden, wenn das Angebot des Erlebnisses dies vorsieht.',
            'Mit der Bezahlung einer Buchung kommt ein Vertrag zwischen Ihnen und dem Anbieter des Erlebnisses zustande; wir handeln im Namen des Anbieters bei der Annahme der Buchung und Ihrer Zahlung.',
            'Sobald ein Erlebnis begonnen hat, sind keine Erstattungen mehr möglich.',
            'Stornieren Sie eine Buchung, die mit einem Rabatt gekauft wurde, kann der Rabatt entfallen und die Erstattung entsprechend geringer ausfallen.',
            'Kann eine Buchung aus technischen Gründen nicht bestätigt werden, ist die Erstattung auf den Betrag beschränkt, den wir dafür erhalten haben.',
            `Erstattungen erfolgen auf das ursprüngliche Zahlungsmittel. Wir veranlassen eine Erstattung innerhalb von ${T.refundInitiatedDays} Tagen nach Eingang der Erstattung des Anbieters; Ihre Bank kann länger brauchen, um sie anzuzeigen.`,
            {
              text: 'Ist das ursprüngliche Zahlungsmittel nicht mehr verfügbar, können Sie die Erstattung stattdessen als Kontoguthaben erhalten. Kontoguthaben:',
              subItems: [
                'gibt es nur für Kontoinhaber, und es ist nicht übertragbar;',
                'kann nicht in Bargeld umgetauscht werden;',
                'kann nicht teilweise eingelöst werden: ein Guthaben wird vollständig für eine Buchung verwendet.',
              ],
            },
            {
              text: 'Der flexible Stornierungsschutz wird, wenn er angeboten wird, zusammen mit der Buchung gekauft:',
              subItems: [
                `Sie können bis ${T.flexibleCancellationHours} Stunden vor Beginn des Erlebnisses stornieren;`,
                'Sie erhalten den gezahlten Betrag abzüglich der Schutzgebühr erstattet;',
                'der Schutz erlischt, sobald das Ticket genutzt wurde.',
              ],
            },
          ],
        },
        {
          id: 'user-responsibility-and-assumption-of-risk',
          title: 'Verantwortung der Nutzer und Übernahme von Risiken',
          items: [
            `Sie müssen mindestens ${T.minimumAge} Jahre alt sein, um diese Website zu nutzen und zu buchen. Jede Person darf nur ein Konto haben.`,
            'Buchungen für Minderjährige muss ein Erwachsener vornehmen, der während des Erlebnisses für sie verantwortlich ist.',
            'Sie müssen zutreffende Angaben machen und vor der Buchung die Voraussetzungen des Erlebnisses prüfen: Ausweisdokumente, Alters- und Gesundheitsgrenzen, Kleiderordnung, Barrierefreiheit und Treffpunkte.',
            'Manche Erlebnisse bergen ein Verletzungs-, Krankheits- oder Verlustrisiko. Sie nehmen auf eigenes Risiko teil und müssen den Anweisungen des Anbieters und den Regeln des Veranstaltungsorts folgen.',
          ],
        },
        {
          id: 'website-prohibited-activities',
          title: 'Verbotene Aktivitäten auf der Website',
          items: [
            {
              text: 'Bei der Nutzung dieser Website dürfen Sie nicht:',
              subItems: [
                'ihre Inhalte oder Preise automatisiert kopieren, auslesen oder sammeln;',
                'spekulative, falsche oder betrügerische Buchungen vornehmen oder Tickets ohne Erlaubnis des Anbieters weiterverkaufen;',
                'die Sicherheit oder den Betrieb der Website stören oder versuchen, auf Systeme oder Daten zuzugreifen, für die Sie keine Berechtigung haben;',
                'sich als eine andere Person ausgeben oder Inhalte veröffentlichen, die rechtswidrig, irreführend oder anstößig sind oder Rechte anderer verletzen;',
                'die Website zu einem rechtswidrigen Zweck nutzen.',
              ],
            },
            'Wir können ein Konto sperren oder schließen und Buchungen stornieren, die unter Verstoß gegen diese Regeln vorgenommen wurden.',
          ],
        },
        {
          id: 'fraudulent-activities',
          title: 'Betrügerische Aktivitäten',
          items: [
            'Wir prüfen Buchungen, um unsere Kunden und Anbieter zu schützen. Vermuten wir, dass eine Buchung oder Zahlung betrügerisch ist, können wir einen Identitäts- oder Zahlungsnachweis verlangen, die Buchung zurückhalten oder stornieren und weitere Buchungen ablehnen.',
            'Eine wegen Betrugsverdachts stornierte Buchung wird erst dann auf das ursprüngliche Zahlungsmittel erstattet, wenn die Zahlung als echt bestätigt ist.',
            'Wir melden Betrug an Zahlungsdienstleister und, wo angemessen, an die Behörden.',
          ],
        },
        {
          id: 'electronic-communications',
          title: 'Elektronische Kommunikation',
          items: [
            'Sie sind einverstanden, Buchungsbestätigungen, Tickets, Quittungen und Servicenachrichten per E-Mail oder auf anderem elektronischem Weg zu erhalten; sie erfüllen jedes gesetzliche Schriftformerfordernis.',
            `Marketingnachrichten erhalten Sie nur, wenn Sie sich angemeldet haben. Sie können sich über den Link in jeder Nachricht abmelden; wir bearbeiten Ihr Anliegen innerhalb von ${T.unsubscribeWorkingDays} Werktagen.`,
          ],
        },
        {
          id: 'user-content',
          title: 'Inhalte der Nutzer',
          items: [
            'Bewertungen, Sterne, Fotos und andere Inhalte, die Sie veröffentlichen, müssen von Ihnen stammen, ehrlich sein und ein Erlebnis betreffen, an dem Sie teilgenommen haben.',
            'Sie behalten die Rechte an Ihren Inhalten und räumen uns eine kostenlose, weltweite, nicht ausschließliche Lizenz ein, sie auf unseren Websites und in unserem Marketing zu veröffentlichen, zu übersetzen und zu zeigen.',
            'Wir können Inhalte von Nutzern, die gegen diese Bedingungen verstoßen, bearbeiten oder entfernen, etwa um personenbezogene Daten oder beleidigende Sprache zu entfernen, und wir können ihre Veröffentlichung ablehnen.',
            `Halten Sie Inhalte auf dieser Website für rechtswidrig oder für einen Verstoß gegen diese Bedingungen, teilen Sie es unserem Kundenservice mit: Wir prüfen Ihre Beschwerde innerhalb von ${T.complaintBusinessDays} Geschäftstagen.`,
            `Sind Sie mit einer Moderationsentscheidung über Ihre Inhalte nicht einverstanden, können Sie sie innerhalb von ${T.disputeMonths} Monaten nach der Entscheidung anfechten.`,
          ],
        },
        {
          id: 'links-to-third-party-websites',
          title: 'Links zu Websites Dritter',
          items: [
            'Diese Website verlinkt auf Websites von Anbietern, Veranstaltungsorten und anderen Dritten und kann deren Karten und Videos zeigen, wenn Sie es erlauben. Wir haben keinen Einfluss auf diese Websites und sind für ihre Inhalte, ihre Verfügbarkeit und ihren Datenschutz nicht verantwortlich.',
            'Diese Website ist nicht die offizielle Website der Veranstaltungsorte und Sehenswürdigkeiten, für die sie Tickets verkauft, sofern sie dies nicht ausdrücklich angibt.',
          ],
        },
        {
          id: 'copyright-infringement-notices',
          title: 'Hinweise auf Urheberrechtsverletzungen',
          items: [
            {
              text: 'Wenn Sie der Ansicht sind, dass Material auf dieser Website Ihr Urheberrecht verletzt, senden Sie unserem Kundenservice einen Hinweis mit:',
              subItems: [
                'einer Beschreibung des urheberrechtlich geschützten Werks;',
                'der Adresse der Seite, auf der das Material erscheint;',
                'Ihrem Namen, Ihrer Postanschrift, Telefonnummer und E-Mail-Adresse;',
                'der Erklärung, dass Sie in gutem Glauben annehmen, dass die Nutzung weder vom Rechteinhaber, seinem Vertreter noch vom Gesetz erlaubt ist;',
                'der Erklärung, dass die Angaben im Hinweis zutreffen und Sie der Rechteinhaber oder zu seiner Vertretung berechtigt sind;',
                'Ihrer eigenhändigen oder elektronischen Unterschrift.',
              ],
            },
            'Wir entfernen Material, das Gegenstand eines gültigen Hinweises ist, oder sperren den Zugang dazu, und wir können die Konten von Nutzern schließen, die wiederholt Rechte verletzen.',
          ],
        },
        {
          id: 'disclaimer-of-warranties-and-limitation-of-liability',
          title: 'Gewährleistungsausschluss und Haftungsbeschränkung',
          items: [
            'Die Website und ihre Inhalte werden „wie besehen“ bereitgestellt. Wir achten darauf, dass Beschreibungen, Preise und Verfügbarkeiten zutreffen, garantieren aber nicht, dass sie fehlerfrei sind oder die Website stets verfügbar ist.',
            'Der Anbieter ist für die Durchführung des Erlebnisses verantwortlich. Wir haften nicht für Handlungen oder Unterlassungen von Anbietern und nicht für mittelbare Schäden oder Folgeschäden.',
            'Unsere gesamte Haftung für Ansprüche im Zusammenhang mit einer Buchung ist auf den Betrag begrenzt, den Sie für diese Buchung gezahlt haben.',
            'Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann.',
          ],
        },
        {
          id: 'force-majeure',
          title: 'Höhere Gewalt',
          items: [
            {
              text: 'Weder wir noch der Anbieter haften für eine Nichterfüllung aufgrund von Ereignissen außerhalb unserer zumutbaren Kontrolle, etwa:',
              subItems: [
                'Naturkatastrophen und Unwetter;',
                'Epidemien und Maßnahmen des Gesundheitsschutzes;',
                'Krieg, Terrorismus und Unruhen;',
                'Streiks sowie Entscheidungen von Regierungen oder Behörden;',
                'Ausfälle von Verkehrs-, Energie- oder Telekommunikationsnetzen.',
              ],
            },
            'Sagt der Anbieter ein Erlebnis aufgrund eines solchen Ereignisses ab, erhalten Sie die Erstattung oder Alternative, die das Angebot und die Richtlinien des Anbieters vorsehen.',
          ],
        },
        {
          id: 'indemnification',
          title: 'Freistellung',
          items: [
            'Sie stellen uns, unsere Anbieter sowie unsere Affiliate- und Creator-Partner von Ansprüchen, Verlusten und Kosten einschließlich angemessener Anwaltskosten frei, die aus Ihrem Verstoß gegen diese Bedingungen, Ihrem Missbrauch der Website oder von Ihnen veröffentlichten Inhalten entstehen.',
          ],
        },
        {
          id: 'general-provisions',
          title: 'Allgemeine Bestimmungen',
          items: [
            'Diese Bedingungen unterliegen dem Recht des Bundesstaates New York, und für Streitigkeiten sind die Gerichte im Bundesstaat New York zuständig, unbeschadet der zwingenden Verbraucherschutzvorschriften des Landes, in dem Sie leben.',
            'Ist eine Bestimmung dieser Bedingungen unwirksam, bleiben die übrigen in Kraft. Wird eine Bestimmung nicht durchgesetzt, liegt darin kein Verzicht.',
            'Wir können diese Bedingungen ändern; für eine Buchung gilt die Fassung, die zum Zeitpunkt der Buchung veröffentlicht ist.',
            'Diese Bedingungen sind in englischer Sprache verfasst; Übersetzungen dienen der Bequemlichkeit, und bei Abweichungen ist die englische Fassung maßgeblich.',
          ],
        },
      ],
    },
  },
});
