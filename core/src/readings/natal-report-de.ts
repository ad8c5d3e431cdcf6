// The natal report in German: the English composer's decisions (themes and their order, the chart
// ruler, the figures, the dignities, the aspects listed, which placements weigh most), each told in
// sentences built for German (case, gender, word order), with the German sign, house and aspect
// tables. No English word fills a German slot. The German words are in natal-words-de.ts.
import type { AspectName } from '../astro/aspects';
import type { Chart, ChartPoint, HouseSystem, PointName, SignAbbrev } from '../astro/types';
import { findPoint, majorAspects, tablePoint } from './astro-facts';
import { SIGN_INFO, type Element, type Modality } from './content/astro';
import {
  aspectFamily,
  aspectKey,
  type AspectPoint,
  type HouseNumber,
  type HousePoint,
} from './content/authored';
import {
  ASPECT_TEXT_DE,
  HOUSE_TEXT_DE,
  NORTH_NODE_AXIS_TEXT_DE,
  SIGN_TEXT_DE,
  SOUTH_NODE_AXIS_TEXT_DE,
  SOUTH_NODE_CONJUNCTION_TEXT_DE,
  STRONG_ASPECT_TEXT_DE,
  SOUTH_NODE_HOUSE_TEXT_DE,
  STRONG_HOUSE_TEXT_DE,
} from './content/authored/de';
import { birthClockCautionDe, birthClockLineDe, birthClockPointerDe } from './birth-clock';
import type { NatalPlan } from './natal-report';
import { firstSaturnReturn, HISTORICAL_AGE, signChangeTime } from './natal-placement-context';
import {
  CLASSICAL,
  dignities,
  GENERATIONAL,
  PERSONAL,
  PLANETS,
  readingHouse,
  angleContact,
  solarCondition,
  type AspectPattern,
  type ChartSynthesis,
  type RulerCondition,
} from './natal-synthesis';
import { dispositor, essentialState, finalDispositor, triplicityRuler } from './essential-dignity';
import {
  clock,
  lackSupplied,
  mergePatterns,
  sectPressure,
  trineElement,
  type Theme,
} from './natal-synthesis-text';
import {
  accDe,
  accsDe,
  ANGLE_DE,
  ASPECT_NOUN,
  aspectTitle,
  ANGLE_HOUSE_DE,
  capitaliseDe as cap,
  cardinalDe,
  datDe,
  datsDe,
  degDe,
  dignityPhraseDe,
  dignitySentenceDe,
  ELEMENT_DAT_DE,
  ELEMENT_DE,
  ELEMENT_NOM_DE,
  ELEMENT_QUALITY_DE,
  elementSignsDe,
  fromSignDe,
  HOUSE_STAGE_DE,
  HOUSE_THEME_DE,
  houseOrdDe,
  houseTitleDe,
  inHouseDe,
  inSignDe,
  intoHouseDe,
  intoSignDe,
  LACK_DE,
  MODE_TEXT_DE,
  NamesDe,
  namesDe,
  NomDe,
  nomDe,
  capitaliseDe,
  PHASE_DE,
  possDe,
  pronDe,
  realmDe,
  resetRealmDe,
  saturnReturnAtAgeDe,
  shakenLightDe,
  SIGN_STELLIUM_DE,
  signNameDe,
  toSignDe,
  T_SQUARE_FOCUS_DE,
  titleDe,
  TRINE_GIFT_DE,
  vocationAtAgeDe,
  YOD_APEX_DE,
  yoursDe,
} from './natal-words-de';
import { contractDe, listJoinDe, MONTHS_DE } from './sky-words-de';
import { countWords, plainApostrophes, sentencesOf } from './text';
import type { AspectFact, PlacementFact, Reading } from './types';

/** The most words a natal report may have, as in English (natal-report.ts's NATAL_WORD_LIMIT). */
const WORD_LIMIT = 1600;

type Angle = keyof typeof ANGLE_DE;
const ANGLE_NAMES: readonly Angle[] = ['Ascendant', 'Descendant', 'Midheaven', 'IC'];

const FEMININE_ASPECT = new Set(['conjunction', 'opposition']);

/** "1,2": an orb as the list gives it, with a decimal comma. */
const orbDe = (x: number) => x.toFixed(1).replace('.', ',');

/** "steht in enger Konjunktion mit", "steht im exakten Quadrat zu": an aspect as a predicate, before a dative. */
function aspectPredicate(aspect: string, orb: number): string {
  const feminine = FEMININE_ASPECT.has(aspect);
  const adj =
    orb < 0.3 ? (feminine ? 'exakter ' : 'exakten ') : orb <= 1 ? (feminine ? 'enger ' : 'engen ') : '';
  const noun = ASPECT_NOUN[aspect] ?? aspect;
  return feminine ? `in ${adj}${noun} ${aspect === 'conjunction' ? 'mit' : 'zu'}` : `im ${adj}${noun} zu`;
}

/** "das enge Quadrat zwischen der Sonne und Mars". */
function aspectLabel(a: AspectFact): string {
  const feminine = FEMININE_ASPECT.has(a.aspect);
  const adj = a.orb < 0.3 ? 'exakte ' : a.orb <= 1 ? 'enge ' : '';
  return `${feminine ? 'die' : 'das'} ${adj}${ASPECT_NOUN[a.aspect] ?? a.aspect} zwischen ${datDe(a.p1)} und ${datDe(a.p2)}`;
}

const isNorthNode = (p: PointName) => p === 'True_Node' || p === 'Mean_Node';

/**
 * The German pair text of an aspect, from the German aspect table; told conditioned, as in English,
 * when it promises ease and one of its planets is in its exile or fall in a settled sign.
 */
function pairTextDe(a: Pick<AspectFact, 'p1' | 'p2' | 'aspect'>, chart: Chart): string | undefined {
  const p1 = tablePoint(a.p1) as AspectPoint | null;
  const p2 = tablePoint(a.p2) as AspectPoint | null;
  if (!p1 || !p2) return undefined;
  const key = aspectKey(p1, p2);
  const family = aspectFamily(a.aspect as AspectName);
  const stock = ASPECT_TEXT_DE[key]?.[family];
  const conditioned = family === 'tense' ? undefined : STRONG_ASPECT_TEXT_DE[key]?.[family];
  if (!stock || !conditioned) return stock;
  for (const p of [a.p1, a.p2]) {
    const at = findPoint(chart, p);
    if (!at || at.uncertain?.signs[1]) continue;
    const debility = dignities(p, at.sign).find((d) => d === 'detriment' || d === 'fall');
    if (debility)
      return conditioned.replace(
        '{weak}',
        `da ${nomDe(p)} ${debility === 'fall' ? 'im Fall' : 'im Exil'} steht`,
      );
  }
  return stock;
}

/** "6. Juli 1907". */
export function dateDe(day: number, month: number, year: number): string {
  return `${day}. ${MONTHS_DE[month - 1]} ${year}`;
}

const HOUSE_SYSTEM_DE: Record<HouseSystem, string> = {
  P: 'Placidus',
  W: 'ganze Zeichen',
  E: 'gleich große Häuser',
  K: 'Koch',
  O: 'Porphyrius',
};

/** Where a chart ruler in each house turns the life, after "lenkt dein Leben". */
const RULER_HOUSE_DE: readonly string[] = [
  'zurück zu dir selbst: Dein eigenes Auftreten und deine Entscheidungen sind die Hauptsache',
  'hin zu Geld, Besitz und dem Wert, den du den Dingen und dir selbst beimisst',
  'hin zu Worten, zum Lernen, zu Geschwistern und deinem nahen Umfeld',
  'hin zu Zuhause und Familie, zur eigenen Herkunft und einem Ort, an den du gehörst',
  'hin zu Selbstausdruck, Freude und allem, was du ins Leben bringst',
  'hin zu nützlicher Arbeit, Handwerk und der täglichen Sorgfalt eines gesunden Lebens',
  'hin zu den Menschen, denen du direkt gegenüberstehst: Partnern, Rivalen und Auftraggebern',
  'hin zu dem, was geteilt und verborgen ist: Schulden, Erbe, Begehren und tiefe Wandlung',
  'hin zu fernen Orten, höherer Bildung und den Überzeugungen, nach denen du lebst',
  'hin zu Beruf, Ansehen und den Spuren, die du in der Öffentlichkeit hinterlässt',
  'hin zu Verbündeten, Gleichgesinnten und der Zukunft, die du mitgestalten willst',
  'hin zu Stille, Besinnung und der Hilfe, die du gibst, wo niemand hinsieht',
];

/** What a planet in the heart of the Sun serves with the Sun's full backing (the English CAZIMI_GIFT). */
const CAZIMI_GIFT_DE: Partial<Record<PointName, string>> = {
  Moon: 'sprechen deine Gefühle und dein Lebensziel mit einer Stimme',
  Mercury: 'spricht dein Verstand mit der Autorität deiner ganzen Person',
  Venus: 'tragen deine Zuneigung und dein Geschmack alles, was du bist',
  Mars: 'steht dein Mut ganz im Dienst deines Willens',
  Jupiter: 'handeln dein Glaube und deine Großzügigkeit mit dem vollen Rückhalt deiner Ziele',
  Saturn: 'arbeitet deine Disziplin mit dem vollen Rückhalt deiner Ziele',
};

/** The chart ruler's retrograde, read for the life it steers. */
const RULER_RETRO_DE: Partial<Record<PointName, string>> = {
  Mercury:
    'Dein Herrscher war bei deiner Geburt rückläufig: Du findest deine Richtung, indem du Dinge noch einmal durchgehst, später als die meisten, aber sicherer.',
  Venus:
    'Deine Herrscherin war bei deiner Geburt rückläufig: Dein Leben bekommt seine Form aus Liebe und Werten, die du zweimal abgewogen hast.',
  Mars: 'Dein Herrscher war bei deiner Geburt rückläufig: Dein Antrieb wendet sich zuerst nach innen, und du bewegst dich nach deinem eigenen Zeitplan.',
  Jupiter:
    'Dein Herrscher war bei deiner Geburt rückläufig: Deinen Glauben erarbeitest du dir im Stillen, eine Lebensphilosophie aus eigener Hand.',
  Saturn:
    'Dein Herrscher war bei deiner Geburt rückläufig: Die Regeln, nach denen du lebst, hast du selbst geprüft.',
};

/** The personal planets' retrogrades, closing their paragraphs. */
const RETRO_DE: Partial<Record<PointName, string>> = {
  Mercury:
    'Er war bei deiner Geburt rückläufig: Du denkst Dinge zweimal durch, und deine besten Worte kommen dir oft im Nachhinein.',
  Venus:
    'Sie war bei deiner Geburt rückläufig: Deine Werte hast du dir selbst erarbeitet, und in der Liebe braucht Vertrauen bei dir Zeit.',
  Mars: 'Er war bei deiner Geburt rückläufig: Dein Antrieb baut sich innen auf, bevor er sich zeigt, und du kämpfst am besten für das, was du durchdacht hast.',
};

/** "in ihrem Domizil und in ihrer Erhöhung": a planet's conditions by sign. */
const conditionsDe = (p: PointName, sign: SignAbbrev) =>
  listJoinDe(dignities(p, sign).map((d) => dignityPhraseDe(p, d)));

/** "der Herrscher", "die Herrscherin": the ruler's noun follows the planet's gender (die Sonne, Venus). */
const rulerNounDe = (p: PointName) => (pronDe(p) === 'sie' ? 'die Herrscherin' : 'der Herrscher');

/** "im Skorpion im zehnten Haus (Beruf und Ansehen), in seinem Exil und rückläufig". */
function rulerWhereDe(r: RulerCondition): string {
  const notes = [
    ...(dignities(r.point, r.sign).length > 0 ? [conditionsDe(r.point, r.sign)] : []),
    ...(r.angular ? [`${degDe(r.angular.orb)} ${ANGLE_DE[r.angular.angle].from} entfernt`] : []),
    ...(r.retrograde ? ['rückläufig'] : []),
  ];
  const where = r.house !== null ? ` ${inHouseDe(r.house)} (${HOUSE_THEME_DE[r.house - 1]})` : '';
  return `${inSignDe(r.sign)}${where}${notes.length > 0 ? `, ${listJoinDe(notes)}` : ''}`;
}

/** The overview's sentence on the chart ruler, or the two rulers of Aquarius, Scorpio or Pisces rising. */
function rulerClauseDe(asc: SignAbbrev, r: RulerCondition, co: RulerCondition | null): string {
  if (co)
    return `Mit dem Aszendenten ${inSignDe(asc)} hat dein Horoskop zwei Herrscher: nach der Tradition ${nomDe(co.point)}, nach moderner Lehre ${nomDe(r.point)}. ${NomDe(co.point)} steht ${rulerWhereDe(co)}, ${nomDe(r.point)} ${rulerWhereDe(r)}.`;
  const pron = pronDe(r.point);
  return [
    `Mit dem Aszendenten ${inSignDe(asc)} ist ${nomDe(r.point)} ${rulerNounDe(r.point)} deines Horoskops; ${pron} steht ${rulerWhereDe(r)}.`,
    `Dein Aszendent steht ${inSignDe(asc)}, darum herrscht ${nomDe(r.point)} über dein Horoskop, und ${pron} steht ${rulerWhereDe(r)}.`,
    `${NomDe(r.point)} herrscht über dein Horoskop, weil dein Aszendent ${inSignDe(asc)} steht; ${pron} selbst steht ${rulerWhereDe(r)}.`,
  ][Math.max(0, CLASSICAL.indexOf(r.point)) % 3]!;
}

/** "Die Sonne steht im Löwen in ihrem Domizil, Mars im Steinbock in seiner Erhöhung". */
function conditionList(xs: { point: PointName; sign: SignAbbrev }[], verbFirst = false): string {
  const [first, ...rest] = xs.map((x) => `${inSignDe(x.sign)} ${conditionsDe(x.point, x.sign)}`);
  const parts = [
    verbFirst ? `steht ${nomDe(xs[0]!.point)} ${first}` : `${NomDe(xs[0]!.point)} steht ${first}`,
    ...rest.map((x, i) => `${nomDe(xs[i + 1]!.point)} ${x}`),
  ];
  return listJoinDe(parts);
}

/** One figure in German, its focal planet named. */
const patternSentenceDe = (
  p: AspectPattern,
  signs: Partial<Record<PointName, SignAbbrev>>,
  houses: Partial<Record<PointName, number>> = {},
) => contractDe(patternSentenceRaw(p, signs, houses));

/**
 * A grand trine by its three corners, a conjunction on a corner named as one group, as the English
 * `trineCorners` does: "Merkur, Jupiter, Neptun, Venus und Saturn bilden ein großes Trigon" read as
 * five corners (set t, Cobain).
 */
function trineCornersDe(p: AspectPattern): string {
  const corners =
    p.corners ?? p.members.filter((m) => m !== p.apex && !p.coApexes?.includes(m)).map((m) => [m]);
  if (corners.every((c) => c.length === 1)) return NamesDe(corners.flat());
  // Single corners first, so the group's own "und" closes the list.
  const named = [...corners]
    .sort((a, b) => a.length - b.length)
    .map((c) =>
      c.length === 1 ? nomDe(c[0]!) : `${c.length === 2 ? 'das Paar' : 'die Gruppe'} aus ${datsDe(c)}`,
    );
  return capitaliseDe(listJoinDe(named));
}

function patternSentenceRaw(
  p: AspectPattern,
  signs: Partial<Record<PointName, SignAbbrev>>,
  houses: Partial<Record<PointName, number>>,
): string {
  const ends = p.members.filter((m) => m !== p.apex && !(p.coApexes ?? []).includes(m));
  switch (p.kind) {
    case 'grand trine': {
      // The element all corners share, as English names it; none for a trine across a sign line.
      const el = trineElement(p, signs);
      return `${trineCornersDe(p)} bilden ein großes Trigon${el ? ` im Element ${ELEMENT_DE[el]}` : ''}, ${['einen geschlossenen Kreis der Leichtigkeit', 'einen Kreis, in dem alles ohne Reibung fließt', 'ein Dreieck aus Begabungen, die einander tragen'][(p.members.length + PLANETS.indexOf(p.members[0]!) + (el ? ['fire', 'earth', 'air', 'water'].indexOf(el) : 0)) % 3]}: ${el ? TRINE_GIFT_DE[el] : 'Begabungen'} stehen dir so mühelos zur Verfügung, dass sie ungenutzt bleiben können, wenn du ihnen kein Ziel gibst.`;
    }
    case 'T-square': {
      const [a, b] = p.sides ?? [[ends[0]!], ends.slice(1)];
      const focal = [p.apex!, ...(p.coApexes ?? [])];
      const opp = `${NamesDe(a)} ${a.length === 1 ? 'steht' : 'stehen'} in Opposition zu ${datsDe(b)}`;
      // Where the figure lives: the focal planet's house takes the strain of the arms' axis.
      const [fh, ha, hb] = [houses[p.apex!], houses[a[0]!], houses[b[0]!]];
      const where =
        fh && ha && hb && PLANETS.includes(p.apex!)
          ? ` ${NomDe(p.apex!)} steht ${inHouseDe(fh)} (${HOUSE_THEME_DE[fh - 1]}), und dort gleichst du aus, was zwischen dem ${houseOrdDe(ha)} Haus (${HOUSE_THEME_DE[ha - 1]}) und dem ${houseOrdDe(hb)} (${HOUSE_THEME_DE[hb - 1]}) zieht.`
          : '';
      return focal.length === 1
        ? `${opp}, und ${a.length + b.length === 2 ? 'beide' : 'alle'} bilden ein Quadrat zu ${datDe(p.apex!)}, dem Brennpunkt eines T-Quadrats. ${T_SQUARE_FOCUS_DE[p.apex!] ?? 'Über diesen Punkt findet die Spannung ihren Ausweg'}.${where}`
        : `${opp}, und ${a.length + b.length === 2 ? 'beide' : 'alle'} bilden ein Quadrat zu ${datsDe(focal)}, den Brennpunkten eines T-Quadrats: Über sie findet die Spannung ihren Ausweg, und dort leistest du deine härteste und beste Arbeit.`;
    }
    case 'grand cross':
      return `${NamesDe(p.members)} sind in einem großen Kreuz aus Quadraten und Oppositionen verschränkt: Druck von allen Seiten, und mit ihm eine ungewöhnliche Ausdauer und die Fähigkeit, viele Anforderungen zugleich zu tragen.`;
    case 'yod':
      return `${NamesDe(ends)} ${ends.length === 1 ? 'bildet' : ends.length === 2 ? 'bilden, durch ein Sextil verbunden,' : 'bilden, mit einem Sextil an der Basis,'} ein Quinkunx zu ${datDe(p.apex!)}, der Spitze eines Yods. ${YOD_APEX_DE[p.apex!] ?? 'Dieser Punkt muss sich immer wieder neu einstellen'}.`;
    case 'kite': {
      const steer = [p.apex!, ...(p.coApexes ?? [])];
      return `${trineCornersDe(p)} bilden ein großes Trigon, und ${namesDe(steer)} gegenüber einer Ecke ${steer.length === 1 ? 'macht' : 'machen'} daraus einen Drachen: Die Leichtigkeit des Trigons bekommt eine Richtung, und ${namesDe(steer)} ${steer.length === 1 ? 'lenkt' : 'lenken'} sie.`;
    }
  }
}

/** A figure in a few words, in the nominative. */
function patternLabelDe(p: AspectPattern, signs: Partial<Record<PointName, SignAbbrev>>): string {
  switch (p.kind) {
    case 'grand trine': {
      const el = trineElement(p, signs);
      return `ein großes Trigon${el ? ` im Element ${ELEMENT_DE[el]}` : ''}`;
    }
    case 'T-square':
      return `ein T-Quadrat mit ${datDe(p.apex!)} im Brennpunkt`;
    case 'grand cross':
      return 'ein großes Kreuz';
    case 'yod':
      return `ein Yod mit ${datDe(p.apex!)} an der Spitze`;
    case 'kite':
      return `ein Drachen, den ${nomDe(p.apex!)} lenkt`;
  }
}

/** "ein T-Quadrat mit Saturn im Brennpunkt", for the list of figure sides. */
// A grand trine and a kite go by the names the overview gives them, as in English (set t).
const patternTitleDe = (p: AspectPattern, signs: Partial<Record<PointName, SignAbbrev>>) => {
  const el = p.kind === 'grand trine' ? trineElement(p, signs) : null;
  return p.kind === 'T-square'
    ? `T-Quadrat mit ${titleDe(p.apex!)} im Brennpunkt`
    : p.kind === 'yod'
      ? `Yod mit ${titleDe(p.apex!)} an der Spitze`
      : p.kind === 'kite'
        ? `Drachen, den ${titleDe(p.apex!)} lenkt`
        : el
          ? `Großes Trigon im Element ${ELEMENT_DE[el]}`
          : `${p.kind === 'grand cross' ? 'Großes Kreuz' : 'Großes Trigon'} aus ${listJoinDe(p.members.map(titleDe))}`;
};

interface ThemeDe {
  label: string;
  sentence: string;
}

/** "eine bestimmende Venus", "ein bestimmender Mars". */
function dominantLabel(p: PointName): string {
  const g = pronDe(p);
  return `${g === 'sie' ? 'eine bestimmende' : g === 'er' ? 'ein bestimmender' : 'ein bestimmendes'} ${titleDe(p)}`;
}

/** A theme the English composer ranked, told in German from its parts; null when its kind is unknown. */
function themeDe(t: Theme, plan: NatalPlan): ThemeDe | null {
  const x = themeRaw(t, plan);
  // An aspect theme's sentence ends in the table's pair text: only its label is the composer's own.
  return x && { label: contractDe(x.label), sentence: t.aspect ? x.sentence : contractDe(x.sentence) };
}

/** A Moon aspect without a birth time: the Moon's degree is unknown, so no orb is given. */
const untimedMoon = (plan: NatalPlan, a: Pick<AspectFact, 'p1' | 'p2'>) =>
  !plan.chart.birth_time_known && (a.p1 === 'Moon' || a.p2 === 'Moon');

/** "Orbis 1,2°", or for a Moon aspect without a birth time that it holds all day, as in English. */
const orbNoteDe = (plan: NatalPlan, a: Pick<AspectFact, 'p1' | 'p2' | 'orb'>) =>
  untimedMoon(plan, a) ? 'gilt den ganzen Tag, unabhängig von der Geburtszeit' : `Orbis ${degDe(a.orb)}`;

function themeRaw(t: Theme, plan: NatalPlan): ThemeDe | null {
  const s = plan.synthesis;
  const signs = plan.signs;
  const houses = plan.houses;
  const name = t.name;
  if (t.aspect) {
    const a = t.aspect;
    const pair = pairTextDe(a, plan.chart);
    return {
      label: aspectLabel(a),
      sentence: `${contractDe(`${NomDe(a.p1)} steht ${aspectPredicate(a.aspect, untimedMoon(plan, a) ? 3 : a.orb)} ${datDe(a.p2)}`)} (${orbNoteDe(plan, a)}).${pair ? ` ${pair}` : ''}`,
    };
  }
  if (/ planets (dignified|debilitated)$/.test(name)) {
    const strong = name.endsWith('dignified');
    const xs = t.points.flatMap((p) => (signs[p] ? [{ point: p, sign: signs[p]! }] : []));
    if (xs.length === 0) return null;
    return strong
      ? {
          label: `die Stärke ${gensDe(t.points)} in ${t.points.length === 1 ? `${possDe(t.points[0]!)}er Würde` : 'ihren Würden'}`,
          sentence: `${conditionList(xs)}: Diese Seiten von dir wirken mit ungewöhnlicher Leichtigkeit und Selbstverständlichkeit.`,
        }
      : {
          label: `die Mühe ${gensDe(t.points)} in Exil oder Fall`,
          sentence: `${conditionList(xs)}: Was sie regieren, kommt durch Mühe statt von selbst, und es hält, wenn es einmal errungen ist.`,
        };
  }
  if (name.startsWith('mutual reception of ')) {
    const [a, b] = t.points as [PointName, PointName];
    if (!signs[a] || !signs[b]) return null;
    return {
      label: `die gegenseitige Rezeption ${gensDe([a, b])}`,
      sentence: `${NomDe(a)} ${inSignDe(signs[a]!)} und ${nomDe(b)} ${inSignDe(signs[b]!)} stehen jeweils im Zeichen des anderen, eine gegenseitige Rezeption: Die beiden helfen einander wie Gastgeber, die sich gegenseitig beherbergen.`,
    };
  }
  if (name.startsWith('Sun in ') && name.includes(', Moon in ')) {
    const [sun, moon] = [signs.Sun, signs.Moon];
    if (!sun || !moon) return null;
    const [se, me] = [SIGN_INFO[sun].element, SIGN_INFO[moon].element];
    const friendly = (x: Element, y: Element) =>
      x === y || [x, y].sort().join() === 'air,fire' || [x, y].sort().join() === 'earth,water';
    const sentence =
      se === me
        ? `Deine Sonne ${inSignDe(sun)} und dein Mond ${inSignDe(moon)} stehen beide in ${elementSignsDe(se)}: Was du willst und was du brauchst, zieht an einem Strang, und du wirkst auf andere aus einem Guss.`
        : friendly(se, me)
          ? `Deine Sonne ${inSignDe(sun)} verbindet ${ELEMENT_NOM_DE[se]} mit ${ELEMENT_DAT_DE[me]} deines Mondes ${inSignDe(moon)}, zwei Elemente, die einander nähren: Was du willst und was du brauchst, passt meist gut zusammen.`
          : `Deine Sonne ${inSignDe(sun)} verbindet ${ELEMENT_NOM_DE[se]} mit ${ELEMENT_DAT_DE[me]} deines Mondes ${inSignDe(moon)}, zwei Elemente, die sich reiben: Was du willst und was du brauchst, handelst du immer wieder neu aus, und gerade daraus wächst deine Tiefe.`;
    return { label: `das Paar aus Sonne ${inSignDe(sun)} und Mond ${inSignDe(moon)}`, sentence };
  }
  const figure = /^(grand cross|T-square|yod|kite|grand trine) \(/.exec(name)?.[1];
  if (figure) {
    const p = mergePatterns(s.patterns).find(
      (x) =>
        x.kind === figure &&
        x.members.length === t.points.length &&
        x.members.every((m) => t.points.includes(m)),
    );
    return p ? { label: patternLabelDe(p, signs), sentence: patternSentenceDe(p, signs, houses) } : null;
  }
  if (name.startsWith('stellium in ')) {
    const st =
      s.stelliums.find((x) => x.sign && x.members.every((m) => t.points.includes(m))) ??
      s.stelliums.find((x) => x.members.every((m) => t.points.includes(m)));
    if (!st) return null;
    const own = st.members.filter((m) => !GENERATIONAL.includes(m)).length;
    // A sign stellium told with its twin in a house: the house is the stage.
    const twin =
      st.sign && !st.house && name.includes(' house')
        ? s.stelliums.find(
            (o) => o.house && !o.sign && o.members.filter((m) => st.members.includes(m)).length >= 2,
          )
        : undefined;
    const where = st.sign
      ? `${inSignDe(st.sign)}${st.house ? ` ${inHouseDe(st.house)}` : ''}`
      : inHouseDe(st.house!);
    const what = st.sign ? SIGN_STELLIUM_DE[st.sign] : HOUSE_STAGE_DE[st.house! - 1]!;
    // The twin shares at least two of the sign's planets, not always all: those are the ones named
    // (review de r3: "Weil sie zugleich im zweiten Haus stehen" with Venus in the third).
    const shared = twin ? st.members.filter((m) => twin.members.includes(m)) : [];
    const sharers = shared.length === st.members.length ? 'sie' : namesDe(shared);
    return {
      label: `eine Ballung von ${cardinalDe(own)} Planeten ${where}`,
      sentence: `${stelliumMembersDe(st.members, where)}: ${cap(what)}.${twin?.house ? ` Weil ${sharers} zugleich ${inHouseDe(twin.house)} stehen, gilt auch: ${cap(HOUSE_STAGE_DE[twin.house - 1]!)}.` : ''}`,
    };
  }
  if (name.startsWith('dominant planet ')) {
    const top = s.dominant.find((d) => t.points.includes(d.point)) ?? s.dominant[0];
    if (!top) return null;
    const sign = signs[top.point];
    const isRuler = top.reasons.includes('chart ruler');
    const bits = [
      ...(!isRuler && sign && (top.reasons.includes('in its domicile') || top.reasons.includes('exalted'))
        ? [`${conditionsDe(top.point, sign)} ${inSignDe(sign)}`]
        : []),
      ...top.reasons.flatMap((r) => {
        const angle = ANGLE_NAMES.find((x) => r === `on the ${x}`);
        return angle ? [ANGLE_DE[angle].at] : [];
      }),
      ...(top.reasons.includes('in an angular house') && houses[top.point]
        ? [`${inHouseDe(houses[top.point]!)}, einem Eckhaus`]
        : []),
      ...(top.disposes.length >= 2
        ? [
            `${rulerNounDe(top.point).replace(/^(der|die) /, '')} der Zeichen, in denen ${namesDe(top.disposes)} stehen`,
          ]
        : []),
    ].slice(0, 3);
    return {
      label: dominantLabel(top.point),
      sentence: `${NomDe(top.point)} ist ${isRuler ? 'auch ' : ''}der bestimmende Planet deines Horoskops${bits.length ? `, ${listJoinDe(bits)}` : ''}: In vielem, was du tust, geht es um ${realmDe(top.point)}.`,
    };
  }
  const onAngle = / on the (Ascendant|Descendant|Midheaven|IC)$/.exec(name)?.[1] as Angle | undefined;
  if (onAngle) {
    const a = s.angular.find((x) => x.angle === onAngle && t.points.includes(x.point));
    if (!a) return null;
    const dist =
      a.orb < 1
        ? `nicht einmal einen Grad ${ANGLE_DE[onAngle].from}`
        : `${degDe(a.orb)} ${ANGLE_DE[onAngle].from}`;
    return {
      label: `${nomDe(a.point)} ${ANGLE_DE[onAngle].at}`,
      sentence:
        onAngle === 'IC'
          ? `${NomDe(a.point)} steht ${dist} entfernt und hält ${realmDe(a.point)} aus der Öffentlichkeit heraus: Das zeigt sich ${ANGLE_DE.IC.place}.`
          : `${NomDe(a.point)} steht ${dist} entfernt und rückt ${realmDe(a.point)} ins Licht, vor allem ${ANGLE_DE[onAngle].place}.`,
    };
  }
  const lightHouse = /^the (Sun|Moon) in the \w+ house$/.exec(name)?.[1] as 'Sun' | 'Moon' | undefined;
  const near = / near the (Ascendant|Descendant|Midheaven|IC)$/.exec(name)?.[1] as Angle | undefined;
  const light = lightHouse ?? (near ? (t.points[0] as 'Sun' | 'Moon') : undefined);
  if (light) {
    const h = houses[light];
    const sign = signs[light];
    const angle = near ?? (h ? ANGLE_HOUSE_DE[h] : undefined);
    if (!h || !sign || !angle) return null;
    return near
      ? {
          label: `${nomDe(light)} ${inSignDe(sign)} nahe ${ANGLE_DE[near].dat}`,
          sentence: `${cap(yoursDe(light))} ${inSignDe(sign)} steht wenige Grad vor ${ANGLE_DE[near].dat}: ${cap(pronDe(light))} zählt noch zum ${houseOrdDe(h)} Haus, doch ${pronDe(light)} wirkt nahe an der Achse, und um ${realmDe(light)} geht es bei dir vor allem ${ANGLE_DE[near].place}.`,
        }
      : {
          label: `${nomDe(light)} ${inSignDe(sign)} ${inHouseDe(h)}`,
          sentence: `${cap(yoursDe(light))} ${inSignDe(sign)} steht ${inHouseDe(h)} (${HOUSE_THEME_DE[h - 1]}), einem Eckhaus: Um ${realmDe(light)} geht es bei dir vor allem ${ANGLE_DE[angle].place}.`,
        };
  }
  const heavy = /^\d+ planets in (fire|earth|air|water)$/.exec(name)?.[1] as Element | undefined;
  if (heavy)
    return {
      label: `ein Schwerpunkt im Element ${ELEMENT_DE[heavy]}`,
      sentence: `${NamesDe(s.members[heavy])} stehen alle in ${elementSignsDe(heavy)}, darum prägt das Element ${ELEMENT_DE[heavy]} fast alles, was du tust: ${ELEMENT_QUALITY_DE[heavy]}.`,
    };
  const missing = /^no planets in (fire|earth|air|water)$/.exec(name)?.[1] as Element | undefined;
  if (missing)
    return {
      label: `das Fehlen des Elements ${ELEMENT_DE[missing]}`,
      sentence: `Kein Planet steht in ${elementSignsDe(missing)}: ${LACK_DE[missing]}`,
    };
  return null;
}

/** A point in the genitive: "der Sonne", "des Mondes", "des Saturn". */
const GEN_DE: Partial<Record<PointName, string>> = {
  Sun: 'der Sonne',
  Moon: 'des Mondes',
  Venus: 'der Venus',
  Mean_Lilith: 'Liliths',
};
const gensDe = (ps: readonly PointName[]) => listJoinDe(ps.map((p) => GEN_DE[p] ?? `des ${nomDe(p)}`));

/**
 * A stellium's members, the planets of the person counted and the outer ones named apart as a
 * generation's weight, as the English counts them ("three planets … with Pluto adding a
 * generation's weight").
 */
function stelliumMembersDe(members: readonly PointName[], where: string): string {
  const own = members.filter((m) => !GENERATIONAL.includes(m));
  const gen = members.filter((m) => GENERATIONAL.includes(m));
  if (gen.length === 0) return `${NamesDe(members)} stehen zusammen ${where}, ein Stellium`;
  return `${cap(cardinalDe(own.length))} Planeten, ${namesDe(own)}, stehen zusammen ${where}, und ${namesDe(gen)} ${gen.length === 1 ? 'gibt' : 'geben'} dem das Gewicht einer ganzen Generation`;
}

/** "und" between two labels, "sowie" when either holds an "und" of its own. */
const both = (a: string, b: string) => (/ und /.test(`${a} ${b}`) ? 'sowie' : 'und');

const isLights = (t: Theme) => t.name.startsWith('Sun in ') && t.name.includes(', Moon in ');

/** The overview: the two heaviest themes, the chart ruler, the next themes, the birth-time notes. */
function overviewDe(plan: NatalPlan): { parts: string[]; rest: number; toldNames: Set<string> } {
  const { chart, synthesis, who } = plan;
  const parts: string[] = [];
  const told = new Set(plan.told.map((t) => t.name));
  const lead = plan.lead.map((t) => ({ t, de: themeDe(t, plan) })).filter((x) => x.de) as {
    t: Theme;
    de: ThemeDe;
  }[];
  const [a, b] = lead;
  const variant = plan.themes.slice(0, 4).reduce((n, t) => n + Math.round(t.weight) + t.name.length, 0);
  if (a) {
    // Two themes on one light are said as one: the Sun in its house, together with the Moon.
    const lights = b && [a, b].find((x) => isLights(x.t));
    const house = b && [a, b].find((x) => x !== lights && /^the Sun (in|near) the /.test(x.t.name));
    const moon = plan.signs.Moon;
    const paired =
      lights && house && moon ? `${house.de.label}, zusammen mit dem Mond ${inSignDe(moon)}` : null;
    parts.push(
      paired
        ? `${who}, im Mittelpunkt deines Horoskops steht ${paired}.`
        : b
          ? [
              `${who}, im Mittelpunkt deines Horoskops steht ${a.de.label}, und gleich danach ${b.de.label}.`,
              `${who}, zwei Dinge prägen dein Horoskop vor allem anderen: ${a.de.label} ${both(a.de.label, b.de.label)} ${b.de.label}.`,
              `${who}, zwei Dinge stehen in deinem Horoskop im Vordergrund: ${a.de.label} ${both(a.de.label, b.de.label)} ${b.de.label}.`,
            ][variant % 3]!
          : `${who}, im Mittelpunkt deines Horoskops steht ${a.de.label}.`,
      a.de.sentence,
    );
    // A Sun the sentence before has placed is taken up by its pronoun.
    const second =
      paired && b && lights === b
        ? b.de.sentence.replace(/^Deine Sonne (im|in der|in den) \p{L}+ verbindet /u, 'Die Sonne verbindet ')
        : b?.de.sentence;
    if (b && second && (told.has(b.t.name) || countWords(parts.join(' ')) < 100)) parts.push(second);
    // A planet in both themes is no link between them, as the English themeLink holds: the
    // opening has named it in each, and a theme's points may hold a planet its sentence does not
    // name ("In beiden Themen steckt die Sonne" beside a Libra stellium without her, review de-4).
    const shared =
      b && !paired ? a.t.points.find((p) => PLANETS.includes(p) && b.t.points.includes(p)) : undefined;
    // No planet shared: a house that holds every planet of both themes ties them, as in English.
    if (b && !paired && !shared) {
      const planetsOf = (t: Theme) => [...new Set(t.points.filter((p) => PLANETS.includes(p)))];
      const all = [...new Set([...planetsOf(a.t), ...planetsOf(b.t)])];
      const h = all[0] ? plan.houses[all[0]] : undefined;
      if (
        h &&
        planetsOf(a.t).length > 0 &&
        planetsOf(b.t).length > 0 &&
        all.every((p) => plan.houses[p] === h)
      )
        parts.push(
          `${NamesDe(all)} stehen ${all.length === 2 ? 'beide' : 'alle'} ${inHouseDe(h)} (${HOUSE_THEME_DE[h - 1]}), darum spielen sich beide Themen im selben Lebensbereich ab.`,
        );
    }
  }
  const asc = plan.chart.birth_time_known ? findPoint(chart, 'Ascendant') : undefined;
  const r = synthesis.ruler;
  // A light the opening has already placed in its house is named ruler without placing it again.
  const placed =
    !!r &&
    !synthesis.coRuler &&
    lead.some((x) => new RegExp(`^the ${r.point} (in|near) the `).test(x.t.name)) &&
    dignities(r.point, r.sign).length === 0;
  if (r && asc) {
    const clause = placed
      ? `Mit dem Aszendenten ${inSignDe(asc.sign)} ist ${nomDe(r.point)} zugleich ${rulerNounDe(r.point)} deines Horoskops.`
      : rulerClauseDe(asc.sign, r, synthesis.coRuler);
    // With no theme before it, the clause opens the overview after the name.
    parts.push(a ? clause : `${who}, ${clause.replace(/^(Mit|Dein|Die|Der)\b/, (m) => m.toLowerCase())}`);
  }
  // The next themes in a few words; the word budget can spare them.
  const rest = plan.themes
    .filter(
      (t) =>
        !plan.lead.includes(t) &&
        t !== plan.tightest &&
        !isLights(t) &&
        !(r && / on the /.test(t.name) && t.points.includes(r.point)),
    )
    .slice(0, 2)
    .map((t) => themeDe(t, plan)?.label)
    .filter((x): x is string => !!x);
  let restAt = -1;
  if (rest.length > 0) {
    restAt = parts.length;
    parts.push(
      rest.length === 1
        ? `Dahinter hat auch ${rest[0]} Gewicht.`
        : `Dahinter haben auch ${rest[0]} ${both(rest[0]!, rest[1]!)} ${rest[1]} Gewicht.`,
    );
  }
  // A theme resting on an angle needs the birth time to be right.
  const angular = lead.find(
    (x) => / on the /.test(x.t.name) || x.t.points.some((p) => p === 'Ascendant' || p === 'Medium_Coeli'),
  );
  const contact = angular && synthesis.angular.find((x) => angular.t.points.includes(x.point));
  if (contact) {
    const minutes = Math.max(1, Math.round(contact.orb * 4));
    const span = `${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}`;
    parts.push(
      [
        `${NomDe(contact.point)} steht ${degDe(contact.orb)} ${ANGLE_DE[contact.angle].from} entfernt; so weit wandert die Achse in etwa ${span}, darum braucht dieser Teil der Deutung eine genaue Geburtszeit.`,
        `Für die ${degDe(contact.orb)} zwischen ${datDe(contact.point)} und der Achse braucht der Himmel nur etwa ${span}, darum hängt dieser Teil der Deutung an einer genauen Geburtszeit.`,
        `Eine um etwa ${span} andere Geburtszeit würde ${accDe(contact.point)} genau auf die Achse rücken oder weiter von ihr entfernen, darum lohnt es sich, die angegebene Uhrzeit zu prüfen.`,
      ][Math.round(contact.orb * 10) % 3]!,
    );
  }
  // The chart's most exact contact, as the English overview tells it, so the list's pointer back
  // to the overview holds (review r34: Dalí's Sun square Saturn, 0.4°).
  const tight = plan.tightest && !plan.lead.includes(plan.tightest) ? themeDe(plan.tightest, plan) : null;
  if (tight) parts.push(tight.sentence);
  // Without a birth time the Moon's change of sign is always said.
  const moonAt = findPoint(chart, 'Moon');
  const sun = plan.signs.Sun;
  if (!chart.birth_time_known && moonAt?.uncertain && moonAt.uncertain.signs.length > 1 && sun) {
    const [from, to] = moonAt.uncertain.signs as [SignAbbrev, SignAbbrev];
    parts.push(
      `Deine Sonne steht ${inSignDe(sun)}; der Mond wechselte an deinem Geburtstag ${fromSignDe(from)} ${intoSignDe(to)}, darum hängt von der Stunde ab, in welchem Zeichen er stand und wie er zur Sonne steht.`,
    );
  }
  if (parts.length === 0)
    parts.push(`${who}, die Stellungen unten beschreiben dein Horoskop Punkt für Punkt.`);
  return { parts, rest: restAt, toldNames: told };
}

/** A planet's major condition in its sign, as a relative clause's tail: "in seinem Domizil". */
const majorConditionDe = (p: PointName, sign: SignAbbrev): string | null => {
  const d = dignities(p, sign)[0];
  return d ? dignityPhraseDe(p, d) : null;
};

/**
 * The peregrine planets with the ruler each takes its direction from and that ruler's condition,
 * the planets that hold only a lesser dignity, and the final dispositor: what the English dignity
 * section says (a peregrine planet is weak, not neutral).
 */
function peregrineLinesDe(plan: NatalPlan): string[] {
  const placed = plan.classical.flatMap((x) => {
    const st = x.lon === null ? null : essentialState(x.point, x.lon, plan.day);
    return st ? [{ ...x, st }] : [];
  });
  const out: string[] = [];
  const minor = placed.filter(
    (x) =>
      !x.st.peregrine &&
      x.st.debilities.length === 0 &&
      !x.st.dignities.some((k) => k === 'domicile' || k === 'exaltation'),
  );
  // Each planet's lesser dignity is named, so the Sun in its own decan is read as such (issue 27).
  const held = (x: (typeof minor)[number]) =>
    listJoinDe(
      x.st.dignities.map((k) => {
        const poss = possDe(x.point);
        return k === 'triplicity' ? `${poss}e Triplizität` : `${poss}en ${k === 'term' ? 'Term' : 'Dekan'}`;
      }),
    );
  if (minor.length > 0)
    out.push(
      `Nur eine kleinere Würde ${minor.length === 1 ? 'hat' : 'haben'} ${listJoinDe(minor.map((x) => `${nomDe(x.point)} (${held(x)})`))}: ${
        [
          `Das gibt ${minor.length === 1 ? datDe(minor[0]!.point) : 'ihnen'} etwas Halt, aber keine volle Kraft.`,
          `${minor.length === 1 ? `${cap(pronDe(minor[0]!.point))} steht` : 'Sie stehen'} damit nicht ganz ohne Stütze da, ${minor.length === 1 ? 'wirkt' : 'wirken'} aber nicht aus eigener Stärke.`,
          `Ein wenig Rückhalt ist das, mehr nicht.`,
        ][(minor.length + CLASSICAL.indexOf(minor[0]!.point) + placed.length) % 3]
      }`,
    );
  // Without the hour the sect is open: a planet that rules its sign's triplicity by day or by night
  // is dignified under one sect and not called peregrine outright, as in English (review de-c).
  const bySect = placed.filter((x) => x.st.peregrine && x.st.sectUnknown);
  if (bySect.length > 0) {
    const when = (x: (typeof bySect)[number]) =>
      triplicityRuler(x.sign, true) === x.point ? 'am Tag' : 'in der Nacht';
    const eitherHour = new Set(bySect.map(when)).size > 1;
    out.push(
      bySect.length === 1
        ? `${NomDe(bySect[0]!.point)} ${inSignDe(bySect[0]!.sign)} steht nur bei einer Geburt ${when(bySect[0]!)} in ${possDe(bySect[0]!.point)}er Triplizität; peregrin ist ${pronDe(bySect[0]!.point)} also nur unter der anderen Sekte, und welche gilt, lässt die unbekannte Stunde offen.`
        : eitherHour
          ? `Ohne Geburtsstunde bleibt die Sekte offen: In ihrer Triplizität stehen ${listJoinDe(bySect.map((x) => `${nomDe(x.point)} ${inSignDe(x.sign)} ${when(x)}`))}; darum ist einer von ihnen zu jeder Stunde gewürdigt, und keiner heißt hier einfach peregrin.`
          : `Ohne Geburtsstunde bleibt die Sekte offen: ${cap(listJoinDe(bySect.map((x) => `${nomDe(x.point)} ${inSignDe(x.sign)}`)))} stehen nur bei einer Geburt ${when(bySect[0]!)} in ihrer Triplizität, und darum heißt keiner von ihnen hier einfach peregrin.`,
    );
  }
  const peregrine = placed.filter((x) => x.st.peregrine && !x.st.sectUnknown);
  if (peregrine.length > 0) {
    const one = peregrine.length === 1;
    const lords = [...new Set(peregrine.map((x) => dispositor(x.sign)))];
    const fk =
      (peregrine.length + placed.length + (plan.day ? 1 : 0) + CLASSICAL.indexOf(peregrine[0]!.point)) % 3;
    const lordText = (d: PointName) => {
      const ps = peregrine.filter((x) => dispositor(x.sign) === d).map((x) => x.point);
      const at = placed.find((y) => y.point === d);
      const cond = at ? majorConditionDe(d, at.sign) : null;
      const fem = pronDe(d) === 'sie';
      const self =
        at?.st.peregrine && !at.st.sectUnknown && !ps.includes(d)
          ? [
              ', selbst peregrin',
              `, ${fem ? 'die' : 'der'} selbst keine Würde hat`,
              `, ${fem ? 'ihrerseits' : 'seinerseits'} ohne Würde`,
            ][(fk + CLASSICAL.indexOf(d)) % 3]!
          : '';
      // The first frame takes the direction "von" the lord; the others say who follows whom, in
      // full, since "die Sonne Jupiter" leaves the reader to guess the case (review de r3).
      const link = fk === 0 ? 'von' : ps.length === 1 ? 'folgt' : 'folgen';
      return `${namesDe(ps)} ${link} ${datDe(d)}${cond ? ` ${cond}` : self}`;
    };
    const list = lords.map(lordText).join('; ');
    // A peregrine planet in its detriment or fall keeps that mark, as in the English list.
    const named = listJoinDe(
      peregrine.map(
        (x) =>
          `${nomDe(x.point)}${x.st.debilities.length ? ` (${x.st.debilities.map((k) => (k === 'detriment' ? 'im Exil' : 'im Fall')).join(' und ')})` : ''}`,
      ),
    );
    const frames = [
      `${cap(named)} ${one ? 'ist' : 'sind'} peregrin, ${one ? 'hat' : 'haben'} an ${one ? `${possDe(peregrine[0]!.point)}em Platz` : 'ihrem Platz'} also keine Würde: Ein solcher Planet ist schwach und nimmt seine Richtung vom Herrscher seines Zeichens, hier ${list}.`,
      `Ohne jede Würde an ${one ? `${possDe(peregrine[0]!.point)}em Platz` : 'ihrem Platz'} ${one ? 'steht' : 'stehen'} ${named}; peregrin heißt das, und ein peregriner Planet wirkt schwach und folgt dem Herrscher seines Zeichens: ${list}.`,
      `Peregrin, ohne eigene Würde, ${one ? 'ist' : 'sind'} ${named}; ${one ? `${pronDe(peregrine[0]!.point)} folgt` : 'jeder folgt'} dem Herrscher ${one ? `${possDe(peregrine[0]!.point)}es` : 'seines'} Zeichens: ${list}.`,
    ];
    out.push(contractDe(frames[fk]!));
  }
  const all = plan.classical;
  const signs = Object.fromEntries(all.map((x) => [x.point, x.sign])) as Partial<
    Record<PointName, SignAbbrev>
  >;
  const final = all.every((x) => x.lon !== null) ? finalDispositor(signs) : null;
  if (final)
    out.push(
      `Jede Kette von Zeichenherrschern endet, von welchem Planeten aus du ihr auch folgst, bei ${datDe(final)} ${dignityPhraseDe(final, 'domicile')} ${inSignDe(signs[final]!)}: ${cap(pronDe(final))} ist ${final === 'Sun' || final === 'Venus' ? 'die Enddispositorin' : 'der Enddispositor'}, der Planet, dem alle anderen letztlich folgen.`,
    );
  return out;
}

/**
 * Where the Sun stands for day or night: by its position (houses 7 to 12 lie above the horizon),
 * and, when it is read in a house on the other side (a Sun just above the Ascendant, read in the
 * first house), both are said, so the reading does not seem to contradict itself.
 */
function sunSideDe(day: boolean, house: number | undefined): string {
  if (!house || house >= 7 === day)
    return `Die Sonne steht ${day ? 'über' : 'unter'} dem Horizont${house ? `, ${inHouseDe(house)}` : ''}.`;
  return day
    ? `Die Sonne war bei deiner Geburt gerade aufgegangen und stand knapp über dem Horizont; weil sie so nah am Aszendenten steht, wird sie ${inHouseDe(house)} gedeutet, für Tag oder Nacht zählt aber ihr tatsächlicher Stand.`
    : `Die Sonne war bei deiner Geburt gerade untergegangen und stand knapp unter dem Horizont; weil sie so nah an der Achse steht, wird sie ${inHouseDe(house)} gedeutet, für Tag oder Nacht zählt aber ihr tatsächlicher Stand.`;
}

/**
 * Day or night chart in German, as the English says it: each planet of the chart's side ("Tagpartei",
 * "Nachtpartei"; the tradition's "Sekte" named once) with its dignity, and a malefic that sits on,
 * squares or opposes a light or the chart ruler told with its orb and what it weighs on.
 */
function sectDe(
  plan: NatalPlan,
  day: boolean,
  benefic: PointName,
  malefic: PointName,
  other: PointName,
): string {
  const houses = plan.houses;
  const at = (p: PointName) =>
    `${nomDe(p)}${plan.signs[p] ? ` ${inSignDe(plan.signs[p]!)}` : ''}${houses[p] ? ` ${inHouseDe(houses[p]!)}` : ''}`;
  const state = (p: PointName) => {
    const x = plan.classical.find((y) => y.point === p);
    return x && x.lon !== null ? essentialState(p, x.lon, day) : null;
  };
  const strong = (p: PointName) => !!state(p)?.dignities.some((k) => k === 'domicile' || k === 'exaltation');
  const weak = (p: PointName) => (state(p)?.debilities.length ?? 0) > 0;
  const v = ((houses[benefic] ?? 0) + 2 * (houses[malefic] ?? 0) + 3 * (houses[other] ?? 0)) % 3;
  const side = day ? 'Tagpartei' : 'Nachtpartei';
  const fem = benefic === 'Venus';
  const wohl = 'der Benefikus';
  const heat = day ? 'Hitze' : 'Schwere';
  const intro = [
    `Die Planeten teilen sich in eine Tag- und eine Nachtpartei (die Tradition nennt das „Sekte“); zu deiner ${side} gehören ${nomDe(benefic)} und ${nomDe(malefic)}.`,
    `Jeder Planet gehört nach alter Lehre zur Tag- oder zur Nachtpartei, in der Überlieferung „Sekte“ genannt; in deinem Horoskop führen ${nomDe(benefic)} und ${nomDe(malefic)}.`,
    `Die Überlieferung teilt die Planeten in zwei Parteien, eine des Tages und eine der Nacht, und nennt das „Sekte“; deine ${side} bilden ${nomDe(benefic)} und ${nomDe(malefic)}.`,
  ][v]!;
  const helps = strong(benefic)
    ? `ist ${wohl} deiner ${side} und steht zudem stark in ${possDe(benefic)}em Zeichen, der Planet, von dem die verlässlichste Hilfe kommt`
    : weak(benefic)
      ? `ist ${wohl} deiner ${side}, auf deiner Seite, auch wenn das Zeichen ${benefic === 'Venus' ? 'sie' : 'ihn'} schwächt`
      : [
          `ist ${wohl} deiner ${side}, von dem Glück und Hilfe am leichtesten kommen`,
          `ist ${wohl} deiner ${side} und ${fem ? 'deine natürliche Verbündete' : 'dein natürlicher Verbündeter'}`,
          `steht als ${wohl.replace(/^(die|der) /, '')} deiner ${side} auf deiner Seite`,
        ][v]!;
  const tests = strong(malefic)
    ? `steht in Würde, darum kommen ${possDe(malefic)}e Forderungen als Disziplin, die du nutzen kannst`
    : weak(malefic)
      ? 'ist durch sein Zeichen geschwächt, doch was er dir abverlangt, kommt dir am Ende zugute'
      : [
          'stellt dich auf Proben, mit denen du arbeiten kannst',
          'stellt schwere Aufgaben, aber solche, an denen etwas wächst',
          'verlangt viel, aber nichts, was du nicht lernen kannst',
        ][v]!;
  const ruler = plan.synthesis.ruler?.point;
  const { hard, inSect } = sectPressure(plan.facts.aspects, ruler, malefic, other);
  const outOfSect =
    hard && !inSect
      ? [
          'verdient die meiste Aufmerksamkeit',
          'verlangt die meiste Sorgfalt',
          'ist der Planet, auf dem der Druck liegt',
        ][v]!
      : strong(other)
        ? `steht in Würde, darum kommt ${possDe(other)}e ${heat} mit Können, auch wenn sie nicht zur Grundrichtung deines Horoskops passt`
        : weak(other)
          ? `ist zudem geschwächt, und ${possDe(other)}e ${heat} spürst du am deutlichsten`
          : [
              'ist von beiden der schwerer zu tragende',
              'passt weniger zur Grundrichtung deines Horoskops und ist darum der schwerer zu tragende',
              'ist der weniger umgängliche der beiden',
            ][v]!;
  const head = `Dein Horoskop ist ein ${day ? 'Taghoroskop' : 'Nachthoroskop'}: ${sunSideDe(day, houses.Sun)} ${intro} ${cap(at(benefic))} ${helps}; ${at(malefic)}, der Malefikus deiner ${side} (einer der beiden traditionellen Unglücksplaneten, hier der mildere), ${tests}; ${at(other)} gehört zur anderen Partei und ${outOfSect}.${other === ruler ? ` Als Herrscher deines Horoskops spricht ${pronDe(other)} zugleich für dich, darum ist ${possDe(other)}e ${day ? 'Kraft' : 'Strenge'} deine eigene, nichts, was du fürchten musst.` : ''}`;
  if (!hard) return `### Tag- oder Nachthoroskop\n\n${head}`;
  const m = inSect ? malefic : other;
  const partner = hard.p1 === m ? hard.p2 : hard.p1;
  const d = plan.signs[m] ? dignities(m, plan.signs[m]!)[0] : undefined;
  const cond = d ? `${dignityPhraseDe(m, d)} ${inSignDe(plan.signs[m]!)}` : null;
  const rest =
    hard.aspect === 'conjunction'
      ? `${hard.outOfSign ? 'über die Zeichengrenze hinweg ' : ''}auf ${datDe(partner)}`
      : hard.aspect === 'square'
        ? `im Quadrat zu ${datDe(partner)}`
        : `${datDe(partner)} gegenüber`;
  const touched =
    partner === 'Sun'
      ? 'dein Selbstgefühl und deinen Lebensmut'
      : partner === 'Moon'
        ? 'deine Gefühle und die Rhythmen deines Körpers'
        : 'den Planeten, der für dich spricht';
  const burden = m === 'Saturn' ? 'Schwere, Verzögerung und frühe Verantwortung' : 'Hitze, Hast und Streit';
  const rulerNote =
    partner === ruler && partner !== 'Sun' && partner !== 'Moon'
      ? `, ${pronDe(partner) === 'sie' ? 'der Herrscherin' : 'dem Herrscher'} deines Horoskops`
      : '';
  const lead = inSect
    ? `Dazu steht ${nomDe(m)}${cond ? `, ${cond},` : ''} ${rest}${rulerNote} (Orbis ${degDe(hard.orb)}).`
    : `${NomDe(m)}${cond ? `, ${cond},` : ''} steht ${rest}${rulerNote} (Orbis ${degDe(hard.orb)}).`;
  const tail = inSect
    ? `${lead} ${cap(burden)} berühren ${touched}, doch vom Malefikus der eigenen Partei kommen sie in einer Form, mit der du umgehen lernen kannst.`
    : d === 'domicile' || d === 'exaltation'
      ? m === 'Saturn'
        ? `${lead} Das ist eine gut gebaute Strenge, die auf ${touched} drückt: Sie gibt Ernst und früh ein Gefühl von Pflicht, und zu lernen, wann du die Last absetzen darfst, ist deine Aufgabe.`
        : `${lead} Das ist gezielte Kraft, die auf ${touched} trifft, und zu lernen, wann du sie zurückhältst, ist deine Aufgabe.`
      : `${lead} Hier drückt der Malefikus der anderen Partei, der schwierigere der beiden, am stärksten: ${burden} treffen ${touched}, und deine Aufgabe ist, diese Last tragen zu lernen.`;
  return `### Tag- oder Nachthoroskop\n\n${head} ${contractDe(tail)}`;
}

/**
 * The missing-element line; when the Moon's sign says the opposite (no water, but a Moon in a
 * fire sign that shows its feelings), the line is qualified rather than contradicting the Moon.
 */
function lackLineDe(e: Element, moon: SignAbbrev | undefined): string {
  const head = `Das Element ${ELEMENT_DE[e]} fehlt unter den gewichteten Punkten`;
  if (e === 'water' && moon && SIGN_INFO[moon].element === 'fire')
    return `${head}. Deine Gefühle zeigst du trotzdem offen, denn dein Mond ${inSignDe(moon)} will sie gesehen wissen; schwerer fällt dir, leisen Stimmungen nachzuspüren, auch den eigenen.`;
  if (e === 'fire' && moon && SIGN_INFO[moon].element === 'water')
    return `${head}. Begeisterung trägst du selten nach außen, doch dein Mond ${inSignDe(moon)} fühlt tief; Mut findest du dort, wo dir etwas wirklich am Herzen liegt.`;
  return `${head}: ${LACK_DE[e]}`;
}

/** The synthesis sections in German: elements and modes, ruler, dignities, figures, stelliums, angles, Moon phase. */
function synthesisDe(plan: NatalPlan, toldNames: Set<string>): string[] {
  const s: ChartSynthesis = plan.synthesis;
  const out: string[] = [];
  // Elements and modes.
  const els = (Object.entries(s.elements) as [Element, number][]).sort((x, y) => y[1] - x[1]);
  const [e1, n1] = els[0]!;
  const tie = els[1]![1] === n1;
  // The counting method is told once, under the technical details; the line itself has three
  // wordings, picked by the chart's own counts.
  const ev =
    (n1 +
      ['fire', 'earth', 'air', 'water'].indexOf(e1) +
      (Object.values(s.modalities) as number[]).reduce((x, y) => Math.max(x, y), 0)) %
    3;
  const after = (from: number) => listJoinDe(els.slice(from).map(([e, n]) => `${ELEMENT_DE[e]} (${n})`));
  const leaders = els.filter(([, n]) => n === n1).map(([e]) => e);
  const led = listJoinDe(leaders.map((e) => ELEMENT_NOM_DE[e]));
  const elementLine =
    leaders.length === 4
      ? `Alle vier Elemente wiegen in deinem Horoskop gleich, mit je ${n1} Punkten, und keines gibt allein den Ton an.`
      : leaders.length === 3
        ? [
            `Bei den Elementen teilen sich ${led} die Führung mit je ${n1} Punkten, vor ${after(3)}, und keines gibt allein den Ton an.`,
            `${cap(led)} liegen in deinem Horoskop gleichauf, mit je ${n1} Punkten, vor ${after(3)}: Kein einzelnes Element gibt den Ton an.`,
            `Drei Elemente halten sich die Waage: ${led} mit je ${n1} Punkten, vor ${after(3)}.`,
          ][ev]!
        : tie
          ? [
              `Bei den Elementen teilen sich ${led} die Führung mit je ${n1} Punkten, vor ${after(2)}.`,
              `${cap(led)} liegen in deinem Horoskop gleichauf, mit je ${n1} Punkten, vor ${after(2)}.`,
              `Zwei Elemente halten sich die Waage: ${led} mit je ${n1} Punkten, vor ${after(2)}.`,
            ][ev]!
          : [
              `Bei den Elementen führt in deinem Horoskop ${ELEMENT_NOM_DE[e1]} mit ${n1} Punkten, vor ${after(1)}; daraus kommen vor allem ${ELEMENT_QUALITY_DE[e1]}.`,
              `Das stärkste Element deines Horoskops ist ${ELEMENT_NOM_DE[e1]} mit ${n1} Punkten, vor ${after(1)}, und so zeichnen dich vor allem ${ELEMENT_QUALITY_DE[e1]} aus.`,
              `${cap(ELEMENT_NOM_DE[e1])} liegt mit ${n1} Punkten vorn, vor ${after(1)}: ${cap(ELEMENT_QUALITY_DE[e1])} prägen dich.`,
            ][ev]!;
  const lacking = els
    .filter(
      // Without a birth time the Moon may stand in the element: it is missing only if it is missing whichever sign the Moon held.
      ([e, n]) =>
        n === 0 &&
        s.alternatives.every((x) => x.elements[e] === 0) &&
        !toldNames.has(`no planets in ${e}`) &&
        !lackSupplied(e, plan.houses),
    )
    .map(([e]) => lackLineDe(e, plan.signs.Moon));
  const mods = (Object.entries(s.modalities) as [Modality, number][]).sort((x, y) => y[1] - x[1]);
  const MOD_NOM: Record<Modality, string> = {
    cardinal: 'kardinalen',
    fixed: 'fixen',
    mutable: 'veränderlichen',
  };
  const modeLine =
    mods[1]![1] === mods[0]![1]
      ? `Bei den Modi halten sich die ${MOD_NOM[mods[0]![0]]} und die ${MOD_NOM[mods[1]![0]]} Zeichen mit je ${mods[0]![1]} Punkten die Waage.`
      : `Bei den Modi liegen die ${MOD_NOM[mods[0]![0]]} Zeichen mit ${mods[0]![1]} Punkten vorn, vor den ${MOD_NOM[mods[1]![0]]} (${mods[1]![1]}) und den ${MOD_NOM[mods[2]![0]]} (${mods[2]![1]}): ${MODE_TEXT_DE[mods[0]![0]][(mods[0]![1] + mods[2]![1]) % MODE_TEXT_DE[mods[0]![0]].length]}`;
  const uncertain =
    s.uncertain.length > 0
      ? [
          `${NamesDe(s.uncertain)} ${s.uncertain.length === 1 ? 'ist' : 'sind'} nicht mitgezählt, weil ${s.uncertain.length === 1 ? `${possDe(s.uncertain[0]!)} Zeichen` : 'ihr Zeichen'} von der Geburtszeit abhängt.`,
        ]
      : [];
  out.push(`### Elemente und Modi\n\n${[elementLine, ...lacking, modeLine, ...uncertain].join(' ')}`);
  // Dignities.
  const placed = plan.classical.filter((x) => x.dignities !== null);
  const strong = placed.filter((x) => x.dignities!.length > 0);
  const open = plan.classical.filter((x) => x.dignities === null).map((x) => x.point);
  const dignityLines = [
    strong.length > 0
      ? `In deinem Horoskop ${conditionList(strong, true)}.`
      : 'Keiner der klassischen Planeten steht in einem Zeichen seiner Würde oder Schwäche.',
    ...peregrineLinesDe(plan),
    ...(open.length > 0
      ? [`Für ${accsDe(open)} lässt sich keine Würde angeben, solange die Geburtsstunde offen ist.`]
      : []),
  ];
  out.push(`### Würden\n\n${dignityLines.join(' ')}`);
  // Sect: by day Jupiter and Saturn belong to the chart, by night Venus and Mars; the malefic of
  // the other sect asks the most.
  if (plan.day !== null) {
    const day = plan.day;
    const [benefic, malefic, other] = (day ? ['Jupiter', 'Saturn', 'Mars'] : ['Venus', 'Mars', 'Saturn']) as [
      PointName,
      PointName,
      PointName,
    ];
    out.push(sectDe(plan, day, benefic, malefic, other));
  }
  // The chart ruler: the house it sends the life toward.
  const r = s.ruler;
  const asc = plan.chart.birth_time_known ? findPoint(plan.chart, 'Ascendant') : undefined;
  if (r && r.house !== null && asc) {
    const co = s.coRuler;
    const debility = dignities(r.point, r.sign).find((d) => d === 'detriment' || d === 'fall');
    const text =
      co && co.house !== null
        ? `Die beiden Herrscher werden zusammen gelesen. ${NomDe(co.point)} lenkt dein Leben aus dem ${houseOrdDe(co.house)} Haus ${RULER_HOUSE_DE[co.house - 1]}. ${co.house === r.house ? `${NomDe(r.point)} steht im selben Haus und verstärkt diese Richtung.` : `${NomDe(r.point)} lenkt es aus dem ${houseOrdDe(r.house)} Haus ${RULER_HOUSE_DE[r.house - 1]}.`}`
        : `${
            [
              `Als ${rulerNounDe(r.point).replace(/^(der|die) /, '')} deines Horoskops trägt ${nomDe(r.point)} die Art deines Aszendenten ${intoHouseDe(r.house)} und lenkt dein Leben ${RULER_HOUSE_DE[r.house - 1]}.`,
              `${NomDe(r.point)} bringt als ${rulerNounDe(r.point).replace(/^(der|die) /, '')} deines Horoskops die Art deines Aszendenten ${intoHouseDe(r.house)}, und dein Leben zieht es damit ${RULER_HOUSE_DE[r.house - 1]}.`,
              `Weil ${nomDe(r.point)} als ${rulerNounDe(r.point).replace(/^(der|die) /, '')} deines Horoskops ${inHouseDe(r.house)} steht, führt dein Weg ${RULER_HOUSE_DE[r.house - 1]}.`,
            ][r.house % 3]!
          }${debility ? ` ${cap(dignityPhraseDe(r.point, debility))} ${inSignDe(r.sign)} kommt ${nomDe(r.point)} eher durch Mühe und manchen Zweifel dorthin als mit Leichtigkeit, und was ${pronDe(r.point)} dort aufbaut, ist umso überlegter.` : ''}`;
    const retro = r.retrograde ? RULER_RETRO_DE[r.point] : undefined;
    out.push(`### Herrscher des Horoskops\n\n${text}${retro ? ` ${retro}` : ''}`);
  }
  // Figures: one of each kind, unless the overview told it.
  const patterns = mergePatterns(s.patterns);
  const kinds = [...new Set(patterns.map((p) => p.kind))];
  const figureLines = kinds.flatMap((kind) => {
    const first = patterns.find((p) => p.kind === kind)!;
    if ([...toldNames].some((n) => n.startsWith(`${kind} (`))) return [];
    return [patternSentenceDe(first, plan.signs, plan.houses)];
  });
  if (figureLines.length > 0) out.push(`### Aspektfiguren\n\n${figureLines.join('\n\n')}`);
  // Stelliums the overview did not tell.
  const toldStellium = (st: ChartSynthesis['stelliums'][number]) =>
    plan.told.some((t) => t.name.startsWith('stellium in ') && st.members.every((m) => t.points.includes(m)));
  const stelliums = s.stelliums.filter(
    (st) => st.members.length - (st.leans?.length ?? 0) >= 3 && !toldStellium(st),
  );
  if (stelliums.length > 0)
    out.push(
      `### Stellien\n\n${stelliums
        .map((st) => {
          const where = st.sign
            ? `${inSignDe(st.sign)}${st.house ? ` ${inHouseDe(st.house)}` : ''}`
            : inHouseDe(st.house!);
          return `${NamesDe(st.members)} stehen zusammen ${where}: ${cap(st.sign ? SIGN_STELLIUM_DE[st.sign] : HOUSE_STAGE_DE[st.house! - 1]!)}.`;
        })
        .join(' ')}`,
    );
  // Planets on the angles the overview did not name.
  if (plan.chart.birth_time_known) {
    const toldAngle = (a: (typeof s.angular)[number]) =>
      plan.told.some((t) => t.name.endsWith(` on the ${a.angle}`) && t.points.includes(a.point));
    // Every planet on an angle is listed here; one the overview read is only named, not read twice.
    if (s.angular.length > 0)
      out.push(
        `### Planeten an den Achsen\n\n${s.angular
          .map((a) =>
            toldAngle(a)
              ? `${NomDe(a.point)} steht ${degDe(a.orb)} ${ANGLE_DE[a.angle].from} entfernt und wirkt ${ANGLE_DE[a.angle].place}.`
              : `${NomDe(a.point)} steht ${degDe(a.orb)} ${ANGLE_DE[a.angle].from} entfernt und rückt ${realmDe(a.point)} nach vorn, ${ANGLE_DE[a.angle].place}.`,
          )
          .join(' ')}`,
      );
  }
  if (plan.chart.warnings.some((w) => w.code === 'polar_house_fallback')) {
    const used = HOUSE_SYSTEM_DE[plan.chart.house_system ?? 'W'];
    out.push(
      `### Häusersystem\n\nWeil du in hohen Breiten geboren bist, wo sich Häuser nach ${HOUSE_SYSTEM_DE[plan.chart.house_system_requested]} nicht berechnen lassen, nutzt das Horoskop stattdessen ${used === 'ganze Zeichen' ? 'ganze Zeichen als Häuser' : `Häuser nach ${used}`}; lies die Hausstellungen als Näherung.`,
    );
  }
  // Moon phase.
  if (s.moonPhase) {
    const { phase, angle, certain, timeKnown } = s.moonPhase;
    const deg = Math.round(angle);
    const p = PHASE_DE[phase];
    // The wording turns with the exact angle, so reports do not share one frame.
    const pk = Math.floor(angle * 10) % 3;
    const rudhyar = [
      `: Rudhyar verbindet sie mit ${p.text}.`,
      `. Rudhyar verbindet diese Phase mit ${p.text}.`,
      `; Rudhyar bringt sie in Verbindung mit ${p.text}.`,
    ][(pk + 1) % 3]!;
    out.push(
      `### Mondphase bei der Geburt\n\n${
        timeKnown
          ? `${
              // Under half a degree apart the two stand together: "0° vor der Sonne" reads as a slip.
              deg === 0
                ? `Du bist geboren, als Mond und Sonne fast auf demselben Grad standen, in ${p.name}`
                : [
                    `Du bist geboren, als der Mond ${deg}° vor der Sonne stand, in ${p.name}`,
                    `Bei deiner Geburt stand der Mond ${deg}° vor der Sonne, in ${p.name}`,
                    `Der Mond lief der Sonne bei deiner Geburt ${deg}° voraus, in ${p.name}`,
                  ][pk]!
            }${rudhyar}`
          : `Am Mittag deines Geburtstags stand der Mond ${deg}° vor der Sonne, in ${p.name}${certain ? ' (er blieb den ganzen Tag darin)' : ' (je nach Stunde vielleicht schon in der benachbarten)'}${rudhyar}`
      }`,
    );
  }
  return out;
}

interface ParagraphDe {
  point: PointName;
  weight: number;
  heading: string;
  before: string[];
  sign: string[];
  dignity: string[];
  middle: string[];
  house: string[];
  after: string[];
  /** The calling and the Saturn returns at the reader's age, kept whatever the budget. */
  age: string[];
  /** A point in the first or last degree of its sign, kept whatever the budget. */
  boundary: string[];
}

const renderDe = (p: ParagraphDe) =>
  `${p.heading}\n\n${[...p.before, ...p.sign, ...p.dignity, ...p.middle, ...p.boundary, ...p.house, ...p.after, ...p.age].join(' ')}`;

const SIGN_ORDER = Object.keys(SIGN_INFO) as SignAbbrev[];

/** What a malefic or an outer planet brings into what it touches, after "bringt … in". */
const COLOUR_DE: Partial<Record<PointName, string>> = {
  Mars: 'Hitze und Ungeduld',
  Saturn: 'Ernst und Schwere',
  Uranus: 'Unruhe und Eigensinn',
  Neptune: 'Unschärfe und Sehnsucht',
  Pluto: 'Wucht und Tiefe',
};

/**
 * A planet within 3° of one read earlier. Without a birth time a pair with the Moon has no orb to
 * give (the Moon moves across the day); with a malefic or an outer planet in the pair the earlier
 * paragraph is not simply carried over, since such a meeting is no harmony.
 */
function joinedSentenceDe(
  point: PointName,
  joined: { other: PointName; orb: number },
  timed: boolean,
): string {
  const other = joined.other;
  const near =
    timed || (point !== 'Moon' && other !== 'Moon')
      ? `nur ${degDe(joined.orb)} von ${datDe(other)} entfernt`
      : `am Tag deiner Geburt, zu welcher Stunde auch immer, nah bei ${datDe(other)}`;
  const hard = [point, other].filter((p) => COLOUR_DE[p]);
  const text =
    hard.length === 2
      ? `${NomDe(point)} steht ${near}: ${cap(COLOUR_DE[point]!)} und ${COLOUR_DE[other]!} treffen hier zusammen, und diese Kraft will bewusst gelenkt sein.`
      : hard.length === 1
        ? `${NomDe(point)} steht ${near}, und das ist keine bloße Nachbarschaft: ${NomDe(hard[0]!)} bringt ${COLOUR_DE[hard[0]!]} in ${realmDe(hard[0] === point ? other : point)}, darum liest sich, was oben über ${accDe(other)} steht, hier mit diesem Beiklang.`
        : PLANETS.indexOf(point) % 2 === 0
          ? `${NomDe(point)} steht ${near}, so nah, dass die beiden ${joined.orb <= 1 && timed ? 'wie ein einziger Körper wirken' : 'eng zusammenwirken'}: Was oben über ${accDe(other)} gesagt ist, gilt auch hier.`
          : `${NomDe(point)} steht ${near}; die beiden wirken zusammen, und das oben zu ${datDe(other)} Gesagte gilt hier mit.`;
  return contractDe(text).replace(/\bbei dem /g, 'beim ');
}

/** A sign in the genitive, after "der Herrscher". */
const GEN_SIGN_DE: Record<SignAbbrev, string> = {
  Ari: 'des Widders',
  Tau: 'des Stiers',
  Gem: 'der Zwillinge',
  Can: 'des Krebses',
  Leo: 'des Löwen',
  Vir: 'der Jungfrau',
  Lib: 'der Waage',
  Sco: 'des Skorpions',
  Sag: 'des Schützen',
  Cap: 'des Steinbocks',
  Aqu: 'des Wassermanns',
  Pis: 'der Fische',
};
const genSignDe = (s: SignAbbrev) => GEN_SIGN_DE[s];

/** The sign ruler of a light, in German, when it is prominent; null otherwise. */
function lightDispositorDe(plan: NatalPlan, point: 'Sun' | 'Moon', sign: SignAbbrev): string | null {
  const lord = dispositor(sign);
  const lordSign = plan.signs[lord];
  const unsure = plan.classical.some((x) => x.lon === null);
  if (lord === point || !lordSign || plan.classical.find((x) => x.point === lord)?.lon === null) return null;
  const d = dignities(lord, lordSign)[0];
  const strong = d === 'domicile' || d === 'exaltation';
  const weak = d === 'detriment' || d === 'fall';
  const rulers = [plan.synthesis.ruler?.point, plan.synthesis.coRuler?.point];
  const isRuler = rulers.includes(lord);
  const final = !unsure && finalDispositor(plan.signs) === lord;
  if (!strong && !weak && !isRuler && !final) return null;
  const house = plan.houses[lord];
  const fem = pronDe(lord) === 'sie';
  const roles = [
    ...(isRuler ? [`${fem ? 'die Herrscherin' : 'der Herrscher'} deines Horoskops`] : []),
    ...(final ? [fem ? 'die Enddispositorin deines Horoskops' : 'der Enddispositor deines Horoskops'] : []),
  ];
  const traditional = SIGN_INFO[sign].ruler !== lord;
  const noun = `${fem ? 'Die' : 'Der'} ${traditional ? 'traditionelle ' : ''}${fem ? 'Herrscherin' : 'Herrscher'} ${genSignDe(sign)}`;
  const where = `${inSignDe(lordSign)}${d ? ` ${dignityPhraseDe(lord, d)}` : ''}${house ? ` ${inHouseDe(house)}` : ''}`;
  const sun = point === 'Sun';
  const effect = strong
    ? sun
      ? 'dein Selbstgefühl hat einen starken Verbündeten im Rücken'
      : 'deine Gefühle ruhen auf festem Grund'
    : weak
      ? sun
        ? 'dein Selbstgefühl stützt sich auf einen Planeten, der sich seine Wirkung erarbeiten muss'
        : 'deine Gefühle hängen an einem Planeten, der für seine Ergebnisse arbeiten muss'
      : sun
        ? `dein Selbstgefühl geht dorthin, wohin ${nomDe(lord)} führt`
        : `deine Stimmungen richten sich nach ${datDe(lord)}`;
  return `${noun}, ${nomDe(lord)}, steht ${where}${roles.length ? ` und ist ${listJoinDe(roles)}` : ''}: ${cap(effect)}.`;
}

/** Where a calling runs through the house of the MC's ruler, after "verwirklichst du". */
const CALLING_FIELD_DE: readonly string[] = [
  'über dein eigenes Auftreten',
  'über Verdienst und eigene Mittel',
  'über Worte und Unterricht',
  'über Haus und Grund, Familienangelegenheiten und Arbeit von zu Hause aus',
  'über schöpferische Arbeit, Unterhaltung und Dinge, an denen Menschen Freude haben',
  'über Dienst und Handwerk',
  'über Partner und Auftraggeber',
  'über gemeinsame Gelder und Forschung',
  'über Lehre, Recht und Reisen',
  'über deinen öffentlichen Namen',
  'über Gruppen und gemeinsame Anliegen',
  'über Arbeit, die im Verborgenen geschieht',
];

/** The MC's traditional ruler and its house, as the English `midheavenRulerLine` tells it; null without a house. */
function midheavenRulerDe(chart: NatalPlan['chart'], sign: SignAbbrev): string | null {
  const lord = dispositor(sign);
  const p = findPoint(chart, lord);
  const house = p ? readingHouse(chart, p) : null;
  if (!p || !house) return null;
  const at = `${NomDe(lord)}, ${rulerNounDe(lord).replace(/^(der|die) /, '')} ${GEN_SIGN_DE[sign]}, steht ${inSignDe(p.sign)}`;
  if (house === 10)
    return `${at} im zehnten Haus selbst: Berufung und öffentliches Ansehen sind bei dir eins, und ${nomDe(lord)} bringt ${realmDe(lord)} in beides ein.`;
  return `${at} ${inHouseDe(house)}, darum verwirklichst du deine Berufung ${CALLING_FIELD_DE[house - 1]}, und ${nomDe(lord)} bringt ${realmDe(lord)} ein.`;
}

/** One placement's paragraph in German, by the English composer's rules for what it holds. */
function paragraphDe(plan: NatalPlan, f: PlacementFact, toldReceptions: Set<string>): ParagraphDe {
  const { chart } = plan;
  const key = tablePoint(f.point)!;
  const point: ChartPoint = findPoint(chart, f.point)!;
  const all = sentencesOf(SIGN_TEXT_DE[key][f.sign]);
  const generationalOnly = GENERATIONAL.includes(f.point) && !plan.personalOuter.has(f.point);
  const minor = f.point === 'Chiron' || f.point === 'Mean_Lilith';
  const sign = generationalOnly || minor ? all.slice(0, 1) : all;
  const before: string[] = [];
  const dignity: string[] = [];
  const middle: string[] = [];
  const house: string[] = [];
  const after: string[] = [];
  const age: string[] = [];
  const years = plan.age;
  if (f.point === 'Medium_Coeli') {
    const line = midheavenRulerDe(chart, f.sign);
    if (line) age.push(line);
  }
  if (years !== null && f.point === 'Medium_Coeli') {
    // Past 45 the Midheaven's advice on a career to choose gives way to the age line, as in English.
    if (years >= 45) sign.splice(2);
    age.push(vocationAtAgeDe(years, f.sign));
  }
  if (years !== null && f.point === 'Saturn')
    age.push(
      saturnReturnAtAgeDe(
        years,
        firstSaturnReturn(chart),
        f.sign,
        chart.birth_time_known ? readingHouse(chart, point) : null,
      ),
    );
  const pron = pronDe(f.point);
  let heading = `### ${titleDe(f.point)} ${inSignDe(f.sign)}`;
  if (point.uncertain && point.uncertain.signs.length > 1) {
    const [first, second] = point.uncertain.signs as [SignAbbrev, SignAbbrev];
    const at = signChangeTime(point.abs_pos, point.speed, SIGN_ORDER.indexOf(second) * 30);
    const other = point.sign === first ? second : first;
    heading = `### ${titleDe(f.point)} ${inSignDe(first)} oder ${inSignDe(second)}`;
    before.push(
      `Ohne Geburtszeit steht nicht fest, in welchem Zeichen ${nomDe(f.point)} stand: ${cap(pron)} wechselte gegen ${at} Uhr Ortszeit ${fromSignDe(first)} ${intoSignDe(second)}, darum gilt zuerst die Deutung ${inSignDe(f.sign)}, wo ${pron} den größten Teil des Tages stand.`,
    );
    middle.push(
      `Wenn du ${other === first ? 'vor' : 'nach'} etwa ${at} Uhr geboren bist, lies stattdessen: ${sentencesOf(SIGN_TEXT_DE[key][other]).slice(0, 2).join(' ')}`,
    );
  }
  if (CLASSICAL.includes(f.point) && !point.uncertain && dignities(f.point, f.sign).length > 0) {
    const line = dignitySentenceDe(f.point, f.sign);
    if (line) dignity.push(line);
  }
  // The Sun's or the Moon's sign ruler, when it is dignified, debilitated, the chart ruler or the
  // final dispositor, as the English `dispositorSentence` says it.
  if ((f.point === 'Sun' || f.point === 'Moon') && !point.uncertain?.signs[1]) {
    const line = lightDispositorDe(plan, f.point, f.sign);
    if (line) dignity.push(line);
  }
  // After the sign and its dignity, which promise the steadiness its own hard aspects deny (set t).
  const shaken = shakenLightDe(f.point, f.sign, [...sign, ...dignity].join(' '), majorAspects(chart, 40));
  if (shaken) dignity.push(shaken);
  // The cazimi line is a rare strength the English always tells: it stays through the word budget.
  const solarNote: string[] = [];
  if (CLASSICAL.includes(f.point)) {
    const solar = solarCondition(chart, f.point);
    if (solar?.kind === 'cazimi')
      solarNote.push(
        `${cap(pron)} steht im Herzen der Sonne, Cazimi, ${solar.allDay ? 'den ganzen Geburtstag über, zu jeder Stunde, weniger als 17′ von ihrer Mitte entfernt' : `nur ${Math.max(1, Math.round(solar.orb * 60))}′ von ihrer Mitte entfernt`}: Nach der Tradition wird ein Planet dort nicht verbrannt, sondern geehrt, wie ein Ratgeber, der neben dem König sitzt, und so ${CAZIMI_GIFT_DE[f.point] ?? 'wirkt er mit dem vollen Rückhalt deiner Ziele'}.`,
      );
    else if (solar?.kind === 'combust' && solar.cazimiHours) {
      // Without a birth time the hour decides between the two, so neither is stated as the condition, as in English.
      const [from, to] = solar.cazimiHours;
      const when =
        from <= 0
          ? `bis etwa ${clock(to)} Uhr`
          : to >= 24
            ? `ab etwa ${clock(from)} Uhr`
            : `zwischen etwa ${clock(from)} und ${clock(to)} Uhr`;
      solarNote.push(
        `${cap(nomDe(f.point))} stand am Mittag deines Geburtstags ${degDe(solar.orb)} von der Sonne entfernt, darum entscheidet die Stunde über ${possDe(f.point)}en Zustand: ${when} Ortszeit stand ${pron} im Herzen der Sonne, Cazimi, nach der Tradition geehrt statt verbrannt; zu jeder anderen Stunde war ${pron} verbrannt, und dann wirkt, was ${pron} dir gibt, eher im Verborgenen und im Dienst deiner Ziele als offen.`,
      );
    } else if (solar?.kind === 'combust')
      middle.push(
        // Named, not "Er": the sentence before may be about another planet.
        `${cap(nomDe(f.point))} steht ${degDe(solar.orb)} von der Sonne entfernt und ist damit verbrannt: Was ${pron} dir gibt, wirkt eher im Verborgenen und im Dienst deiner Ziele als offen.`,
      );
    else if (solar?.acrossSign)
      middle.push(
        // Within the orb but in another sign: not combust by the rule every sentence asks, so the
        // reader who counts the degrees is told why (the English ACROSS_SIGN_TEXT).
        `${cap(nomDe(f.point))} steht ${degDe(solar.orb)} von der Sonne entfernt, aber in einem anderen Zeichen, und da die meisten Autoren der Tradition eine Verbrennung über die Zeichengrenze hinweg nicht anerkennen, wird ${pron} von der Sonne höchstens ein wenig überstrahlt.`,
      );
    const pair = plan.receptions.find((x) => x.includes(f.point));
    const partner = pair ? (pair[0] === f.point ? pair[1] : pair[0]) : undefined;
    const partnerSign = partner ? plan.signs[partner] : undefined;
    const inOverview = plan.told.some(
      (t) => t.name.startsWith('mutual reception of ') && t.points.includes(f.point),
    );
    if (pair && partner && partnerSign && !inOverview && !toldReceptions.has(pair.join())) {
      toldReceptions.add(pair.join());
      middle.push(
        `${cap(pron)} steht in gegenseitiger Rezeption mit ${datDe(partner)} ${inSignDe(partnerSign)}: Jeder steht im Zeichen des anderen, und so arbeiten die beiden als Partner.`,
      );
    }
  }
  const figure = plan.figureOf[f.point];
  if (figure) {
    const ends = figure.members.filter((m) => m !== figure.apex && !(figure.coApexes ?? []).includes(m));
    middle.push(
      contractDe(
        figure.kind === 'T-square' && figure.sides
          ? `Als Brennpunkt eines T-Quadrats nimmt ${pron} die Spannung zwischen ${datsDe(figure.sides[0])} und ${datsDe(figure.sides[1])} auf und löst sie ${chart.birth_time_known ? `über die Themen des Hauses, in dem ${pron} steht` : `über das, wofür ${pron} in dir steht`}.`
          : figure.kind === 'yod'
            ? `${cap(pron)} steht an der Spitze eines Yods, und weil ${namesDe(ends)} auf ${pron === 'er' ? 'ihn' : pron} ${ends.length === 1 ? 'zielt' : 'zielen'}, muss ${pron} sich immer wieder neu einstellen.`
            : figure.kind === 'kite'
              ? `${cap(pron)} lenkt den Drachen und gibt dem großen Trigon seine Richtung.`
              : `${cap(pron)} ist der Brennpunkt eines T-Quadrats mit ${datsDe(ends)}.`,
      ),
    );
  }
  // Chiron's or Lilith's closest personal contact makes the generation's sign this chart's.
  const tie = f.point === 'Chiron' || f.point === 'Mean_Lilith' ? plan.ties[f.point] : undefined;
  if (tie) {
    const other = tie.p1 === f.point ? tie.p2 : tie.p1;
    const contact = `${aspectPredicate(tie.aspect, untimedMoon(plan, tie) ? 3 : tie.orb)} ${datDe(other)} (${orbNoteDe(plan, tie)})`;
    middle.push(
      contractDe(
        f.point === 'Chiron'
          ? `In deinem Horoskop steht Chiron ${contact}, darum berührt die Wunde ${realmDe(other)}, und dort zeigt sich auch die Heilung.`
          : `Hier steht sie ${contact}, darum kommt das Verdrängte wieder hoch, wenn es um ${realmDe(other)} geht.`,
      ),
    );
  }
  // A paragraph of nothing but the tables' sentences takes its planet's closest aspect, as in English.
  const woven = plan.woven[f.point];
  if (woven) {
    const other = woven.p1 === f.point ? woven.p2 : woven.p1;
    const contact = `${cap(pron)} steht ${aspectPredicate(woven.aspect, untimedMoon(plan, woven) ? 3 : woven.orb)} ${datDe(other)} (${orbNoteDe(plan, woven)})`;
    middle.push(
      contractDe(
        `${contact}${
          GENERATIONAL.includes(f.point) && GENERATIONAL.includes(other)
            ? `: Diesen Aspekt teilst du mit allen, die wenige Jahre vor oder nach dir geboren sind; er verbindet ${realmDe(f.point)} mit ${realmDe(other)} für deine ganze Generation.`
            : ({
                conjunction: `, und so kannst du ${realmDe(f.point)} kaum ohne ${realmDe(other)} denken.`,
                trine: `, ein leichter Fluss, der ${realmDe(f.point)} ganz von selbst durch ${realmDe(other)} stärkt.`,
                sextile: `, eine Gelegenheit, ${realmDe(f.point)} durch ${realmDe(other)} zu stärken.`,
                square: `, eine Spannung, die ${realmDe(f.point)} gegen ${realmDe(other)} reibt und dich gerade dadurch antreibt.`,
                opposition: `, und du wägst ${realmDe(f.point)} immer wieder gegen ${realmDe(other)} ab, bis du den Ausgleich findest.`,
              }[woven.aspect] ?? '.')
        }`,
      ),
    );
  }
  const joined = plan.conjoinedWith[f.point];
  if (joined) middle.push(joinedSentenceDe(f.point, joined, chart.birth_time_known));
  const read = readingHouse(chart, point);
  if (read !== null && f.point !== 'Ascendant' && f.point !== 'Medium_Coeli') {
    const on = angleContact(chart, point);
    const acrossAxis = SIGN_ORDER.indexOf(f.sign) === (read + 5) % 12;
    if (key === 'South_Node')
      house.push(
        acrossAxis ? SOUTH_NODE_AXIS_TEXT_DE[f.sign] : SOUTH_NODE_HOUSE_TEXT_DE[read as HouseNumber],
      );
    else if (key === 'North_Node' && acrossAxis) house.push(NORTH_NODE_AXIS_TEXT_DE[f.sign]);
    else {
      const text = sentencesOf(HOUSE_TEXT_DE[key as HousePoint][read as HouseNumber]);
      // The house texts describe a planet in good shape; a debilitated or combust one reaches the
      // same ground by effort, so its strong sentence is told conditioned, as in English (review de-4:
      // a Mercury in exile, fall and combust was "schnell, gesprächig und neugierig").
      const debility = point.uncertain
        ? undefined
        : dignities(f.point, f.sign).find((d) => d === 'detriment' || d === 'fall');
      const burned = solarCondition(chart, f.point)?.kind === 'combust';
      const condition = [
        ...(debility ? [debility === 'fall' ? 'im Fall' : 'im Exil'] : []),
        ...(burned ? ['verbrannt'] : []),
      ].join(' und ');
      const strong = condition
        ? STRONG_HOUSE_TEXT_DE[key as keyof typeof STRONG_HOUSE_TEXT_DE]?.[read as HouseNumber]
        : undefined;
      const toldAt = strong ? text.indexOf(strong[0]) : -1;
      if (strong && toldAt >= 0) text[toldAt] = strong[1].replace('{condition}', condition);
      const houseText = minor ? text.slice(0, 1) : text;
      // A benefic at the focus of a T-square: its house's harmony is won against the figure's strain.
      const fig = plan.figureOf[f.point];
      if (
        (f.point === 'Venus' || f.point === 'Jupiter') &&
        fig?.kind === 'T-square' &&
        fig.apex === f.point &&
        houseText[0]
      )
        houseText[0] = `${houseText[0]} Als Brennpunkt des T-Quadrats kommt diese Harmonie allerdings nicht von selbst: Du stellst sie immer wieder gegen die Spannung her.`;
      house.push(...houseText);
    }
    heading += `, ${houseTitleDe(read)}${on ? `, ${ANGLE_DE[on.angle].at}` : ''}`;
    const cusp = !on && PLANETS.includes(f.point) ? nearCuspDe(chart, point) : null;
    if (cusp) after.unshift(cusp);
  }
  if (f.retrograde) {
    const retro = RETRO_DE[f.point];
    if (retro) after.push(retro);
    if (PLANETS.includes(f.point) || f.point === 'Chiron') heading += ', rückläufig';
  }
  return {
    point: f.point,
    weight: plan.weights[f.point] ?? 0,
    heading,
    before,
    sign,
    dignity,
    middle,
    house,
    after,
    age,
    boundary: [...solarNote, ...boundaryDe(chart, point)],
  };
}

/** Within this many degrees of a house cusp a planet is flagged, as in English. */
const CUSP_FLAG_ORB = 1;

/** A planet within a degree of a house cusp, on either side, as the English `nearCusp` tells it; null otherwise. */
function nearCuspDe(chart: NatalPlan['chart'], p: ChartPoint): string | null {
  if (!chart.houses || p.house === null) return null;
  const ahead = (from: number, to: number) => (((to - from) % 360) + 360) % 360;
  const next = (p.house % 12) + 1;
  const past = ahead(chart.houses[p.house - 1]!.abs_pos, p.abs_pos);
  const before = ahead(p.abs_pos, chart.houses[next - 1]!.abs_pos);
  const acc = pronDe(p.name) === 'er' ? 'ihn' : pronDe(p.name);
  if (before <= CUSP_FLAG_ORB)
    return `${NomDe(p.name)} steht nur ${degDe(before)} vor der Spitze des ${houseOrdDe(next)} Hauses (${HOUSE_THEME_DE[next - 1]}) und wirkt darum auch dort; eine etwas frühere Geburtszeit würde ${acc} hineinschieben, weil die Häuserspitzen im Lauf des Tages durch den Tierkreis wandern.`;
  if (past <= CUSP_FLAG_ORB)
    return `${NomDe(p.name)} hat die Spitze dieses Hauses erst um ${degDe(past)} überschritten, dort, wo ein Planet sein Haus am deutlichsten vertritt; eine wenige Minuten spätere Geburt würde ${acc} ${intoHouseDe(((p.house + 10) % 12) + 1)} zurücksetzen.`;
  return null;
}

/**
 * A planet merely near its sign's edge, read in its sign whatever the hour: as in English (review
 * r26), its degree goes to the technical section, and the prose keeps its words for what the
 * planet means. The Moon stays, since its sign can rest on the hour, and so does a planet turning
 * back over the edge, and any edge in a chart without a birth time, which says the sign held all day.
 */
function edgeOnlyDe(chart: NatalPlan['chart'], p: ChartPoint): boolean {
  return (
    chart.birth_time_known &&
    PLANETS.includes(p.name) &&
    p.name !== 'Moon' &&
    !p.uncertain?.signs[1] &&
    (p.position >= 29 || (p.position < 1 && !p.retrograde))
  );
}

/** The degrees of the planets `edgeOnlyDe` takes out of the prose, as "Sonne 0°05′ Waage". */
function edgeDegreesDe(chart: NatalPlan['chart']): string[] {
  return PLANETS.flatMap((name) => {
    const p = findPoint(chart, name);
    if (!p || !edgeOnlyDe(chart, p)) return [];
    const deg = Math.floor(p.position);
    return [
      `${titleDe(name)} ${deg}°${String(Math.floor((p.position - deg) * 60)).padStart(2, '0')}′ ${signNameDe(p.sign)}`,
    ];
  });
}

/**
 * A point in the first or last degree of its sign, as the English `signBoundary` tells it: readers
 * check such a degree, and an angle there rests on the recorded minute. Null otherwise.
 */
function boundaryDe(chart: NatalPlan['chart'], p: ChartPoint): string[] {
  const angle = p.name === 'Ascendant' || p.name === 'Medium_Coeli';
  if (!(PLANETS.includes(p.name) || (angle && chart.birth_time_known)) || p.uncertain?.signs[1]) return [];
  const early = p.position < 1;
  if (!early && p.position < 29) return [];
  if (edgeOnlyDe(chart, p)) return [];
  const other = SIGN_ORDER[(SIGN_ORDER.indexOf(p.sign) + (early ? 11 : 1)) % 12]!;
  const deg = Math.floor(p.position);
  const at = `${deg}°${String(Math.floor((p.position - deg) * 60)).padStart(2, '0')}′ ${signNameDe(p.sign)}`;
  const pron = pronDe(p.name);
  // Each report's boundary points take different wordings, in the order of the planets.
  const onEdge = PLANETS.filter((q) => {
    const x = findPoint(chart, q);
    return x && !x.uncertain?.signs[1] && (x.position < 1 || x.position >= 29);
  });
  const first = onEdge[0] ? findPoint(chart, onEdge[0]) : undefined;
  const bv =
    (Math.max(0, onEdge.indexOf(p.name)) + (first ? SIGN_ORDER.indexOf(first.sign) : 0) + chart.day) % 3;
  if (angle) {
    const [first, second] = early ? [other, p.sign] : [p.sign, other];
    return [
      `${cap(yoursDe(p.name))} steht auf ${at}, genau an der Grenze zwischen ${signNameDe(first)} und ${signNameDe(second)}: Schon wenige Minuten Abweichung in der Geburtszeit würden ${p.name === 'Ascendant' ? 'ihn verschieben und mit ihm den Herrscher deines Horoskops' : 'es verschieben und mit ihm das Zeichen, das diese Deutung deiner Berufung gibt'}, darum lohnt es sich, die angegebene Uhrzeit zu prüfen.`,
    ];
  }
  const head =
    early && p.retrograde
      ? `${NomDe(p.name)} steht auf ${at}, rückläufig und kurz davor, ${intoSignDe(other)} zurückzukehren; ${pron} wird ${inSignDe(p.sign)} gelesen, dem Zeichen, das ${pron} bei deiner Geburt innehatte`
      : early
        ? [
            `${NomDe(p.name)} steht auf ${at}, gerade erst ${fromSignDe(other)} herübergekommen: Gelesen wird ${pron} ${inSignDe(p.sign)}, mit dem frischen Zeichenwechsel im Rücken`,
            `${NomDe(p.name)} steht auf ${at}, eben erst ${fromSignDe(other)} gekommen; ${pron} wird ganz ${inSignDe(p.sign)} gelesen, auch wenn der Übergang noch frisch ist`,
            `Mit ${at} steht ${nomDe(p.name)} im ersten Grad des Zeichens, darum wird ${pron} ${inSignDe(p.sign)} gelesen und nicht mehr ${inSignDe(other)}`,
          ][bv]!
        : [
            `${NomDe(p.name)} steht auf ${at}, im letzten Grad des Zeichens an der Grenze ${toSignDe(other)}: Gedeutet wird ${pron} ${inSignDe(p.sign)}, kurz vor dem Wechsel`,
            `${NomDe(p.name)} steht auf ${at}, einen Schritt vor der Grenze ${toSignDe(other)}; ${pron} wird noch ganz ${inSignDe(p.sign)} gelesen`,
            `Mit ${at} steht ${nomDe(p.name)} im allerletzten Grad, darum wird ${pron} noch ${inSignDe(p.sign)} gelesen und nicht schon ${inSignDe(other)}`,
          ][bv]!;
  return [
    chart.birth_time_known
      ? `${head}.`
      : `${head}, und da ${pron} das Zeichen den ganzen Tag hielt, ändert die fehlende Geburtszeit daran nichts.`,
  ];
}

/** One aspect's line in the list, in German. */
function aspectLineDe(x: NatalPlan['listed'][number], second: boolean, chart: Chart): string | null {
  const a = x.aspect;
  const notes = a.allDay
    ? 'gilt den ganzen Tag, unabhängig von der Geburtszeit'
    : `Orbis ${orbDe(a.orb)}°${a.outOfSign ? '; zeichenübergreifend, darum schwächer' : ''}`;
  if (x.combust) {
    const other = a.p1 === 'Sun' ? a.p2 : a.p1;
    const across = a.outOfSign ? '; über die Zeichengrenze hinweg' : '';
    if (solarCondition(chart, other)?.cazimiHours)
      return `- **${aspectTitle(a)}** (Orbis ${orbDe(a.orb)}° am Mittag): Ob ${nomDe(other)} im Herzen der Sonne geehrt oder verbrannt war, hängt von der Geburtsstunde ab, wie ${possDe(other)} Abschnitt oben sagt.`;
    return second
      ? `- **${aspectTitle(a)}** (Orbis ${orbDe(a.orb)}°${across}): Ebenfalls verbrannt, leiht ${nomDe(other)} den Zielen der Sonne im Verborgenen ${possDe(other)}e Kraft und tritt hervor, wenn ${pronDe(other)} eine eigene Aufgabe hat.`
      : `- **${aspectTitle(a)}** (Orbis ${orbDe(a.orb)}°${across}): ${NomDe(other)} gibt deinem Selbstgefühl Kraft, doch verbrannt dient ${pronDe(other)} eher den Zielen der Sonne, als dass ${pronDe(other)} offen hervortritt, und zeigt sich am deutlichsten, wenn ${pronDe(other)} eine eigene Aufgabe bekommt.`;
  }
  if (a.aspect === 'opposition' && (isNorthNode(a.p1) || isNorthNode(a.p2))) {
    const other = isNorthNode(a.p1) ? a.p2 : a.p1;
    const key = tablePoint(other) as Exclude<AspectPoint, 'North_Node'>;
    const text = SOUTH_NODE_CONJUNCTION_TEXT_DE[key];
    return text ? `- **${titleDe(other)} Konjunktion Südlicher Mondknoten** (${notes}): ${text}` : null;
  }
  const text = pairTextDe(a, chart);
  if (!text) return null;
  const title =
    a.aspect === 'square' && (isNorthNode(a.p1) || isNorthNode(a.p2))
      ? `${titleDe(isNorthNode(a.p1) ? a.p2 : a.p1)} Quadrat Mondknotenachse`
      : aspectTitle(a);
  return x.told
    ? `- **${title}** (${notes}; oben im Überblick gelesen)`
    : `- **${title}** (${notes}): ${text}`;
}

export function composeNatalDe(plan: NatalPlan): Reading<'natal'> {
  const { chart, who } = plan;
  resetRealmDe(chart.day + chart.month);
  const title = `Geburtshoroskop für ${who}`;
  const overview = overviewDe(plan);
  const synthesis = synthesisDe(plan, overview.toldNames);
  const toldReceptions = new Set<string>();
  const paragraphs = plan.facts.placements.map((f) => paragraphDe(plan, f, toldReceptions));
  // The outer planets' signs speak of a generation: one such sentence per report, on the first of
  // them; the others are read by their houses, which the sentence introduces and which go with it.
  const gens = paragraphs.filter((p) => GENERATIONAL.includes(p.point) && p.house.length > 0);
  if (gens.length > 0) {
    for (const p of gens.slice(1)) p.sign = [];
    const one = gens.length === 1;
    gens[0]!.house[0] = `${one ? 'Das Zeichen' : `Die Zeichen von ${namesDe(gens.map((p) => p.point))}`} teilst du mit allen, die in diesen Jahren geboren sind; persönlich ${one ? `wird ${nomDe(gens[0]!.point)}` : 'werden sie'} erst durch ${one ? 'das Haus' : 'ihre Häuser'}. ${gens[0]!.house[0]}`;
  }
  let combust = 0;
  const aspectLines = plan.listed
    .map((x) => {
      const line = aspectLineDe(x, x.combust && combust > 0, chart);
      if (x.combust) combust++;
      return line;
    })
    .filter((x): x is string => x !== null);
  const figureLines = plan.figureSides.map(
    ({ pattern, sides }) =>
      `- **${patternTitleDe(pattern, plan.signs)}**, ${sides.length === 1 ? 'eine weitere Seite' : 'weitere Seiten'}: ${listJoinDe(sides.map((a) => `${aspectTitle(a)} (${orbDe(a.orb)}°)`))}.`,
  );
  let slowLine =
    plan.slowPairs.length > 0
      ? `- **Zwischen den äußeren Planeten**, gemeinsam mit allen, die wenige Jahre vor oder nach dir geboren sind: ${listJoinDe(plan.slowPairs.map((a) => `${aspectTitle(a)} (${orbDe(a.orb)}°)`))}.`
      : null;
  const moonAt = findPoint(chart, 'Moon');
  const change =
    moonAt?.uncertain && moonAt.uncertain.signs.length > 1
      ? (() => {
          const [from, to] = moonAt.uncertain!.signs as [SignAbbrev, SignAbbrev];
          const at = signChangeTime(moonAt.abs_pos, moonAt.speed, SIGN_ORDER.indexOf(to) * 30);
          return `; der Mond bewegt sich etwa 13° am Tag und wechselte an deinem Geburtstag gegen ${at} Uhr ${fromSignDe(from)} ${intoSignDe(to)}, darum steht er hier in beiden Zeichen`;
        })()
      : '';
  const noTime = chart.birth_time_known
    ? null
    : `## Was dieses Horoskop nicht sagen kann\n\nOhne Geburtszeit lassen sich Aszendent, MC und die zwölf Häuser nicht berechnen; diese Deutung sagt darum nichts über dein aufsteigendes Zeichen und darüber, in welchen Lebensbereichen die Planeten wirken. Die Zeichen der Planeten ändern sich an einem Tag kaum und gelten wie gedeutet${change}. Aspekte des Mondes stehen nur dann in der Liste, wenn sie den ganzen Tag gelten. Die Uhrzeit steht meist in der Geburtsurkunde oder im Geburtenregister deines Geburtsorts (in Deutschland beim Standesamt); mit ihr kämen die Häuser, die Achsen und der genaue Grad des Mondes hinzu.`;
  const s = plan.synthesis;
  const birth = birthClockLineDe(chart);
  // The clock's caution is a technical note, as in English; the overview only points to it.
  const clockCaution = birthClockCautionDe(chart);
  const technical: string[] = [
    birth,
    ...(clockCaution ? [`- **Geburtsuhr**: ${clockCaution}`] : []),
    `- **Elementverteilung** (Sonne, Mond, Aszendent 2; Merkur bis Saturn 1; äußere Planeten 0${s.uncertain.length > 0 ? `; ohne ${accsDe(s.uncertain)}, dessen Zeichen unsicher ist` : ''}): ${(Object.entries(s.elements) as [Element, number][]).map(([e, n]) => `${ELEMENT_DE[e]} ${n}`).join(', ')}; ${(Object.entries(s.modalities) as [Modality, number][]).map(([m, n]) => `${{ cardinal: 'kardinal', fixed: 'fix', mutable: 'veränderlich' }[m]} ${n}`).join(', ')}.`,
    `- **Was der Überblick gewichtet**: zuerst die Achsen und die Lichter in Eckhäusern, mit Aspektfiguren und exakten Aspekten zu Sonne, Mond oder Horoskopherrscher; dann Mars oder Saturn bis 3° an einem Licht; dann der höchste Planetenwert; dann Rezeptionen und Stellien${plan.themes.length === 0 ? '' : plan.themes.length === 1 ? '; ein Thema in diesem Horoskop' : `; ${cardinalDe(Math.min(plan.themes.length, 9))} Themen in diesem Horoskop`}.`,
    `- **Aufgeführte Aspekte**: die ${aspectLines.length === 1 ? 'engste' : `${cardinalDe(aspectLines.length)} engsten`} von ${plan.candidates} großen Aspekten im Orbis, die der Lichter und Achsen zuerst und die der äußeren Planeten dahinter, nach Orbis geordnet; zeichenübergreifende Aspekte gelten als schwächer.`,
  ];
  const top = s.dominant[0];
  if (top) {
    const leaders = s.dominant.filter((d) => d.score === top.score);
    technical.push(
      `- **Planetenwerte** (Sonne, Mond, Horoskopherrscher, Achsennähe und Würde zählen am meisten): ${s.dominant
        .slice(0, Math.max(4, leaders.length))
        .map((d) => `${titleDe(d.point)} ${d.score}`)
        .join(', ')}.`,
    );
  }
  const edges = edgeDegreesDe(chart);
  if (edges.length > 0)
    technical.push(
      `- **Nahe einer Zeichengrenze**: ${listJoinDe(edges)}; gedeutet wird ${edges.length === 1 ? 'das Zeichen' : 'jeweils das Zeichen'}, in dem der Planet steht.`,
    );
  if (chart.birth_time_known && chart.house_system)
    technical.push(
      `- **Häusersystem**: ${HOUSE_SYSTEM_DE[chart.house_system]}; ein Planet bis 3° vor einer Achse wird im Haus der Achse gedeutet, weil er wirkt, als stünde er auf ihr.`,
    );

  // The English report's note for a birth a century back (review r30), which the German lacked
  // (set t): said once, and the chart's present tense kept.
  const longAgo =
    plan.since !== null && plan.since >= HISTORICAL_AGE
      ? `\n\nDieses Horoskop wurde für eine Geburt vor ${plan.since} Jahren berechnet. Gedeutet wird es wie jedes Horoskop: im Präsens, für den Menschen, den es beschreibt. Wo dieses Leben vollendet ist, lässt es sich als Porträt des gelebten Lebens lesen.`
      : '';
  const build = () =>
    [
      `# ${title}`,
      `## Überblick\n\n${[...overview.parts, birthClockPointerDe(chart)].filter((x) => x).join(' ')}${longAgo}`,
      `## Gesamtbild\n\n${synthesis.join('\n\n')}`,
      `## Stellungen\n\n${paragraphs.map(renderDe).join('\n\n')}`,
      ...(aspectLines.length > 0 || figureLines.length > 0 || slowLine
        ? [`## Aspekte\n\n${[...aspectLines, ...figureLines, ...(slowLine ? [slowLine] : [])].join('\n')}`]
        : []),
      ...(noTime ? [noTime] : []),
      `## Technische Details\n\n${technical.join('\n')}`,
    ].join('\n\n');

  // The budget, in the English order, simplified: the least weighted placements' sign and house
  // texts first (each down to one sentence), the next themes' line, the retrograde lines, the
  // technical lines past four, the outer planets' side notes and house lines, the slow aspects'
  // line, lords of lesser points' dignity sentences, the Moon phase; the aspects the English
  // report lists stay, so both languages list the same aspects.
  let words = countWords(build());
  const longest = (field: 'sign' | 'house') =>
    paragraphs
      .filter((p) => p[field].length > 1)
      .sort((a, b) => a.weight - b.weight || b[field].length - a[field].length)[0];
  const lightest = (
    field: 'house' | 'dignity' | 'middle' | 'after',
    which: (p: ParagraphDe) => boolean = () => true,
  ) =>
    paragraphs
      .filter((p) => p[field].length > 0 && which(p) && (field !== 'house' || !keepHouse.has(p.point)))
      .sort((a, b) => a.weight - b.weight)[0]?.[field];
  const rulers = [s.ruler?.point, s.coRuler?.point];
  // The outer planets whose house now carries their whole paragraph keep it until the last house step.
  const keepHouse = new Set(gens.map((p) => p.point));
  const steps: (() => string | undefined)[] = [
    () => longest('sign')?.sign.pop(),
    () => {
      if (overview.rest < 0 || !overview.parts[overview.rest]) return undefined;
      const line = overview.parts[overview.rest]!;
      overview.parts[overview.rest] = '';
      return line;
    },
    () => longest('house')?.house.pop(),
    () => lightest('after')?.pop(),
    // The method notes go before any reading of a placement: the German kept four technical lines
    // to the English two and paid for them with dignity and house sentences (review r27).
    () => (technical.length > 2 ? technical.pop() : undefined),
    () => lightest('middle', (p) => p.weight === 0)?.pop(),
    () => lightest('house', (p) => p.weight === 0 && !GENERATIONAL.includes(p.point))?.pop(),
    () => {
      const line = slowLine ?? undefined;
      slowLine = null;
      return line;
    },
    () =>
      lightest('house', (p) => !PLANETS.includes(p.point) && p.weight <= 2 && !/Node/.test(p.point))?.pop(),
    () => lightest('dignity', (p) => !PERSONAL.includes(p.point) && !rulers.includes(p.point))?.pop(),
    () => lightest('house', (p) => p.weight === 0)?.pop(),
    () => lightest('middle', (p) => !PERSONAL.includes(p.point))?.pop(),
    () => lightest('house', (p) => !PERSONAL.includes(p.point) && !rulers.includes(p.point))?.pop(),
    () => figureLines.pop(),
    () => lightest('middle')?.pop(),
    () => lightest('dignity')?.pop(),
    () => lightest('house')?.pop(),
    // German runs longer than English: the lesser synthesis sections and technical lines go before
    // the Moon phase, which the English report keeps in every chart.
    ...['### Stellien', '### Planeten an den Achsen'].map((head) => () => {
      const i = synthesis.findIndex((x) => x.startsWith(head));
      return i >= 0 ? synthesis.splice(i, 1)[0] : undefined;
    }),
    () => {
      keepHouse.clear();
      return lightest('house')?.pop();
    },
    () => {
      const i = synthesis.findIndex((x) => x.startsWith('### Mondphase'));
      return i >= 0 ? synthesis.splice(i, 1)[0] : undefined;
    },
    () => (aspectLines.length > 0 ? aspectLines.pop() : undefined),
  ];
  while (words > WORD_LIMIT) {
    let removed: string | undefined;
    for (const step of steps) if ((removed = step()) !== undefined) break;
    if (removed === undefined) break;
    words -= countWords(removed);
  }
  const markdown = plainApostrophes(build());
  return {
    kind: 'natal',
    title,
    markdown,
    writer: 'composer',
    wordCount: countWords(markdown),
    facts: plan.facts,
  };
}
