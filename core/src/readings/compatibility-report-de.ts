// The compatibility report in German. Every decision is the English composer's (planCompatibility
// in compatibility-report.ts): the contacts and their weights, the ties the story opens on, the
// configurations and slower planets the overview reads, the list, the house overlays, the close's
// lead and hardest contact, the score and its band, and what a missing birth time leaves out. Only
// the words are German: the authored texts come from the German tables in content/authored/de/,
// and the sentences around them are built whole here, so case, gender and word order are German's
// own. Names never take an ending ("die Sonne von Anna"), so any name reads correctly.
import { scoreBand, type ScoreDescription } from '../astro/score-bands';
import type { Chart, PointName, SignAbbrev } from '../astro/types';
import {
  closingChoice,
  contactEase,
  DEFAULT_SCORE_MAX,
  easeShare,
  familyOf,
  landingPlan,
  leadingElements,
  moonSure,
  onAngle,
  onDescendant,
  overlayPlan,
  pickByKey as pick,
  receptionNote,
  rulerOf,
  signaturePlan,
  signSure,
  temperament,
  tieTone,
  type CompatibilityPlan,
  type Cluster,
  type Meridian,
  type SynastryContact,
  type Tie,
  type TieTone,
} from './compatibility-report';
import { SIGN_INFO, type Element } from './content/astro';
import {
  aspectFamily,
  synastryKey,
  type AspectFamily,
  type HouseNumber,
  type SynastryPoint,
} from './content/authored';
import { COLLEAGUE_IC_TEXT_DE, MERIDIAN_TEXT_DE, OVERLAY_TEXT_DE } from './content/authored/de/overlays';
import { DESCENDANT_TEXT_DE, SYNASTRY_TEXT_DE } from './content/authored/de/synastry';
import {
  KIND_OVERLAY_TEXT_DE,
  KIND_SYNASTRY_TEXT_DE,
  PLATONIC_DESCENDANT_TEXT_DE,
  PLATONIC_OVERLAY_TEXT_DE,
  PLATONIC_SYNASTRY_TEXT_DE,
} from './content/authored/de/synastry-kinds';
import type { MeridianPlanet } from './content/authored/overlays';
import { ANGULAR_ORB, dignities, type Dignity } from './natal-synthesis';
import type { RelationshipKind } from './relationship';
import {
  aspectCompoundDe,
  aspectWithDe,
  contractDe,
  degreesDe,
  listJoinDe,
  NUMBER_DE,
  ORDINAL_DAT_DE,
  pointArticleDe,
  pointNounDe,
  pointOfDe,
  SIGN_DE,
  type CaseDe,
} from './sky-words-de';
import { capitalise, countWords } from './text';
import type { Reading } from './types';

const MAX_WORDS = 1600;

// ---------------------------------------------------------------------------------------------
// The German tables, chosen for the bond as the English ones are (content/authored/index.ts).

function synastryTextDe(kind: RelationshipKind, key: string, family: AspectFamily): string {
  const own =
    kind === 'romantic'
      ? undefined
      : (KIND_SYNASTRY_TEXT_DE[kind][key]?.[family] ?? PLATONIC_SYNASTRY_TEXT_DE[key]?.[family]);
  return own ?? SYNASTRY_TEXT_DE[key]![family];
}

function descendantTextDe(kind: RelationshipKind, planet: Exclude<SynastryPoint, 'Ascendant'>): string {
  return kind === 'romantic' ? DESCENDANT_TEXT_DE[planet] : PLATONIC_DESCENDANT_TEXT_DE[planet];
}

function overlayEntryDe(kind: RelationshipKind, planet: keyof typeof OVERLAY_TEXT_DE, house: HouseNumber) {
  if (
    kind !== 'romantic' &&
    (planet === 'Sun' || planet === 'Moon' || planet === 'Venus' || planet === 'Mars')
  ) {
    const own = KIND_OVERLAY_TEXT_DE[kind][planet]?.[house] ?? PLATONIC_OVERLAY_TEXT_DE[planet]?.[house];
    if (own) return own;
  }
  return OVERLAY_TEXT_DE[planet][house];
}

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

/** What a point brings to a tie, declined: "der Antrieb von Ben", "die Gefühle von Anna". */
const NATURE_DE: Record<SynastryPoint, { nom: string; acc: string; dat: string }> = {
  Sun: { nom: 'das Selbstverständnis', acc: 'das Selbstverständnis', dat: 'dem Selbstverständnis' },
  Moon: { nom: 'die Gefühle', acc: 'die Gefühle', dat: 'den Gefühlen' },
  Mercury: { nom: 'die Worte', acc: 'die Worte', dat: 'den Worten' },
  Venus: { nom: 'die Zuneigung', acc: 'die Zuneigung', dat: 'der Zuneigung' },
  Mars: { nom: 'der Antrieb', acc: 'den Antrieb', dat: 'dem Antrieb' },
  Jupiter: { nom: 'die Zuversicht', acc: 'die Zuversicht', dat: 'der Zuversicht' },
  Saturn: { nom: 'die Vorsicht', acc: 'die Vorsicht', dat: 'der Vorsicht' },
  Ascendant: { nom: 'das Auftreten', acc: 'das Auftreten', dat: 'dem Auftreten' },
  Uranus: { nom: 'die Unruhe', acc: 'die Unruhe', dat: 'der Unruhe' },
  Neptune: { nom: 'die Ideale', acc: 'die Ideale', dat: 'den Idealen' },
  Pluto: { nom: 'die Intensität', acc: 'die Intensität', dat: 'der Intensität' },
};
/** Venus outside romance: taste and warmth, not love. */
const PLATONIC_VENUS_DE = { nom: 'der Geschmack', acc: 'den Geschmack', dat: 'dem Geschmack' };

function natureDe(kind: RelationshipKind, point: PointName, owner: string, c: CaseDe = 'nom'): string {
  const n = kind !== 'romantic' && point === 'Venus' ? PLATONIC_VENUS_DE : NATURE_DE[point as SynastryPoint];
  return `${n?.[c] ?? pointArticleDe(point, c)} von ${owner}`;
}

/** "die Venus von Anna im Trigon zum Mars von Ben", "der Mond von Ben auf dem Deszendenten von Anna". */
function contactNameDe(x: SynastryContact, a: string, b: string): string {
  if (onDescendant(x)) {
    const [planet, owner, other] = x.p2 === 'Ascendant' ? [x.p1, a, b] : [x.p2, b, a];
    return `${pointOfDe(planet, owner)} ${x.orb > ANGULAR_ORB ? 'nahe am' : 'auf dem'} Deszendenten von ${other}`;
  }
  return contractDe(`${pointOfDe(x.p1, a)} ${aspectWithDe(x.aspect)} ${pointOfDe(x.p2, b, 'dat')}`);
}

/** "die Venus von Anna auf dem MC von Ben". */
function meridianNameDe(m: Meridian, a: string, b: string): string {
  const [owner, other] = m.first ? [a, b] : [b, a];
  return `${pointOfDe(m.planet, owner)} auf dem ${m.angle} von ${other}`;
}

/** "der Mars von Anna in Konjunktion mit Mond und Venus von Ben": a cluster named once. */
function clusterNameDe(c: Cluster, a: string, b: string): string {
  const [owner, other] = c.first ? [a, b] : [b, a];
  const shared = c.first ? c.lead.p1 : c.lead.p2;
  const targets = [c.lead, ...c.mates].map((y) => pointNounDe(c.first ? y.p2 : y.p1));
  return `${pointOfDe(shared, owner)} ${aspectWithDe(c.lead.aspect)} ${listJoinDe(targets)} von ${other}`;
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
            `Mit ${far} Abstand zur Achse ist der Kontakt allerdings weit; er färbt die Verbindung eher, als dass er sie trägt.`,
            `Der Kontakt liegt ${far} von der Achse entfernt, nach üblichem Maß also weit, und wirkt darum eher am Rand.`,
          ],
          a + b + x.p1 + x.p2,
        )}`
      : '';
  if (onDescendant(x)) {
    const [planet, owner, other] = x.p2 === 'Ascendant' ? [x.p1, a, b] : [x.p2, b, a];
    const text = fillDe(
      descendantTextDe(kind, planet as Exclude<SynastryPoint, 'Ascendant'>),
      { name: owner },
      { name: other },
    );
    return `${text}${wide}`;
  }
  const k = synastryKey(x.p1 as SynastryPoint, x.p2 as SynastryPoint)!;
  const text = synastryTextDe(kind, k.key, aspectFamily(x.aspect));
  const sign = (c: Chart, p: PointName) => (signSure(c, p) ? findSign(c, p) : undefined);
  const one: Side = { name: a, sign: sign(charts[0], x.p1) };
  const two: Side = { name: b, sign: sign(charts[1], x.p2) };
  return `${k.swapped ? fillDe(text, two, one) : fillDe(text, one, two)}${wide}`;
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
    ? `Dabei stehen ${where} jeweils im Zeichen, das der andere Planet regiert, eine wechselseitige Rezeption: Jeder hat Anteil am Gelingen des anderen, und die Reibung lässt sich leichter nutzen, als der Aspekt allein vermuten lässt.`
    : `Dazu stehen ${where} jeweils im Zeichen, das der andere Planet regiert, eine wechselseitige Rezeption, die diesen Kontakt noch verstärkt.`;
}

/** A meridian text with the planet's owner and the angle's owner put in. */
function meridianTextDe(m: Meridian, a: string, b: string, kind: RelationshipKind): string {
  const [owner, other] = m.first ? [a, b] : [b, a];
  const table: Record<MeridianPlanet, string> =
    kind === 'colleagues' && m.angle === 'IC' ? COLLEAGUE_IC_TEXT_DE : MERIDIAN_TEXT_DE[m.angle];
  return table[m.planet].replaceAll('{P}', owner).replaceAll('{H}', other);
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
    const why = `Im Horoskop von ${other} stehen ${listJoinDe(targets)} in Konjunktion, darum erreicht ${pointOfDe(c.first ? c.lead.p1 : c.lead.p2, owner)} ${targets.length === 2 ? 'beide' : 'sie alle'} zugleich.`;
    return [why, ...[c.lead, ...c.mates].map(text)].join(' ');
  }
  const rest = t.uses.filter((x) => x !== t.lead);
  const group =
    rest.length > 0
      ? ` Zum selben Bild ${rest.length === 1 ? 'gehört' : 'gehören'} ${listJoinDe(rest.map((x) => contactNameDe(x, a, b)))}.`
      : '';
  return `${text(t.lead)}${group}`;
}

// ---------------------------------------------------------------------------------------------
// The overview: the story of the two heaviest ties, the third and the configurations, then the
// slower planets and the temperaments.

const TONE_DE: Record<TieTone, string> = {
  e: 'leicht und fließend',
  h: 'fordernd und reibungsvoll',
  Mars: 'aufgeladen, mit so viel Hitze wie Anziehung',
  Saturn: 'bindend, mit so viel Gewicht wie Treue',
  Uranus: 'anregend und verunsichernd zugleich',
  Pluto: 'intensiv, so fesselnd wie prüfend',
};

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
          ? `Am stärksten prägen ${bondDe(kind, 'acc')} ${c} und ${d}, beide ${TONE_DE[t1]}.`
          : pick(
              [
                `Am stärksten prägen ${bondDe(kind, 'acc')} zwei Kontakte: ${c}, ${TONE_DE[t1]}, und ${d}, ${TONE_DE[t2]}.`,
                `Zwei Kontakte führen in ${bondDe(kind, 'dat')}: ${c}, ${TONE_DE[t1]}, und ${d}, ${TONE_DE[t2]}.`,
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
          `Die beiden stärksten Kontakte ${bondDe(kind, 'gen')} verlangen Arbeit: ${c} und ${d}.`,
          `Am Anfang ${bondDe(kind, 'gen')} steht Reibung: ${c} und dazu ${d}.`,
        ],
        key,
      );
    else
      opening = `Am stärksten prägen ${bondDe(kind, 'acc')} zwei Kontakte: ${c} als ${t1 === 'e' ? 'der leichte' : 'der fordernde'} und ${d} als ${t2 === 'e' ? 'der leichte' : 'der fordernde'}.`;
  }
  const texts = ties.map((t) => tieTextDe(t, a, b, charts, kind));
  const together = ties.length === 2 ? togetherDe(plan, ties as [Tie, Tie], tones) : null;
  return [opening, ...texts, together].filter((s): s is string => !!s).join(' ');
}

/** A name that opens with its article, put in the dative: "dem Sonne-Mond-Trigon", "der Venus von Anna". */
function dativeOf(name: string): string {
  return name
    .replace(/^(der|die|das) /, (m) => ({ 'der ': 'dem ', 'die ': 'der ', 'das ': 'dem ' })[m]!)
    .replace(/^dem (Aszendent|Deszendent)\b/, 'dem $1en');
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
      return `${capitalise(first)} und ${second} sind die leichte Seite ${bondDe(kind, 'gen')}; über alle eure Kontakte hinweg ${balanceDe(ease)}, darum ist das Wohlwollen der beiden etwas, worauf ihr bauen könnt, aber nichts Selbstverständliches.`;
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
        `${capitalise(first)} und ${second} lassen sich nicht umgehen, nur gemeinsam tragen, und wer sie trägt, lernt einander gründlich kennen.`,
      ],
      b + a,
    );
  const [easy, hard] = hardness === 'eh' ? [first, second] : [second, first];
  return `${capitalise(easy)} gibt ${bondDe(kind, 'dat')} Rückhalt, ${hard} bringt die Reibung; wer das eine kennt, kann das andere leichter tragen.`;
}

const NEXT_TIE_DE = {
  easy: ['Knapp dahinter folgt', 'Als Nächstes an Gewicht folgt', 'Fast ebenso stark, aber leichter, ist'],
  tense: ['Knapp dahinter folgt', 'Als Nächstes an Gewicht folgt', 'Fast ebenso stark und fordernder ist'],
} as const;

/** The slower planets' contacts, by planet and direction, in one sentence each. */
const THREAD_DE: Record<string, { easy: string; tense: string }> = {
  Saturn: {
    easy: 'und gibt der Verbindung Halt und Verlässlichkeit',
    tense: 'und bringt Pflichtgefühl und Strenge, die sich manchmal wie Kälte anfühlen',
  },
  Jupiter: {
    easy: 'und bringt Zuversicht und Großzügigkeit',
    tense: 'und bringt viel Zuspruch, aber auch die Neigung, zu viel zu versprechen',
  },
  Mercury: {
    easy: 'und erleichtert das Gespräch',
    tense: 'und sorgt für Missverständnisse, wenn ihr nicht nachfragt',
  },
  Uranus: {
    easy: 'und bringt frischen Wind und Freiheit',
    tense: 'und bringt Überraschungen, die verunsichern können',
  },
  Neptune: {
    easy: 'und bringt Einfühlung und Träume',
    tense: 'und lädt zu Wunschbildern ein, die an der Wirklichkeit vorbeigehen',
  },
  Pluto: {
    easy: 'und bringt Tiefe und die Kraft zur Erneuerung',
    tense: 'und bringt eine Intensität, in der Machtfragen mitschwingen',
  },
};
const SLOW = ['Saturn', 'Jupiter', 'Mercury', 'Uranus', 'Neptune', 'Pluto'] as const;

function threadDe(uses: SynastryContact[], a: string, b: string): string | null {
  const x = uses[0];
  if (!x) return null;
  // The planet the group shares, and whose it is.
  const first = SLOW.find((p) => uses.every((y) => y.p1 === p));
  const second = SLOW.find((p) => uses.every((y) => y.p2 === p));
  const planet = first ?? second;
  if (!planet) return null;
  const [owner, other] = first ? [a, b] : [b, a];
  const targets = uses.map((y) => pointArticleDe(first ? y.p2 : y.p1, 'acc'));
  const easy = uses.reduce((s, y) => s + contactEase(y), 0) / uses.length >= 0.5;
  return `${capitalise(pointOfDe(planet, owner))} berührt ${listJoinDe(targets)} von ${other} ${THREAD_DE[planet]![easy ? 'easy' : 'tense']}.`;
}

const ELEMENT_DE: Record<Element, { noun: string; dat: string; signs: string }> = {
  fire: { noun: 'Feuer', dat: 'zum Feuer', signs: 'Feuerzeichen' },
  earth: { noun: 'Erde', dat: 'zur Erde', signs: 'Erdzeichen' },
  air: { noun: 'Luft', dat: 'zur Luft', signs: 'Luftzeichen' },
  water: { noun: 'Wasser', dat: 'zum Wasser', signs: 'Wasserzeichen' },
};
const ELEMENT_PAIR_DE = (e1: Element, e2: Element): string => {
  if (e1 === e2)
    return 'Ihr versteht einander oft ohne viele Worte, müsst aber aufpassen, dieselben blinden Flecken nicht zu verdoppeln';
  const pair = new Set([e1, e2]);
  if ((pair.has('fire') && pair.has('air')) || (pair.has('earth') && pair.has('water')))
    return 'Die beiden Elemente ergänzen sich: Das eine nährt das andere';
  return 'Die beiden Elemente folgen verschiedenen Rhythmen, darum braucht ihr Geduld für das Tempo des anderen';
};

function elementsDe(a: string, b: string, c1: Chart, c2: Chart): string {
  const [t1, t2] = [leadingElements(c1), leadingElements(c2)];
  // Three or four elements level is a spread, not a lean: no element can be called its ground.
  if (t1.leaders.length > 2 || t2.leaders.length > 2) return '';
  const lean = (t: typeof t1) =>
    t.leaders.length === 1
      ? (['neigt', ELEMENT_DE[t.leaders[0]!].dat] as const)
      : (['steht', `zwischen ${listJoinDe(t.leaders.map((e) => ELEMENT_DE[e].noun))}`] as const);
  const shared = t1.leaders.find((e) => t2.leaders.includes(e));
  const pair = ELEMENT_PAIR_DE(shared ?? t1.leaders[0]!, shared ?? t2.leaders[0]!);
  const [[v1, r1], [v2, r2]] = [lean(t1), lean(t2)];
  if (t1.leaders.length === 1 && t2.leaders.length === 1 && t1.leaders[0] === t2.leaders[0])
    return `Vom Temperament her neigt ihr beide ${r1}. ${pair}.`;
  return `Vom Temperament her ${v1} ${a} ${r1}, ${b} ${v2} ${r2}. ${pair}.`;
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
          ? [...NEXT_TIE_DE.tense, 'Einen zweiten Druck bringt']
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
    const names = t.uses.map((x) => contactNameDe(x, a, b));
    const intro =
      t.uses.length === 1
        ? `Auch ${names[0]} gehört zu den prägenden Kontakten.`
        : `Mehrere Kontakte bilden hier ein Muster: ${listJoinDe(names)}.`;
    return [lead ? `${intro} ${contactTextDe(lead, a, b, charts, kind)}` : intro];
  });
  const second = [...next, ...themes].join(' ');
  const third = [...told.carried.map((uses) => threadDe(uses, a, b)), elementsDe(a, b, c1, c2)]
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
  const nom = (ps: PointName[]) => listJoinDe(ps.map((p) => pointArticleDe(p)));
  const dat = (ps: PointName[]) => listJoinDe(ps.map((p) => pointArticleDe(p, 'dat')));
  let figure: string;
  if (pattern?.kind === 'T-square' && pattern.sides && pattern.apex) {
    const [one, two] = pattern.sides;
    figure = contractDe(
      `ein T-Quadrat: ${nom(one)} in Opposition zu ${dat(two)}, beide im Quadrat zu ${dat([pattern.apex])} als Brennpunkt`,
    );
  } else if (pattern?.kind === 'yod' && pattern.apex) {
    figure = `ein Yod, dessen Arme, ${nom(pattern.members.filter((p) => p !== pattern.apex))}, auf ${listJoinDe([pointArticleDe(pattern.apex, 'acc')])} zeigen`;
  } else if (pattern) {
    const name = {
      'T-square': 'ein T-Quadrat',
      'grand cross': 'ein großes Kreuz',
      yod: 'ein Yod',
      'grand trine': 'ein großes Trigon',
      kite: 'eine Drachenfigur',
    }[pattern.kind];
    figure = `${name} aus ${dat(pattern.members)}`;
  } else {
    figure = `ein Stellium ${SIGN_DE[stellium!.sign].inSign} aus ${NUMBER_DE[members.length]} Planeten, ${nom(members)}`;
  }
  const meets =
    reach.length > 0
      ? ` ${reach.length === 1 ? capitalise(pointOfDe(reach[0]!, other)) : `${listJoinDe(reach.map(pointNounDe))} von ${other}`} ${reach.length === 1 ? 'reicht' : 'reichen'} in diese Figur hinein; ${
          first
            ? `hier treffen die eigene Geschichte von ${who} und die Verbindung aufeinander.`
            : `so berührt die Verbindung, was im Horoskop von ${who} am meisten zählt.`
        }`
      : ` Kein persönlicher Planet von ${other} berührt diese Figur, darum macht ${who} sie weitgehend außerhalb der Verbindung mit sich aus.`;
  return first
    ? `Das Horoskop von ${who} dreht sich um ${figure}.${meets}`
    : `Im Zentrum des Horoskops von ${who} steht ${figure}.${meets}`;
}

const PORTRAIT_ORDER: PointName[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];

function portraitDe(
  who: string,
  chart: Chart,
  signature: string | null,
  alsoWithoutTime?: string,
  second = false,
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
  const basis =
    total === 8
      ? `der acht Hauptpunkte von ${who}`
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
      : `Bei ${who} verteilen sich die ${total === 8 ? 'acht Hauptpunkte' : `${NUMBER_DE[total]} gezählten Planeten`} so: ${listJoinDe(counts.map(([e, n]) => (n === 1 ? `einer in einem ${ELEMENT_DE[e].signs}` : `${NUMBER_DE[n]} in ${ELEMENT_DE[e].signs}`)))}.`;
  const out = [`${listJoinDe(parts)}.`, elements];
  const ruler = rulerOf(chart);
  if (ruler) {
    const d = dignityDe(ruler.point, ruler.sign);
    // The second portrait in other words, so the two do not read alike.
    out.push(
      second
        ? `Den Aszendenten von ${who} regiert ${pointArticleDe(ruler.point)} ${SIGN_DE[ruler.sign].inSign}${d ? ` (dort ${d})` : ''}.`
        : `Der Herrscher des Aszendenten, ${pointArticleDe(ruler.point)}, steht ${SIGN_DE[ruler.sign].inSign}${d ? ` und ist dort ${d}` : ''}.`,
    );
  }
  if (!chart.birth_time_known) {
    const moon = chart.points?.find((q) => q.name === 'Moon');
    const changed = !!moon && !moonSure(chart);
    out.push(
      `${alsoWithoutTime ? `Wie bei ${alsoWithoutTime} ist auch die Geburtszeit von ${who} unbekannt` : `Die Geburtszeit von ${who} ist unbekannt`}, darum gibt es hier keinen Aszendenten und keine Häuser${changed ? ', und der Mond hat an diesem Tag das Zeichen gewechselt' : ''}.`,
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
    ? `, bei euch vor allem ${natureDe(kind, hard.p1, a, 'nom')} gegen ${natureDe(kind, hard.p2, b, 'acc')}`
    : ', auch wenn kein einzelner harter Kontakt zwischen euren Horoskopen heraussticht';
  switch (kind) {
    case 'friends':
      return `Dieses Horoskop liest ${a} und ${b} als Freunde: was ihr gern zusammen tut, wie ihr einander den Rücken stärkt und wo es zwischen euch reiben kann${rub}.`;
    case 'family':
      return `Dieses Horoskop liest ${a} und ${b} als Familie: wie ihr füreinander sorgt, was ihr zu Hause teilt und wo alte Muster zwischen euch hängen bleiben${rub}.`;
    case 'colleagues':
      return `Dieses Horoskop liest ${a} und ${b} als Kollegen oder Geschäftspartner: wie ihr die Arbeit aufteilt, wo ihr einander stärkt und wo ihr aneinandergeraten könnt${rub}.`;
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

/** Where a listed contact lands, in one of four frames by its place in the list (none after the fourth). */
function landingDe(plan: CompatibilityPlan, x: SynastryContact, index: number, used: Set<string>): string {
  const { a, b, c1, c2, kind } = plan;
  if (onAngle(x)) return '';
  const found = landingPlan(x, a, b, [c1, c2], used);
  if (!found) return '';
  const { planet, owner, host, h } = found;
  const p = pointOfDe(planet, owner);
  const ord = ORDINAL_DAT_DE[h];
  const realm = realmDe(kind, h);
  const frames = [
    ` Das spielt sich im ${ord} Haus von ${host} ab, im Bereich ${realm}, wo ${p} steht.`,
    ` ${capitalise(p)} steht im ${ord} Haus von ${host}; spürbar wird das vor allem im Bereich ${realm}.`,
    ` Die Bühne dafür ist das ${ord!.replace(/n$/, '')} Haus von ${host}, der Bereich ${realm}, in dem ${p} steht.`,
    ` Weil ${p} im ${ord} Haus von ${host} steht, zeigt sich das im Bereich ${realm}.`,
  ];
  return index < frames.length ? frames[index]! : '';
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
  const orbs = mirror
    ? `${orbDe(x, untimed.length > 0)}; ${orbDe(mirror, untimed.length > 0)}`
    : orbDe(x, untimed.length > 0);
  const reception = receptionDe(x, a, b, c1, c2);
  const ring = item.ringOnly
    ? ringNotes.n++ > 0
      ? ' Wie der Kontakt davor zählt auch dieser mit den weiteren Orben des Werts.'
      : untimed.length > 0
        ? ` Er zählt für den Wert, der weitere Orben zulässt; ohne die Geburtszeit von ${listJoinDe(untimed)} bleibt sein genauer Orbis offen, er kann enger oder weiter sein, als es hier aussieht.`
        : ' Der Wert zählt ihn allein nach seinem Winkel voll; nach den Zeichen gelesen ist er schwächer, als diese Zählung vermuten lässt.'
    : '';
  const where = landingDe(plan, x, index, used);
  return `**${name}** (${orbs}): ${contactTextDe(x, a, b, [c1, c2], kind)}${reception ? ` ${reception}` : ''}${where}${ring}`;
}

const GIFT_DE: Record<'Sun' | 'Moon' | 'Venus' | 'Mars', string> = {
  Sun: 'Wärme und Aufmerksamkeit',
  Moon: 'Gefühl und Fürsorge',
  Venus: 'Zuneigung',
  Mars: 'Antrieb und Feuer',
};

function housesDe(plan: CompatibilityPlan): string[] {
  const { a, b, c1, c2, kind, within } = plan;
  const overlays = overlayPlan(c1, c2, within);
  const line = (o: (typeof overlays)[number]) => {
    const [owner, host] = o.first ? [a, b] : [b, a];
    if (o.same)
      return `Auch ${pointOfDe(o.planet, b)} steht im ${ORDINAL_DAT_DE[o.house]} Haus von ${a}; so bringt ihr beide einander ${GIFT_DE[o.planet]} in den Bereich ${realmDe(kind, o.house)}.`;
    const text = overlayEntryDe(kind, o.planet, o.house).replaceAll('{P}', owner).replaceAll('{H}', host);
    return o.allDay
      ? `${text} Die Geburtszeit von ${owner} ist unbekannt, doch der Mond bleibt den ganzen Tag in diesem Haus; das gilt also zu jeder Stunde.`
      : text;
  };
  return [overlays.filter((o) => o.first), overlays.filter((o) => !o.first)]
    .filter((p) => p.length > 0)
    .map((p) => p.map(line).join(' '));
}

/** The balance of ease and strain across all the contacts, as a clause after "hinweg". */
function balanceDe(ease: number): string {
  const pct = Math.round(ease * 100);
  const band =
    pct >= 65
      ? 'überwiegt deutlich die Leichtigkeit'
      : pct > 55
        ? 'hat die Leichtigkeit einen knappen Vorsprung vor der Spannung'
        : pct >= 45
          ? 'halten sich Leichtigkeit und Spannung etwa die Waage'
          : pct >= 35
            ? 'wiegt die Spannung etwas mehr als die Leichtigkeit'
            : 'überwiegt deutlich die Spannung';
  return `${band} (${pct} % des Gewichts sind leicht)`;
}

const LEAD_VERB_DE: Record<AspectFamily | 'Mars' | 'Saturn', readonly [string, string]> = {
  flowing: ['nähren einander', 'greifen mühelos ineinander'],
  tense: ['ziehen in verschiedene Richtungen', 'fordern einander heraus'],
  conjunction: ['wirken wie eins', 'sind eng miteinander verschmolzen'],
  Mars: ['entfachen einander', 'schlagen Funken aneinander'],
  Saturn: ['sind mit Gewicht wie mit Wärme aneinander gebunden', 'nehmen einander in die Pflicht'],
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
    conjunction: 'das, was euch wie alte Freunde wirken lässt',
  },
  family: {
    flowing: 'das, was euch einander helfen lässt, ohne aufzurechnen',
    tense: 'die alte Reibung, die eine Familienbindung tragen kann',
    conjunction: 'die Ähnlichkeit, die dem Rest der Familie wohl auffällt',
  },
  colleagues: {
    flowing: 'das, was die Arbeit sich wie von selbst zwischen euch aufteilen lässt',
    tense: 'der Druck, der die Arbeit schärft, wenn ihr gut mit ihm umgeht',
    conjunction: 'der gemeinsame Antrieb, von dem die Zusammenarbeit lebt',
  },
};
const MERIDIAN_NATURE_DE = { IC: 'die Wurzeln', MC: 'das Ansehen' } as const;

/** What eases the hard contact, by its harder planet, after "durch". */
const REMEDY_DE: Partial<Record<PointName, string>> = {
  Pluto: 'offen ausgesprochene Machtfragen statt stiller Kämpfe um Kontrolle',
  Saturn: 'klare Absprachen und Geduld, damit aus Pflichtgefühl keine Kälte wird',
  Uranus: 'Freiraum und Abmachungen, die auch Überraschungen aushalten',
  Neptune: 'ehrliche Worte dort, wo Wunschbilder die Sicht trüben',
  Mars: 'einen fairen Umgang mit Streit und genug Bewegung für überschüssige Kraft',
  Jupiter: 'Maß und Versprechen, die ihr wirklich halten könnt',
  Mercury: 'Zuhören, bevor ihr antwortet, und Nachfragen statt Vermutungen',
  Ascendant: 'Nachsicht mit der Art, wie der andere auftritt',
  Venus: 'Achtung vor dem, was der andere schön und wertvoll findet',
  Moon: 'Rücksicht auf Stimmungen und feste Zeiten nur für euch',
  Sun: 'Raum für beide, sodass keiner im Schatten des anderen steht',
};
const REMEDY_ORDER: PointName[] = [
  'Pluto',
  'Saturn',
  'Uranus',
  'Neptune',
  'Mars',
  'Jupiter',
  'Mercury',
  'Ascendant',
  'Venus',
  'Moon',
  'Sun',
];

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
      ? [natureDe(kind, leadMeridian.planet, a), `${MERIDIAN_NATURE_DE[leadMeridian.angle]} von ${b}`]
      : [`${MERIDIAN_NATURE_DE[leadMeridian.angle]} von ${a}`, natureDe(kind, leadMeridian.planet, b)]
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
  const opening = `${frame}: ${capitalise(one)} und ${two} ${verb}, und darin liegt ${LEAD_STAKE_DE[kind][family]}.`;
  const balance = `Nimmt man ${within.length === 1 ? 'den einen Kontakt' : `alle ${within.length} Kontakte`} zusammen, ${balanceDe(easeShare(within, kind))}.`;
  let work: string;
  if (hard) {
    const harder = REMEDY_ORDER.find((p) => p === hard.p1 || p === hard.p2)!;
    const [other, owner] = hard.p1 === harder ? [hard.p2, b] : [hard.p1, a];
    const where =
      other === harder
        ? `, bei euch beiden gleichermaßen`
        : `, vor allem dort, wo es um ${natureDe(kind, other, owner, 'acc')} geht`;
    const remedy = REMEDY_DE[harder] ?? 'Geduld miteinander';
    work = leadHard
      ? `Leichter wird dieser Kontakt durch ${remedy}${where}.`
      : `${pick(
          ['Am meisten Sorgfalt braucht', 'Die meiste Arbeit verlangt', 'Die größte Aufgabe stellt'],
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

const BAND_DE: Record<ScoreDescription, string> = {
  Minimal: 'gering',
  Medium: 'mittel',
  Important: 'bedeutend',
  'Very Important': 'sehr bedeutend',
  Exceptional: 'außergewöhnlich',
  'Rare Exceptional': 'selten außergewöhnlich',
};
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

function scoreDe(plan: CompatibilityPlan): string {
  const { a, b, c1, c2, kind, score } = plan;
  // The product's fixed scale, as in English: the ring is drawn out of 44.
  const max = DEFAULT_SCORE_MAX;
  const band = scoreBand(score.score);
  const items = score.breakdown.map((it) =>
    it.aspect
      ? `${contractDe(`${pointOfDe(it.aspect.p1, a)} ${aspectWithDe(it.aspect.aspect)} ${pointOfDe(it.aspect.p2, b, 'dat')}`)} (Orbis ${degreesDe(it.aspect.orb)}): ${it.points} Punkte`
      : `gleiche Qualität der Sonnenzeichen: ${it.points} Punkte`,
  );
  const missing = untimedNames(a, b, [c1, c2]);
  const range = !score.range
    ? ''
    : score.range.min === score.range.max
      ? ` Zu jeder möglichen Geburtsstunde bliebe er bei ${score.range.min}.`
      : ` Über die möglichen Geburtsstunden hinweg läge er zwischen ${score.range.min} und ${score.range.max}.`;
  const time =
    missing.length === 0
      ? ''
      : missing.length === 1
        ? ` Ohne die Geburtszeit von ${missing[0]} fehlt der Aszendent von ${missing[0]} in der Zählung, und der Mond von ${missing[0]} zählt nur dort, wo sein Kontakt den ganzen Tag hält.${range}`
        : ` Ohne beide Geburtszeiten zählt keiner der Aszendenten, und jeder Mond zählt nur dort, wo sein Kontakt den ganzen Tag hält.${range}`;
  const lines = [
    `Der Wert zählt einige klassische Kontakte zwischen euren Horoskopen, mit eigenen, etwas weiteren Orben: Sonne mit Sonne oder Mond, eines der beiden Lichter am Aszendenten des anderen, Venus mit Mars und Sonnen in Zeichen derselben Qualität.`,
    score.score === 0
      ? `Bei euch ergibt er null Punkte auf einer festen Skala von ${max}, die Stufe „${BAND_DE[band.label]}“, denn keiner dieser Kontakte verbindet eure Horoskope.`
      : `Bei euch ergibt er ${score.score} Punkte auf einer festen Skala von ${max}, die Stufe „${BAND_DE[band.label]}“.`,
    ...(items.length > 0 ? [`Gezählt werden: ${items.join('; ')}.`] : []),
  ];
  const platonic =
    kind === 'romantic'
      ? ''
      : ' Die Zählung ist für jede Art von Beziehung dieselbe; außerhalb einer Liebesbeziehung steht Venus mit Mars dafür, wie eure Vorlieben und eure Kräfte zusammenpassen.';
  const low = band.label === 'Minimal' ? ` ${LOW_RING_DE[kind]}` : '';
  return `## Der Wert\n\n${lines.join(' ')}${time}${platonic}${low}`;
}

function birthTimeDe(plan: CompatibilityPlan): string | null {
  const { a, b, c1, c2 } = plan;
  const missing = untimedNames(a, b, [c1, c2]);
  if (missing.length === 0) return null;
  if (missing.length === 1) {
    const who = missing[0]!;
    const other = who === a ? b : a;
    return `Ohne die Geburtszeit von ${who} fehlen in diesem Horoskop drei Dinge: Aszendent und MC von ${who}, die Häuser von ${who}, in denen die Planeten von ${other} stehen, und jeder Mondkontakt, der nicht den ganzen Tag hält. Mit einer Geburtszeit kämen alle drei hinzu, und die Mondkontakte bekämen ihren genauen Orbis.`;
  }
  return `Ohne die Geburtszeiten von ${a} und ${b} fehlen in diesem Horoskop beide Aszendenten und MCs, die Häuserüberlagerungen und jeder Mondkontakt, der nicht den ganzen Tag hält. Mit beiden Geburtszeiten kämen alle drei hinzu, und die Mondkontakte bekämen ihren genauen Orbis.`;
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
      ...(fromA.length > 0 ? [`${listJoinDe(fromA.map((x) => pointArticleDe(x.p2, 'acc')))} von ${b}`] : []),
      ...(fromB.length > 0 ? [`${listJoinDe(fromB.map((x) => pointArticleDe(x.p1, 'acc')))} von ${a}`] : []),
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
    `- **Kontakte**: ${within.length} Aspekte zwischen den Planeten oder dem Aszendenten von ${a} und denen von ${b}, davon ${count('flowing')} fließend, ${count('tense')} gespannt und ${count('conjunction')} ${count('conjunction') === 1 ? 'Konjunktion' : 'Konjunktionen'}; ${Math.round(easeShare(within, kind) * 100)} % ihres Gewichts sind leicht.`,
    ...(shown.length > 0
      ? [
          // The heaviest few, so the note stays short enough to read.
          `- **Gelesene Kontakte**: ${shown
            .slice(0, 6)
            .map((x) => `${contactNameDe(x, a, b)} (${orbDe(x, untimed)})`)
            .join(
              '; ',
            )}${shown.length > 6 ? `; dazu ${shown.length - 6} weitere, alle innerhalb der Orben unten` : ''}.`,
        ]
      : []),
    `- **Orben**: bis 8° zwischen Sonnen und Monden, 6° mit Merkur, Venus, Mars oder einem Aszendenten, 5° mit Jupiter oder Saturn, 3° mit den äußeren Planeten, weniger beim Sextil; der Überblick liest nur Kontakte bis 4° im selben Zeichenverhältnis.`,
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
  const portraits = `${portraitDe(a, c1, signatureDe(a, b, c1, plan.within, true))}\n\n${portraitDe(b, c2, signatureDe(b, a, c2, plan.within, false), c1.birth_time_known ? undefined : a, true)}`;
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
