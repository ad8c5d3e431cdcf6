// The German words of the year-ahead forecast: its fixed paragraphs and the sentences the composer
// fills, each written for German word order and case ("fällt auf deinen Mond", "das Zeichen deines
// Aszendenten", "Saturn tritt am 3. Mai in den Widder ein"). The English ones are in
// year-ahead-report.ts; both fill the same YearWords.
import type { AspectName } from '../astro/aspects';
import type { NatalPoint } from '../astro/transits';
import type { SignAbbrev } from '../astro/types';
import { BODY_SUBJECT_DE, TRANSIT_BRINGS_DE } from './content/authored/transits-de';
import { listJoinDe, NUMBER_DE, pointSubjectDe, pointYoursDe, SIGN_DE, transitTitleDe } from './sky-words-de';
import { capitalise } from './text';
import type { YearWords } from './year-ahead-report';

/** "zwölf": small counts read better as words; "ein" is the caller's, by gender and case. */
function cardinalDe(n: number): string {
  const words = ['kein', 'ein', ...NUMBER_DE.slice(2)];
  return words[n] ?? String(n);
}

/** A natal point after "auf" where something lands: "deine Sonne", "deinen Mond", "dein MC". */
const POINT_ACCUSATIVE_DE: Record<NatalPoint, string> = {
  Sun: 'deine Sonne',
  Moon: 'deinen Mond',
  Mercury: 'deinen Merkur',
  Venus: 'deine Venus',
  Mars: 'deinen Mars',
  Jupiter: 'deinen Jupiter',
  Saturn: 'deinen Saturn',
  Uranus: 'deinen Uranus',
  Neptune: 'deinen Neptun',
  Pluto: 'deinen Pluto',
  Chiron: 'deinen Chiron',
  True_Node: 'deinen Mondknoten',
  Ascendant: 'deinen Aszendenten',
  Medium_Coeli: 'dein MC',
};

/** After "das Zeichen": the points whose sign an outer planet's ingress is read against. */
const POINT_GENITIVE_DE: Partial<Record<NatalPoint, string>> = {
  Sun: 'deiner Sonne',
  Moon: 'deines Mondes',
  Ascendant: 'deines Aszendenten',
};

/** The aspect as the subject of a sentence, before the point in the dative. */
const ASPECT_NOUN_DE: Record<AspectName, string> = {
  conjunction: 'die Konjunktion mit',
  sextile: 'das Sextil zu',
  square: 'das Quadrat zu',
  trine: 'das Trigon zu',
  opposition: 'die Opposition zu',
};

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const degreeIn = (degree: string, sign: SignAbbrev) => `${degree} ${SIGN_DE[sign].name}`;

export const YEAR_WORDS_DE: YearWords = {
  title: (name) => (name ? `Jahresvorschau für ${name}` : 'Deine Jahresvorschau'),
  span: (from, to, zone) => `${from} bis ${to}. Alle Zeiten in der Zeitzone ${zone}.`,
  headings: { glance: 'Das Jahr im Überblick', months: 'Monat für Monat', outer: 'Die äußeren Planeten' },
  opening: (name) =>
    name
      ? `${name}, so steht dein Himmel in den kommenden zwölf Monaten.`
      : 'So steht dein Himmel in den kommenden zwölf Monaten.',
  transitTitle: transitTitleDe,
  bodyName: (body) => BODY_SUBJECT_DE[body],
  midSentence: (title) => title.replace(/^(Der|Die) /, (article) => lower(article)),
  exactIn: (months) => `exakt im ${listJoinDe(months)}`,
  themes: (named) =>
    named.length === 1
      ? `Die langsamen Planeten bestimmen den Ton eines Jahres, und in deinem zählt vor allem ${named[0]}.`
      : `Die langsamen Planeten bestimmen den Ton eines Jahres, und in deinem zählen vor allem ${listJoinDe(named)}.`,
  allContacts: (n) =>
    `Insgesamt werden in diesem Jahr ${cardinalDe(n)} langsame Transite exakt; jeder steht unten in seinem Monat, mit den Tagen, an denen er im Orbis ist.`,
  busiest: (months) =>
    months.length === 1
      ? `Der ereignisreichste Monat ist der ${months[0]}.`
      : `Die ereignisreichsten Monate sind ${listJoinDe(months)}.`,
  noThemes:
    'Keiner der langsamen Planeten tritt in diesem Jahr in einen exakten Aspekt zu deinem Horoskop. Das macht es zu einem Jahr, in dem du auf dem aufbauen kannst, was du schon hast, ohne Druck von außen, den Kurs zu ändern.',
  lunationsTouching: (n) =>
    n === 1
      ? 'Einer der Neu- und Vollmonde und Finsternisse dieses Jahres fällt auf einen Punkt deines Horoskops; danach folgen ein paar Tage, in denen dieser Teil deines Lebens in den Mittelpunkt rückt.'
      : `${capitalise(cardinalDe(n))} der Neu- und Vollmonde und Finsternisse dieses Jahres fallen auf einen Punkt deines Horoskops; jedes Mal folgen ein paar Tage, in denen dieser Teil deines Lebens in den Mittelpunkt rückt.`,
  noLunationTouching:
    'Kein Neu- oder Vollmond und keine Finsternis dieses Jahres fällt auf einen Punkt deines Horoskops, und so zieht der monatliche Rhythmus des Mondes in diesem Jahr leicht an dir vorüber.',
  passingEclipses: (eclipses) => {
    const named = eclipses.map(
      (e) =>
        `vom ${e.day} (${e.kind === 'solar' ? 'Sonnenfinsternis' : 'Mondfinsternis'} bei ${degreeIn(e.degree, e.sign)})`,
    );
    return eclipses.length === 1
      ? `Die Finsternis ${named[0]} berührt keinen Punkt deines Horoskops und geht an dir vorüber.`
      : `Die Finsternisse ${listJoinDe(named)} berühren keinen Punkt deines Horoskops und gehen an dir vorüber.`;
  },
  noBirthTime:
    'Deine Geburtszeit ist nicht bekannt, darum lässt diese Vorschau deinen Aszendenten, dein MC und die Häuser aus, ebenso deinen Mond, der an einem Tag etwa dreizehn Grad zurücklegt: Kontakte zu ihnen lassen sich nicht zeitlich bestimmen.',
  quieter: (count, lists) =>
    `${count === 1 ? 'Ein leiserer Kontakt' : 'Leisere Kontakte'} in diesem Monat: ${lists.join('; ')}.`,
  lunationTitle: {
    new_moon: 'Der Neumond',
    full_moon: 'Der Vollmond',
    solar: 'Die Sonnenfinsternis',
    lunar: 'Die Mondfinsternis',
  },
  lunationFeminine: { new_moon: false, full_moon: false, solar: true, lunar: true },
  lunation: (title, day, degree, sign, points) =>
    `**${title} vom ${day} bei ${degreeIn(degree, sign)}** fällt auf ${listJoinDe(points.map((p) => POINT_ACCUSATIVE_DE[p]))}.`,
  lunationText: {
    new_moon:
      'Ein Neumond ist ein Anfang: Die Tage danach eignen sich gut, um etwas zu beginnen oder eine Absicht zu fassen.',
    full_moon:
      'Ein Vollmond bringt die Dinge auf den Punkt: Was sich aufgebaut hat, zeigt sich, und für ein, zwei Tage gehen die Gefühle hoch.',
    solar:
      'Eine Sonnenfinsternis ist ein Neumond mit mehr Kraft, und was sich um sie herum öffnet, zählt meist für die folgenden sechs Monate.',
    lunar:
      'Eine Mondfinsternis ist ein Vollmond mit mehr Kraft: Etwas kommt zu einem Ende oder an einen Wendepunkt, oft nach langem Vorlauf.',
  },
  station: (body, turn, day, points) =>
    `**${pointSubjectDe(body)} wird am ${day} ${turn === 'retrograde' ? 'rückläufig' : 'wieder direktläufig'}** und steht dabei auf ${listJoinDe(points.map(pointYoursDe))} still.`,
  stationText: {
    retrograde:
      'Ein Planet, der stillsteht, bevor er rückläufig wird, drückt tage- oder wochenlang auf den Punkt unter ihm, und was er berührt, will noch einmal angeschaut werden.',
    direct:
      'Ein Planet, der stillsteht, bevor er wieder vorwärts läuft, gibt frei, was er zurückgehalten hat, und was auf dem Punkt unter ihm stockte, kommt in Bewegung.',
  },
  ingress: (body, sign, day, points) =>
    `**${BODY_SUBJECT_DE[body]} tritt am ${day} ${SIGN_DE[sign].intoSign} ein**, das Zeichen ${listJoinDe(points.map((p) => POINT_GENITIVE_DE[p] ?? pointYoursDe(p)))}. ${TRANSIT_BRINGS_DE[body].conjunction}`,
  quietMonths: (months) =>
    months.length === 1
      ? `Der ${months[0]} bringt keinen langsamen Transit, keine Finsternis und keinen Neu- oder Vollmond in dein Horoskop: ein Monat, um weiterzuführen, was der Rest des Jahres begonnen hat.`
      : `${listJoinDe(months)} bringen keinen langsamen Transit, keine Finsternis und keinen Neu- oder Vollmond in dein Horoskop: Monate, um weiterzuführen, was der Rest des Jahres begonnen hat.`,
  outerWhere: (body, startSign, moves) => {
    const name = BODY_SUBJECT_DE[body];
    if (!moves.length) return `${name} steht das ganze Jahr ${SIGN_DE[startSign].inSign}.`;
    const steps = moves.map(
      (m) =>
        `${m.retrograde ? 'läuft' : 'wechselt'} am ${m.day} ${SIGN_DE[m.sign].intoSign}${m.retrograde ? ' zurück' : ''}`,
    );
    return `${name} beginnt das Jahr ${SIGN_DE[startSign].inSign} und ${listJoinDe(steps)}.`;
  },
  outerTheme: {
    Jupiter:
      'Jupiter braucht etwa ein Jahr für ein Zeichen und weitet alles, was er durchläuft: Dort ist Raum zu wachsen, zu lernen und großzügig zu sein.',
    Saturn:
      'Saturn hält sich zwei bis drei Jahre in einem Zeichen auf und verlangt Geduld, wo immer er steht: Struktur, ehrliche Mühe und den langsamen Aufbau von etwas, das bleibt.',
    Uranus:
      'Uranus braucht etwa sieben Jahre für ein Zeichen, und wohin er zieht, kommt Veränderung plötzlich, und alte Ordnungen lockern sich.',
    Neptune:
      'Neptun verweilt rund vierzehn Jahre in jedem Zeichen, weicht Grenzen auf, im Guten wie im Schlechten, und lässt Fantasie und Mitgefühl wachsen.',
    Pluto:
      'Pluto bleibt ein Jahrzehnt oder länger in einem Zeichen, und was auf seinem Weg liegt, wird langsam und gründlich umgestaltet.',
  },
  houseYear: [
    'Er wirkt in diesem Jahr durch dein erstes Haus, auf deinen Körper, dein Auftreten und die Art, wie du der Welt begegnest.',
    'In deinem zweiten Haus berührt er Geld, Besitz und das, was dir wirklich etwas wert ist.',
    'Sein Feld ist dein drittes Haus: wie du denkst, sprichst und lernst, dazu deine Geschwister und Nachbarn.',
    'Er läuft durch dein viertes Haus, das Haus von Zuhause, Familie und Herkunft.',
    'Dein fünftes Haus ist sein Schauplatz: Liebschaften, Kinder, Spiel und das, was du erschaffst.',
    'Er zieht durch dein sechstes Haus und prägt deinen Alltag, deine Arbeit und deine Gesundheit.',
    'Er durchquert dein siebtes Haus, und Partnerschaften, enge wie förmliche, sind seine Bühne.',
    'Über dein achtes Haus erreicht er Nähe, gemeinsames Geld und das, was du loszulassen bereit bist.',
    'Sein Weg führt durch dein neuntes Haus: Studium, Reisen und die Überzeugungen, die dich leiten.',
    'Im zehnten Haus wacht er über deinen Beruf, dein Ansehen und das, wofür du bekannt sein willst.',
    'In deinem elften Haus wirkt er auf Freundschaften, Gruppen und deine Hoffnungen für die Zukunft.',
    'In deinem zwölften Haus ist seine Arbeit still und nach innen gerichtet: Ruhe, Rückzug und das, was hinter den Kulissen geschieht.',
  ],
  noContact: {
    Jupiter:
      'Er bildet in diesem Jahr keinen exakten Aspekt zu deinem Horoskop, darum erreicht dich sein Glück auf dem gewöhnlichen Weg der Dinge.',
    Saturn:
      'Nichts von dir liegt in diesem Jahr auf seinem Weg, darum sind seine Forderungen allgemeine, keine persönlichen Prüfungen.',
    Uranus:
      'Er berührt in diesem Jahr keinen Punkt deines Horoskops: Die Veränderungen, die er bringt, erreichen dich aus der Welt um dich herum.',
    Neptune: 'Ohne Kontakt zu deinem Horoskop bleibt sein Einfluss in diesem Jahr im Hintergrund.',
    Pluto:
      'Er lässt dein Horoskop in diesem Jahr in Ruhe, und seine langsame Arbeit geht im Verborgenen weiter.',
  },
  outerContacts: (contacts, more) => {
    const named = contacts.map((c) => `${ASPECT_NOUN_DE[c.aspect]} ${pointYoursDe(c.point)} (${c.exactIn})`);
    const rest = more
      ? `, dazu ${more === 1 ? 'ein weiterer' : `${cardinalDe(more)} weitere`}, oben in ${more === 1 ? 'seinem Monat' : 'ihren Monaten'}`
      : '';
    return named.length === 1
      ? `Sein einziger exakter Kontakt zu deinem Horoskop ist ${named[0]}${rest}.`
      : `Seine stärksten Kontakte zu deinem Horoskop sind ${listJoinDe(named)}${rest}.`;
  },
  then: '; danach ',
};
