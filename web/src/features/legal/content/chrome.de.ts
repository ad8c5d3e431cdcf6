import type { LegalChrome } from './types';

export const chromeDe: LegalChrome = {
  hubTitle: 'Rechtliches & Datenschutz',
  hubIntro: 'Die Dokumente, die für Orrery gelten, und die Nachweise für die Werke, auf denen wir aufbauen.',
  hubDocuments: {
    terms: 'Die Vereinbarung über die Nutzung von Orrery und den Kauf von Credits und Abos.',
    privacy: 'Welche Daten wir erheben, wozu, wie lange wir sie speichern und welche Rechte du hast.',
    impressum: 'Wer Orrery betreibt und wie du uns erreichst.',
  },
  creditsHeading: 'Nachweise und Lizenzen',
  credits: [
    {
      label: 'Tarot-Motive',
      text: 'das Rider-Waite-Smith-Tarot mit Bildern von Pamela Colman Smith, erstmals 1909 erschienen. Gemeinfrei (in den USA, weil vor 1929 veröffentlicht; in der EU und im Vereinigten Königreich seit 2022, da die Künstlerin 1951 starb). Die Kartenbedeutungen stützen sich auf Mark McElroy, *A Guide to Tarot Meanings*, das sein Autor gemeinfrei gestellt hat; die Positionen des Keltischen Kreuzes folgen A. E. Waite, *The Pictorial Key to the Tarot* (1911).',
    },
    {
      label: 'Orte',
      text: 'Die Suche nach dem Geburtsort nutzt Daten von [GeoNames](https://www.geonames.org/), lizenziert unter [Creative Commons Namensnennung 4.0](https://creativecommons.org/licenses/by/4.0/). Die Zeitzone eines Ortes stammt aus timezone-boundary-builder, erstellt aus OpenStreetMap-Daten (© OpenStreetMap-Mitwirkende, ODbL 1.0).',
    },
    { label: 'Ambient-Musik', text: 'für Orrery komponiert und live in deinem Browser erzeugt.' },
  ],
  bindingNote:
    'Verbindlich ist die deutsche Fassung; die englische Übersetzung dient nur deiner Information.',
  versionsNav: 'Sprachfassungen',
  operatorLoading: 'Die Angaben zum Anbieter werden geladen …',
  operatorError: 'Die Angaben zum Anbieter konnten nicht geladen werden. Bitte lade die Seite neu.',
};
