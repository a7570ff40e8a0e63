import { LEGAL_TERMS as T } from '../rules/legal/legalTerms';
import type { LegalTextsFactory } from './legalText';

/** The legal texts in English, the authoritative version (spec 001 §4, §5, §9). */
export const en: LegalTextsFactory = ({ siteName }) => ({
  contents: 'Contents',
  lastUpdated: (date) => `Last updated: ${date}`,
  documents: {
    privacy: {
      title: 'Privacy policy',
      description: `How ${siteName} collects, uses, shares and keeps your personal information, and the choices you have.`,
      intro: [
        `This policy explains what personal information we collect when you use ${siteName}, why we collect it, who we share it with, how long we keep it and how you can exercise your rights. It applies to every page of this website and to the booking pages you are taken to from it.`,
      ],
      sections: [
        {
          id: 'information-we-collect',
          title: 'Information we collect',
          items: [
            {
              text: 'Information you give us when you book, subscribe or contact us:',
              subItems: [
                'your name, email address and phone number;',
                'the experience, date, time, number and type of tickets you choose;',
                'details a supplier needs to run the experience, such as the ages of children or a pickup address;',
                'the messages you send to our customer support team and the reviews you write.',
              ],
            },
            {
              text: 'Information collected automatically when you browse:',
              subItems: [
                'your device, browser, language and approximate location derived from your IP address;',
                'the pages you visit and the currency you choose;',
                'cookies and similar technologies, as described in the Cookies section and only as far as you have allowed them.',
              ],
            },
            'Information from others: suppliers confirm your booking and its status, payment providers confirm whether a payment succeeded, and our affiliate and creator partners tell us when you arrived from their websites.',
            'Payment card details are entered on the payment provider’s secure form; we never see or store your full card number.',
          ],
        },
        {
          id: 'how-we-use-information',
          title: 'How we use your information',
          items: [
            'To process your booking, pass it to the supplier and send you your tickets.',
            `To send your receipt, which you receive within ${T.receiptHours} hours of your payment.`,
            'To help you before, during and after your experience, including changes, cancellations and refunds.',
            'To send you offers and news, only when you have subscribed; every email lets you unsubscribe.',
            'To prevent and detect fraud and misuse of our website.',
            'To understand how our website is used and improve it, only when you have allowed analytics cookies.',
            'To meet our legal, tax and accounting obligations.',
          ],
        },
        {
          id: 'cookies',
          title: 'Cookies',
          items: [
            {
              text: 'We group cookies by purpose, and you choose which purposes you allow:',
              subItems: [
                'Necessary: remembering your currency, your cookie choices and your place in the booking flow. These cannot be switched off.',
                'Analytics: measuring which pages are visited and how, so that we can improve them.',
                'Marketing: embedded maps and videos from other websites, and measuring our advertising.',
              ],
            },
            'No analytics event is sent, no analytics cookie is set and no embedded map or video from another website is loaded before you allow it.',
            'You can change your choice at any time through the Cookie preferences link at the bottom of every page.',
          ],
        },
        {
          id: 'sharing',
          title: 'Who we share your information with',
          items: [
            'The supplier who runs the experience you booked, with the details needed to admit you and deliver it.',
            'Payment providers, to take your payment and issue refunds.',
            'Affiliate and creator partners who referred you, only what is needed to credit them for the booking and never your payment details.',
            'Service providers who host our website and send our emails, under contracts that let them use your information only on our instructions.',
            'Authorities, when the law requires it or to protect our customers against fraud.',
            'We do not sell your personal information.',
          ],
        },
        {
          id: 'retention',
          title: 'How long we keep your information',
          items: [
            `System logs, including records of bookings, payments and refunds, are kept for ${T.logRetentionYears} years.`,
            `Information shared with our partners is kept for ${T.partnerRetentionYears} years.`,
            'Your account information is kept until you close your account, and your subscription until you unsubscribe.',
            'When a period ends, the information is deleted or made anonymous.',
          ],
        },
        {
          id: 'your-rights',
          title: 'Your rights and choices',
          items: [
            {
              text: 'Depending on where you live, you can ask us to:',
              subItems: [
                'give you a copy of the personal information we hold about you;',
                'correct information that is wrong or incomplete;',
                'delete your information, unless we must keep it by law;',
                'stop or restrict using it, or send it to another company in a common format.',
              ],
            },
            `You can unsubscribe from marketing emails through the link in every email; your request is handled within ${T.unsubscribeWorkingDays} working days.`,
            'You can withdraw a consent you gave at any time; this does not affect what was done before.',
            'You can complain to the data-protection authority where you live.',
          ],
        },
        {
          id: 'security',
          title: 'How we protect your information',
          items: [
            'Our pages are served over encrypted connections, access to personal information is limited to the people who need it, and our suppliers and service providers must protect it as we do.',
            'No method of transmission or storage is completely secure; if we learn of a breach that affects you, we will tell you and the authorities as the law requires.',
          ],
        },
        {
          id: 'children',
          title: 'Children',
          items: [
            `Our website is meant for people who are ${T.minimumAge} or older. Bookings for children are made by an adult, who gives us only the details the supplier needs, such as a child’s age. We do not knowingly collect information directly from children.`,
          ],
        },
        {
          id: 'changes-and-contact',
          title: 'Changes to this policy and how to contact us',
          items: [
            'We update this policy when our practices or the law change; the date at the top shows the latest version, and important changes are announced on the website or by email.',
            'For any question about your information or to exercise your rights, contact our customer support team through the help section of this website.',
          ],
        },
      ],
    },
    terms: {
      title: 'Terms of use',
      description: `The terms that apply when you use ${siteName} and book an experience through it: refunds, your responsibilities, content, liability and the law that applies.`,
      intro: [
        `These terms apply when you use ${siteName} and when you book an experience through it. By using the website or making a booking, you accept them. "We", "us" and "our" mean the operator of this website; a "supplier" is the company that runs the experience you book; our "affiliate partners" and "creator partners" are other websites and people who refer visitors to us.`,
      ],
      sections: [
        {
          id: 'refund-handling-and-booking-changes',
          title: 'Refund handling and booking changes',
          items: [
            'A booking cannot be changed, or cancelled with a refund, unless the listing of the experience says so.',
            'When you pay for a booking, a contract is made between you and the supplier of the experience; we act on the supplier’s behalf to take the booking and your payment.',
            'Refunds are not available once an experience has started.',
            'If you cancel a booking that was bought with a discount, the discount may be voided and the refund reduced accordingly.',
            'If a booking cannot be confirmed for technical reasons, the refund is limited to the amount we received for it.',
            `Refunds are made to the original payment source. We initiate a refund within ${T.refundInitiatedDays} days of receiving the supplier’s refund; your bank may take longer to show it.`,
            {
              text: 'If the original payment source is no longer available, you may take the refund as account credits instead. Account credits:',
              subItems: [
                'are for account holders only and are non-transferable;',
                'cannot be exchanged for cash;',
                'cannot be used partially: a credit is used in full on one booking.',
              ],
            },
            {
              text: 'The flexible cancellation plan, when offered, is bought together with the booking:',
              subItems: [
                `you may cancel up to ${T.flexibleCancellationHours} hours before the experience starts;`,
                'you are refunded the amount paid minus the protection charge;',
                'the plan is void once the ticket has been used.',
              ],
            },
          ],
        },
        {
          id: 'user-responsibility-and-assumption-of-risk',
          title: 'User responsibility and assumption of risk',
          items: [
            `You must be ${T.minimumAge} or older to use this website and to make a booking. Each person may hold only one account.`,
            'Bookings for minors must be made by an adult, who is responsible for them during the experience.',
            'You must give accurate information and check the requirements of the experience before you book: identity documents, age and health limits, dress codes, accessibility and meeting points.',
            'Some experiences carry a risk of injury, illness or loss. You take part at your own risk and must follow the supplier’s instructions and the rules of the venue.',
          ],
        },
        {
          id: 'website-prohibited-activities',
          title: 'Website prohibited activities',
          items: [
            {
              text: 'When using this website, you must not:',
              subItems: [
                'copy, scrape or collect its content or prices by automated means;',
                'make speculative, false or fraudulent bookings, or resell tickets without the supplier’s permission;',
                'interfere with the website’s security or operation, or try to access systems or data you are not allowed to;',
                'impersonate anyone, or post content that is unlawful, misleading, offensive or infringes anyone’s rights;',
                'use the website for any purpose that breaks the law.',
              ],
            },
            'We may suspend or close an account and cancel bookings made in breach of these rules.',
          ],
        },
        {
          id: 'fraudulent-activities',
          title: 'Fraudulent activities',
          items: [
            'We check bookings to protect our customers and suppliers. If we suspect that a booking or payment is fraudulent, we may ask you for proof of identity or payment, hold or cancel the booking and refuse further bookings.',
            'A booking cancelled for suspected fraud is refunded to the original payment source only once the payment has been verified as genuine.',
            'We report fraud to payment providers and, where appropriate, to the authorities.',
          ],
        },
        {
          id: 'electronic-communications',
          title: 'Electronic communications',
          items: [
            'You agree to receive booking confirmations, tickets, receipts and service messages by email or other electronic means; they satisfy any legal requirement for communications in writing.',
            `Marketing messages are sent only if you subscribed. You can unsubscribe through the link in every message; we handle your request within ${T.unsubscribeWorkingDays} working days.`,
          ],
        },
        {
          id: 'user-content',
          title: 'User content',
          items: [
            'Reviews, ratings, photos and other content you post must be your own, honest and about an experience you took part in.',
            'You keep the rights to your content and give us a free, worldwide, non-exclusive licence to publish, translate and show it on our websites and in our marketing.',
            'We may edit or remove user content that breaks these terms, for example to remove personal information or offensive language, and we may decline to publish it.',
            `If you believe content on this website is unlawful or breaks these terms, tell our customer support team: we review your complaint within ${T.complaintBusinessDays} business days.`,
            `If you disagree with a moderation decision about your content, you may dispute it within ${T.disputeMonths} months of the decision.`,
          ],
        },
        {
          id: 'links-to-third-party-websites',
          title: 'Links to third-party websites',
          items: [
            'This website links to websites of suppliers, venues and other third parties, and may show their maps and videos when you allow it. We do not control those websites and are not responsible for their content, availability or privacy practices.',
            'This website is not the official website of the venues and attractions it sells tickets for, unless it says so.',
          ],
        },
        {
          id: 'copyright-infringement-notices',
          title: 'Copyright infringement notices',
          items: [
            {
              text: 'If you believe that material on this website infringes your copyright, send a notice to our customer support team that includes:',
              subItems: [
                'a description of the copyrighted work;',
                'the address of the page where the material appears;',
                'your name, postal address, telephone number and email address;',
                'a statement that you believe in good faith that the use is not authorised by the owner, its agent or the law;',
                'a statement that the information in the notice is accurate and that you are the owner or authorised to act for the owner;',
                'your physical or electronic signature.',
              ],
            },
            'We remove or disable access to material that is the subject of a valid notice, and we may close the accounts of users who infringe repeatedly.',
          ],
        },
        {
          id: 'disclaimer-of-warranties-and-limitation-of-liability',
          title: 'Disclaimer of warranties and limitation of liability',
          items: [
            'The website and its content are provided "as is". We take care that descriptions, prices and availability are accurate, but we do not guarantee that they are free of errors or that the website is always available.',
            'The supplier is responsible for running the experience. We are not liable for the acts or omissions of suppliers or for indirect or consequential losses.',
            'Our total liability for any claim about a booking is capped at the amount you paid for that booking.',
            'Nothing in these terms limits liability that cannot be limited by law.',
          ],
        },
        {
          id: 'force-majeure',
          title: 'Force majeure',
          items: [
            {
              text: 'Neither we nor the supplier are liable for failing to perform because of events beyond reasonable control, such as:',
              subItems: [
                'natural disasters and severe weather;',
                'epidemics and public-health measures;',
                'war, terrorism and civil unrest;',
                'strikes, and decisions of governments or authorities;',
                'failures of transport, energy or telecommunications networks.',
              ],
            },
            'When an experience is cancelled by the supplier for such an event, you receive the refund or alternative that the listing and the supplier’s policy provide.',
          ],
        },
        {
          id: 'indemnification',
          title: 'Indemnification',
          items: [
            'You agree to indemnify us, our suppliers and our affiliate and creator partners against claims, losses and costs, including reasonable legal fees, that arise from your breach of these terms, your misuse of the website or content you post.',
          ],
        },
        {
          id: 'general-provisions',
          title: 'General provisions',
          items: [
            `These terms are governed by the law of the ${T.governingLaw}, and disputes are subject to the courts located in the State of New York, without prejudice to the mandatory consumer protections of the country where you live.`,
            'If a provision of these terms is found invalid, the rest remain in force. Not enforcing a provision does not waive it.',
            'We may change these terms; the version published when you make a booking applies to that booking.',
            'These terms are written in English; translations are provided for convenience, and the English version prevails if they differ.',
          ],
        },
      ],
    },
  },
});
