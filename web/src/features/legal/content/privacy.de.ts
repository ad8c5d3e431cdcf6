import { LEGAL } from '@orrery/core/legal';
import { lastUpdated } from './dates';
import type { PrivacyText } from './types';

export const privacyDe: PrivacyText = {
  title: 'Datenschutzerklärung',
  updated: `Stand: ${lastUpdated('de-DE')}`,
  intro: [
    'Mit dieser Datenschutzerklärung informieren wir dich gemäß Art. 13 DSGVO darüber, welche personenbezogenen Daten Orrery verarbeitet, zu welchen Zwecken und wie lange. Verantwortlicher ist der in unserem [Impressum](/impressum) genannte Anbieter.',
  ],
  sections: {
    data: {
      heading: 'Welche Daten wir verarbeiten',
      body: [
        {
          list: [
            'Kontodaten: dein Name, deine E-Mail-Adresse und, wenn du dich über den Single-Sign-on-Dienst eines Drittanbieters anmeldest, die Profilangaben, die dieser Dienst übermittelt.',
            'Deine Geburtsdaten: Datum, Uhrzeit, Ort und Land deiner Geburt, aus denen wir deine Deutungen berechnen.',
            'Deine Deutungen, Fragen und dein Credit-Verlauf, gespeichert in deiner Bibliothek.',
            'Gespräche mit dem KI-Sprachguide.',
            'Zahlungsbelege unseres Zahlungsdienstleisters (deine vollständige Kartennummer sehen wir nie).',
            'Support-Anfragen und Feedback, die du uns schickst.',
          ],
        },
      ],
    },
    purposes: {
      heading: 'Zwecke und Rechtsgrundlagen',
      body: [
        'Wir verarbeiten deine Daten, um den Dienst zu erbringen, für den du dich angemeldet hast (Art. 6 Abs. 1 lit. b DSGVO), um gesetzliche Pflichten wie die steuerrechtliche Aufbewahrung zu erfüllen (Art. 6 Abs. 1 lit. c DSGVO) und um den Dienst auf Grundlage unseres berechtigten Interesses zu verbessern (Art. 6 Abs. 1 lit. f DSGVO). Deine Geburtsdaten und deine Deutungen werden niemals verkauft oder für Werbezwecke weitergegeben.',
      ],
    },
    provision: {
      heading: 'Pflicht zur Bereitstellung',
      body: [
        'Gesetzlich bist du nicht verpflichtet, uns Daten bereitzustellen. Ohne E-Mail-Adresse (oder eine Anmeldung über einen Single-Sign-on-Dienst) können wir jedoch kein Konto für dich einrichten, und ohne deine Geburtsdaten keine Deutung berechnen, die auf ihnen beruht.',
      ],
    },
    retention: {
      heading: 'Speicherdauer',
      body: [
        {
          list: [
            `Sprachaufnahmen: höchstens ${LEGAL.voiceRecordingDays} Tage.`,
            `Zahlungsbelege: ${LEGAL.paymentRecordYears} Jahre, wie es das Steuerrecht vorschreibt.`,
            `Analysedaten: ${LEGAL.analyticsYears} Jahre; danach werden sie anonymisiert.`,
            `Support-Vorgänge: ${LEGAL.supportRecordYears} Jahre.`,
            'Kontodaten und Deutungen: solange dein Konto besteht. Löschst du dein Konto, wird es sofort geschlossen: Alle Sitzungen enden, dein Passwort, verknüpfte Anmeldedienste und dein Zwei-Faktor-Schlüssel werden entfernt, und dein Profilbild sowie ein bereits vorbereiteter Datenexport werden gelöscht.',
          ],
        },
        'Nach der Löschung deines Kontos bewahren wir Folgendes noch auf und löschen es dann:',
        {
          list: [
            `Protokolle des Sprachguides: gelöscht ${LEGAL.voiceRecordingDays} Tage nach der Kontolöschung.`,
            `Dein Profil und deine Deutungen: Namen, E-Mail-Adresse, Geburtsdaten, Fragen und Deutungstexte werden ${LEGAL.analyticsYears} Jahre nach der Kontolöschung gelöscht. Was bleibt (welche Art von Deutung, wann und zu welchem Preis), lässt keinen Rückschluss mehr auf dich zu.`,
            `Dein Feedback: als Support-Vorgang gelöscht ${LEGAL.supportRecordYears} Jahre nach der Kontolöschung.`,
            `Zahlungsbelege und Credit-Verlauf: ${LEGAL.paymentRecordYears} Jahre aufbewahrt, wie es das Steuerrecht vorschreibt. Sie enthalten keine Namen, Geburtsdaten oder Nachrichten.`,
          ],
        },
      ],
    },
    recipients: {
      heading: 'Empfänger und Auftragsverarbeiter',
      body: [
        'Wir setzen einen Anmeldedienst ein, wenn du Single Sign-on wählst, einen Zahlungsdienstleister für Käufe und einen Sprachdienst für den KI-Sprachguide. Jeder von ihnen verarbeitet Daten ausschließlich in unserem Auftrag und auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO).',
      ],
    },
    cookies: {
      heading: 'Cookies und lokaler Speicher',
      body: [
        'Wir setzen ein technisch notwendiges Sitzungs-Cookie ein, damit du angemeldet bleibst, und ein Cookie, das sich die von dir gewählte Sprache merkt. Einstellungen wie die Lautstärke der Ambient-Klänge speichern wir im lokalen Speicher deines Browsers. Werbe-Cookies verwenden wir nicht.',
      ],
    },
    rights: {
      heading: 'Deine Rechte',
      body: [
        `Du kannst jederzeit alle deine Daten in deinem Profil herunterladen („Meine Daten herunterladen“) und dort auch dein Konto löschen. Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung und Datenübertragbarkeit sowie das Recht, der Verarbeitung zu widersprechen (Art. 15 bis 21 DSGVO). Außerdem kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO). Schreib uns dazu an [${LEGAL.privacyEmail}](mailto:${LEGAL.privacyEmail}).`,
      ],
    },
    automatedDecisions: {
      heading: 'Automatisierte Entscheidungen',
      body: [
        'Deine Deutungen werden automatisch verfasst, aber über dich wird dadurch nichts entschieden: Wir treffen keine automatisierten Entscheidungen einschließlich Profiling, die dir gegenüber rechtliche Wirkung entfalten oder dich in ähnlicher Weise erheblich beeinträchtigen (Art. 22 DSGVO).',
      ],
    },
    children: {
      heading: 'Kinder',
      body: [
        `Orrery ist nicht für Kinder unter ${LEGAL.minimumAge} Jahren bestimmt. Wer noch nicht ${LEGAL.parentalConsentUnder} Jahre alt ist, benötigt die Zustimmung eines Elternteils oder eines anderen gesetzlichen Vertreters.`,
      ],
    },
    changes: {
      heading: 'Änderungen',
      body: [
        `Über wesentliche Änderungen dieser Datenschutzerklärung informieren wir dich mindestens ${LEGAL.changeNoticeDays} Tage, bevor sie wirksam werden.`,
      ],
    },
  },
};
