// The compatibility report in German. Every decision is the English composer's (planCompatibility
// in compatibility-report.ts): the contacts and their weights, the ties the story opens on, the
// configurations and slower planets the overview reads, the list, the house overlays, the close's
// lead and hardest contact, the score and its band, and what a missing birth time leaves out. Only
// the words are German: the authored texts come from the German tables in content/authored/de/,
// and the sentences around them are built whole here, so case, gender and word order are German's
// own. A person's point is named by the Saxon genitive ("Lenas Mond", "Felix' Sonne").
import { scoreBand, type ScoreDescription } from '../astro/score-bands';
import type { Chart, PointName, SignAbbrev } from '../astro/types';
import {
  closingChoice,
  contactEase,
  contactWeight,
  DEFAULT_SCORE_MAX,
  easeShare,
  familyOf,
  landingPlan,
  leadingElements,
  moonAtEdge,
  ascendantEdge,
  moonSure,
  onAngle,
  onDescendant,
  overlayPlan,
  pickByKey as pick,
  receptionNote,
  REMEDY_ORDER,
  rulerOf,
  scoreCaveat,
  uncountedClose,
  signaturePlan,
  signSure,
  temperament,
  tieTone,
  type CompatibilityPlan,
  type Cluster,
  type Meridian,
  type Owned,
  type SynastryContact,
  type Tie,
  type TieTone,
} from './compatibility-report';
import { SIGN_INFO, type Element } from './content/astro';
import { signsApart, type SignDistance } from './content/synastry';
import {
  aspectFamily,
  descendantText,
  overlayEntry,
  synastryKey,
  synastryText,
  type AspectFamily,
  type HouseNumber,
  type SynastryPoint,
} from './content/authored';
import { BOND_TABLES_DE } from './content/authored/de';
import { COLLEAGUE_IC_TEXT_DE, MERIDIAN_TEXT_DE, OVERLAY_TEXT_DE } from './content/authored/de/overlays';
import type { MeridianPlanet } from './content/authored/overlays';
import { ANGULAR_ORB, dignities, type Dignity } from './natal-synthesis';
import type { RelationshipKind } from './relationship';
import {
  aspectCompoundDe,
  aspectWithDe,
  contractDe,
  degreesDe,
  genitiveDe,
  listJoinDe,
  NUMBER_DE,
  ORDINAL_DAT_DE,
  pointArticleDe,
  pointGenderDe,
  pointNounCaseDe,
  pointNounDe,
  pointOfDe,
  pointsOfDe,
  SIGN_DE,
  type CaseDe,
  type OwnedPointDe,
} from './sky-words-de';
import { capitalise, countWords } from './text';
import type { Reading } from './types';

const MAX_WORDS = 1600;

/** How a Venus loves by the element of its sign, for a table text that asks for it. */
const VENUS_STYLE_DE: Record<Element, string> = {
  fire: 'Mut und offenes Werben',
  earth: 'beständige, praktische Fürsorge',
  air: 'Gespräche, Leichtigkeit und fairen Austausch',
  water: 'Nähe und geteiltes Gefühl',
};

interface Side {
  name: string;
  sign?: SignAbbrev;
}

/** A German table text with both sides put in: "{A}", "{A:in}" (" im Widder"), "{A:venus}". */
function fillDe(text: string, A: Side, B: Side): string {
  const put = (t: string, tag: string, p: Side) =>
    t
      .replaceAll(`{${tag}:in}`, p.sign ? ` ${SIGN_DE[p.sign].inSign}` : '')
      .replaceAll(`{${tag}:venus}`, p.sign ? VENUS_STYLE_DE[SIGN_INFO[p.sign].element] : 'eine eigene Art')
      .replaceAll(`{${tag}:gen}`, genitiveDe(p.name))
      .replaceAll(`{${tag}}`, p.name);
  return put(put(text, 'A', A), 'B', B);
}

// ---------------------------------------------------------------------------------------------
// Words for the bond, the points' natures and the contacts' names.

/** The bond as the text names it, all feminine: "eure Beziehung", "eurer Freundschaft". */
const BOND_DE: Record<RelationshipKind, string> = {
  romantic: 'Beziehung',
  friends: 'Freundschaft',
  family: 'Bindung als Familie',
  colleagues: 'Zusammenarbeit',
};
const bondDe = (kind: RelationshipKind, c: CaseDe | 'gen') =>
  `${c === 'nom' || c === 'acc' ? 'eure' : 'eurer'} ${BOND_DE[kind]}`;

/** What a point brings to a tie, after the owner's genitive: "Bens Antrieb", "Annas Gefühle". */
const NATURE_DE: Record<SynastryPoint, string> = {
  Sun: 'Selbstverständnis',
  Moon: 'Gefühle',
  Mercury: 'Worte',
  Venus: 'Zuneigung',
  Mars: 'Antrieb',
  Jupiter: 'Zuversicht',
  Saturn: 'Vorsicht',
  Ascendant: 'Auftreten',
  Uranus: 'Unruhe',
  Neptune: 'Ideale',
  Pluto: 'Intensität',
};
/** Venus outside romance: taste and warmth, not love. */
const PLATONIC_VENUS_DE = 'Geschmack';

/**
 * The Sun's nature in more than one word, so five reports do not all say "Selbstverständnis": one
 * chosen for each person and bond, kept through the report; "Wille" takes its ending after "auf", "um".
 */
const SUN_NATURE_DE = ['Selbstverständnis', 'Wesenskern', 'Lebensziel', 'Wille'] as const;

function natureNounDe(
  kind: RelationshipKind,
  point: PointName,
  owner = '',
  c: CaseDe = 'nom',
): string | undefined {
  if (point === 'Sun') {
    const n = pick(SUN_NATURE_DE, owner + kind);
    return n === 'Wille' && c !== 'nom' ? 'Willen' : n;
  }
  return kind !== 'romantic' && point === 'Venus' ? PLATONIC_VENUS_DE : NATURE_DE[point as SynastryPoint];
}

/** "Bens Antrieb", "Annas Gefühle": the same in every case, as a genitive name takes no article. */
function natureDe(kind: RelationshipKind, point: PointName, owner: string, c: CaseDe = 'nom'): string {
  const n = natureNounDe(kind, point, owner, c);
  return n ? `${genitiveDe(owner)} ${n}` : pointOfDe(point, owner, c);
}

/** Two natures side by side, one noun shared when both are the same: "Lenas und Felix' Gefühle". */
function naturesDe(kind: RelationshipKind, p1: PointName, a: string, p2: PointName, b: string): string {
  const [n1, n2] = [natureNounDe(kind, p1, a), natureNounDe(kind, p2, b)];
  return n1 && n1 === n2
    ? `${genitiveDe(a)} und ${genitiveDe(b)} ${n1}`
    : `${natureDe(kind, p1, a)} und ${natureDe(kind, p2, b)}`;
}

/** "Annas Venus im Trigon zu Bens Mars", "Bens Mond auf Annas Deszendenten". */
function contactNameDe(x: SynastryContact, a: string, b: string): string {
  if (onDescendant(x)) {
    const [planet, owner, other] = x.p2 === 'Ascendant' ? [x.p1, a, b] : [x.p2, b, a];
    return `${pointOfDe(planet, owner)} ${x.orb > ANGULAR_ORB ? 'nahe an' : 'auf'} ${pointOfDe('Descendant', other, 'dat')}`;
  }
  return contractDe(`${pointOfDe(x.p1, a)} ${aspectWithDe(x.aspect)} ${pointOfDe(x.p2, b, 'dat')}`);
}

/** "Annas Venus auf Bens MC". */
function meridianNameDe(m: Meridian, a: string, b: string): string {
  const [owner, other] = m.first ? [a, b] : [b, a];
  return `${pointOfDe(m.planet, owner)} auf ${pointOfDe(m.angle === 'MC' ? 'Medium_Coeli' : 'IC', other, 'dat')}`;
}

/** "Annas Mars in Konjunktion mit Bens Mond und Venus": a cluster named once. */
function clusterNameDe(c: Cluster, a: string, b: string): string {
  const [owner, other] = c.first ? [a, b] : [b, a];
  const shared = c.first ? c.lead.p1 : c.lead.p2;
  const targets = [c.lead, ...c.mates].map((y) => (c.first ? y.p2 : y.p1));
  return contractDe(
    `${pointOfDe(shared, owner)} ${aspectWithDe(c.lead.aspect)} ${pointsOfDe(targets, other, 'dat')}`,
  );
}

/** A tie named by its planets: "das Sonne-Mond-Trigon", or in full where that would be unclear. */
function tieLabelDe(t: Tie, a: string, b: string): string {
  if (t.meridian) return meridianNameDe(t.meridian, a, b);
  if (t.cluster) return clusterNameDe(t.cluster, a, b);
  if (onDescendant(t.lead) || t.lead.p1 === t.lead.p2) return contactNameDe(t.lead, a, b);
  return aspectCompoundDe(t.lead.p1, t.lead.aspect, t.lead.p2);
}

const untimedNames = (a: string, b: string, [c1, c2]: [Chart, Chart]) =>
  [c1.birth_time_known ? null : a, c2.birth_time_known ? null : b].filter((n): n is string => n !== null);

/**
 * The partner's points a group of contacts reaches, each once, with a planet opposite the partner's
 * Ascendant named on the Descendant, as the English composer names it (`touched`).
 */
function reachedDe(xs: SynastryContact[], fromFirst: boolean): OwnedPointDe[] {
  return [
    ...new Set(xs.map((y): OwnedPointDe => (onDescendant(y) ? 'Descendant' : fromFirst ? y.p2 : y.p1))),
  ];
}

/**
 * A contact of a Moon without a birth time that does not hold all day (one the ring counts at its
 * noon position): its orb is not known, so it is given none, as in English.
 */
const untimedMoon = (x: SynastryContact, [c1, c2]: [Chart, Chart]) =>
  !x.allDay && ((x.p1 === 'Moon' && !c1.birth_time_known) || (x.p2 === 'Moon' && !c2.birth_time_known));

/** "Orbis 1,2°", "Orbis etwa 3°", "gilt den ganzen Tag", with a contact across the sign border marked. */
function orbDe(x: SynastryContact, untimed: boolean): string {
  const orb = x.allDay
    ? 'gilt zu jeder Stunde des Geburtstags'
    : x.approximate
      ? `Orbis etwa ${Math.max(1, Math.round(x.orb))}°`
      : `Orbis ${degreesDe(x.orb)}`;
  const sign = x.outOfSign
    ? x.outOfSignPart && untimed
      ? ', je nach Geburtsstunde über die Zeichengrenze hinweg und dann schwach'
      : ', über die Zeichengrenze hinweg und darum schwach'
    : '';
  return `${orb}${sign}`;
}

// ---------------------------------------------------------------------------------------------
// The contacts' texts.

/** The German table text of a contact, with both names, and with the charts both signs, put in. */
function contactTextDe(
  x: SynastryContact,
  a: string,
  b: string,
  charts: [Chart, Chart],
  kind: RelationshipKind,
) {
  // The distance as the orb is given: to a tenth of a degree, or to the degree when approximate.
  const far = x.approximate ? `etwa ${Math.round(x.orb)}°` : degreesDe(x.orb);
  const wide =
    onAngle(x) && x.orb > ANGULAR_ORB
      ? ` ${pick(
          [
            `Mit ${far} Abstand zur Achse ist der Kontakt allerdings weit: Das Gesagte gilt, nur leiser; es färbt die Verbindung, ohne sie zu tragen.`,
            `Der Kontakt liegt ${far} von der Achse entfernt, nach üblichem Maß also weit; was er beschreibt, ist da, tritt aber gedämpfter auf, als die Worte allein vermuten lassen.`,
            `Bei ${far} zwischen Planet und Achse ist das ein lockerer Kontakt: Er gibt der Verbindung eine Note, ohne sie allein zu bestimmen.`,
          ],
          a + b + x.p1 + x.p2,
        )}`
      : '';
  if (onDescendant(x)) {
    const [planet, owner, other] = x.p2 === 'Ascendant' ? [x.p1, a, b] : [x.p2, b, a];
    const text = fillDe(
      descendantText(kind, planet as Exclude<SynastryPoint, 'Ascendant'>, BOND_TABLES_DE),
      { name: owner },
      { name: other },
    );
    return `${text}${wide}`;
  }
  const k = synastryKey(x.p1 as SynastryPoint, x.p2 as SynastryPoint)!;
  const written = synastryText(kind, k.key, aspectFamily(x.aspect), BOND_TABLES_DE);
  // As in English: across signs that do not make the angle, the signs are said once, by their own
  // relationship (`signsNoteDe`), not beside words written for the angle.
  const text = x.outOfSign ? written.replaceAll('{A:in}', '').replaceAll('{B:in}', '') : written;
  const sign = (c: Chart, p: PointName) => (signSure(c, p) ? findSign(c, p) : undefined);
  const one: Side = { name: a, sign: sign(charts[0], x.p1) };
  const two: Side = { name: b, sign: sign(charts[1], x.p2) };
  return `${k.swapped ? fillDe(text, two, one) : fillDe(text, one, two)}${wide}`;
}

/** What two signs are to each other by their distance, as English `SIGN_DISTANCE_TEXT`. */
const SIGN_DISTANCE_DE: Record<SignDistance, string> = {
  0: 'im selben Zeichen, mit demselben Element und derselben Qualität',
  1: 'in Nachbarzeichen, einem Halbsextil, ohne gemeinsames Element und ohne gemeinsame Qualität, und müssen sich erst aneinander gewöhnen',
  2: 'zwei Zeichen auseinander, im Sextil, in Elementen, die sich vertragen, und arbeiten gut zusammen, sobald sich beide darum bemühen',
  3: 'drei Zeichen auseinander, im Quadrat, in derselben Qualität, aber in Elementen, die sich reiben, und stemmen sich gegeneinander',
  4: 'vier Zeichen auseinander, im Trigon, im selben Element, und passen im Grunde leicht zusammen',
  5: 'fünf Zeichen auseinander, im Quinkunx, ohne gemeinsames Element und ohne gemeinsame Qualität, und jede Seite muss sich auf eine Art einstellen, die sie nicht teilt',
  6: 'einander gegenüber, an den beiden Enden einer Achse, und ergänzen einander, während sie zugleich aneinander ziehen',
};

/** The German `signsNote`: a contact across signs that do not make its angle, read by the signs' own relationship. */
function signsNoteDe(x: SynastryContact, a: string, b: string, [c1, c2]: [Chart, Chart]): string {
  if (!x.outOfSign || x.outOfSignPart || !signSure(c1, x.p1) || !signSure(c2, x.p2)) return '';
  const [s1, s2] = [findSign(c1, x.p1)!, findSign(c2, x.p2)!];
  return ` Vom Zeichen her stehen ${pointOfDe(x.p1, a)} ${SIGN_DE[s1].inSign} und ${pointOfDe(x.p2, b)} ${SIGN_DE[s2].inSign} allerdings ${SIGN_DISTANCE_DE[signsApart(s1, s2)]}.`;
}

function findSign(c: Chart, p: PointName): SignAbbrev | undefined {
  return c.points?.find((q) => q.name === p)?.sign;
}

/** Two planets each in the sign the other rules: a mutual reception, said in German. */
function receptionDe(x: SynastryContact, a: string, b: string, c1: Chart, c2: Chart): string | null {
  if (!receptionNote(x, a, b, c1, c2)) return null;
  const [s1, s2] = [findSign(c1, x.p1)!, findSign(c2, x.p2)!];
  const where = `${pointOfDe(x.p1, a)} ${SIGN_DE[s1].inSign} und ${pointOfDe(x.p2, b)} ${SIGN_DE[s2].inSign}`;
  return aspectFamily(x.aspect) === 'tense'
    ? `Dabei stehen ${where} jeweils im Zeichen, das der andere Planet regiert, eine wechselseitige Rezeption: Beide Planeten haben Anteil am Gelingen des anderen, und die Reibung lässt sich leichter nutzen, als der Aspekt allein vermuten lässt.`
    : `Dazu stehen ${where} jeweils im Zeichen, das der andere Planet regiert, eine wechselseitige Rezeption, die diesen Kontakt noch verstärkt.`;
}

/** An overlay or meridian entry with "{P}", "{H}" and their genitives ("{P:gen}") put in. */
const fillOwnerHostDe = (text: string, owner: string, host: string) =>
  text
    .replaceAll('{P:gen}', genitiveDe(owner))
    .replaceAll('{H:gen}', genitiveDe(host))
    .replaceAll('{P}', owner)
    .replaceAll('{H}', host);

/** A meridian text with the planet's owner and the angle's owner put in. */
function meridianTextDe(m: Meridian, a: string, b: string, kind: RelationshipKind): string {
  const [owner, other] = m.first ? [a, b] : [b, a];
  const table: Record<MeridianPlanet, string> =
    kind === 'colleagues' && m.angle === 'IC' ? COLLEAGUE_IC_TEXT_DE : MERIDIAN_TEXT_DE[m.angle];
  return fillOwnerHostDe(table[m.planet], owner, other);
}

/** One tie of the overview told in full: its table text, with its cluster, meridian or group. */
function tieTextDe(t: Tie, a: string, b: string, charts: [Chart, Chart], kind: RelationshipKind): string {
  const text = (x: SynastryContact) =>
    [contactTextDe(x, a, b, charts, kind), receptionDe(x, a, b, charts[0], charts[1])]
      .filter((s): s is string => !!s)
      .join(' ');
  if (t.meridian) return `${meridianTextDe(t.meridian, a, b, kind)} ${text(t.lead)}`;
  if (t.cluster) {
    const c = t.cluster;
    const [owner, other] = c.first ? [a, b] : [b, a];
    const targets = [c.lead, ...c.mates].map((y) => pointNounDe(c.first ? y.p2 : y.p1));
    const why = `In ${genitiveDe(other)} Horoskop stehen ${listJoinDe(targets)} in Konjunktion, darum erreicht ${pointOfDe(c.first ? c.lead.p1 : c.lead.p2, owner)} ${targets.length === 2 ? 'beide' : 'sie alle'} zugleich.`;
    return [why, ...[c.lead, ...c.mates].map(text)].join(' ');
  }
  // A slower planet carried both ways (an exchange) is told as one, as in English.
  const exchange =
    t.uses.length > 1 &&
    SLOW.some(
      (p) =>
        t.uses.every((y) => y.p1 === p || y.p2 === p) &&
        t.uses.some((y) => y.p1 === p && y.p2 !== p) &&
        t.uses.some((y) => y.p2 === p && y.p1 !== p),
    )
      ? threadDe(t.uses, a, b, kind)
      : null;
  if (exchange) return exchange;
  const rest = t.uses.filter((x) => x !== t.lead);
  const group = rest.length > 0 ? ` ${groupDe(t.lead, rest, a, b, kind)}` : '';
  return `${text(t.lead)}${group}`;
}

/** The natures that are plural nouns ("Lenas Gefühle finden"), so their verb agrees. */
const PLURAL_NATURES_DE = new Set(['Gefühle', 'Worte', 'Ideale']);

/** One point reaching several of the partner's in one family: what that point meets, and what it means. */
function groupDe(
  lead: SynastryContact,
  rest: SynastryContact[],
  a: string,
  b: string,
  kind: RelationshipKind,
): string {
  const first = rest.every((y) => y.p1 === lead.p1);
  // Contacts that share no point with the lead: each named, as one picture.
  if (!first && !rest.every((y) => y.p2 === lead.p2))
    return `Dazu ${rest.length === 1 ? 'gehört' : 'gehören'} ${listJoinDe(rest.map((x) => contactNameDe(x, a, b)))}, die dieses Bild verstärken.`;
  const [owner, other] = first ? [a, b] : [b, a];
  const shared = first ? lead.p1 : lead.p2;
  const reached = reachedDe(rest, first);
  const n = NUMBER_DE[reached.length + 1] ?? String(reached.length + 1);
  const nature = natureDe(kind, shared, owner);
  const many = PLURAL_NATURES_DE.has(natureNounDe(kind, shared, owner) ?? '');
  const v = (one: string, more: string) => (many ? more : one);
  const family = familyOf(lead);
  const key = owner + other + shared + lead.aspect;
  const count = pick(
    [
      `so trifft ein einziger Punkt gleich ${n} von ${genitiveDe(other)} Punkten`,
      `insgesamt ${n} Kontakte aus diesem einen Punkt`,
      `${n} von ${genitiveDe(other)} Punkten auf einmal`,
    ],
    key,
  );
  const sense =
    family === 'flowing'
      ? `${nature} ${v('findet', 'finden')} bei ${other} an vielen Stellen offene Türen.`
      : family === 'tense'
        ? pick(
            [
              `${nature} ${v('stößt', 'stoßen')} bei ${other} an mehreren Stellen an, und die Spannung ist an mehr als einem Ort zu spüren.`,
              `${nature} ${v('reibt', 'reiben')} sich an ${other} gleich an mehreren Fronten, darum löst keine einzelne Antwort das Ganze.`,
            ],
            key,
          )
        : `${nature} ${v('ist', 'sind')} mit vielem verwoben, was ${other} ausmacht, im Guten wie im Schwierigen.`;
  return `${pointOfDe(shared, owner)} erreicht auch ${pointsOfDe(reached, other, 'acc')}, ${count}: ${sense}`;
}

// ---------------------------------------------------------------------------------------------
// The overview: the story of the two heaviest ties, the third and the configurations, then the
// slower planets and the temperaments.

const TONE_DE: Record<TieTone, string> = {
  e: 'leicht und fließend',
  h: 'fordernd und reibungsvoll',
  Mars: 'aufgeladen, voller Anziehung und Hitze',
  Saturn: 'bindend, schwer und treu zugleich',
  Uranus: 'anregend und verunsichernd zugleich',
  Pluto: 'intensiv, so fesselnd wie prüfend',
};

/** A tie's tone; outside romance Mars is drive, not attraction. */
const toneDe = (kind: RelationshipKind, t: TieTone): string =>
  kind !== 'romantic' && t === 'Mars' ? 'aufgeladen, voller Tatkraft und Reibung' : TONE_DE[t];

function storyDe(plan: CompatibilityPlan, ties: Tie[], charts: [Chart, Chart]): string | null {
  const { a, b, kind } = plan;
  if (ties.length === 0) return null;
  const untimed = untimedNames(a, b, charts);
  const names = ties.map((t) =>
    t.meridian
      ? `${meridianNameDe(t.meridian, a, b)}${t.meridian.orb < 1 ? ' (fast exakt)' : ''}`
      : t.cluster
        ? clusterNameDe(t.cluster, a, b)
        : `${contactNameDe(t.lead, a, b)}${t.lead.allDay && untimed.length > 0 ? ' (zu jeder Stunde des Geburtstags)' : t.lead.orb < 1 ? ' (fast exakt)' : ''}`,
  );
  const tones = ties.map(tieTone);
  const [c, d] = names;
  const key = a + b + names.join();
  let opening: string;
  if (ties.length === 1)
    opening = pick(
      [
        `Ein Kontakt prägt ${bondDe(kind, 'acc')} mehr als jeder andere: ${c}.`,
        `Alles andere in ${bondDe(kind, 'dat')} ordnet sich um einen Kontakt herum: ${c}.`,
      ],
      key,
    );
  else {
    const [t1, t2] = tones as [TieTone, TieTone];
    const charged = tones.some((t) => t !== 'e' && t !== 'h');
    if (charged)
      opening =
        t1 === t2
          ? `Am stärksten prägen ${bondDe(kind, 'acc')} ${c} und ${d}, beide ${toneDe(kind, t1)}.`
          : pick(
              [
                `Am stärksten prägen ${bondDe(kind, 'acc')} zwei Kontakte: ${c}, ${toneDe(kind, t1)}, und ${d}, ${toneDe(kind, t2)}.`,
                `Zwei Kontakte bestimmen ${bondDe(kind, 'acc')} vor allen anderen: ${c}, ${toneDe(kind, t1)}, und ${d}, ${toneDe(kind, t2)}.`,
              ],
              key,
            );
    else if (t1 === 'e' && t2 === 'e')
      opening = pick(
        [
          `${capitalise(bondDe(kind, 'nom'))} ruht auf zwei Kontakten, die in dieselbe Richtung weisen: ${c} und ${d}.`,
          `Zwei leichte Kontakte tragen ${bondDe(kind, 'acc')}: ${c} und daneben ${d}.`,
        ],
        key,
      );
    else if (t1 === 'h' && t2 === 'h')
      opening = pick(
        [
          `Die beiden stärksten Kontakte ${bondDe(kind, 'gen')} fordern euch heraus: ${c} und ${d}.`,
          `Am Anfang ${bondDe(kind, 'gen')} steht Reibung: ${c} und dazu ${d}.`,
        ],
        key,
      );
    else
      opening = pick(
        [
          `Am stärksten prägen ${bondDe(kind, 'acc')} zwei Kontakte: ${c} als ${t1 === 'e' ? 'der leichte' : 'der fordernde'} und ${d} als ${t2 === 'e' ? 'der leichte' : 'der fordernde'}.`,
          `Zwei Kontakte tragen ${bondDe(kind, 'acc')}, ein leichter und ein fordernder: ${c} und ${d}.`,
        ],
        key,
      );
  }
  const texts = ties.map((t) => tieTextDe(t, a, b, charts, kind));
  const together = ties.length === 2 ? togetherDe(plan, ties as [Tie, Tie], tones) : null;
  return [opening, ...texts, together].filter((s): s is string => !!s).join(' ');
}

/** A name that opens with its article, put in the dative: "dem Sonne-Mond-Trigon", "der Venus von Anna". */
function dativeOf(name: string): string {
  return name
    .replace(/^(der|die|das) /, (m) => ({ 'der ': 'dem ', 'die ': 'der ', 'das ': 'dem ' })[m]!)
    .replace(/^(dem|\S+['s]) (Aszendent|Deszendent)\b/, '$1 $2en');
}

/** What the two ties make together for this kind of bond, each named by its planets. */
function togetherDe(plan: CompatibilityPlan, ties: [Tie, Tie], tones: TieTone[]): string {
  const { a, b, kind, within } = plan;
  let labels = ties.map((t) => tieLabelDe(t, a, b));
  if (labels[0] === labels[1]) labels = ties.map((t) => contactNameDe(t.lead, a, b));
  const [first, second] = labels as [string, string];
  const hardness = tones.map((t) => (t === 'e' ? 'e' : 'h')).join('');
  const ease = easeShare(within, kind);
  if (hardness === 'ee') {
    if (ease < 0.6)
      return `${capitalise(first)} und ${second} sind die leichte Seite ${bondDe(kind, 'gen')}; über alle eure Kontakte hinweg ${balanceDe(ease, a + b)}, darum ist das Wohlwollen der beiden etwas, worauf ihr bauen könnt, aber nichts Selbstverständliches.`;
    return pick(
      [
        `Mit ${dativeOf(first)} und ${dativeOf(second)} läuft in ${bondDe(kind, 'dat')} vieles wie von selbst; die Aufgabe ist, diese Leichtigkeit nicht für selbstverständlich zu halten.`,
        `${capitalise(first)} und ${second} lassen ${bondDe(kind, 'acc')} von Anfang an selbstverständlich wirken; gerade darum lohnt es sich, diese Leichtigkeit bewusst zu pflegen.`,
      ],
      b + a,
    );
  }
  if (hardness === 'hh')
    return pick(
      [
        `${capitalise(first)} und ${second} fordern euch beide; was ihr an ihnen gemeinsam durcharbeitet, macht ${bondDe(kind, 'acc')} belastbar.`,
        `${capitalise(first)} und ${second} lassen sich nicht umgehen, nur gemeinsam tragen, und dabei lernt ihr einander gründlich kennen.`,
      ],
      b + a,
    );
  const [easy, hard] = hardness === 'eh' ? [first, second] : [second, first];
  return pick(
    [
      `${capitalise(easy)} gibt ${bondDe(kind, 'dat')} Rückhalt, ${hard} bringt die Reibung; wer das eine kennt, kann das andere leichter tragen.`,
      `Was ${hard} an Reibung bringt, fängt ${easy} zu einem guten Teil auf; aus diesem Wechsel lebt ${bondDe(kind, 'nom')}.`,
      `${capitalise(hard)} fordert, ${easy} trägt: Wenn es zwischen euch reibt, findet ihr hier den Boden, auf den ihr zurückkehren könnt.`,
    ],
    b + a,
  );
}

const NEXT_TIE_DE = {
  easy: ['Knapp dahinter folgt', 'Als Nächstes an Gewicht folgt', 'Fast ebenso stark, aber leichter, ist'],
  tense: ['Knapp dahinter folgt', 'Als Nächstes an Gewicht folgt', 'Fast ebenso stark und fordernder ist'],
} as const;

/** Who carries a slower planet into whose points, and what that does: owner, other, points (acc, dat). */
type ThreadDe = (o: string, t: string, acc: string, dat: string) => string;
const THREAD_DE: Record<string, { easy: ThreadDe; tense: ThreadDe }> = {
  Saturn: {
    easy: (o, t, acc) =>
      `${genitiveDe(o)} Saturn stützt ${acc}: ${o} bringt Struktur und Ausdauer in diesen Teil der Verbindung, und ${t} empfindet das weit öfter als beruhigend denn als einengend.`,
    tense: (o, t, _acc, dat) =>
      `${genitiveDe(o)} Saturn lastet auf ${dat}: ${pick(
        [
          `Meist setzt ${o} die Grenzen, und ${t} spürt sie; der Kontakt prüft die Geduld und macht die Verbindung, mit Wärme getragen, verlässlich.`,
          `${o} zieht eher die Grenzen, ${t} bekommt sie zu spüren; das verlangt Geduld, doch mit Wärme getragen wird gerade daraus Verlässlichkeit.`,
        ],
        o + t,
      )}`,
  },
  Jupiter: {
    easy: (o, t, acc) =>
      `${genitiveDe(o)} Jupiter fällt wohlwollend auf ${acc}: ${o} glaubt an ${t}, und ${t} gewinnt dadurch an Zuversicht.`,
    tense: (o, t, acc) =>
      `${genitiveDe(o)} Jupiter spornt ${acc} über Gebühr an: ${pick(
        [
          `${o} will ermutigen, verspricht aber leicht zu viel oder drängt zu weit, und an ${t} ist es dann, nach dem rechten Maß zu fragen.`,
          `${o} meint es gut, trägt aber leicht zu dick auf oder treibt zu weit, und es liegt an ${t}, auf das rechte Maß zu achten.`,
        ],
        o + t + acc,
      )}`,
  },
  Mercury: {
    easy: (o, t, acc) =>
      `${genitiveDe(o)} Merkur erreicht ${acc} mühelos: Gespräche mit ${o} kommen ${t} gelegen, und was ${o} sagt, fällt bei ${t} auf fruchtbaren Boden.`,
    tense: (o, t, _acc, dat) =>
      `${genitiveDe(o)} Merkur steht quer zu ${dat}, darum treffen ${genitiveDe(o)} Bemerkungen ${t} manchmal härter als gemeint; es lohnt sich für ${t}, erst nachzufragen und dann zu antworten.`,
  },
  Uranus: {
    easy: (o, t, acc) =>
      `${genitiveDe(o)} Uranus belebt ${acc}, ohne den Boden zu erschüttern: ${o} hält die Verbindung frisch und lässt ${t} Raum, sich zu verändern.`,
    tense: (o, t, _acc, dat) =>
      `${genitiveDe(o)} Uranus rüttelt an ${dat}: ${o} bringt Überraschungen und ein Bedürfnis nach Freiheit, und ${t} muss immer wieder entscheiden, wie viel Wandel willkommen ist.`,
  },
  Neptune: {
    easy: (o, t, acc) =>
      `${genitiveDe(o)} Neptun macht ${acc} weicher: ${t} fühlt sich ohne Worte verstanden, und ${o} sieht ${t} in einem freundlichen Licht.`,
    tense: (o, t, acc) =>
      `${genitiveDe(o)} Neptun verschleiert ${acc}: ${pick(
        [
          `${o} idealisiert ${t} womöglich oder lässt vieles im Vagen, und ${t} fährt am besten damit, offen nach ${genitiveDe(o)} Absichten zu fragen.`,
          `${o} sieht ${t} leicht verklärt oder bleibt selbst unbestimmt, und ${t} tut gut daran, geradeheraus zu fragen, was ${o} vorhat.`,
        ],
        o + t,
      )}`,
  },
  Pluto: {
    easy: (o, t, acc) =>
      `${genitiveDe(o)} Pluto vertieft ${acc}: ${o} hilft ${t}, eine Kraft zu entdecken, von der ${t} bisher nichts wusste.`,
    tense: (o, _t, _acc, dat) =>
      `${genitiveDe(o)} Pluto lastet schwer auf ${dat}, darum können zwischen euch Machtfragen aufkommen; die Verbindung gedeiht, wenn ihr sie offen besprecht, statt sie auszufechten.`,
  },
};
/**
 * The same slower planet carried both ways in one tone: a, b, a's targets and b's targets (acc for
 * Saturn's support, else dat), and a key so two pairs do not share the sentence word for word.
 */
type MutualDe = (a: string, b: string, pa: string, pb: string, key: string) => string;
const MUTUAL_DE: Record<string, { easy: MutualDe; tense: MutualDe }> = {
  Saturn: {
    easy: (a, b, pa, pb) =>
      `Saturn stützt euch gegenseitig: ${genitiveDe(a)} Saturn stützt ${pa}, ${genitiveDe(b)} Saturn ${pb}. Ihr gebt einander Halt, und die Beständigkeit dieser Verbindung ruht nicht auf einer Schulter allein.`,
    tense: (a, b, pa, pb, key) =>
      `Saturn wirkt hier wechselseitig: ${genitiveDe(a)} Saturn lastet auf ${pa}, ${genitiveDe(b)} Saturn auf ${pb}. ${pick(
        [
          'Ihr seid einander Anker und an schlechten Tagen auch strenger Maßstab, und die Verbindung hält, wenn ihr offen sagt, was ihr erwartet, statt aufzurechnen.',
          'Halt gebt ihr einander, zugleich aber messt ihr euch an strengen Maßstäben; was unausgesprochen bleibt, wird schnell zur offenen Rechnung, darum sagt klar, was ihr voneinander erwartet.',
          'Ihr gebt einander Festigkeit, an schwierigen Tagen aber auch das Gefühl, nicht zu genügen; die Verbindung trägt, wenn Erwartungen ausgesprochen werden, bevor sich Groll ansammelt.',
        ],
        key,
      )}`,
  },
  Jupiter: {
    easy: (a, b, pa, pb) =>
      `Jupiters Wohlwollen wirkt gegenseitig, ${genitiveDe(a)} Jupiter bei ${pa} und ${genitiveDe(b)} Jupiter bei ${pb}, und am Vertrauen des anderen werdet ihr beide mutiger.`,
    tense: (a, b, pa, pb) =>
      `Jupiter verleitet euch beide zum Übermaß, ${genitiveDe(a)} Jupiter bei ${pa} und ${genitiveDe(b)} Jupiter bei ${pb}: Ihr könnt einander zu viel einreden; wer gerade nüchterner ist, fragt nach dem rechten Maß, und das muss nicht immer dieselbe Seite sein.`,
  },
  Mercury: {
    easy: (a, b, pa, pb) =>
      `Merkur verbindet euch gegenseitig, ${genitiveDe(a)} Merkur mit ${pa} und ${genitiveDe(b)} Merkur mit ${pb}, darum könnt ihr einander mühelos folgen.`,
    tense: (a, b, pa, pb, key) =>
      pick(
        [
          `Merkur steht bei euch beiden quer, ${genitiveDe(a)} Merkur zu ${pa} und ${genitiveDe(b)} Merkur zu ${pb}: Worte können auf beiden Seiten verletzen, darum fragt ihr am besten nach, was gemeint war, bevor ihr antwortet.`,
          `Merkur steht bei euch beiden in Spannung, ${genitiveDe(a)} Merkur zu ${pa} und ${genitiveDe(b)} Merkur zu ${pb}: Bemerkungen kommen auf beiden Seiten schärfer an als gemeint, und wer erst nachfragt und dann antwortet, erspart euch manchen Streit.`,
          `Auf beiden Seiten bildet Merkur gespannte Aspekte, ${genitiveDe(a)} Merkur zu ${pa} und ${genitiveDe(b)} Merkur zu ${pb}: Ein beiläufiges Wort kann hier verletzen, und es lohnt sich, erst zu fragen, wie etwas gemeint war, und dann zu antworten.`,
        ],
        `${key}Mercury`,
      ),
  },
  Uranus: {
    easy: (a, b, pa, pb) =>
      `Uranus belebt euch gegenseitig, ${genitiveDe(a)} Uranus bei ${pa} und ${genitiveDe(b)} Uranus bei ${pb}, und so bewahrt ihr einander davor, einzurosten.`,
    tense: (a, b, pa, pb) =>
      `Uranus rüttelt an euch beiden, ${genitiveDe(a)} Uranus an ${pa} und ${genitiveDe(b)} Uranus an ${pb}: Ihr verunsichert einander, und die Verbindung hält, wenn beide Seiten Freiheit lassen.`,
  },
  Neptune: {
    easy: (a, b, pa, pb) =>
      `Neptun macht euch füreinander weicher, ${genitiveDe(a)} Neptun bei ${pa} und ${genitiveDe(b)} Neptun bei ${pb}, ein sanfter Austausch, in dem ihr das Beste im anderen seht.`,
    tense: (a, b, pa, pb) =>
      `Neptun trübt euch beiden den Blick, ${genitiveDe(a)} Neptun bei ${pa} und ${genitiveDe(b)} Neptun bei ${pb}, darum könnt ihr einander idealisieren; nüchterne Gespräche über Alltägliches halten es ehrlich.`,
  },
  Pluto: {
    easy: (a, b, pa, pb) =>
      `Pluto vertieft euch gegenseitig, ${genitiveDe(a)} Pluto bei ${pa} und ${genitiveDe(b)} Pluto bei ${pb}: Ihr führt einander unter die Oberfläche, zu einer Kraft, von der ihr nichts wusstet.`,
    tense: (a, b, pa, pb) =>
      `Plutos Druck wirkt wechselseitig, ${genitiveDe(a)} Pluto auf ${pa} und ${genitiveDe(b)} Pluto auf ${pb}: Ihr könnt einander fest im Griff halten, und die Verbindung gedeiht, wenn Kontrolle offen geteilt wird.`,
  },
};
const SLOW = ['Saturn', 'Jupiter', 'Mercury', 'Uranus', 'Neptune', 'Pluto'] as const;
/** The points a slower planet's thread reaches, as the English composer counts them. */
const PERSONAL_DE = new Set<string>(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Ascendant']);

function threadDe(uses: SynastryContact[], a: string, b: string, kind: RelationshipKind): string | null {
  if (uses.length === 0) return null;
  // The tone as the English composer sets it: one side by the weighted ease of its contacts (a
  // Neptune conjunction, half easy, reads as blurring), an exchange by its heaviest contact, turned
  // when the other side has nothing in that tone.
  const fits = (x: SynastryContact, t: 'easy' | 'tense') =>
    t === 'easy' ? contactEase(x) >= 0.5 : contactEase(x) <= 0.5;
  const heaviest = [...uses].sort((x, y) => contactWeight(y, kind) - contactWeight(x, kind))[0]!;
  const lean = contactEase(heaviest) >= 0.5 ? 'easy' : 'tense';
  const single =
    uses.reduce((s, y) => s + contactWeight(y, kind) * (contactEase(y) - 0.5), 0) > 0 ? 'easy' : 'tense';
  // The planet the group shares, and whose it is; both ways round, an exchange. As in English, the
  // carrier is the planet that reaches the other's personal points: on Mercury square Jupiter it is
  // Jupiter over-encouraging Mercury, never Mercury reading as sharp words to a Jupiter.
  const carries = (p: string, mine: boolean) =>
    uses.every((y) => {
      const [own, touched] = mine ? [y.p1, y.p2] : [y.p2, y.p1];
      return own === p && touched !== p && PERSONAL_DE.has(touched);
    });
  const first = SLOW.find((p) => carries(p, true));
  const second = SLOW.find((p) => carries(p, false));
  const planet = first ?? second;
  if (!planet) {
    const both = SLOW.find((p) => uses.every((y) => y.p1 === p || y.p2 === p));
    if (!both) return null;
    const tone = uses.every((y) => fits(y, lean)) ? lean : lean === 'easy' ? 'tense' : 'easy';
    const easy = tone === 'easy';
    const fromA = reachedDe(
      uses.filter((y) => y.p1 === both),
      true,
    );
    const fromB = reachedDe(
      uses.filter((y) => y.p2 === both),
      false,
    );
    if (fromA.length === 0 || fromB.length === 0) return null;
    // Saturn's support takes the accusative; every other exchange names its points after a dative preposition.
    const cc: CaseDe = both === 'Saturn' && easy ? 'acc' : 'dat';
    const [pa, pb] = [pointsOfDe(fromA, b, cc), pointsOfDe(fromB, a, cc)];
    return MUTUAL_DE[both]![tone](a, b, pa, pb, b + pb + a);
  }
  const [owner, other] = first ? [a, b] : [b, a];
  const targets = reachedDe(uses, !!first);
  return THREAD_DE[planet]![single](
    owner,
    other,
    pointsOfDe(targets, other, 'acc'),
    pointsOfDe(targets, other, 'dat'),
  );
}

const ELEMENT_DE: Record<Element, { noun: string; dat: string; signs: string }> = {
  fire: { noun: 'Feuer', dat: 'zum Feuer', signs: 'Feuerzeichen' },
  earth: { noun: 'Erde', dat: 'zur Erde', signs: 'Erdzeichen' },
  air: { noun: 'Luft', dat: 'zur Luft', signs: 'Luftzeichen' },
  water: { noun: 'Wasser', dat: 'zum Wasser', signs: 'Wasserzeichen' },
};
/** What an element shared by both brings, and what it risks. */
const SAME_ELEMENT_DE: Record<Element, string> = {
  fire: 'Ihr teilt Begeisterung und Tempo und steckt einander an, müsst aber aufpassen, dass nicht beide zugleich ungeduldig werden',
  earth:
    'Ihr teilt den Sinn fürs Praktische und Verlässliche und baut gut zusammen, müsst aber aufpassen, nicht gemeinsam in Gewohnheiten festzufahren',
  air: 'Ihr denkt in ähnlichen Bahnen und redet gern und viel miteinander, müsst aber aufpassen, Gefühle nicht gemeinsam zu zerreden',
  water:
    'Ihr versteht einander oft ohne viele Worte, müsst aber aufpassen, nicht gemeinsam in denselben Stimmungen zu versinken',
};
/** Two different elements, each pair in its own words, keyed by the two sorted. */
const ELEMENT_PAIR_TEXT_DE: Record<string, string> = {
  'air|fire':
    'Feuer und Luft ergänzen sich: Die Luft facht das Feuer an, und das Feuer gibt den Ideen der Luft Schwung',
  'earth|water':
    'Erde und Wasser ergänzen sich: Das Wasser macht die Erde fruchtbar, und die Erde gibt dem Gefühl ein festes Bett',
  'earth|fire':
    'Feuer und Erde folgen verschiedenen Rhythmen: Das Feuer will los, die Erde erst prüfen; wer Geduld mit dem Tempo des anderen hat, macht daraus Tatkraft mit Bestand',
  'fire|water':
    'Feuer und Wasser sind ein heikles Paar: Begeisterung trifft auf Empfindsamkeit, und was die eine Seite als Schwung erlebt, kann die andere kränken; mit Rücksicht wird daraus Wärme statt Dampf',
  'air|earth':
    'Luft und Erde sprechen verschiedene Sprachen: Die Luft denkt in Möglichkeiten, die Erde in Ergebnissen; wer die Art des anderen achtet, verbindet Einfall und Umsetzung',
  'air|water':
    'Luft und Wasser finden schwer zueinander: Die Luft will verstehen, das Wasser will fühlen; wer Geduld mit der Art des anderen hat, verbindet Kopf und Herz',
};
/** Further wordings for the pairs that meet most often, so two pairs' reports do not share the sentence. */
const ELEMENT_PAIR_MORE_DE: Record<string, string[]> = {
  'air|fire': [
    'Luft nährt Feuer: Eure Einfälle und eure Begeisterung entfachen einander, und die einzige Gefahr ist, zu schnell auszubrennen',
    'Feuer und Luft passen gut zusammen: Aus Ideen wird Begeisterung und aus Begeisterung neue Ideen; ihr müsst nur aufpassen, euch nicht zu schnell zu verausgaben',
  ],
  'earth|water': [
    'Erde und Wasser tun einander gut: Das Gefühl gibt dem Praktischen Wärme, das Praktische dem Gefühl Halt',
  ],
};
const ELEMENT_PAIR_DE = (e1: Element, e2: Element, key = ''): string => {
  if (e1 === e2) return SAME_ELEMENT_DE[e1];
  const k = [e1, e2].sort().join('|');
  return pick([ELEMENT_PAIR_TEXT_DE[k]!, ...(ELEMENT_PAIR_MORE_DE[k] ?? [])], key);
};

function elementsDe(a: string, b: string, c1: Chart, c2: Chart): string {
  const [t1, t2] = [leadingElements(c1), leadingElements(c2)];
  const [l1, l2] = [t1.leaders, t2.leaders];
  // Three or four elements level is a spread, not a lean: no element can be called its ground.
  if (l1.length > 2 || l2.length > 2) return '';
  if (l1.length === 1 && l2.length === 1)
    return l1[0] === l2[0]
      ? `Vom Temperament her neigt ihr beide ${ELEMENT_DE[l1[0]!].dat}: ${ELEMENT_PAIR_DE(l1[0]!, l1[0]!)}.`
      : `Vom Temperament her neigt ${a} ${ELEMENT_DE[l1[0]!].dat}, ${b} ${ELEMENT_DE[l2[0]!].dat}. ${ELEMENT_PAIR_DE(l1[0]!, l2[0]!, b + a)}.`;
  // With a blend on either side, only what the two share is read, as in English.
  const shared = l1.filter((e) => l2.includes(e));
  if (shared.length === 0) return '';
  // The verb comes second in German, before the name: "Vom Temperament her steht Max zwischen …".
  // After "und" the name leads: "…, und Lukas neigt zur Luft".
  const lean = (t: typeof t1, who: string, inverted: boolean) => {
    const [verb, rest] =
      t.leaders.length === 1
        ? ['neigt', ELEMENT_DE[t.leaders[0]!].dat]
        : ['steht', `zwischen ${listJoinDe(t.leaders.map((e) => ELEMENT_DE[e].noun))}`];
    return inverted ? `${verb} ${who} ${rest}` : `${who} ${verb} ${rest}`;
  };
  const ground =
    shared.length === 1
      ? `gemeinsam ist euch ${shared[0] === 'earth' || shared[0] === 'air' ? 'die' : 'das'} ${ELEMENT_DE[shared[0]!].noun}. ${SAME_ELEMENT_DE[shared[0]!]}`
      : `${listJoinDe(shared.map((e) => ELEMENT_DE[e].noun))} habt ihr beide gemeinsam. ${ELEMENT_PAIR_DE(shared[0]!, shared[1]!, b + a)}`;
  return `Vom Temperament her ${lean(t1, a, true)}, und ${lean(t2, b, false)}; ${ground}.`;
}

/** Sun and Moon signs shared across the charts: exchanged both ways, or one way. */
function lightsDe(a: string, b: string, c1: Chart, c2: Chart): string | null {
  const sun = (c: Chart) => (signSure(c, 'Sun') ? findSign(c, 'Sun') : undefined);
  const moon = (c: Chart) => (moonSure(c) ? findSign(c, 'Moon') : undefined);
  const ab = !!sun(c1) && sun(c1) === moon(c2);
  const ba = !!sun(c2) && sun(c2) === moon(c1);
  if (ab && ba)
    return `Eure Sonnen- und Mondzeichen sind vertauscht: ${genitiveDe(a)} Sonne und ${genitiveDe(b)} Mond stehen ${SIGN_DE[sun(c1)!].inSign}, ${genitiveDe(b)} Sonne und ${genitiveDe(a)} Mond ${SIGN_DE[sun(c2)!].inSign}. Jede Seite ist, was die andere braucht, um sich zu Hause zu fühlen, und erkennt im Gegenüber, was sie selbst meist im Innern trägt.`;
  if (!ab && !ba) return null;
  const [s, m, c] = ab ? [a, b, c1] : [b, a, c2];
  const where = SIGN_DE[sun(c)!].inSign;
  return pick(
    [
      `${genitiveDe(s)} Sonne steht ${where}, im Zeichen von ${genitiveDe(m)} Mond: Was ${s} von Natur aus ist, ist genau das, was ${m} braucht, um sich geborgen zu fühlen.`,
      `${genitiveDe(s)} Sonne und ${genitiveDe(m)} Mond teilen sich ein Zeichen: ${s} lebt offen, was ${m} im Stillen braucht.`,
    ],
    s + m,
  );
}

/** What the apex of a T-square carries, after its owner's genitive: the release of the opposition's tension. */
const APEX_SENSE_DE: Partial<Record<PointName, string>> = {
  Sun: 'Willen und Stolz',
  Moon: 'Stimmungen und Bedürfnisse',
  Mercury: 'Worte',
  Venus: 'Zuneigung',
  Mars: 'Temperament und Tatkraft',
  Jupiter: 'Hoffnungen und Versprechen',
  Saturn: 'Vorsicht und Ansprüche',
  Ascendant: 'Auftreten',
};

/** One of the configurations the English overview reads, said as what it means. */
function themeDe(
  t: CompatibilityPlan['told']['themes'][number],
  lead: SynastryContact | undefined,
  plan: CompatibilityPlan,
  charts: [Chart, Chart],
): string {
  const { a, b, kind } = plan;
  const names = t.uses.map((x) => contactNameDe(x, a, b));
  const text = lead ? ` ${contactTextDe(lead, a, b, charts, kind)}` : '';
  const key = a + b + names.join();
  // A point of one reached by several of the other's planets.
  const focal = ([true, false] as const).find(
    (first) =>
      t.uses.length > 1 &&
      t.uses.every((x) => (first ? x.p1 : x.p2) === (first ? t.uses[0]!.p1 : t.uses[0]!.p2)),
  );
  if (t.tSquare) {
    // Named from the T-square the English found, not from the contacts it uses: those may hold
    // only some of its aspects ("stehen Jupiter in Opposition", review de-5).
    const { ends, apex } = t.tSquare;
    const ownerOf = (p: Owned) => (p.first ? a : b);
    const all = [...ends[0], ...ends[1]];
    const sideDe = (ps: Owned[], c: 'nom' | 'dat') =>
      ps.every((p) => p.first === ps[0]!.first)
        ? pointsOfDe(
            ps.map((p) => p.point),
            ownerOf(ps[0]!),
            c,
          )
        : listJoinDe(ps.map((p) => pointOfDe(p.point, ownerOf(p), c)));
    const opp = all.every((p) => p.first === all[0]!.first)
      ? `in ${genitiveDe(ownerOf(all[0]!))} eigenem Horoskop stehen ${listJoinDe(ends[0].map((p) => pointNounDe(p.point)))} in Opposition zu ${listJoinDe(ends[1].map((p) => pointNounCaseDe(p.point, 'dat')))}`
      : `${sideDe(ends[0], 'nom')} ${ends[0].length > 1 ? 'stehen' : 'steht'} in Opposition zu ${sideDe(ends[1], 'dat')}`;
    const apexOwner = ownerOf(apex);
    const sense = APEX_SENSE_DE[apex.point];
    return `Über eure Horoskope hinweg spannt sich ein T-Quadrat: ${capitalise(contractDe(opp))}, und ${pointOfDe(apex.point, apexOwner)} bildet zu beiden ein Quadrat, ${pointGenderDe(apex.point) === 'f' ? 'sie' : 'er'} ist also der Brennpunkt. Die Spannung der Opposition entlädt sich über ${sense ? `${genitiveDe(apexOwner)} ${sense}` : pointOfDe(apex.point, apexOwner, 'acc')}, und genau dort könnt ihr sie gemeinsam auffangen und nutzen.${text}`;
  }
  if (t.text.includes('grand trine'))
    return `Zusammen bilden ${listJoinDe(names)} ein großes Trigon über eure Horoskope hinweg: einen Kreis leichter Verbindungen, in dem vieles ohne Anstrengung gelingt, der aber auch bequem machen kann.${text}`;
  if (t.text.includes('horizon') && t.uses.length === 2) {
    const owned = (x: SynastryContact) => (x.p2 === 'Ascendant' ? [x.p1, a, b] : [x.p2, b, a]);
    const [asc, desc] = [t.uses.find((x) => !onDescendant(x)), t.uses.find(onDescendant)];
    if (asc && desc) {
      const [p, owner, other] = owned(asc) as [PointName, string, string];
      const [q] = owned(desc) as [PointName];
      return `${genitiveDe(owner)} eigene Opposition von ${pointNounDe(p)} und ${pointNounDe(q)} liegt auf ${genitiveDe(other)} Achse von Aszendent und Deszendent, ${pointNounDe(p)} auf dem Aszendenten, ${pointNounDe(q)} auf dem Deszendenten: Die Spannung, die ${owner} zwischen diesen beiden Planeten in sich trägt, spielt sich darin ab, wie ${other} der Welt begegnet und ${kind === 'romantic' ? `was ${other} in einer Partnerschaft sucht` : `wie ${other} Menschen unter vier Augen begegnet`}, und ${other} spürt beide Enden davon.`;
    }
  }
  if (focal !== undefined) {
    const [owner, other] = focal ? [a, b] : [b, a];
    const target = focal ? t.uses[0]!.p1 : t.uses[0]!.p2;
    const planets = t.uses.map((x) => (focal ? x.p2 : x.p1));
    const eases = t.uses.map(contactEase);
    const nature = natureDe(kind, target, owner, 'acc');
    const sense = eases.every((e) => e >= 0.5)
      ? pick(
          [
            `Alle diese Kontakte sind leicht, so stärkt ${other} ${nature} auf mehreren Wegen zugleich.`,
            `Alle diese Kontakte sind leicht: Von mehreren Seiten her bekommt ${nature} durch ${other} Rückenwind.`,
          ],
          key,
        )
      : eases.every((e) => e <= 0.5)
        ? pick(
            [
              `Alle sind fordernd: ${other} stellt ${nature} immer wieder auf die Probe, und genau daran wächst ${owner}.`,
              `Alle sind fordernd: An ${nature} reibt sich ${other} von mehreren Seiten, und gerade dort liegt für ${owner} das Wachstum.`,
            ],
            key,
          )
        : `Manches davon ist leicht, manches fordernd; ${owner} spürt ${other} darum am stärksten, wo es um ${nature} geht, im Guten wie im Schwierigen.`;
    // A planet opposite the Ascendant stands on the Descendant, and is said to, as in English.
    const opposite = t.uses.filter(onDescendant).map((x) => (focal ? x.p2 : x.p1));
    const desc =
      opposite.length > 0
        ? `, ${pointsOfDe(opposite, other)} ${opposite.length === 1 ? 'steht' : 'stehen'} dabei auf ${pointOfDe('Descendant', owner, 'dat')}`
        : '';
    return `${pointsOfDe(planets, other)} erreichen alle ${pointOfDe(target, owner, 'acc')}${desc}: ${sense}${text}`;
  }
  // A text that opens on the contact's own name needs no sentence to introduce it, as in English.
  if (t.uses.length === 1 && text.trim().startsWith(names[0]!)) return text.trim();
  if (t.uses.length === 1)
    return `${pick(
      [
        `Auch ${names[0]} gehört zu den prägenden Kontakten.`,
        `Ins Gewicht fällt außerdem ${names[0]}.`,
        `Dazu kommt ${names[0]}.`,
      ],
      key,
    )}${text}`;
  return `${capitalise(listJoinDe(names))} gehören zusammen und verstärken einander.${text}`;
}

function overviewDe(plan: CompatibilityPlan): string[] {
  const { a, b, c1, c2, kind, told } = plan;
  const charts: [Chart, Chart] = [c1, c2];
  const ties = told.ties;
  const first = storyDe(plan, ties.slice(0, 2), charts);
  const pressureRead = ties.slice(0, 2).some((t) => tieTone(t) === 'h');
  const next = ties.slice(2).map((t) => {
    const tone = tieTone(t);
    const openers =
      tone === 'e'
        ? NEXT_TIE_DE.easy
        : tone === 'h' && pressureRead
          ? [...NEXT_TIE_DE.tense, 'Zusätzlichen Druck bringt']
          : NEXT_TIE_DE.tense;
    const name = t.meridian
      ? meridianNameDe(t.meridian, a, b)
      : t.cluster
        ? clusterNameDe(t.cluster, a, b)
        : contactNameDe(t.lead, a, b);
    return `${pick(openers, a + b + t.lead.p1 + t.lead.p2)} ${name}. ${tieTextDe(t, a, b, charts, kind)}`;
  });
  // The configurations the English overview reads, each by its heaviest contact not yet told.
  const toldHere = new Set(ties.flatMap((t) => t.uses));
  const themes = told.themes.flatMap((t) => {
    if (t.meridian) return [meridianTextDe(t.meridian, a, b, kind)];
    if (t.uses.length === 0) return [];
    const lead = t.uses.find((x) => !toldHere.has(x));
    t.uses.forEach((x) => toldHere.add(x));
    return [themeDe(t, lead, plan, charts)];
  });
  const second = [...next, ...themes].join(' ');
  const third = [
    ...told.carried.map((uses) => threadDe(uses, a, b, kind)),
    lightsDe(a, b, c1, c2),
    elementsDe(a, b, c1, c2),
  ]
    .filter((s): s is string => !!s)
    .join(' ');
  return [first, second, third].filter((p): p is string => !!p);
}

// ---------------------------------------------------------------------------------------------
// The two in brief.

const DIGNITY_DE: Record<Dignity, string> = {
  domicile: 'im Domizil',
  exaltation: 'in Erhöhung',
  detriment: 'im Exil',
  fall: 'im Fall',
};

function dignityDe(point: PointName, sign: SignAbbrev): string | null {
  const ds = dignities(point, sign);
  return ds.length === 0 ? null : listJoinDe(ds.map((d) => DIGNITY_DE[d]));
}

/** The figure a person's chart turns on, and which of the partner's planets reach into it. */
function signatureDe(
  who: string,
  other: string,
  chart: Chart,
  within: SynastryContact[],
  first: boolean,
): string | null {
  const sig = signaturePlan(chart, within, first);
  if (!sig) return null;
  const { pattern, stellium, members, reach } = sig;
  // A figure's members listed by their bare names, as German astrologers list them: "Venus, Mars und Pluto".
  const bare = (ps: PointName[]) => listJoinDe(ps.map(pointNounDe));
  let figure: string;
  if (pattern?.kind === 'T-square' && pattern.sides && pattern.apex) {
    const [one, two] = pattern.sides;
    const opposition =
      one.length === 1 && two.length === 1
        ? `von ${bare(one)} und ${bare(two)}`
        : `zwischen ${bare(one)} auf der einen und ${bare(two)} auf der anderen Seite`;
    figure = `ein T-Quadrat mit ${pattern.apex === 'Sun' || pattern.apex === 'Moon' ? pointArticleDe(pattern.apex, 'dat') : pointNounDe(pattern.apex)} im Brennpunkt, im Quadrat zur Opposition ${opposition}`;
  } else if (pattern?.kind === 'yod' && pattern.apex) {
    // The lights take their article in German ("auf den Mond"), the planets go bare ("auf Venus").
    const apex =
      pattern.apex === 'Sun' || pattern.apex === 'Moon'
        ? pointArticleDe(pattern.apex, 'acc')
        : pointNounDe(pattern.apex);
    figure = `ein Yod, dessen Arme, ${bare(pattern.members.filter((p) => p !== pattern.apex))}, auf ${apex} zeigen`;
  } else if (pattern) {
    const name = {
      'T-square': 'ein T-Quadrat',
      'grand cross': 'ein großes Kreuz',
      yod: 'ein Yod',
      'grand trine': 'ein großes Trigon',
      kite: 'eine Drachenfigur',
    }[pattern.kind];
    figure = `${name} aus ${bare(pattern.members)}`;
  } else {
    figure = `ein Stellium ${SIGN_DE[stellium!.sign].inSign} aus ${NUMBER_DE[members.length]} Planeten: ${bare(members)}`;
  }
  const meets =
    reach.length > 0
      ? ` ${pointsOfDe(reach, other)} ${
          // The second portrait says it in other words, so the two read as two people's charts.
          first
            ? reach.length === 1
              ? 'berührt diese Figur'
              : 'berühren diese Figur'
            : reach.length === 1
              ? 'greift in dieses Muster ein'
              : 'greifen in dieses Muster ein'
        }, ${pick(
          first
            ? [
                `und so treffen hier ${genitiveDe(who)} eigene Geschichte und die Verbindung aufeinander: Was ${who} ohnehin beschäftigt, wird im Kontakt mit ${other} lebendig.`,
                `und so rührt die Verbindung an das, worauf ${genitiveDe(who)} Horoskop gebaut ist; ${other} wird hier zum Gegenüber, an dem sich diese Figur zeigt.`,
                `und genau hier wird die Verbindung für ${who} persönlich: Was diese Figur an Kraft und an offenen Fragen birgt, kommt mit ${other} ins Spiel.`,
              ]
            : [
                `und so drückt die Verbindung auf den Teil von ${genitiveDe(who)} Horoskop, der am meisten zählt: Hier kann ${other} anstoßen, aber auch stützen.`,
                `und das stellt die Verbindung mitten in ${genitiveDe(who)} Horoskop, dorthin, wo sich ${who} am stärksten ausdrückt.`,
                `und so reicht ${other} an den Kern dessen, was ${who} bewegt; hier wird die Verbindung am deutlichsten spürbar.`,
              ],
          who + other,
        )}`
      : ` Keiner von ${genitiveDe(other)} persönlichen Planeten reicht an diese Figur heran, darum macht ${who} sie weitgehend außerhalb der Verbindung mit sich aus.`;
  return first
    ? `${genitiveDe(who)} Horoskop dreht sich um ${figure}.${meets}`
    : `${genitiveDe(who)} Horoskop kreist um ${figure}.${meets}`;
}

const PORTRAIT_ORDER: PointName[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];

/** As in English (review t): an Ascendant within a degree of the next sign is said once. */
function ascendantEdgeDe(
  who: string,
  chart: Chart,
  first: boolean,
  edgeOf?: { other: string; within: SynastryContact[] },
): string[] {
  const edge = edgeOf && ascendantEdge(chart, edgeOf.within, first);
  if (!edge) return [];
  const { next, end, now, then, reaching } = edge;
  const ruler =
    now === then
      ? ''
      : `, regiert ${contractDe(`von ${pointArticleDe(then, 'dat')}`)} statt ${contractDe(`von ${pointArticleDe(now, 'dat')}`)}`;
  const contacts =
    reaching.length === 0
      ? ''
      : `; auch ${reaching.length === 1 ? 'der Kontakt' : 'die Kontakte'} von ${pointsOfDe(reaching, edgeOf.other, 'dat')} zu ihm ${reaching.length === 1 ? 'hängt' : 'hängen'} an diesen Minuten`;
  return [
    `${genitiveDe(who)} Aszendent steht weniger als ein Grad von der Grenze zum Zeichen ${SIGN_DE[next].name} entfernt: wenige Minuten ${end ? 'später' : 'früher'} geboren, hätte ${who} den Aszendenten ${SIGN_DE[next].name}${ruler}${contacts}.`,
  ];
}

function portraitDe(
  who: string,
  chart: Chart,
  signature: string | null,
  alsoWithoutTime?: string,
  second = false,
  /** The partner and the contacts, for an Ascendant on a sign's edge. */
  edgeOf?: { other: string; within: SynastryContact[] },
): string {
  const parts = PORTRAIT_ORDER.flatMap((n) => {
    const p = chart.points?.find((q) => q.name === n);
    if (!p) return [];
    const signs = p.uncertain && p.uncertain.signs.length > 1 ? p.uncertain.signs : null;
    const where = signs ? signs.map((s) => SIGN_DE[s].inSign).join(' oder ') : SIGN_DE[p.sign].inSign;
    const d = signs || (n === 'Moon' && !moonSure(chart)) ? null : dignityDe(n, p.sign);
    return [`${pointNounDe(n)} ${where}${d ? ` (${d})` : ''}`];
  });
  const asc = chart.birth_time_known ? chart.points?.find((q) => q.name === 'Ascendant') : undefined;
  if (asc) parts.push(`Aszendent ${SIGN_DE[asc.sign].name}`);
  const { leaders, count, total } = leadingElements(chart);
  const edge = moonAtEdge(chart);
  const basis =
    total === 8
      ? `von ${genitiveDe(who)} acht Hauptpunkten`
      : edge
        ? `von ${genitiveDe(who)} sieben sicheren Hauptpunkten (ohne den Mond am Rand seines Zeichens)`
        : total === 7
          ? `der sieben Planeten von der Sonne bis zum Saturn bei ${who}`
          : `der ${NUMBER_DE[total]} sicheren Planeten bei ${who} (ohne den Mond, dessen Zeichen an diesem Tag unsicher ist)`;
  const counts = (Object.entries(temperament(chart)) as [Element, number][])
    .filter(([, n]) => n > 0)
    .sort((x, y) => y[1] - x[1]);
  const elements =
    leaders.length === 1
      ? second && total === 8
        ? `${who} hat ${NUMBER_DE[count]} von acht Hauptpunkten in ${ELEMENT_DE[leaders[0]!].signs}.`
        : `${capitalise(NUMBER_DE[count]!)} ${basis} stehen in ${ELEMENT_DE[leaders[0]!].signs}.`
      : `Bei ${who} verteilen sich die ${total === 8 ? 'acht Hauptpunkte' : `${NUMBER_DE[total]} gezählten ${edge ? 'Punkte' : 'Planeten'}`} so: ${listJoinDe(counts.map(([e, n]) => (n === 1 ? `einer in einem ${ELEMENT_DE[e].signs}` : `${NUMBER_DE[n]} in ${ELEMENT_DE[e].signs}`)))}.`;
  // As in English (review r31): a timed Moon within half a degree of the next sign is said once.
  const out = [
    `${listJoinDe(parts)}.`,
    ...(edge
      ? [
          `${genitiveDe(who)} Mond steht weniger als ein halbes Grad von der Grenze zum Zeichen ${SIGN_DE[edge.neighbour].name} entfernt; eine etwas ${edge.end ? 'spätere' : 'frühere'} Geburtszeit brächte ihn dorthin, deshalb stützt sich diese Deutung nicht auf sein Zeichen.`,
        ]
      : []),
    ...ascendantEdgeDe(who, chart, !second, edgeOf),
    elements,
  ];
  const ruler = rulerOf(chart);
  if (ruler) {
    const d = dignityDe(ruler.point, ruler.sign);
    // The second portrait in other words, so the two do not read alike.
    out.push(
      second
        ? `${genitiveDe(who)} Aszendenten regiert ${pointArticleDe(ruler.point)} ${SIGN_DE[ruler.sign].inSign}${d ? ` (dort ${d})` : ''}.`
        : `Der Herrscher des Aszendenten, ${pointArticleDe(ruler.point)}, steht ${SIGN_DE[ruler.sign].inSign}${d ? ` und ist dort ${d}` : ''}.`,
    );
  }
  if (!chart.birth_time_known) {
    const moon = chart.points?.find((q) => q.name === 'Moon');
    const changed = !!moon && !moonSure(chart);
    out.push(
      `${alsoWithoutTime ? `Wie bei ${alsoWithoutTime} ist auch ${genitiveDe(who)} Geburtszeit unbekannt` : `${genitiveDe(who)} Geburtszeit ist unbekannt`}, darum gibt es hier keinen Aszendenten und keine Häuser${changed ? ', und der Mond hat an diesem Tag das Zeichen gewechselt' : ''}.`,
    );
  }
  if (signature) out.push(signature);
  return `### ${who}\n\n${out.join(' ')}`;
}

/** The frame a reading outside romance opens with, and where this pair's rub lies. */
function lensDe(plan: CompatibilityPlan): string | null {
  const { a, b, kind, own } = plan;
  if (kind === 'romantic') return null;
  const hard = own.find(
    (x) =>
      x.orb <= 4 &&
      !x.outOfSign &&
      !(x.p1 === 'Ascendant' && x.p2 === 'Ascendant') &&
      contactEase(x) <= 0.25 &&
      !onDescendant(x),
  );
  const rub = hard
    ? `, bei euch vor allem dort, wo ${natureDe(kind, hard.p1, a)} auf ${natureDe(kind, hard.p2, b, 'acc')} ${PLURAL_NATURES_DE.has(natureNounDe(kind, hard.p1, a) ?? '') ? 'treffen' : 'trifft'}`
    : ', auch wenn kein einzelner harter Kontakt zwischen euren Horoskopen heraussticht';
  switch (kind) {
    case 'friends':
      return `Dieses Horoskop betrachtet eure Verbindung als Freundschaft: was ihr gern zusammen tut, wie ihr einander den Rücken stärkt und wo es zwischen euch reiben kann${rub}.`;
    case 'family':
      return `Dieses Horoskop betrachtet eure Verbindung als Familienbande: wie ihr füreinander sorgt, was ihr zu Hause teilt und wo alte Muster zwischen euch hängen bleiben${rub}.`;
    case 'colleagues':
      return `Dieses Horoskop betrachtet eure Verbindung als Zusammenarbeit im Beruf oder im Geschäft: wie ihr die Arbeit aufteilt, wo ihr einander stärkt und wo ihr aneinandergeraten könnt${rub}.`;
  }
}

// ---------------------------------------------------------------------------------------------
// The list, the houses, the close, the score and the birth times.

/** What each house holds, after "im Bereich". */
const HOUSE_REALM_DE: Record<HouseNumber, string> = {
  1: 'Selbstbild und Auftreten',
  2: 'Geld und Werte',
  3: 'Gespräche und Alltagswege',
  4: 'Zuhause und Familie',
  5: 'Liebe, Spiel und Kreativität',
  6: 'Arbeit und Alltag',
  7: 'Partnerschaft',
  8: 'Intimität und Finanzen',
  9: 'Weltanschauung und Reisen',
  10: 'Beruf und Öffentlichkeit',
  11: 'Freundschaften und Hoffnungen',
  12: 'Rückzug und Verborgenes',
};
/** The houses whose realm is the couple's, as they are for friends, relatives and colleagues. */
const PLATONIC_REALM_DE: Partial<Record<HouseNumber, string>> = {
  5: 'Spiel und Kreativität',
  7: 'Begegnungen unter vier Augen',
  8: 'Vertrauen und Finanzen',
};
const COLLEAGUE_REALM_DE: Partial<Record<HouseNumber, string>> = {
  1: 'Auftreten bei der Arbeit',
  4: 'Ausgangsbasis',
  5: 'Kreativität bei der Arbeit',
  7: 'Begegnungen unter vier Augen',
  8: 'Einsatz und Finanzen',
  11: 'Netzwerk und Ziele',
  12: 'Arbeit hinter den Kulissen',
};
const realmDe = (kind: RelationshipKind, h: HouseNumber): string =>
  (kind === 'colleagues' ? COLLEAGUE_REALM_DE[h] : undefined) ??
  (kind === 'romantic' ? undefined : PLATONIC_REALM_DE[h]) ??
  HOUSE_REALM_DE[h];

/** "zwölftem": an ordinal after a genitive name in the dative ("in Felix' zwölftem Haus"). */
const houseDatDe = (h: HouseNumber) => ORDINAL_DAT_DE[h]!.replace(/en$/, 'em');

/** Where a listed contact lands, in one of four frames by its place in the list (none after the fourth). */
function landingDe(plan: CompatibilityPlan, x: SynastryContact, index: number, used: Set<string>): string {
  const { a, b, c1, c2, kind } = plan;
  if (onAngle(x)) return '';
  const found = landingPlan(x, a, b, [c1, c2], used);
  if (!found) return '';
  const { planet, owner, host, h } = found;
  const p = pointOfDe(planet, owner);
  const house = `${genitiveDe(host)} ${houseDatDe(h)} Haus`;
  const realm = realmDe(kind, h);
  const frames = [
    ` Das spielt sich in ${house} ab, im Bereich ${realm}, wo ${p} steht.`,
    ` ${capitalise(p)} steht in ${house}; spürbar wird das vor allem im Bereich ${realm}.`,
    ` Die Bühne dafür ist ${genitiveDe(host)} ${ORDINAL_DAT_DE[h]!.replace(/en$/, 'es')} Haus, der Bereich ${realm}, in dem ${p} steht.`,
    ` Weil ${p} in ${house} steht, zeigt sich das im Bereich ${realm}.`,
    ` Am deutlichsten wird das im Bereich ${realm}, denn ${p} steht in ${house}.`,
    ` Mit ${pointOfDe(planet, owner, 'dat')} in ${house} betrifft das vor allem den Bereich ${realm}.`,
  ];
  // At most four, each once, and each report starts the round at its own frame.
  const start = pick([0, 1, 2, 3, 4, 5], a + b + kind);
  return index < 4 ? frames[(index + start) % frames.length]! : '';
}

function contactLineDe(
  plan: CompatibilityPlan,
  item: CompatibilityPlan['listed'][number],
  ringNotes: { n: number },
  index: number,
  used: Set<string>,
): string {
  const { a, b, c1, c2, kind } = plan;
  const { x, mirror } = item;
  const untimed = untimedNames(a, b, [c1, c2]);
  const name = mirror
    ? `${capitalise(contactNameDe(x, a, b))} sowie ${contactNameDe(mirror, a, b)}`
    : capitalise(contactNameDe(x, a, b));
  const orbs = (mirror ? [x, mirror] : [x])
    .filter((y) => !untimedMoon(y, [c1, c2]))
    .map((y) => orbDe(y, untimed.length > 0))
    .join('; ');
  const reception = receptionDe(x, a, b, c1, c2);
  // As in English: a contact listed for the score says only what an untimed birth leaves open.
  const ring =
    item.ringOnly && untimed.length > 0
      ? ringNotes.n++ > 0
        ? ' Wie beim Kontakt davor bleibt auch sein genauer Orbis offen.'
        : ` Ohne ${listJoinDe(untimed.map(genitiveDe))} Geburtszeit bleibt sein genauer Orbis offen${untimedMoon(x, [c1, c2]) ? ', darum steht hier keiner: Er besteht zu jeder Stunde des Tages, zumindest locker, kann aber enger oder weiter sein' : ', er kann enger oder weiter sein, als es hier aussieht'}.`
      : '';
  const where = landingDe(plan, x, index, used);
  const signs = mirror ? '' : signsNoteDe(x, a, b, [c1, c2]);
  return `**${name}**${orbs ? ` (${orbs})` : ''}: ${contactTextDe(x, a, b, [c1, c2], kind)}${signs}${reception ? ` ${reception}` : ''}${where}${ring}`;
}

const GIFT_DE: Record<'Sun' | 'Moon' | 'Venus' | 'Mars', string> = {
  Sun: 'Wärme und Aufmerksamkeit',
  Moon: 'Gefühl und Fürsorge',
  Venus: 'Zuneigung',
  Mars: 'Antrieb und Feuer',
};

/**
 * Further wordings of the couple's overlay entries two reports met most often, keyed "Moon:1": the
 * entry of the table and these are chosen by the pair, so two pairs' reports do not share it.
 */
const OVERLAY_MORE_DE: Record<string, string[]> = {
  'Moon:1': [
    'Mit {P:gen} Mond in {H:gen} erstem Haus reagiert {P} ganz instinktiv auf {H}: {P} merkt schnell, wenn sich {H:gen} Stimmung ändert, und will {H} schützen.',
    'In {H:gen} erstem Haus macht {P:gen} Mond {P} besonders empfänglich für {H}: Stimmungsumschwünge bemerkt {P} früh, und der Wunsch, {H} zu beschützen, stellt sich wie von selbst ein.',
  ],
  'Moon:3': [
    'Mit {P:gen} Mond in {H:gen} drittem Haus fließen Gefühle in eure alltäglichen Gespräche: Das Reden fällt euch leicht, und {P:gen} Stimmungen färben, wie {H} denkt.',
    'In {H:gen} drittem Haus bringt {P:gen} Mond Gefühl in den alltäglichen Austausch: Ihr kommt leicht ins Gespräch, und {P:gen} Launen färben {H:gen} Gedanken.',
  ],
};

function housesDe(plan: CompatibilityPlan): string[] {
  const { a, b, c1, c2, kind, within } = plan;
  const overlays = overlayPlan(c1, c2, within);
  const line = (o: (typeof overlays)[number]) => {
    const [owner, host] = o.first ? [a, b] : [b, a];
    if (o.same)
      return `Auch ${pointOfDe(o.planet, b)} steht in ${genitiveDe(a)} ${houseDatDe(o.house)} Haus; so bringt ihr beide einander ${GIFT_DE[o.planet]} in den Bereich ${realmDe(kind, o.house)}.`;
    const entry = overlayEntry(kind, o.planet, o.house, BOND_TABLES_DE);
    const more =
      entry === OVERLAY_TEXT_DE[o.planet][o.house] ? OVERLAY_MORE_DE[`${o.planet}:${o.house}`] : undefined;
    const text = fillOwnerHostDe(more ? pick([entry, ...more], owner + host + kind) : entry, owner, host);
    return o.allDay
      ? `${text} ${genitiveDe(owner)} Geburtszeit ist unbekannt, doch der Mond bleibt den ganzen Tag in diesem Haus; das gilt also zu jeder Stunde.`
      : text;
  };
  return [overlays.filter((o) => o.first), overlays.filter((o) => !o.first)]
    .filter((p) => p.length > 0)
    .map((p) => p.map(line).join(' '));
}

/** The balance of ease and strain across all the contacts, as a clause after "hinweg", in the English bands. */
function balanceDe(ease: number, key: string): string {
  const pct = Math.round(ease * 100);
  const [more, less] = pct >= 50 ? ['Leichtigkeit', 'Spannung'] : ['Spannung', 'Leichtigkeit'];
  const major = Math.max(pct, 100 - pct);
  const ratio = major / Math.max(1, 100 - major);
  const options =
    major <= 55
      ? [
          'halten sich Leichtigkeit und Spannung etwa die Waage',
          'sind Leichtigkeit und Spannung etwa gleich stark',
        ]
      : ratio < 1.4
        ? [
            `hat die ${more} einen leichten Vorsprung vor der ${less}`,
            `neigt sich die Waage ein wenig zur ${more}`,
          ]
        : ratio < 1.65
          ? [
              `überwiegt die ${more} die ${less} etwa im Verhältnis drei zu zwei`,
              `überwiegt die ${more} etwas`,
            ]
          : ratio < 1.9
            ? [`überwiegt die ${more} fast im Verhältnis zwei zu eins`, `überwiegt die ${more} deutlich`]
            : ratio < 2.5
              ? [
                  `überwiegt die ${more} etwa im Verhältnis zwei zu eins`,
                  `überwiegt die ${more} deutlich, etwa zwei zu eins`,
                ]
              : ratio < 3.5
                ? [
                    `überwiegt die ${more} etwa im Verhältnis drei zu eins`,
                    `überwiegt die ${more} bei Weitem`,
                  ]
                : [`überwiegt die ${more} bei Weitem`, `bleibt die ${less} neben der ${more} gering`];
  return pick(options, key);
}

const LEAD_VERB_DE: Record<AspectFamily | 'Mars' | 'Saturn', readonly [string, string]> = {
  flowing: ['nähren einander', 'greifen mühelos ineinander'],
  tense: ['ziehen in verschiedene Richtungen', 'fordern einander heraus'],
  conjunction: ['wirken wie eins', 'sind eng miteinander verschmolzen'],
  Mars: ['entfachen einander', 'schlagen Funken aneinander'],
  Saturn: ['binden einander mit Ernst und Treue', 'nehmen einander in die Pflicht'],
};
const LEAD_STAKE_DE: Record<RelationshipKind, Record<AspectFamily, string>> = {
  romantic: {
    flowing: 'die Leichtigkeit, zu der eure Liebe immer zurückfinden kann',
    tense: 'die Reibung, an der sich die Anziehung immer neu entzündet',
    conjunction: 'der Ort, an dem eure beiden Leben am meisten verschmelzen',
  },
  friends: {
    flowing: 'der leichte Boden, zu dem die Freundschaft nach jeder Pause zurückkehrt',
    tense: 'das Kräftemessen, das die Freundschaft ehrlich hält',
    conjunction: 'das, was eure Freundschaft so vertraut wirken lässt',
  },
  family: {
    flowing: 'das, was euch einander helfen lässt, ohne aufzurechnen',
    tense: 'die alte Reibung, die eine Familienbindung tragen kann',
    conjunction: 'die Ähnlichkeit, die dem Rest der Familie wohl auffällt',
  },
  colleagues: {
    flowing: 'das, was die Arbeit wie von selbst zwischen euch verteilt',
    tense: 'der Druck, der die Arbeit schärft, wenn ihr gut mit ihm umgeht',
    conjunction: 'die gemeinsame Schubkraft, von der die Zusammenarbeit lebt',
  },
};
const MERIDIAN_NATURE_DE = { IC: 'Wurzeln', MC: 'Ansehen' } as const;

/**
 * What eases the hard contact, by its harder planet, after "durch": the English composer's REMEDY,
 * said for any bond (two wordings, chosen by the pair), and for colleagues the work they share.
 */
const REMEDY_DE: Partial<Record<PointName, readonly string[]>> = {
  Saturn: [
    'offen ausgesprochene Erwartungen, bevor Groll an ihre Stelle tritt',
    'klare Absprachen darüber, wofür ihr einander gegenüber einsteht',
    'Regeln, die ihr gemeinsam festlegt, statt sie einem von euch allein zu überlassen',
  ],
  Mars: ['ein offenes Wort darüber, was den Ärger auslöst, bevor er aufflammt'],
  Pluto: [
    'offen geteilte Kontrolle, sodass niemand festhalten muss',
    'das Aussprechen der Angst, etwas zu verlieren, statt immer fester zuzugreifen',
  ],
  Uranus: [
    'Freiraum, der nicht als Abstand missverstanden wird',
    'eine Vorwarnung vor plötzlichen Änderungen statt einer Erklärung danach',
  ],
  Neptune: [
    'nüchterne Gespräche über praktische Dinge, damit Hoffnung nicht an die Stelle von Tatsachen tritt',
    'den Abgleich jeder Hoffnung mit den Tatsachen, bevor ihr euch darauf verlasst',
  ],
  Mercury: [
    'Nachfragen, was der andere gemeint hat, bevor ihr antwortet',
    'Zuhören und Wiederholen des Gehörten, bevor ihr selbst etwas sagt',
  ],
  Moon: [
    'das Wissen darum, wie ihr beide getröstet werden möchtet',
    'die Frage, was dem anderen hilft, bevor ihr Hilfe anbietet',
  ],
  Sun: ['Raum für beide Willen, ohne Wettstreit', 'einen Wechsel darin, wer vorangeht'],
  Venus: [
    'Achtung vor Vorlieben, die ihr nicht teilt',
    'einen Wechsel darin, wer bestimmt, wie ihr eure gemeinsame Zeit verbringt',
  ],
  Jupiter: ['Sinn für das rechte Maß', 'eine nüchterne Prüfung jedes Plans, bevor ihr euch festlegt'],
  Ascendant: ['Geduld mit den ersten Reaktionen des anderen'],
};
/** The remedies said for the work two colleagues share: responsibilities, deadlines, credit. */
const COLLEAGUE_REMEDY_DE: Partial<Record<PointName, readonly string[]>> = {
  Saturn: [
    'eine klare Aufteilung, wer wofür zuständig ist, bevor Groll an ihre Stelle tritt',
    'ausdrückliche Absprachen über Fristen und darüber, wem welche Aufgabe gehört',
    'Arbeitsregeln, die ihr gemeinsam festlegt, statt sie einem von euch allein zu überlassen',
  ],
  Pluto: [
    'eine Absprache, wer worüber das letzte Wort hat, sodass niemand festhalten muss',
    'offen geteilte Informationen, statt sie als Druckmittel zurückzuhalten',
  ],
  Uranus: [
    'Offenheit für neue Methoden, ohne sie als Illoyalität zu deuten',
    'eine Vorwarnung vor jeder Planänderung statt einer Erklärung danach',
  ],
  Neptune: [
    'schriftlich festgehaltene Aufträge und Fristen, damit Hoffnung nicht an die Stelle von Tatsachen tritt',
    'den Abgleich jeder Zusage mit dem Zeitplan, bevor ihr euch darauf verlasst',
  ],
  Moon: [
    'das Wissen darum, wie ihr beide mit Druck umgeht',
    'die Frage, was dem anderen hilft, bevor ihr eine Aufgabe an euch zieht',
  ],
  Sun: ['offen geteilte Anerkennung für das Erreichte', 'einen Wechsel darin, wer ein Projekt leitet'],
  Venus: [
    'Achtung vor Maßstäben, die ihr nicht teilt',
    'einen Wechsel darin, wer entscheidet, wie die Arbeit präsentiert wird',
  ],
};
/** What eases a hard Mars contact, by the point Mars meets (the English MARS_REMEDY). */
const MARS_REMEDY_DE: Partial<Record<PointName, string>> = {
  Sun: 'einen Wechsel in der Führung, damit nicht zwei Willen ständig um die Wette laufen',
  Moon: 'Behutsamkeit, wenn die Gefühle hochgehen, und eine Pause, bevor ein scharfes Wort eine empfindliche Stelle trifft',
  Mercury: 'eine Abkühlung vor schwierigen Gesprächen, damit ein Streit bei der Sache bleibt',
  Venus: 'die Unterscheidung zwischen Begehren und Drängen sowie Fragen statt Drängeln',
  Mars: 'einen Wechsel darin, wer das Tempo vorgibt, und Wettstreit Seite an Seite statt gegeneinander',
  Jupiter: 'eine Prüfung, wie groß ein Plan sein darf, bevor ihr beide losstürmt',
  Saturn: 'ein gemeinsames Tempo, damit sich der eine nicht gebremst und der andere nicht gedrängt fühlt',
  Ascendant: 'ein Gespür dafür, wann Energie zu Druck wird, und Raum für die Antwort des anderen',
};
/** Mars hard on Venus outside romance: taste and tact against push, not desire. */
const PLATONIC_MARS_REMEDY_DE: Partial<Record<PointName, string>> = {
  Venus: 'die Unterscheidung zwischen Begeisterung und Drängen sowie Fragen statt Drängeln',
};
/** Mars hard on the Moon between colleagues: a sharp word at work, not a wound at home. */
const COLLEAGUE_MARS_REMEDY_DE: Partial<Record<PointName, string>> = {
  Moon: 'ruhig und unter vier Augen gegebene Rückmeldungen und eine Pause, bevor ein scharfes Wort vor anderen fällt',
};
function closingDe(plan: CompatibilityPlan): string {
  const { a, b, kind, within, told } = plan;
  const choice = closingChoice(within, told);
  if (!choice)
    return `## Kurz gesagt\n\nNur wenige enge Kontakte verbinden eure Horoskope; ${bondDe(kind, 'nom')} steht darum weniger in den Sternen als in dem, was ihr beide daraus macht.`;
  const { lead, leadMeridian, leadCluster, hard, leadHard } = choice;
  const leadName = leadMeridian
    ? meridianNameDe(leadMeridian, a, b)
    : leadCluster
      ? clusterNameDe(leadCluster, a, b)
      : contactNameDe(lead, a, b);
  const family: AspectFamily = leadMeridian ? 'conjunction' : familyOf(lead);
  const malefic = (leadMeridian ? [leadMeridian.planet as PointName] : [lead.p1, lead.p2]).find(
    (p): p is 'Mars' | 'Saturn' => p === 'Mars' || p === 'Saturn',
  );
  const [one, two] = leadMeridian
    ? leadMeridian.first
      ? [natureDe(kind, leadMeridian.planet, a), `${genitiveDe(b)} ${MERIDIAN_NATURE_DE[leadMeridian.angle]}`]
      : [`${genitiveDe(a)} ${MERIDIAN_NATURE_DE[leadMeridian.angle]}`, natureDe(kind, leadMeridian.planet, b)]
    : [natureDe(kind, lead.p1, a), natureDe(kind, lead.p2, b)];
  const planets = leadMeridian ? `${leadMeridian.planet}${leadMeridian.angle}` : `${lead.p1}${lead.p2}`;
  const verb = pick(LEAD_VERB_DE[family === 'conjunction' && malefic ? malefic : family], planets + kind);
  const frame =
    family === 'conjunction' && malefic
      ? `Das Kraftzentrum ${bondDe(kind, 'gen')} ist ${leadName}`
      : family === 'conjunction'
        ? `Was ${bondDe(kind, 'acc')} zusammenhält, ist ${leadName}`
        : family === 'flowing'
          ? `Allem in ${bondDe(kind, 'dat')} liegt ${leadName} zugrunde`
          : `Die Spannung im Kern ${bondDe(kind, 'gen')} ist ${leadName}`;
  const both = leadMeridian ? `${one} und ${two}` : naturesDe(kind, lead.p1, a, lead.p2, b);
  const opening = `${frame}: ${capitalise(both)} ${verb}, und darin liegt ${LEAD_STAKE_DE[kind][family]}.`;
  // As in English: ease said beside a low score at the top says in one clause why both hold.
  const ease = easeShare(within, kind);
  const lowScore =
    Math.round(ease * 100) > 55 && ['Minimal', 'Medium'].includes(scoreBand(plan.score.score).label)
      ? ', auch wenn sich zwischen euren Horoskopen nur wenige der klassischen Verbindungen finden, auf die der Wert oben achtet'
      : '';
  const balance = `Nimmt man ${within.length === 1 ? 'den einen Kontakt' : `alle ${within.length} Kontakte`} zusammen, ${balanceDe(ease, a + b)}${lowScore}.`;
  let work: string;
  if (hard) {
    const harder = REMEDY_ORDER.find((p) => p === hard.p1 || p === hard.p2)!;
    const [other, owner] = hard.p1 === harder ? [hard.p2, b] : [hard.p1, a];
    // As in English, what a hard Mars meets decides its remedy, and that remedy needs no "where".
    const metByMars = hard.p1 === 'Mars' ? hard.p2 : hard.p2 === 'Mars' ? hard.p1 : undefined;
    const marsRemedy =
      metByMars &&
      ((kind === 'colleagues' && COLLEAGUE_MARS_REMEDY_DE[metByMars]) ||
        (kind !== 'romantic' && PLATONIC_MARS_REMEDY_DE[metByMars]) ||
        MARS_REMEDY_DE[metByMars]);
    const where = marsRemedy
      ? ''
      : other === harder
        ? `, bei euch beiden gleichermaßen`
        : `, gerade wenn es um ${natureDe(kind, other, owner, 'acc')} geht`;
    const remedy =
      marsRemedy ||
      pick(
        (kind === 'colleagues' && COLLEAGUE_REMEDY_DE[harder]) || REMEDY_DE[harder] || ['Geduld miteinander'],
        other + kind + a + b,
      );
    work = leadHard
      ? `Leichter wird dieser Kontakt durch ${remedy}${where}.`
      : `${pick(
          ['Am meisten Sorgfalt braucht', 'Die meiste Mühe kostet', 'Die größte Aufgabe stellt'],
          b + a + hard.p1 + hard.p2,
        )} ${contactNameDe(hard, a, b)}; leichter wird dieser Kontakt durch ${remedy}${where}.`;
  } else {
    const care: Record<RelationshipKind, string> = {
      romantic: `die Pflege liegt im Alltag, darin, ${one} und ${natureDe(kind, lead.p2, b, 'acc')} im Blick zu behalten, wenn das Leben voll wird`,
      friends: 'die Freundschaft braucht vor allem Zeit, genug davon, dass ihr euch immer wieder begegnet',
      family:
        'die Arbeit liegt im Alltag, darin, einander zwischen den übrigen Ansprüchen der Familie Raum zu lassen',
      colleagues: 'die Zusammenarbeit braucht vor allem gute Gewohnheiten und Raum für die Stärken beider',
    };
    work = `Kein einzelner harter Kontakt beherrscht das Bild; ${care[kind]}.`;
  }
  return leadHard
    ? `## Kurz gesagt\n\n${opening} ${work} ${balance}`
    : `## Kurz gesagt\n\n${opening} ${balance} ${work}`;
}

const LOW_RING_DE: Record<RelationshipKind, string> = {
  romantic:
    'Ein so niedriger Wert heißt, dass die klassischen Merkmale der Anziehung in der Zählung fehlen, nicht dass der Verbindung die Anziehung fehlt: Was euch zueinander zieht, steht in den Kontakten oben.',
  friends:
    'Über eine Freundschaft sagt ein so niedriger Wert wenig: Die Zählung sucht die klassischen Merkmale der Anziehung, eine Freundschaft aber lebt von Gesprächen, gemeinsamem Geschmack und Treue, wie sie die Kontakte oben beschreiben.',
  family:
    'Über eine Familienbindung sagt ein so niedriger Wert wenig: Die Zählung sucht die klassischen Merkmale der Anziehung, Familie aber ruht auf gemeinsamer Geschichte und Fürsorge, wie sie die Kontakte oben beschreiben.',
  colleagues:
    'Über eine Zusammenarbeit sagt ein so niedriger Wert wenig: Die Zählung sucht die klassischen Merkmale der Anziehung, gute Zusammenarbeit aber beruht darauf, wie ihr denkt und eure Kräfte einteilt, und das beschreiben die Kontakte oben.',
};

/** Where each band sits against the usual 13, as the English says it (review r33), never as its name. */
const RING_BAND_DE: Record<ScoreDescription, string> = {
  Minimal: 'weit unter',
  Medium: 'unter',
  Important: 'nahe bei',
  'Very Important': 'über',
  Exceptional: 'weit über',
  'Rare Exceptional': 'hoch über',
};

const KIND_NOUN_DE: Record<Exclude<RelationshipKind, 'romantic'>, string> = {
  friends: 'unter Freunden',
  family: 'in einer Familie',
  colleagues: 'unter Kollegen',
};

/**
 * The score in a few plain sentences, as in English (review r34: the old paragraph read as
 * accounting): the number against the usual 13, the one or two contacts that give most of it, and
 * what a missing birth time changes.
 */
function scoreDe(plan: CompatibilityPlan): string {
  const { a, b, c1, c2, kind, score, within } = plan;
  const band = scoreBand(score.score).label;
  const missing = untimedNames(a, b, [c1, c2]);
  const head = `Euer Kompatibilitätswert beträgt ${score.score === 0 ? 'null' : score.score} Punkte auf einer festen Skala von ${DEFAULT_SCORE_MAX}, ${RING_BAND_DE[band]} den üblichen 13${missing.length === 0 ? '' : ' bei bekannten Geburtszeiten'}.`;
  // A pair the reading does not read as that aspect says so, as in English (review r28).
  const caveat = (x: Parameters<typeof scoreCaveat>[0]) => {
    const { wide, across } = scoreCaveat(x, c1, c2);
    const why = [
      ...(wide ? ['weiter, als die Deutung oben zulässt'] : []),
      ...(across ? ['in Zeichen, die diesen Aspekt nicht bilden'] : []),
    ];
    return why.length > 0 ? ` (${why.join(' und ')})` : '';
  };
  // Named as contacts, never with their points or orbs. As in English (review t), a pair the
  // reading calls too wide, or finds across signs, is never what the number comes from: a sentence
  // of its own says the scale still counts it.
  const top = [...score.breakdown].sort((x, y) => y.points - x.points).slice(0, 2);
  const plain = top.filter((it) => !it.aspect || caveat(it.aspect) === '');
  const aside = top.filter((it) => it.aspect && caveat(it.aspect) !== '');
  const plainPoints = plain.reduce((s, x) => s + x.points, 0);
  const names = listJoinDe(
    plain.map((it) =>
      it.aspect
        ? contractDe(
            `${pointOfDe(it.aspect.p1, a, 'dat')} ${aspectWithDe(it.aspect.aspect)} ${pointOfDe(it.aspect.p2, b, 'dat')}`,
          )
        : 'euren Sonnen in Zeichen derselben Qualität',
    ),
  );
  const stillCounted = aside
    .map(({ aspect: x }, i) => {
      const pair = contractDe(
        `${pointOfDe(x!.p1, a, 'acc')} ${aspectWithDe(x!.aspect)} ${pointOfDe(x!.p2, b, 'dat')}`,
      );
      const wide = scoreCaveat(x!, c1, c2).wide;
      // A second pair counted on the same grounds is said briefly, as in English.
      if (i > 0 && wide === scoreCaveat(aside[0]!.aspect!, c1, c2).wide)
        return ` Ebenso zählt sie ${pair}${wide ? ` (${x!.orb.toFixed(1).replace('.', ',')}°)` : ''}.`;
      return wide
        ? ` Mit weiteren Orben als die Deutung oben zählt die Skala auch ${pair} (${x!.orb.toFixed(1).replace('.', ',')}°).`
        : ` Nach dem Winkel allein zählt die Skala auch ${pair}, obwohl die Zeichen diesen Aspekt nicht bilden.`;
    })
    .join('');
  const source =
    score.score === 0
      ? ' Keiner der wenigen klassischen Kontakte, die er zählt, verbindet eure Horoskope.'
      : plain.length === 0
        ? ' Aus den oben gedeuteten Kontakten kommt nichts davon.'
        : ` ${plainPoints >= score.score || (plainPoints * 2 === score.score && aside.length > 0) ? 'Er ergibt sich aus' : plainPoints * 2 > score.score ? 'Das meiste davon kommt aus' : 'Die größten Anteile kommen aus'} ${names}.`;
  // A close contact the scale leaves out, named beside a low number, as in English.
  const close = ['Minimal', 'Medium'].includes(band)
    ? uncountedClose(within.filter((x) => plan.read.includes(x)))
    : undefined;
  const never = close ? `${pointNounDe(close.p1)} mit ${pointNounDe(close.p2)}` : '';
  const closeName = close ? `${contactNameDe(close, a, b)} (${close.orb.toFixed(1).replace('.', ',')}°)` : '';
  const missedLong = close
    ? ` ${closeName} zählt nicht mit: Die Skala verbindet nur Sonne mit Sonne, Mond oder Aszendent, Mond mit Aszendent und Venus mit Mars, nie ${never}.`
    : '';
  const missedShort = close ? ` ${closeName} zählt nicht mit: Die Skala verbindet nie ${never}.` : '';
  // A low number beside mostly easy contacts is not a verdict on the bond (review q).
  const low = ['Minimal', 'Medium'].includes(band) && Math.round(easeShare(within, kind) * 100) >= 60;
  const light = low
    ? ' Er zählt nur wenige klassische Kontakte, und die meisten eurer leichten liegen außerhalb: Er sagt nichts darüber, wie gut ihr miteinander auskommt.'
    : '';
  const range = !score.range
    ? ''
    : score.range.min === score.range.max
      ? ', und die Geburtsstunde würde daran nichts ändern'
      : `; mit der Geburtsstunde läge er zwischen ${score.range.min} und ${score.range.max}`;
  const time =
    missing.length === 0
      ? ''
      : missing.length === 1
        ? ` Ohne ${genitiveDe(missing[0]!)} Geburtszeit fehlt ${genitiveDe(missing[0]!)} Aszendent in der Zählung${range}.`
        : ` Ohne eure beiden Geburtszeiten fehlen die Aszendenten in der Zählung${range}.`;
  // Beside mostly easy contacts, or with the low-score note, the number is already said to be no
  // verdict on the bond.
  const bond =
    kind === 'romantic' || light || band === 'Minimal'
      ? ''
      : ` Er ist für jede Art von Beziehung derselbe und misst ${KIND_NOUN_DE[kind]}, wie leicht eure Horoskope ineinandergreifen, nicht, wie nah ihr euch seid.`;
  const lowRing = band === 'Minimal' && !light ? ` ${LOW_RING_DE[kind]}` : '';
  const body = (missed: string, low = lowRing, easy = light) =>
    `${head}${source}${stillCounted}${missed}${easy}${time}${bond}${low}`;
  // About 60 words, 80 at most (review r34). At 0 the pairs the scale counts come before the low
  // note's reasons; otherwise the list of counted pairs gives way first.
  const tries = [
    body(missedLong),
    ...(score.score === 0 && lowRing ? [body(missedLong, `${lowRing.split(':')[0]!}.`)] : []),
    body(missedShort),
    // The named contact says concretely what the note on easy contacts says in general.
    body(missedShort, lowRing, ''),
    body('', lowRing, ''),
  ];
  return `## Der Wert\n\n${tries.find((x) => countWords(x) <= 80) ?? tries[tries.length - 1]!}`;
}

function birthTimeDe(plan: CompatibilityPlan): string | null {
  const { a, b, c1, c2 } = plan;
  const missing = untimedNames(a, b, [c1, c2]);
  if (missing.length === 0) return null;
  if (missing.length === 1) {
    const who = missing[0]!;
    const other = who === a ? b : a;
    return `Ohne ${genitiveDe(who)} Geburtszeit fehlen in diesem Horoskop drei Dinge: ${genitiveDe(who)} Aszendent und MC, die Häuser, in die ${genitiveDe(other)} Planeten bei ${who} fallen, und jeder Mondkontakt, der nicht von morgens bis abends besteht. Mit einer Geburtszeit kämen alle drei hinzu, und die Mondkontakte bekämen ihren genauen Orbis.`;
  }
  return `Ohne eure beiden Geburtszeiten fehlen in diesem Horoskop beide Aszendenten und MCs, die Häuserüberlagerungen und jeder Mondkontakt, der nicht von morgens bis abends besteht. Mit beiden Geburtszeiten kämen alle drei hinzu, und die Mondkontakte bekämen ihren genauen Orbis.`;
}

function generationDe(plan: CompatibilityPlan): string | null {
  const { a, b, generation } = plan;
  if (generation.length === 0) return null;
  const OUTER: PointName[] = ['Uranus', 'Neptune', 'Pluto'];
  const planets = OUTER.filter((p) => generation.some((x) => x.p1 === p || x.p2 === p));
  const reaches = planets.map((planet) => {
    const fromA = generation.filter((x) => x.p1 === planet);
    const fromB = generation.filter((x) => x.p2 === planet);
    const whom = [
      ...(fromA.length > 0 ? [pointsOfDe(reachedDe(fromA, true), b, 'acc')] : []),
      ...(fromB.length > 0 ? [pointsOfDe(reachedDe(fromB, false), a, 'acc')] : []),
    ];
    return `${pointNounDe(planet)} berührt ${whom.join(' sowie ')}`;
  });
  return `**Die Generation**: Ihr seid beide mit ${listJoinDe(planets.map(pointNounDe))} an fast derselben Stelle geboren, wie alle eures Jahrgangs; ${planets.length === 1 ? 'seine' : 'ihre'} Kontakte färben die Verbindung, statt sie zu bestimmen: ${reaches.join('; ')}.`;
}

/** The mechanics: the contacts counted, every contact read with its orb, the temperaments. */
function technicalDe(plan: CompatibilityPlan, read: SynastryContact[]): string {
  const { a, b, c1, c2, kind, within } = plan;
  const untimed = untimedNames(a, b, [c1, c2]).length > 0;
  const count = (f: AspectFamily) => within.filter((x) => familyOf(x) === f).length;
  const shown = within.filter((x) => read.includes(x));
  const temper = (who: string, c: Chart) =>
    `${who}: ${(Object.entries(temperament(c)) as [Element, number][]).map(([e, n]) => `${ELEMENT_DE[e].noun} ${n}`).join(', ')}`;
  const lines = [
    `- **Kontakte**: ${within.length} Aspekte zwischen ${genitiveDe(a)} und ${genitiveDe(b)} Planeten und Aszendenten, davon ${count('flowing')} fließend, ${count('tense')} gespannt und ${count('conjunction')} ${count('conjunction') === 1 ? 'Konjunktion' : 'Konjunktionen'}; ${Math.round(easeShare(within, kind) * 100)} % ihres Gewichts sind leicht.`,
    ...(shown.length > 0
      ? [
          // The heaviest few, so the note stays short enough to read.
          `- **Gedeutete Kontakte**: ${shown
            .slice(0, 6)
            .map(
              (x) => `${contactNameDe(x, a, b)}${untimedMoon(x, [c1, c2]) ? '' : ` (${orbDe(x, untimed)})`}`,
            )
            .join(
              '; ',
            )}${shown.length > 6 ? `; dazu ${shown.length - 6} weitere, alle innerhalb der Orben unten` : ''}.`,
        ]
      : []),
    `- **Orben**: bis 8° zwischen Sonnen und Monden, 6° mit Merkur, Venus, Mars oder einem Aszendenten, 5° mit Jupiter oder Saturn, 3° mit den äußeren Planeten, weniger beim Sextil; der Überblick deutet nur Kontakte bis 4°, deren Planeten in den zum Aspekt passenden Zeichen stehen.`,
    `- **Temperament** (die sieben klassischen Planeten und der Aszendent): ${temper(a, c1)}; ${temper(b, c2)}.`,
  ];
  return `## Technische Angaben\n\n${lines.join('\n')}`;
}

const TITLE_DE: Record<RelationshipKind, string> = {
  romantic: 'Partnerhoroskop',
  friends: 'Beziehungshoroskop',
  family: 'Beziehungshoroskop',
  colleagues: 'Vergleichshoroskop',
};

/** The German reading from the English composer's decisions. */
export function composeCompatibilityDe(plan: CompatibilityPlan): Reading<'compatibility'> {
  const { a, b, c1, c2, kind } = plan;
  const title = `${TITLE_DE[kind]} für ${a} und ${b}`;
  const overview = overviewDe(plan);
  const frame = lensDe(plan);
  const portraits = `${portraitDe(a, c1, signatureDe(a, b, c1, plan.within, true), undefined, false, { other: b, within: plan.within })}\n\n${portraitDe(b, c2, signatureDe(b, a, c2, plan.within, false), c1.birth_time_known ? undefined : a, true, { other: a, within: plan.within })}`;
  const houses = housesDe(plan);
  const close = closingDe(plan);
  const note = birthTimeDe(plan);
  const generation = generationDe(plan);
  const compose = (shown: number) => {
    const ringNotes = { n: 0 };
    const listed = plan.listed.slice(0, shown);
    const dropped = new Set(plan.listed.slice(shown).flatMap((l) => [l.x, ...(l.mirror ? [l.mirror] : [])]));
    const housesTold = new Set<string>();
    const lines = listed.map((l, i) => contactLineDe(plan, l, ringNotes, i, housesTold));
    if (generation) lines.push(generation);
    return [
      `# ${title}`,
      `## Überblick\n\n${overview.join('\n\n')}`,
      close,
      `## Ihr beide im Porträt\n\n${frame ? `${frame}\n\n` : ''}${portraits}`,
      ...(lines.length > 0 ? [`## Die Kontakte zwischen euren Horoskopen\n\n${lines.join('\n\n')}`] : []),
      ...(houses.length > 0 ? [`## Häuserüberlagerungen\n\n${houses.join('\n\n')}`] : []),
      scoreDe(plan),
      ...(note ? [`## Was die Geburtszeit ergänzen würde\n\n${note}`] : []),
      technicalDe(
        plan,
        plan.read.filter((x) => !dropped.has(x)),
      ),
    ].join('\n\n');
  };
  // As in English, the list gives way first when the report runs over its word budget.
  let shown = plan.listed.length;
  let markdown = compose(shown);
  while (countWords(markdown) > MAX_WORDS && shown > 0) markdown = compose(--shown);
  return {
    kind: 'compatibility',
    title,
    markdown,
    writer: 'composer',
    wordCount: countWords(markdown),
    facts: plan.facts,
  };
}
