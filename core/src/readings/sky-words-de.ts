// The German words of the daily note and the sky calendar, which the server writes (the mail and
// the push have no browser to look words up in). German needs each name with its article and case
// ("im Quadrat zu deiner Sonne", "Mars tritt in den Löwen ein"), so the names are tables, not one
// word per point. The authored transit texts are in content/authored/transits-de.ts.
import type { AspectName } from '../astro/aspects';
import type { LunarPhaseName, PointName, SignAbbrev } from '../astro/types';
import type { SkyBody } from '../astro/sky-track';

/** Nominative, "in" with the dative (where a body stands) and "in" with the accusative (where it goes). */
export const SIGN_DE: Record<SignAbbrev, { name: string; inSign: string; intoSign: string }> = {
  Ari: { name: 'Widder', inSign: 'im Widder', intoSign: 'in den Widder' },
  Tau: { name: 'Stier', inSign: 'im Stier', intoSign: 'in den Stier' },
  Gem: { name: 'Zwillinge', inSign: 'in den Zwillingen', intoSign: 'in die Zwillinge' },
  Can: { name: 'Krebs', inSign: 'im Krebs', intoSign: 'in den Krebs' },
  Leo: { name: 'Löwe', inSign: 'im Löwen', intoSign: 'in den Löwen' },
  Vir: { name: 'Jungfrau', inSign: 'in der Jungfrau', intoSign: 'in die Jungfrau' },
  Lib: { name: 'Waage', inSign: 'in der Waage', intoSign: 'in die Waage' },
  Sco: { name: 'Skorpion', inSign: 'im Skorpion', intoSign: 'in den Skorpion' },
  Sag: { name: 'Schütze', inSign: 'im Schützen', intoSign: 'in den Schützen' },
  Cap: { name: 'Steinbock', inSign: 'im Steinbock', intoSign: 'in den Steinbock' },
  Aqu: { name: 'Wassermann', inSign: 'im Wassermann', intoSign: 'in den Wassermann' },
  Pis: { name: 'Fische', inSign: 'in den Fischen', intoSign: 'in die Fische' },
};

/** A point as the subject of a sentence ("die Sonne") and after "deinem/deiner" ("deiner Sonne"). */
const POINT_DE: Partial<Record<PointName, { subject: string; yours: string }>> = {
  Sun: { subject: 'die Sonne', yours: 'deiner Sonne' },
  Moon: { subject: 'der Mond', yours: 'deinem Mond' },
  Mercury: { subject: 'Merkur', yours: 'deinem Merkur' },
  Venus: { subject: 'Venus', yours: 'deiner Venus' },
  Mars: { subject: 'Mars', yours: 'deinem Mars' },
  Jupiter: { subject: 'Jupiter', yours: 'deinem Jupiter' },
  Saturn: { subject: 'Saturn', yours: 'deinem Saturn' },
  Uranus: { subject: 'Uranus', yours: 'deinem Uranus' },
  Neptune: { subject: 'Neptun', yours: 'deinem Neptun' },
  Pluto: { subject: 'Pluto', yours: 'deinem Pluto' },
  Chiron: { subject: 'Chiron', yours: 'deinem Chiron' },
  Mean_Lilith: { subject: 'Lilith', yours: 'deiner Lilith' },
  True_Node: { subject: 'der Mondknoten', yours: 'deinem Mondknoten' },
  Mean_Node: { subject: 'der Mondknoten', yours: 'deinem Mondknoten' },
  True_South_Node: { subject: 'der südliche Mondknoten', yours: 'deinem südlichen Mondknoten' },
  Mean_South_Node: { subject: 'der südliche Mondknoten', yours: 'deinem südlichen Mondknoten' },
  Ascendant: { subject: 'der Aszendent', yours: 'deinem Aszendenten' },
  Medium_Coeli: { subject: 'das MC', yours: 'deinem MC' },
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Saturn", "Die Sonne": a point opening a sentence. */
export function pointSubjectDe(name: PointName): string {
  return capitalise(POINT_DE[name]?.subject ?? name.replace(/_/g, ' '));
}

/** "deiner Sonne", "deinem MC": a point after a preposition taking the dative. */
export function pointYoursDe(name: PointName): string {
  return POINT_DE[name]?.yours ?? name.replace(/_/g, ' ');
}

/** "die Sonne", "Merkur": a point inside a sentence, with its article when it takes one. */
export function pointNameDe(name: PointName): string {
  return POINT_DE[name]?.subject ?? name.replace(/_/g, ' ');
}

/** "der Sonne", "dem Aszendenten", "Merkur": a point in the dative, with its article when it takes one. */
export function pointDativeDe(name: PointName): string {
  const p = POINT_DE[name];
  if (!p) return name.replace(/_/g, ' ');
  return /^(der|die|das) /.test(p.subject) ? p.yours.replace(/^dein/, 'd') : p.subject;
}

/** A point after "dein" in the nominative: "deine Sonne", "dein Aszendent", "dein südlicher Mondknoten". */
const POINT_YOUR_DE: Partial<Record<PointName, string>> = {
  Sun: 'deine Sonne',
  Moon: 'dein Mond',
  Mercury: 'dein Merkur',
  Venus: 'deine Venus',
  Mars: 'dein Mars',
  Jupiter: 'dein Jupiter',
  Saturn: 'dein Saturn',
  Uranus: 'dein Uranus',
  Neptune: 'dein Neptun',
  Pluto: 'dein Pluto',
  Chiron: 'dein Chiron',
  Mean_Lilith: 'deine Lilith',
  True_Node: 'dein Mondknoten',
  Mean_Node: 'dein Mondknoten',
  True_South_Node: 'dein südlicher Mondknoten',
  Mean_South_Node: 'dein südlicher Mondknoten',
  Ascendant: 'dein Aszendent',
  Medium_Coeli: 'dein MC',
};

/** "deine Sonne", "dein MC": the reader's own point as the subject of a sentence. */
export function pointYourDe(name: PointName): string {
  return POINT_YOUR_DE[name] ?? name.replace(/_/g, ' ');
}

const ASPECT_DE: Record<AspectName, string> = {
  conjunction: 'in Konjunktion mit',
  sextile: 'im Sextil zu',
  square: 'im Quadrat zu',
  trine: 'im Trigon zu',
  opposition: 'in Opposition zu',
};

/** "Saturn im Quadrat zu deiner Sonne", "Der Mondknoten in Konjunktion mit deinem MC". */
export function transitTitleDe(body: PointName, aspect: AspectName, point: PointName): string {
  return `${pointSubjectDe(body)} ${ASPECT_DE[aspect]} ${pointYoursDe(point)}`;
}

/** "die Sonne im Quadrat zu Saturn", "Venus in Konjunktion mit dem Mond": a natal aspect. */
export function aspectPhraseDe(p1: PointName, aspect: AspectName, p2: PointName): string {
  return `${pointNameDe(p1)} ${ASPECT_DE[aspect]} ${pointDativeDe(p2)}`
    .replace(/ zu der /, ' zur ')
    .replace(/ zu dem /, ' zum ');
}

/** "A, B und C". */
export function listJoinDe(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`;
}

/**
 * "genau am 3. Dezember um 14:20, im Orbis vom 28. November bis zum 9. Dezember"; the caller
 * writes each exact moment as "3. Dezember um 14:20" and each day as "28. November".
 */
export function transitWindowPhraseDe(exactAt: readonly string[], from: string | null, to: string | null) {
  const exact = exactAt.length
    ? `genau ${listJoinDe(exactAt.map((at) => `am ${at}`))}`
    : 'ohne exakten Aspekt';
  const orb =
    from && to
      ? from === to
        ? `im Orbis am ${from}`
        : `im Orbis vom ${from} bis zum ${to}`
      : from
        ? `im Orbis ab dem ${from}`
        : to
          ? `im Orbis bis zum ${to}`
          : 'im ganzen Zeitraum im Orbis';
  return `${exact}, ${orb}`;
}

export const MONTHS_DE = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
export const WEEKDAYS_DE = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

export const PHASE_TEXT_DE: Record<LunarPhaseName, string> = {
  'New Moon': 'Es ist Neumond, eine stille Zeit, um eine Absicht zu fassen und neu anzufangen.',
  Crescent:
    'Er nimmt als schmale Sichel zu, eine gute Zeit für die ersten Schritte zu dem, was du begonnen hast.',
  'First Quarter':
    'Er ist im ersten Viertel, eine Zeit, deine Pläne anzupacken und über das erste Hindernis hinauszugehen.',
  Gibbous: 'Er ist fast voll, eine Zeit, das, woran du arbeitest, zu verfeinern und nachzujustieren.',
  'Full Moon': 'Es ist Vollmond, eine Zeit, in der Dinge ans Licht kommen und Gefühle hochgehen.',
  Disseminating: 'Er nimmt nach dem Vollmond ab, eine Zeit, weiterzugeben, was du gelernt hast.',
  'Last Quarter': 'Er ist im letzten Viertel, eine Zeit, auszuräumen, was du nicht mehr brauchst.',
  Balsamic: 'Er ist eine abnehmende Sichel, das Ende des Zyklus, eine Zeit, zu ruhen und loszulassen.',
};

/** Mercury, Venus and Mars retrograde change the feel of ordinary days; each has its own advice. */
export const PERSONAL_RETROGRADE_DE: Partial<Record<SkyBody, string>> = {
  Mercury:
    'Merkur ist rückläufig: Prüfe Pläne, Nachrichten und Reisedetails doppelt und rechne damit, dass alte Themen zurückkommen.',
  Venus:
    'Venus ist rückläufig, eine Zeit, zu überdenken, was und wen du schätzt, statt dich in etwas Neues zu stürzen.',
  Mars: 'Mars ist rückläufig, darum bringt deine Kraft mehr, wenn du Begonnenes vollendest, als wenn du Neues anfängst.',
};

/** The slow bodies retrograde, after any personal ones ("… ebenfalls rückläufig"). */
export function slowRetrogradeDe(bodies: readonly SkyBody[], afterPersonal: boolean): string {
  const names = listJoinDe(bodies.map(pointSubjectDe));
  const one = bodies.length === 1;
  return `${names} ${one ? 'ist' : 'sind'}${afterPersonal ? ' ebenfalls' : ''} rückläufig; ${one ? 'seine' : 'ihre'} langsame Arbeit geht unter der Oberfläche weiter.`;
}

export const CALENDAR_PHASE_DE = {
  new_moon: 'Neumond',
  first_quarter: 'Zunehmender Halbmond',
  full_moon: 'Vollmond',
  last_quarter: 'Abnehmender Halbmond',
} as const;

/** "Totale Sonnenfinsternis", "Halbschatten-Mondfinsternis". */
export function eclipseDe(eclipse: 'solar' | 'lunar', kind: 'penumbral' | 'partial' | 'annular' | 'total') {
  const noun = eclipse === 'solar' ? 'Sonnenfinsternis' : 'Mondfinsternis';
  if (kind === 'penumbral') return `Halbschatten-${noun}`;
  const adjective = { partial: 'Partielle', annular: 'Ringförmige', total: 'Totale' }[kind];
  return `${adjective} ${noun}`;
}

// ---------------------------------------------------------------------------------------------
// Compatibility readings: a person's point named with its owner, by the Saxon genitive German uses
// for names ("Lenas Mond", "Felix' Sonne"); a name ending in s, ß, x, z or ce takes only the
// apostrophe. The noun takes no article after it, and a weak noun keeps its case ending
// ("zu Lenas Aszendenten").

/** The grammatical case a point is named in. */
export type CaseDe = 'nom' | 'acc' | 'dat';
type GenderDe = 'm' | 'f' | 'n';
/** A point, or the two angles the synastry names besides the Ascendant and the MC. */
export type OwnedPointDe = PointName | 'Descendant' | 'IC';

const OWNED_DE: Partial<Record<OwnedPointDe, { g: GenderDe; noun: string; weak?: boolean }>> = {
  Sun: { g: 'f', noun: 'Sonne' },
  Moon: { g: 'm', noun: 'Mond' },
  Mercury: { g: 'm', noun: 'Merkur' },
  Venus: { g: 'f', noun: 'Venus' },
  Mars: { g: 'm', noun: 'Mars' },
  Jupiter: { g: 'm', noun: 'Jupiter' },
  Saturn: { g: 'm', noun: 'Saturn' },
  Uranus: { g: 'm', noun: 'Uranus' },
  Neptune: { g: 'm', noun: 'Neptun' },
  Pluto: { g: 'm', noun: 'Pluto' },
  Chiron: { g: 'm', noun: 'Chiron' },
  Mean_Lilith: { g: 'f', noun: 'Lilith' },
  True_Node: { g: 'm', noun: 'Mondknoten' },
  Mean_Node: { g: 'm', noun: 'Mondknoten' },
  Ascendant: { g: 'm', noun: 'Aszendent', weak: true },
  Descendant: { g: 'm', noun: 'Deszendent', weak: true },
  Medium_Coeli: { g: 'n', noun: 'MC' },
  IC: { g: 'n', noun: 'IC' },
};

const ARTICLE_DE: Record<GenderDe, Record<CaseDe, string>> = {
  m: { nom: 'der', acc: 'den', dat: 'dem' },
  f: { nom: 'die', acc: 'die', dat: 'der' },
  n: { nom: 'das', acc: 'das', dat: 'dem' },
};

/** "Sonne", "Aszendent": the bare noun, as in "Sonne und Mond von Ben" or "das Sonne-Mond-Trigon". */
export function pointNounDe(point: OwnedPointDe): string {
  return OWNED_DE[point]?.noun ?? point.replace(/_/g, ' ');
}

/** The grammatical gender of a point's noun (masculine where the table has none). */
export function pointGenderDe(point: OwnedPointDe): GenderDe {
  return OWNED_DE[point]?.g ?? 'm';
}

/** "die Sonne", "dem Aszendenten", "den Mars": a point with its article in a case. */
export function pointArticleDe(point: OwnedPointDe, c: CaseDe = 'nom'): string {
  const p = OWNED_DE[point];
  if (!p) return point.replace(/_/g, ' ');
  return `${ARTICLE_DE[p.g][c]} ${p.noun}${p.weak && c !== 'nom' ? 'en' : ''}`;
}

/** "Lenas", "Felix'", "Tobias'": a name in the Saxon genitive, before the noun it owns. */
export function genitiveDe(name: string): string {
  return /(s|ß|x|z|ce)$/i.test(name) ? `${name}'` : `${name}s`;
}

/** "Mond", "Aszendenten": a point's bare noun in a case, with a weak noun's ending. */
export function pointNounCaseDe(point: OwnedPointDe, c: CaseDe = 'nom'): string {
  const p = OWNED_DE[point];
  return `${pointNounDe(point)}${p?.weak && c !== 'nom' ? 'en' : ''}`;
}

/** "Annas Sonne", "Bens Aszendenten": a person's point in a case, by the Saxon genitive. */
export function pointOfDe(point: OwnedPointDe, owner: string, c: CaseDe = 'nom'): string {
  return `${genitiveDe(owner)} ${pointNounCaseDe(point, c)}`;
}

/** "Felix' Sonne, Venus und Mars": several of one person's points, named once with the owner. */
export function pointsOfDe(points: OwnedPointDe[], owner: string, c: CaseDe = 'nom'): string {
  return `${genitiveDe(owner)} ${listJoinDe(points.map((p) => pointNounCaseDe(p, c)))}`;
}

/** "im Trigon zu", "in Konjunktion mit": the aspect before the second point, which takes the dative. */
export function aspectWithDe(aspect: AspectName): string {
  return ASPECT_DE[aspect];
}

/** A relative pronoun's clause ("die Aufgabe, zu der du dich gerufen fühlst"): never contracted. */
const NOT_ARTICLE = '(?! (?:du|ich|er|sie|es|wir|ihr|man)\\b)';
const ZU_DER = new RegExp(`\\bzu der\\b${NOT_ARTICLE}`, 'g');
const ZU_DEM = new RegExp(`\\bzu dem\\b${NOT_ARTICLE}`, 'g');
const VON_DEM = new RegExp(`\\bvon dem\\b${NOT_ARTICLE}`, 'g');

/**
 * A preposition and a point's article contracted, as German writes them: "im Trigon zur Sonne",
 * "zum Mond", "vom Mond"; a relative clause keeps its pronoun.
 */
export function contractDe(text: string): string {
  return text.replace(ZU_DER, 'zur').replace(ZU_DEM, 'zum').replace(VON_DEM, 'vom');
}

/** The aspect as a noun with its article: "das Trigon", "die Konjunktion". */
export const ASPECT_NOUN_DE: Record<AspectName, { g: GenderDe; noun: string }> = {
  conjunction: { g: 'f', noun: 'Konjunktion' },
  sextile: { g: 'n', noun: 'Sextil' },
  square: { g: 'n', noun: 'Quadrat' },
  trine: { g: 'n', noun: 'Trigon' },
  opposition: { g: 'f', noun: 'Opposition' },
};

/** "das Sonne-Mond-Trigon", "die Venus-Mars-Konjunktion": a contact named by its planets. */
export function aspectCompoundDe(p1: OwnedPointDe, aspect: AspectName, p2: OwnedPointDe, c: CaseDe = 'nom') {
  const a = ASPECT_NOUN_DE[aspect];
  return `${ARTICLE_DE[a.g][c]} ${pointNounDe(p1)}-${pointNounDe(p2)}-${a.noun}`;
}

/** The numbers up to twelve in words, as a count: "eins" is "ein" before a noun, so the caller says one. */
export const NUMBER_DE = [
  'null',
  'eins',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
];

/** Ordinal stems, first to twelfth: "zehnt" takes its ending ("das zehnte Haus", "im zehnten Haus"). */
export const ORDINAL_STEM_DE = [
  'erst',
  'zweit',
  'dritt',
  'viert',
  'fünft',
  'sechst',
  'siebt',
  'acht',
  'neunt',
  'zehnt',
  'elft',
  'zwölft',
];

/** "ersten" … "zwölften": an ordinal after "im" or "dem", indexed from 1. */
export const ORDINAL_DAT_DE = ['', ...ORDINAL_STEM_DE.map((stem) => `${stem}en`)];

/** "1,2°": a degree figure with a German decimal comma. */
export function degreesDe(value: number, digits = 1): string {
  return `${value.toFixed(digits).replace('.', ',')}°`;
}
