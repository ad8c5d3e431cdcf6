import { LEGAL } from '@orrery/core/legal';
import { lastUpdated } from './dates';
import type { TermsText } from './types';

export const termsDe: TermsText = {
  title: 'Nutzungsbedingungen (AGB)',
  updated: `Stand: ${lastUpdated('de-DE')}`,
  intro: [
    'Diese Nutzungsbedingungen (Allgemeine Geschäftsbedingungen) regeln deine Nutzung von Orrery, einem Webdienst, der Deutungen aus Astrologie, Tarot und Numerologie sowie Gespräche mit einem KI-Sprachguide anbietet. Orrery wird von dem im [Impressum](/impressum) genannten Anbieter betrieben; er ist dein Vertragspartner. Mit der Erstellung eines Kontos erkennst du diese Bedingungen an.',
  ],
  sections: {
    eligibility: {
      heading: 'Voraussetzungen der Nutzung',
      body: [
        `Du musst mindestens ${LEGAL.minimumAge} Jahre alt sein, um Orrery zu nutzen. Bist du noch nicht ${LEGAL.parentalConsentUnder} Jahre alt, benötigst du die Zustimmung eines Elternteils oder eines anderen gesetzlichen Vertreters.`,
      ],
    },
    account: {
      heading: 'Dein Konto',
      body: [
        'Du meldest dich mit deiner E-Mail-Adresse und einem Passwort an oder über den Single-Sign-on-Dienst eines Drittanbieters. Halte deine Zugangsdaten geheim; für alles, was in deinem Konto geschieht, bist du verantwortlich. Du kannst dein Konto jederzeit in deinem Profil löschen.',
      ],
    },
    readings: {
      heading: 'Art der Deutungen',
      body: [
        'Die Deutungen dienen der Selbstreflexion und der Unterhaltung. Sie sind keine medizinische, rechtliche, finanzielle oder psychologische Beratung und ersetzen nicht den Rat einer Fachperson.',
      ],
    },
    payment: {
      heading: 'Credits, Preise und Zahlung',
      body: [
        {
          list: [
            'Deutungen und Sprachsitzungen bezahlst du mit Credits. Was eine Deutung kostet, wird dir angezeigt, bevor du sie startest.',
            `Alle Preise sind in Euro (${LEGAL.currency}) angegeben und enthalten die gesetzliche Umsatzsteuer.`,
            'Credits haben keinen Geldwert und sind nicht übertragbar.',
          ],
        },
      ],
    },
    subscriptions: {
      heading: 'Abonnements',
      body: [
        `Ein Abonnement verlängert sich automatisch um jeweils einen Monat, bis du es kündigst. Damit die nächste Zahlung nicht fällig wird, musst du spätestens ${LEGAL.cancelHoursBeforeRenewal} Stunden vor dem Verlängerungstermin kündigen. Nach der Kündigung behältst du den Zugang bis zum Ende des bereits bezahlten Zeitraums.`,
      ],
    },
    withdrawal: {
      heading: 'Widerrufsrecht und Erstattungen',
      body: [
        `Verbraucherinnen und Verbraucher in der Europäischen Union haben ein Widerrufsrecht von ${LEGAL.withdrawalDays} Tagen. Verlangst du, dass wir digitale Inhalte (etwa eine Deutung) sofort bereitstellen, stimmst du zu, dass dein Widerrufsrecht erlischt, sobald wir mit der Bereitstellung begonnen haben. Im Übrigen erstatten wir Zahlungen nur bei technischen Mängeln, die du uns innerhalb von ${LEGAL.refundWindowDays} Tagen nach dem Kauf meldest.`,
      ],
    },
    changes: {
      heading: 'Änderungen',
      body: [
        `Änderungen der Preise oder dieser Bedingungen teilen wir dir mindestens ${LEGAL.changeNoticeDays} Tage vor ihrem Inkrafttreten mit. Bist du mit einer Änderung nicht einverstanden, kannst du kündigen, bevor sie wirksam wird.`,
      ],
    },
    liability: {
      heading: 'Haftung',
      body: [
        `Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Für mittelbare Schäden ist unsere Haftung auf die Entgelte begrenzt, die du in den ${LEGAL.liabilityMonths} Monaten vor dem schadensbegründenden Ereignis an uns gezahlt hast.`,
      ],
    },
    law: {
      heading: 'Anwendbares Recht und Gerichtsstand',
      body: [
        `Für diese Bedingungen gilt das Recht der Bundesrepublik Deutschland. Soweit gesetzlich zulässig, sind die Gerichte in ${LEGAL.courtsCity} zuständig. Zwingende Verbraucherschutzvorschriften des Staates, in dem du deinen gewöhnlichen Aufenthalt hast, bleiben unberührt.`,
      ],
    },
    contact: {
      heading: 'Kontakt',
      body: [
        `Fragen zu diesen Bedingungen beantworten wir unter [${LEGAL.supportEmail}](mailto:${LEGAL.supportEmail}). Bitte beachte auch unsere [Datenschutzerklärung](/privacy-policy).`,
      ],
    },
  },
};
