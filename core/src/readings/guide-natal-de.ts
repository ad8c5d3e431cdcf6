// The voice guide's answers for a natal reading written in German: the same facts as the English
// natal answers in guide.ts, told in sentences written in German (du-form, decision 0028), with the
// German sign, house and aspect tables the German composer reads, and questions read in German.
import type { AspectName } from '../astro/aspects';
import type { PointName, SignAbbrev } from '../astro/types';
import { tablePoint } from './astro-facts';
import { SIGN_INFO } from './content/astro';
import {
  aspectFamily,
  aspectKey,
  type AspectPoint,
  type HouseNumber,
  type HousePoint,
} from './content/authored';
import { ASPECT_TEXT_DE, HOUSE_TEXT_DE, SIGN_TEXT_DE } from './content/authored/de';
import type { GuideAnswer } from './guide';
import {
  aspectPhraseDe,
  listJoinDe,
  pointNameDe,
  pointSubjectDe,
  pointYourDe,
  SIGN_DE,
  ORDINAL_STEM_DE,
} from './sky-words-de';
import type { AspectFact, NatalFacts, PlacementFact } from './types';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** German words hold umlauts and ß, which \b does not see as letters: a word starts after none. */
export const START = '(?<![a-zäöüß])';
export const word = (source: string) => new RegExp(`${START}(?:${source})`);

/** The points a German question names; the Moon is not the Mondknoten nor the Schwarzer Mond. */
export const POINT_WORDS_DE: [PointName, RegExp][] = [
  ['Sun', word('sonne(?!nfinsternis)|sternzeichen')],
  ['Moon', /(?<!schwarze[nr]? )(?<![a-zäöüß])mond(?!knoten)/],
  ['Mercury', word('merkur')],
  ['Venus', word('venus')],
  ['Mars', word('mars(?![a-zäöüß])')],
  ['Jupiter', word('jupiter')],
  ['Saturn', word('saturn')],
  ['Uranus', word('uranus')],
  ['Neptune', word('neptun')],
  ['Pluto', word('pluto')],
  ['Chiron', word('chiron')],
  ['Mean_Lilith', word('lilith|schwarze[nr]? mond')],
  ['Ascendant', word('aszendent|aufsteigende')],
  ['Medium_Coeli', word('mc(?![a-zäöüß])|himmelsmitte|medium coeli')],
];

const NODES = new Set<PointName>(['True_Node', 'Mean_Node', 'True_South_Node', 'Mean_South_Node']);
const ANGLES = new Set<PointName>(['Ascendant', 'Medium_Coeli']);

/** The points a question names, the lunar nodes read as the North Node unless it says "südlich". */
function wantedPoints(q: string): PointName[] {
  const wanted = POINT_WORDS_DE.filter(([, re]) => re.test(q)).map(([n]) => n);
  if (word('(mond)?knoten').test(q)) wanted.push(/südliche/.test(q) ? 'True_South_Node' : 'True_Node');
  return wanted;
}

/** The same point whichever node the chart was computed with. */
const asAsked = (p: PointName): PointName =>
  p === 'Mean_Node' ? 'True_Node' : p === 'Mean_South_Node' ? 'True_South_Node' : p;

/** What each house stands for, in the accusative after "steht für". */
const HOUSE_THEME_DE = [
  'das Ich: dein Auftreten, deinen Körper und wie du auf die Welt zugehst',
  'Geld, Besitz und das, was dir etwas wert ist',
  'Kommunikation, Lernen, Geschwister und dein nahes Umfeld',
  'Zuhause, Familie und deine Wurzeln',
  'Liebe, Kreativität, Spiel und Lebensfreude',
  'Arbeit, Alltag und Gesundheit',
  'Partnerschaft und alle engen Beziehungen zu einem Gegenüber',
  'Wandlung, Krisen, Intimität und das, was du mit anderen teilst',
  'Weltanschauung, Sinnsuche, Studium und Reisen',
  'Beruf, Berufung und dein Ansehen in der Öffentlichkeit',
  'Freundschaften, Gruppen und deine Hoffnungen für die Zukunft',
  'Rückzug, Spiritualität und das Unbewusste',
];

/** A house a question names: "zehntes Haus", "10. Haus", "Haus 10". */
function askedHouse(q: string): number | undefined {
  const byWord = new RegExp(`${START}(${ORDINAL_STEM_DE.join('|')})(?:e[nmrs]?)? haus`).exec(q);
  if (byWord) return ORDINAL_STEM_DE.indexOf(byWord[1]!) + 1;
  const byNumber = /(?<!\d)(\d{1,2})\.? ?haus/.exec(q) ?? /haus (\d{1,2})(?!\d)/.exec(q);
  const n = byNumber ? Number(byNumber[1]) : undefined;
  return n !== undefined && n >= 1 && n <= 12 ? n : undefined;
}

/** The sign a question names, by its German stem ("im Löwen", "in den Fischen", "Zwilling"). */
const SIGN_WORDS_DE: [SignAbbrev, string][] = [
  ['Ari', 'widder'],
  ['Tau', 'stier'],
  ['Gem', 'zwilling'],
  ['Can', 'krebs'],
  ['Leo', 'löwe'],
  ['Vir', 'jungfrau'],
  ['Lib', 'waage'],
  ['Sco', 'skorpion'],
  ['Sag', 'schütze'],
  ['Cap', 'steinbock'],
  ['Aqu', 'wassermann'],
  ['Pis', 'fische?'],
];

/** "Der Löwe ist ein fixes Feuerzeichen.", "Die Fische sind ein veränderliches Wasserzeichen." */
function signNatureDe(sign: SignAbbrev): string {
  const { element, modality } = SIGN_INFO[sign];
  const plural = sign === 'Gem' || sign === 'Pis';
  const article = plural || sign === 'Vir' || sign === 'Lib' ? 'Die' : 'Der';
  const kind = { cardinal: 'kardinales', fixed: 'fixes', mutable: 'veränderliches' }[modality];
  const noun = { fire: 'Feuer', earth: 'Erd', air: 'Luft', water: 'Wasser' }[element];
  return `${article} ${SIGN_DE[sign].name} ${plural ? 'sind' : 'ist'} ein ${kind} ${noun}zeichen.`;
}

const ELEMENT_DE: Record<string, string> = { fire: 'Feuer', earth: 'Erde', air: 'Luft', water: 'Wasser' };

/** "im Krebs oder im Löwen": the signs a point may stand in when the birth time is unknown. */
export function whereDe(p: PlacementFact): string {
  if (!p.possibleSigns) return SIGN_DE[p.sign].inSign;
  const signs = p.possibleSigns
    .map((name) => (Object.keys(SIGN_INFO) as SignAbbrev[]).find((s) => SIGN_INFO[s].name === name))
    .filter((s) => s !== undefined)
    .map((s) => SIGN_DE[s].inSign);
  return signs.length > 1
    ? `${signs.slice(0, -1).join(', ')} oder ${signs[signs.length - 1]}`
    : SIGN_DE[p.sign].inSign;
}

const retrogradeLine = (p: PlacementFact) =>
  p.retrograde && !NODES.has(p.point) ? `${pointSubjectDe(p.point)} war bei deiner Geburt rückläufig.` : '';

/** Where a point stands, then what the German tables say about it, as the reading says it. */
function describePlacementDe(p: PlacementFact): string {
  const angle = ANGLES.has(p.point);
  const house = p.house !== null && !angle ? ` und im ${ORDINAL_STEM_DE[p.house - 1]}en Haus` : '';
  const frame = `${capitalise(pointYourDe(p.point))} ${angle ? 'liegt' : 'steht'} ${whereDe(p)}${house}.${
    p.possibleSigns ? ' Ohne Geburtszeit lässt sich nicht sagen, welches Zeichen es genau ist.' : ''
  }`;
  const key = tablePoint(p.point);
  const houseText =
    key && p.house !== null && key in HOUSE_TEXT_DE
      ? HOUSE_TEXT_DE[key as HousePoint][p.house as HouseNumber]
      : '';
  return [frame, key ? SIGN_TEXT_DE[key][p.sign] : '', retrogradeLine(p), houseText]
    .filter(Boolean)
    .join(' ');
}

const NO_TIME =
  'Ohne Geburtszeit lassen sich der Aszendent, das MC und die Häuser nicht berechnen, darum kann ich dir dazu nichts sagen. Die Zeichen deiner Planeten und ihre Aspekte gelten trotzdem; danach kannst du mich gern fragen.';

/** The aspects a German question names. */
export const ASPECT_WORDS_DE: [AspectName, RegExp][] = [
  ['conjunction', /konjunktion/],
  ['sextile', /sextil/],
  ['square', /quadrat/],
  ['trine', /trigon/],
  ['opposition', /opposition/],
];

/** "die Sonne im Trigon zu Saturn (Orbis 0,4°)"; an all-day Moon aspect has no meaningful orb. */
const aspectLine = (a: AspectFact) =>
  `${aspectPhraseDe(a.p1, a.aspect as AspectName, a.p2)}${a.allDay ? '' : ` (Orbis ${a.orb.toFixed(1).replace('.', ',')}°)`}`;

/** The German table's text for an aspect's pair and family, when it has one. */
function aspectTextDe(a: AspectFact): string | undefined {
  const [p1, p2] = [tablePoint(a.p1), tablePoint(a.p2)];
  if (!p1 || !p2) return undefined;
  return ASPECT_TEXT_DE[aspectKey(p1 as AspectPoint, p2 as AspectPoint)]?.[
    aspectFamily(a.aspect as AspectName)
  ];
}

function answerAspects(f: NatalFacts, q: string, wanted: PointName[]): string {
  const kinds = ASPECT_WORDS_DE.filter(([, re]) => re.test(q)).map(([k]) => k);
  const asp = f.aspects
    .filter((a) => wanted.length === 0 || wanted.includes(asAsked(a.p1)) || wanted.includes(asAsked(a.p2)))
    .filter((a) => kinds.length === 0 || kinds.includes(a.aspect as AspectName))
    .slice(0, 3);
  if (asp.length === 0) return 'Einen solchen Aspekt gibt es in deinem Horoskop nicht.';
  const closest = aspectTextDe(asp[0]!);
  return `${asp.length === 1 ? 'Dein engster Aspekt ist' : 'Deine engsten Aspekte sind'} ${listJoinDe(asp.map(aspectLine))}.${closest ? ` ${closest}` : ''}`;
}

function answerHouse(f: NatalFacts, n: number): string {
  const inHouse = f.placements.filter((p) => p.house === n && !ANGLES.has(p.point));
  const names = listJoinDe(inHouse.map((p) => pointNameDe(p.point)));
  const held =
    inHouse.length === 0
      ? 'In deinem Horoskop steht dort kein Planet; dann prägt vor allem das Zeichen an seiner Spitze, wie du dieses Lebensfeld erlebst.'
      : `In deinem Horoskop ${inHouse.length === 1 ? 'steht' : 'stehen'} dort ${names}.`;
  const texts = inHouse.flatMap((p) => {
    const key = tablePoint(p.point);
    return key && key in HOUSE_TEXT_DE ? [HOUSE_TEXT_DE[key as HousePoint][n as HouseNumber]] : [];
  });
  return [`Das ${ORDINAL_STEM_DE[n - 1]}e Haus steht für ${HOUSE_THEME_DE[n - 1]}.`, held, ...texts].join(
    ' ',
  );
}

function answerRetrograde(f: NatalFacts, wanted: PointName[]): string {
  const asked = f.placements.filter((p) => wanted.includes(asAsked(p.point)) && !NODES.has(p.point));
  const direct = asked.filter((p) => !p.retrograde);
  const retro = (asked.length > 0 ? asked : f.placements).filter(
    (p) => p.retrograde && !NODES.has(p.point) && !ANGLES.has(p.point),
  );
  const parts: string[] = [];
  if (direct.length > 0)
    parts.push(
      `${capitalise(listJoinDe(direct.map((p) => pointNameDe(p.point))))} ${direct.length === 1 ? 'war' : 'waren'} bei deiner Geburt nicht rückläufig, sondern direktläufig.`,
    );
  if (asked.length === 0)
    parts.push(
      retro.length === 0
        ? 'Bei deiner Geburt war kein Planet rückläufig.'
        : `Bei deiner Geburt ${retro.length === 1 ? 'war' : 'waren'} ${listJoinDe(retro.map((p) => pointNameDe(p.point)))} rückläufig.`,
    );
  if (retro.length > 0)
    parts.push(
      'Ein Planet, der bei der Geburt rückläufig war, wirkt eher nach innen: Du lebst sein Thema zuerst für dich, prüfst es gründlich und findest erst mit der Zeit deinen eigenen Ausdruck dafür.',
    );
  return parts.join(' ');
}

export function answerNatalDe(f: NatalFacts, q: string): GuideAnswer {
  const wanted = wantedPoints(q);
  const found = f.placements.filter((p) => wanted.includes(asAsked(p.point)));
  const parts: string[] = found.map(describePlacementDe);
  const house = askedHouse(q);
  const asksHouses = word('h[aä]us').test(q);
  if (!f.birthTimeKnown && (asksHouses || wanted.some((n) => ANGLES.has(n)))) parts.push(NO_TIME);
  if (house !== undefined && f.birthTimeKnown) parts.push(answerHouse(f, house));
  // A named planet's placement already says when it was retrograde; this says when it was not.
  const retrograde = /r(ü|ue)ckl(ä|ae)ufig|retrograd/.test(q) ? answerRetrograde(f, wanted) : '';
  if (retrograde) parts.push(retrograde);
  if (/aspekt|konjunktion|sextil|quadrat|trigon|opposition/.test(q)) parts.push(answerAspects(f, q, wanted));
  const sign = SIGN_WORDS_DE.find(([, stem]) => word(stem).test(q))?.[0];
  if (parts.length === 0 && sign) {
    const inSign = f.placements.filter((p) => p.sign === sign && !p.possibleSigns);
    const where = capitalise(SIGN_DE[sign].inSign);
    parts.push(
      signNatureDe(sign),
      inSign.length === 0
        ? `${where} steht in deinem Horoskop kein Planet.`
        : `${where} ${inSign.length === 1 ? 'steht' : 'stehen'} in deinem Horoskop ${listJoinDe(inSign.map((p) => pointNameDe(p.point)))}.`,
      ...inSign.map(describePlacementDe),
    );
    return { answer: parts.join(' '), sources: inSign.map((p) => `placement:${p.point}`) };
  }
  if (parts.length > 0) return { answer: parts.join(' '), sources: found.map((p) => `placement:${p.point}`) };
  const big = f.placements.filter((p) => p.point === 'Sun' || p.point === 'Moon' || p.point === 'Ascendant');
  const strongest = Object.entries(f.elements).sort(([, a], [, b]) => b - a)[0];
  const emphasis =
    word('stärkst|betont|element|thema').test(q) && strongest && ELEMENT_DE[strongest[0]]
      ? ` Am stärksten betont ist in deinem Horoskop das Element ${ELEMENT_DE[strongest[0]]}.`
      : '';
  return {
    answer: `Der Kern deines Horoskops: ${listJoinDe(big.map((p) => `${pointNameDe(p.point)} ${whereDe(p)}`))}.${emphasis} ${big.map(describePlacementDe).join(' ')} Frag mich nach einem Planeten, ${f.birthTimeKnown ? 'einem Haus oder einem Aspekt' : 'einem Zeichen oder einem Aspekt'}.`,
    sources: big.map((p) => `placement:${p.point}`),
  };
}

/** Follow-up questions the German natal guide answers from the reading's own placements. */
export function suggestedNatalDe(f: NatalFacts): string[] {
  const moon = f.placements.find((p) => p.point === 'Moon');
  const venus = f.placements.find((p) => p.point === 'Venus');
  return [
    ...(moon ? [`Was bedeutet mein Mond${moon.possibleSigns ? '' : ` ${SIGN_DE[moon.sign].inSign}`}?`] : []),
    f.birthTimeKnown ? 'Was sagt mein Aszendent über mich?' : 'Welche Aspekte sind am engsten?',
    ...(venus ? [`Was zeigt meine Venus ${SIGN_DE[venus.sign].inSign}?`] : []),
  ];
}
