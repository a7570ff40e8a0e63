import { LEGAL_TERMS as T } from '../rules/legal/legalTerms';
import type { LegalTextsFactory } from './legalText';

/** Les textes juridiques en français, traduction de la version anglaise (spec 001 §4, §5, §9). */
export const fr: LegalTextsFactory = ({ siteName }) => ({
  contents: 'Sommaire',
  lastUpdated: (date) => `Dernière mise à jour : ${date}`,
  translationNote:
    'Cette traduction vous est fournie pour votre commodité ; en cas de divergence, la version anglaise prévaut.',
  documents: {
    privacy: {
      title: 'Politique de confidentialité',
      description: `Comment ${siteName} collecte, utilise, partage et conserve vos données personnelles, et les choix dont vous disposez.`,
      intro: [
        `Cette politique explique quelles données personnelles nous collectons lorsque vous utilisez ${siteName}, pourquoi nous les collectons, avec qui nous les partageons, combien de temps nous les conservons et comment exercer vos droits. Elle s’applique à toutes les pages de ce site et aux pages de réservation vers lesquelles il vous dirige.`,
      ],
      sections: [
        {
          id: 'information-we-collect',
          title: 'Les informations que nous collectons',
          items: [
            {
              text: 'Les informations que vous nous donnez lorsque vous réservez, vous abonnez ou nous contactez :',
              subItems: [
                'vos nom, adresse e-mail et numéro de téléphone ;',
                'l’expérience, la date, l’heure, le nombre et le type de billets que vous choisissez ;',
                'les informations dont un prestataire a besoin pour assurer l’expérience, comme l’âge des enfants ou une adresse de prise en charge ;',
                'les messages que vous adressez à notre service client et les avis que vous rédigez.',
              ],
            },
            {
              text: 'Les informations collectées automatiquement lors de votre navigation :',
              subItems: [
                'votre appareil, votre navigateur, votre langue et votre position approximative déduite de votre adresse IP ;',
                'les pages que vous consultez et la devise que vous choisissez ;',
                'les cookies et technologies similaires, tels que décrits dans la section Cookies et seulement dans la mesure où vous les avez autorisés.',
              ],
            },
            'Les informations provenant de tiers : les prestataires confirment votre réservation et son statut, les prestataires de paiement confirment si un paiement a abouti, et nos partenaires affiliés et créateurs nous indiquent quand vous êtes arrivé depuis leurs sites.',
            'Les données de carte bancaire sont saisies dans le formulaire sécurisé du prestataire de paiement ; nous ne voyons ni ne conservons jamais le numéro complet de votre carte.',
          ],
        },
        {
          id: 'how-we-use-information',
          title: 'Comment nous utilisons vos informations',
          items: [
            'Pour traiter votre réservation, la transmettre au prestataire et vous envoyer vos billets.',
            `Pour vous envoyer votre reçu, que vous recevez dans les ${T.receiptHours} heures suivant votre paiement.`,
            'Pour vous aider avant, pendant et après votre expérience, y compris pour les modifications, annulations et remboursements.',
            'Pour vous envoyer des offres et des actualités, seulement si vous êtes abonné ; chaque e-mail vous permet de vous désabonner.',
            'Pour prévenir et détecter la fraude et l’utilisation abusive de notre site.',
            'Pour comprendre comment notre site est utilisé et l’améliorer, seulement si vous avez autorisé les cookies de mesure d’audience.',
            'Pour respecter nos obligations légales, fiscales et comptables.',
          ],
        },
        {
          id: 'cookies',
          title: 'Cookies',
          items: [
            {
              text: 'Nous regroupons les cookies par finalité, et vous choisissez les finalités que vous autorisez :',
              subItems: [
                'Nécessaires : mémoriser votre devise, vos choix en matière de cookies et votre étape dans le parcours de réservation. Ils ne peuvent pas être désactivés.',
                'Mesure d’audience : mesurer quelles pages sont consultées et comment, afin de les améliorer.',
                'Marketing : cartes et vidéos intégrées provenant d’autres sites, et mesure de nos publicités.',
              ],
            },
            'Aucun événement de mesure d’audience n’est envoyé, aucun cookie de mesure d’audience n’est déposé et aucune carte ni vidéo intégrée d’un autre site n’est chargée avant que vous ne l’autorisiez.',
            'Vous pouvez modifier votre choix à tout moment grâce au lien Préférences de cookies en bas de chaque page.',
          ],
        },
        {
          id: 'sharing',
          title: 'Avec qui nous partageons vos informations',
          items: [
            'Le prestataire qui assure l’expérience que vous avez réservée, avec les informations nécessaires pour vous accueillir et la réaliser.',
            'Les prestataires de paiement, pour encaisser votre paiement et effectuer les remboursements.',
            'Les partenaires affiliés et créateurs qui vous ont dirigé vers nous, uniquement ce qui est nécessaire pour leur attribuer la réservation et jamais vos données de paiement.',
            'Les prestataires de services qui hébergent notre site et envoient nos e-mails, en vertu de contrats qui ne les autorisent à utiliser vos informations que sur nos instructions.',
            'Les autorités, lorsque la loi l’exige ou pour protéger nos clients contre la fraude.',
            'Nous ne vendons pas vos données personnelles.',
          ],
        },
        {
          id: 'retention',
          title: 'Combien de temps nous conservons vos informations',
          items: [
            `Les journaux du système, y compris les enregistrements des réservations, paiements et remboursements, sont conservés ${T.logRetentionYears} ans.`,
            `Les informations partagées avec nos partenaires sont conservées ${T.partnerRetentionYears} ans.`,
            'Les informations de votre compte sont conservées jusqu’à la fermeture de celui-ci, et votre abonnement jusqu’à votre désabonnement.',
            'À l’expiration d’une durée, les informations sont supprimées ou anonymisées.',
          ],
        },
        {
          id: 'your-rights',
          title: 'Vos droits et vos choix',
          items: [
            {
              text: 'Selon votre lieu de résidence, vous pouvez nous demander :',
              subItems: [
                'une copie des données personnelles que nous détenons à votre sujet ;',
                'de corriger des informations inexactes ou incomplètes ;',
                'de supprimer vos informations, sauf si la loi nous oblige à les conserver ;',
                'de cesser ou de limiter leur utilisation, ou de les transmettre à une autre entreprise dans un format courant.',
              ],
            },
            `Vous pouvez vous désabonner des e-mails marketing grâce au lien présent dans chaque e-mail ; votre demande est traitée dans un délai de ${T.unsubscribeWorkingDays} jours ouvrés.`,
            'Vous pouvez retirer à tout moment un consentement donné ; cela n’affecte pas ce qui a été fait auparavant.',
            'Vous pouvez introduire une réclamation auprès de l’autorité de protection des données de votre lieu de résidence.',
          ],
        },
        {
          id: 'security',
          title: 'Comment nous protégeons vos informations',
          items: [
            'Nos pages sont servies par des connexions chiffrées, l’accès aux données personnelles est réservé aux personnes qui en ont besoin, et nos prestataires et sous-traitants doivent les protéger comme nous le faisons.',
            'Aucune méthode de transmission ou de stockage n’est totalement sûre ; si nous apprenons une violation qui vous concerne, nous vous en informerons, ainsi que les autorités, comme la loi l’exige.',
          ],
        },
        {
          id: 'children',
          title: 'Enfants',
          items: [
            `Notre site est destiné aux personnes âgées de ${T.minimumAge} ans ou plus. Les réservations pour des enfants sont effectuées par un adulte, qui ne nous communique que les informations dont le prestataire a besoin, comme l’âge d’un enfant. Nous ne collectons pas sciemment d’informations directement auprès d’enfants.`,
          ],
        },
        {
          id: 'changes-and-contact',
          title: 'Modifications de cette politique et comment nous contacter',
          items: [
            'Nous mettons à jour cette politique lorsque nos pratiques ou la loi changent ; la date en haut de page indique la dernière version, et les changements importants sont annoncés sur le site ou par e-mail.',
            'Pour toute question sur vos informations ou pour exercer vos droits, contactez notre service client depuis la rubrique d’aide de ce site.',
          ],
        },
      ],
    },
    terms: {
      title: 'Conditions d’utilisation',
      description: `Les conditions applicables lorsque vous utilisez ${siteName} et y réservez une expérience : remboursements, vos responsabilités, contenus, responsabilité et droit applicable.`,
      intro: [
        `Ces conditions s’appliquent lorsque vous utilisez ${siteName} et lorsque vous y réservez une expérience. En utilisant le site ou en effectuant une réservation, vous les acceptez. « Nous », « notre » et « nos » désignent l’exploitant de ce site ; un « prestataire » est l’entreprise qui assure l’expérience que vous réservez ; nos « partenaires affiliés » et « partenaires créateurs » sont d’autres sites et personnes qui nous adressent des visiteurs.`,
      ],
      sections: [
        {
          id: 'refund-handling-and-booking-changes',
          title: 'Remboursements et modifications de réservation',
          items: [
            'Une réservation ne peut être ni modifiée, ni annulée avec remboursement, sauf si la fiche de l’expérience le prévoit.',
            'Lorsque vous payez une réservation, un contrat est conclu entre vous et le prestataire de l’expérience ; nous agissons pour le compte du prestataire pour enregistrer la réservation et encaisser votre paiement.',
            'Aucun remboursement n’est possible une fois l’expérience commencée.',
            'Si vous annulez une réservation achetée avec une remise, la remise peut être annulée et le remboursement réduit en conséquence.',
            'Si une réservation ne peut pas être confirmée pour des raisons techniques, le remboursement est limité au montant que nous avons reçu pour celle-ci.',
            `Les remboursements sont effectués sur le moyen de paiement d’origine. Nous lançons le remboursement dans les ${T.refundInitiatedDays} jours suivant la réception du remboursement du prestataire ; votre banque peut mettre plus de temps à le faire apparaître.`,
            {
              text: 'Si le moyen de paiement d’origine n’est plus disponible, vous pouvez recevoir le remboursement sous forme de crédits sur votre compte. Les crédits :',
              subItems: [
                'sont réservés aux titulaires d’un compte et ne sont pas transférables ;',
                'ne peuvent pas être échangés contre de l’argent ;',
                'ne peuvent pas être utilisés partiellement : un crédit s’utilise en totalité sur une seule réservation.',
              ],
            },
            {
              text: 'Le plan d’annulation flexible, lorsqu’il est proposé, s’achète avec la réservation :',
              subItems: [
                `vous pouvez annuler jusqu’à ${T.flexibleCancellationHours} heures avant le début de l’expérience ;`,
                'le montant payé vous est remboursé, déduction faite des frais de protection ;',
                'le plan devient caduc une fois le billet utilisé.',
              ],
            },
          ],
        },
        {
          id: 'user-responsibility-and-assumption-of-risk',
          title: 'Responsabilité de l’utilisateur et acceptation des risques',
          items: [
            `Vous devez avoir ${T.minimumAge} ans ou plus pour utiliser ce site et effectuer une réservation. Chaque personne ne peut détenir qu’un seul compte.`,
            'Les réservations pour des mineurs doivent être effectuées par un adulte, qui en est responsable pendant l’expérience.',
            'Vous devez fournir des informations exactes et vérifier les conditions de l’expérience avant de réserver : pièces d’identité, limites d’âge et de santé, tenue exigée, accessibilité et points de rendez-vous.',
            'Certaines expériences comportent un risque de blessure, de maladie ou de perte. Vous y participez à vos propres risques et devez suivre les instructions du prestataire et le règlement du lieu.',
          ],
        },
        {
          id: 'website-prohibited-activities',
          title: 'Activités interdites sur le site',
          items: [
            {
              text: 'En utilisant ce site, vous vous interdisez :',
              subItems: [
                'de copier, d’aspirer ou de collecter ses contenus ou ses prix par des moyens automatisés ;',
                'd’effectuer des réservations spéculatives, fictives ou frauduleuses, ou de revendre des billets sans l’accord du prestataire ;',
                'de porter atteinte à la sécurité ou au fonctionnement du site, ou de tenter d’accéder à des systèmes ou des données auxquels vous n’avez pas droit ;',
                'd’usurper l’identité d’autrui, ou de publier des contenus illicites, trompeurs, offensants ou portant atteinte aux droits d’autrui ;',
                'd’utiliser le site à toute fin contraire à la loi.',
              ],
            },
            'Nous pouvons suspendre ou fermer un compte et annuler les réservations effectuées en violation de ces règles.',
          ],
        },
        {
          id: 'fraudulent-activities',
          title: 'Activités frauduleuses',
          items: [
            'Nous contrôlons les réservations pour protéger nos clients et nos prestataires. Si nous soupçonnons qu’une réservation ou un paiement est frauduleux, nous pouvons vous demander un justificatif d’identité ou de paiement, suspendre ou annuler la réservation et refuser de nouvelles réservations.',
            'Une réservation annulée pour suspicion de fraude n’est remboursée sur le moyen de paiement d’origine qu’une fois le paiement reconnu authentique.',
            'Nous signalons la fraude aux prestataires de paiement et, le cas échéant, aux autorités.',
          ],
        },
        {
          id: 'electronic-communications',
          title: 'Communications électroniques',
          items: [
            'Vous acceptez de recevoir les confirmations de réservation, billets, reçus et messages de service par e-mail ou par d’autres moyens électroniques ; ils satisfont à toute exigence légale de communication par écrit.',
            `Les messages marketing ne sont envoyés que si vous vous êtes abonné. Vous pouvez vous désabonner grâce au lien présent dans chaque message ; nous traitons votre demande dans un délai de ${T.unsubscribeWorkingDays} jours ouvrés.`,
          ],
        },
        {
          id: 'user-content',
          title: 'Contenus des utilisateurs',
          items: [
            'Les avis, notes, photos et autres contenus que vous publiez doivent être les vôtres, sincères et porter sur une expérience à laquelle vous avez participé.',
            'Vous conservez les droits sur vos contenus et nous accordez une licence gratuite, mondiale et non exclusive pour les publier, les traduire et les afficher sur nos sites et dans nos communications marketing.',
            'Nous pouvons modifier ou retirer les contenus qui enfreignent ces conditions, par exemple pour supprimer des données personnelles ou des propos offensants, et nous pouvons refuser de les publier.',
            `Si vous estimez qu’un contenu de ce site est illicite ou enfreint ces conditions, signalez-le à notre service client : nous examinons votre réclamation dans un délai de ${T.complaintBusinessDays} jours ouvrables.`,
            `Si vous contestez une décision de modération concernant votre contenu, vous pouvez la contester dans un délai de ${T.disputeMonths} mois à compter de la décision.`,
          ],
        },
        {
          id: 'links-to-third-party-websites',
          title: 'Liens vers des sites tiers',
          items: [
            'Ce site renvoie vers des sites de prestataires, de lieux et d’autres tiers, et peut afficher leurs cartes et vidéos si vous l’autorisez. Nous ne contrôlons pas ces sites et ne sommes pas responsables de leur contenu, de leur disponibilité ni de leurs pratiques en matière de confidentialité.',
            'Ce site n’est pas le site officiel des lieux et attractions dont il vend les billets, sauf mention contraire.',
          ],
        },
        {
          id: 'copyright-infringement-notices',
          title: 'Notifications de violation du droit d’auteur',
          items: [
            {
              text: 'Si vous estimez qu’un élément de ce site porte atteinte à vos droits d’auteur, adressez à notre service client une notification comprenant :',
              subItems: [
                'une description de l’œuvre protégée ;',
                'l’adresse de la page où figure l’élément ;',
                'vos nom, adresse postale, numéro de téléphone et adresse e-mail ;',
                'une déclaration selon laquelle vous pensez de bonne foi que l’utilisation n’est autorisée ni par le titulaire, ni par son représentant, ni par la loi ;',
                'une déclaration attestant que les informations de la notification sont exactes et que vous êtes le titulaire des droits ou êtes autorisé à agir en son nom ;',
                'votre signature manuscrite ou électronique.',
              ],
            },
            'Nous retirons ou bloquons l’accès aux éléments faisant l’objet d’une notification valable, et nous pouvons fermer les comptes des utilisateurs qui commettent des violations répétées.',
          ],
        },
        {
          id: 'disclaimer-of-warranties-and-limitation-of-liability',
          title: 'Exclusion de garanties et limitation de responsabilité',
          items: [
            'Le site et ses contenus sont fournis « en l’état ». Nous veillons à l’exactitude des descriptions, des prix et des disponibilités, mais nous ne garantissons pas qu’ils soient exempts d’erreurs ni que le site soit toujours accessible.',
            'Le prestataire est responsable de la réalisation de l’expérience. Nous ne sommes pas responsables des actes ou omissions des prestataires, ni des pertes indirectes ou consécutives.',
            'Notre responsabilité totale au titre de toute réclamation relative à une réservation est plafonnée au montant que vous avez payé pour cette réservation.',
            'Aucune disposition des présentes conditions ne limite une responsabilité qui ne peut être limitée par la loi.',
          ],
        },
        {
          id: 'force-majeure',
          title: 'Force majeure',
          items: [
            {
              text: 'Ni nous ni le prestataire ne sommes responsables d’une inexécution due à des événements échappant à un contrôle raisonnable, tels que :',
              subItems: [
                'les catastrophes naturelles et les intempéries graves ;',
                'les épidémies et les mesures de santé publique ;',
                'la guerre, le terrorisme et les troubles civils ;',
                'les grèves et les décisions des gouvernements ou des autorités ;',
                'les défaillances des réseaux de transport, d’énergie ou de télécommunications.',
              ],
            },
            'Lorsqu’une expérience est annulée par le prestataire en raison d’un tel événement, vous recevez le remboursement ou la solution de remplacement prévus par la fiche et par la politique du prestataire.',
          ],
        },
        {
          id: 'indemnification',
          title: 'Indemnisation',
          items: [
            'Vous vous engagez à nous indemniser, ainsi que nos prestataires et nos partenaires affiliés et créateurs, de toute réclamation, perte et dépense, y compris des frais d’avocat raisonnables, résultant de votre violation de ces conditions, de votre utilisation abusive du site ou des contenus que vous publiez.',
          ],
        },
        {
          id: 'general-provisions',
          title: 'Dispositions générales',
          items: [
            'Ces conditions sont régies par le droit de l’État de New York, et les litiges relèvent des tribunaux situés dans l’État de New York, sans préjudice des protections impératives accordées aux consommateurs par le pays où vous résidez.',
            'Si une disposition de ces conditions est jugée invalide, les autres restent en vigueur. Ne pas faire appliquer une disposition ne vaut pas renonciation à celle-ci.',
            'Nous pouvons modifier ces conditions ; la version publiée au moment de votre réservation s’applique à celle-ci.',
            'Ces conditions sont rédigées en anglais ; les traductions sont fournies pour votre commodité et la version anglaise prévaut en cas de divergence.',
          ],
        },
      ],
    },
  },
});
