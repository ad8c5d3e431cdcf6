// The voice guide's answers for a compatibility reading written in German: the same facts as the
// English compatibility answers in guide.ts (the score, each person's placements) and the contacts,
// house overlays and meridian planets the reading read, told in sentences written in German
// (du-form to the reader, person 1; the partner by name; decision 0028), with the German synastry
// and overlay tables the German composer reads, and questions read in German.
import type { AspectName } from '../astro/aspects';
import { scoreBandDe } from '../astro/score-bands-de';
import type { PointName, SignAbbrev } from '../astro/types';
import { contactEase, DEFAULT_SCORE_MAX } from './compatibility-report';
import { SIGN_INFO, type Element } from './content/astro';
import {
  aspectFamily,
  descendantText,
  overlayEntry,
  synastryKey,
  synastryText,
  type HouseNumber,
  type SynastryPoint,
} from './content/authored';
import { BOND_TABLES_DE } from './content/authored/de';
import type { MeridianPlanet } from './content/authored/overlays';
import { SYNASTRY_POINTS } from './content/authored/types';
import { COLLEAGUE_IC_TEXT_DE, MERIDIAN_TEXT_DE } from './content/authored/de/overlays';
import type { GuideAnswer } from './guide';
import { ASPECT_WORDS_DE, POINT_WORDS_DE, START, whereDe, word } from './guide-natal-de';
import { ANGULAR_ORB } from './natal-synthesis';
import type { RelationshipKind } from './relationship';
import {
  aspectWithDe,
  listJoinDe,
  pointDativeDe,
  pointNameDe,
  pointYourDe,
  pointYoursDe,
  SIGN_DE,
  ORDINAL_STEM_DE,
} from './sky-words-de';
import type {
  CompatibilityFacts,
  MeridianFact,
  OverlayFact,
  PersonSummary,
  PlacementFact,
  SynastryContactFact,
} from './types';

type Side = 1 | 2;
/** A contact, marked when only the score's ring counts it (with its wider orbs), not the reading. */
type Contact = SynastryContactFact & { ringOnly?: boolean };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * "Bens", "Max'": a name before the partner's point. Names ending in an s sound take only the
 * apostrophe, as German writes them.
 */
export const genitiveDe = (name: string) => (/(s|ß|x|z|ce)$/i.test(name) ? `${name}'` : `${name}s`);

/** A point after a genitive name, without its article, in the nominative and the dative. */
function barePointDe(point: PointName, dative: boolean): string {
  if (point === 'Ascendant') return dative ? 'Aszendenten' : 'Aszendent';
  return pointNameDe(point).replace(/^(der|die|das) /, '');
}

/** The facts the answers are told from, with the names and the bond. */
interface Pair {
  f: CompatibilityFacts;
  /** The reader's and the partner's first names. */
  a: string;
  b: string;
  kind: RelationshipKind;
  /** Strongest for the bond first; on older readings, the contacts the score counts. */
  contacts: Contact[];
}

/** "deine Venus" / "Bens Venus" (nominative), "deiner Venus" / "Bens Venus" (dative). */
function own(p: Pair, side: Side, point: PointName, dative = false): string {
  if (side === 1) return dative ? pointYoursDe(point) : pointYourDe(point);
  return `${genitiveDe(p.b)} ${barePointDe(point, dative)}`;
}

/** "deinem Deszendenten", "Bens Aszendenten": an angle of one person, in the dative. */
const angleOf = (p: Pair, side: Side, angle: 'Aszendenten' | 'Deszendenten') =>
  `${side === 1 ? 'deinem' : genitiveDe(p.b)} ${angle}`;

/** "deine Geburtszeit", "Bens Geburtszeit". */
const birthTimeOf = (p: Pair, side: Side) =>
  side === 1 ? 'deine Geburtszeit' : `${genitiveDe(p.b)} Geburtszeit`;

const personOf = (p: Pair, side: Side): PersonSummary => (side === 1 ? p.f.person1 : p.f.person2);
const nameOf = (p: Pair, side: Side) => (side === 1 ? p.a : p.b);
const placementOf = (p: Pair, side: Side, point: PointName) =>
  personOf(p, side).placements.find((x) => x.point === point);

/** A planet opposite the partner's Ascendant: it stands on the partner's Descendant. */
const onDescendant = (x: SynastryContactFact) =>
  x.aspect === 'opposition' && (x.p1 === 'Ascendant') !== (x.p2 === 'Ascendant');

/** A planet on the partner's Ascendant or Descendant: the planet is read there, not as an aspect. */
const onAngle = (x: SynastryContactFact) =>
  (x.aspect === 'conjunction' || x.aspect === 'opposition') &&
  (x.p1 === 'Ascendant') !== (x.p2 === 'Ascendant');

/** The planet in an angle contact, whose it is, and whose angle it stands on. */
const angleSides = (x: SynastryContactFact): [PointName, Side, Side] =>
  x.p2 === 'Ascendant' ? [x.p1, 1, 2] : [x.p2, 2, 1];

/** "Orbis 2,1°", "Orbis etwa 2°", the weak marks: what is said about a contact in brackets. */
function contactMarks(x: Contact): string {
  const marks = [
    x.allDay
      ? 'zu jeder Stunde des Geburtstags'
      : x.approximate
        ? Math.round(x.orb) < 1
          ? 'Orbis unter 1°'
          : `Orbis etwa ${Math.round(x.orb)}°`
        : `Orbis ${x.orb.toFixed(1).replace('.', ',')}°`,
    ...(x.outOfSign ? ['über die Zeichengrenze hinweg und darum schwächer'] : []),
    ...(x.ringOnly ? ['nur mit den weiteren Orben des Rings gezählt'] : []),
  ];
  return ` (${marks.join(', ')})`;
}

/**
 * "deine Venus im Trigon zu Bens Mars", "Bens Venus auf deinem Aszendenten"; with `verb`, the
 * same as a clause ("deine Venus steht im Trigon zu Bens Mars").
 */
function contactPhrase(p: Pair, x: SynastryContactFact, verb = false): string {
  const stands = verb ? ' steht' : '';
  if (onAngle(x)) {
    const [planet, side, host] = angleSides(x);
    const angle = x.aspect === 'opposition' ? 'Deszendenten' : 'Aszendenten';
    // Within 3° a planet is on the partner's angle, past that near it, as the report says.
    return `${own(p, side, planet)}${stands} ${x.orb > ANGULAR_ORB ? 'nahe' : 'auf'} ${angleOf(p, host, angle)}`;
  }
  return `${own(p, 1, x.p1)}${stands} ${aspectWithDe(x.aspect)} ${own(p, 2, x.p2, true)}`;
}

const contactLine = (p: Pair, x: SynastryContactFact) => `${contactPhrase(p, x)}${contactMarks(x)}`;
const contactSource = (x: SynastryContactFact) => `contact:${x.p1}|${x.p2}|${x.aspect}`;

/** How a Venus loves by the element of its sign, for a table entry's "{A:venus}". */
const VENUS_STYLE_DE: Record<Element, string> = {
  fire: 'Mut und offenes Werben',
  earth: 'Beständigkeit und Fürsorge im Alltag',
  air: 'Gespräch, Leichtigkeit und Austausch auf Augenhöhe',
  water: 'Nähe und Mitgefühl',
};

/** The sign a point stands in for certain, or nothing when the missing birth time leaves it open. */
const sureSign = (p: Pair, side: Side, point: PointName): SignAbbrev | undefined => {
  const x = placementOf(p, side, point);
  return x && !x.possibleSigns ? x.sign : undefined;
};

/** A table entry with both sides put in: the names, and a point's sign where the entry asks for it. */
function fill(text: string, sides: Record<'A' | 'B', { name: string; sign?: SignAbbrev }>): string {
  let out = text;
  for (const tag of ['A', 'B'] as const) {
    const { name, sign } = sides[tag];
    out = out
      .replaceAll(`{${tag}:in}`, sign ? ` ${SIGN_DE[sign].inSign}` : '')
      .replaceAll(`{${tag}:venus}`, sign ? VENUS_STYLE_DE[SIGN_INFO[sign].element] : 'eine eigene Art')
      .replaceAll(`{${tag}:gen}`, genitiveDe(name))
      .replaceAll(`{${tag}}`, name);
  }
  return out;
}

/** What the German tables say about a contact, both names put in, as the reading says it. */
function contactTextDe(p: Pair, x: SynastryContactFact): string {
  if (onDescendant(x)) {
    const [planet, owner, other] = x.p2 === 'Ascendant' ? [x.p1, p.a, p.b] : [x.p2, p.b, p.a];
    const text = descendantText(p.kind, planet as Exclude<SynastryPoint, 'Ascendant'>, BOND_TABLES_DE);
    return text ? fill(text, { A: { name: owner }, B: { name: other } }) : '';
  }
  const k = synastryKey(x.p1 as SynastryPoint, x.p2 as SynastryPoint);
  const text = k && synastryText(p.kind, k.key, aspectFamily(x.aspect), BOND_TABLES_DE);
  if (!k || !text) return '';
  const one = { name: p.a, sign: sureSign(p, 1, x.p1) };
  const two = { name: p.b, sign: sureSign(p, 2, x.p2) };
  return fill(text, k.swapped ? { A: two, B: one } : { A: one, B: two });
}

/** The German overlay entry for the bond, "{P}" and "{H}" put in. */
function overlayTextDe(p: Pair, o: OverlayFact): string {
  const text = overlayEntry(p.kind, o.planet, o.house as HouseNumber, BOND_TABLES_DE);
  const [owner, host] = o.owner === 1 ? [p.a, p.b] : [p.b, p.a];
  return fillOwnerHost(text, owner, host);
}

/** An overlay or meridian entry with "{P}", "{H}" and their genitives ("{P:gen}") put in. */
const fillOwnerHost = (text: string, owner: string, host: string) =>
  text
    .replaceAll('{P:gen}', genitiveDe(owner))
    .replaceAll('{H:gen}', genitiveDe(host))
    .replaceAll('{P}', owner)
    .replaceAll('{H}', host);

function meridianTextDe(p: Pair, m: MeridianFact): string {
  const planet = m.planet as MeridianPlanet;
  const text = (
    p.kind === 'colleagues' && m.angle === 'IC' ? COLLEAGUE_IC_TEXT_DE : MERIDIAN_TEXT_DE[m.angle]
  )[planet];
  const [owner, host] = m.owner === 1 ? [p.a, p.b] : [p.b, p.a];
  return text ? fillOwnerHost(text, owner, host) : '';
}

/** "deine Venus fällt in Bens siebtes Haus", "Bens Mond fällt in dein viertes Haus". */
function overlayLine(p: Pair, o: OverlayFact): string {
  const host = o.owner === 1 ? genitiveDe(p.b) : 'dein';
  return `${own(p, o.owner, o.planet)} fällt in ${host} ${ORDINAL_STEM_DE[o.house - 1]}es Haus`;
}

/** "deine Sonne steht auf Bens MC", "Bens Mond steht auf deinem IC". */
function meridianLine(p: Pair, m: MeridianFact): string {
  const host = m.owner === 1 ? genitiveDe(p.b) : 'deinem';
  return `${own(p, m.owner, m.planet)} steht auf ${host} ${m.angle}`;
}

/** "Deine Sonne steht im Widder, dein Mond in den Fischen und Bens Sonne im Skorpion." */
function placedList(p: Pair, placed: { side: Side; at: PlacementFact }[]): string {
  const items = placed.map(
    ({ side, at }, i) =>
      `${own(p, side, at.point)}${i === 0 ? (at.point === 'Ascendant' ? ' liegt' : ' steht') : ''} ${whereDe(at)}`,
  );
  return `${capitalise(listJoinDe(items))}.`;
}

const MODALITY_DE = { cardinal: 'kardinalen', fixed: 'fixen', mutable: 'veränderlichen' } as const;
const ELEMENT_NOUN_DE = { fire: 'Feuer', earth: 'Erd', air: 'Luft', water: 'Wasser' } as const;

/**
 * "Deine Venus steht im Stier, einem fixen Erdzeichen.", "Bens Mond steht im Krebs oder im Löwen;
 * ohne Bens Geburtszeit …": where a person's point stands, as the English guide says it.
 */
function placementLine(p: Pair, side: Side, x: PlacementFact): string {
  const verb = x.point === 'Ascendant' ? 'liegt' : 'steht';
  const subject = capitalise(own(p, side, x.point));
  if (x.possibleSigns)
    return `${subject} ${verb} ${whereDe(x)}; ohne ${birthTimeOf(p, side)} lässt sich nicht sagen, in welchem Zeichen genau.`;
  const { modality, element } = SIGN_INFO[x.sign];
  return `${subject} ${verb} ${whereDe(x)}, einem ${MODALITY_DE[modality]} ${ELEMENT_NOUN_DE[element]}zeichen.`;
}

/** The bond the reading was written for, after "liest eure Horoskope". */
const BOND_DE: Record<RelationshipKind, string> = {
  romantic: 'für eine Liebesbeziehung',
  friends: 'für eine Freundschaft',
  family: 'für eine Beziehung in der Familie',
  colleagues: 'für eine Zusammenarbeit im Beruf',
};

/** The points a German question about a pair can name: the natal guide's words for the compared points. */
const PAIR_POINT_WORDS_DE = POINT_WORDS_DE.filter(([p]) =>
  (SYNASTRY_POINTS as readonly string[]).includes(p),
);

interface Mention {
  point: PointName;
  /** Whose point the question says it is, when it says. */
  side?: Side;
  at: number;
}

/**
 * The points a question names, each with its owner where the question gives one: "mein", "meine",
 * "meinem" (the reader's), "sein", "ihr", "seinem" (the partner's), or a name before the point
 * ("Bens Venus") or after it ("die Venus von Ben", "der Mars von mir").
 */
function mentions(p: Pair, q: string): Mention[] {
  const names = (name: string) => `${escape(name.toLowerCase())}(?:s|'|’)?`;
  const reader = new RegExp(`${START}(?:mein\\w*|${names(p.a)})\\s+$`);
  const partner = new RegExp(`${START}(?:sein\\w*|ihr\\w*|${names(p.b)})\\s+$`);
  const readerAfter = new RegExp(`^\\s+von\\s+(?:mir|${escape(p.a.toLowerCase())})(?![a-zäöüß])`);
  const partnerAfter = new RegExp(`^\\s+von\\s+(?:ihm|ihr|${escape(p.b.toLowerCase())})(?![a-zäöüß])`);
  const found: Mention[] = [];
  for (const [point, re] of PAIR_POINT_WORDS_DE) {
    const global = new RegExp(re.source, 'g');
    for (const m of q.matchAll(global)) {
      const at = m.index;
      const before = q.slice(Math.max(0, at - 40), at);
      const after = q.slice(at).replace(/^[a-zäöüß]+/, '');
      const side: Side | undefined =
        reader.test(before) || readerAfter.test(after)
          ? 1
          : partner.test(before) || partnerAfter.test(after)
            ? 2
            : undefined;
      found.push({ point, at, ...(side ? { side } : {}) });
    }
  }
  return found.sort((x, y) => x.at - y.at);
}

/** Whether a contact joins the two mentions, one on each side, each on its owner's side when given. */
function joins(x: SynastryContactFact, m: Mention, n: Mention): boolean {
  const fits = (first: Mention, second: Mention) =>
    x.p1 === first.point && x.p2 === second.point && first.side !== 2 && second.side !== 1;
  return fits(m, n) || fits(n, m);
}

/** "keine Konjunktion", "kein Trigon": an aspect denied, in the accusative after "es gibt". */
const NO_ASPECT_DE: Record<AspectName, string> = {
  conjunction: 'keine Konjunktion',
  sextile: 'kein Sextil',
  square: 'kein Quadrat',
  trine: 'kein Trigon',
  opposition: 'keine Opposition',
};

/** The contacts the questions about the bond read: a generation's shared outer planet is left out. */
const bondContacts = (p: Pair) => p.contacts.filter((x) => !x.generational);

const GENERATION_NOTE =
  'Diesen Kontakt teilt ihr mit vielen Menschen eurer Jahrgänge: Er spricht eher von eurer Generation als von euch beiden.';

/** Contacts listed in one sentence, each with its orb, then the table's text of the first. */
function tellContacts(p: Pair, list: SynastryContactFact[], lead: string): string {
  const first = list[0];
  if (!first) return '';
  const text = contactTextDe(p, first);
  const generation = list.some((x) => x.generational) ? ` ${GENERATION_NOTE}` : '';
  return `${lead} ${listJoinDe(list.map((x) => contactLine(p, x)))}.${text ? ` ${text}` : ''}${generation}`;
}

/** The score in German: the number on its fixed scale, its band, what it counts and what adds most. */
function answerScore(p: Pair): string {
  const { score } = p.f;
  const max = DEFAULT_SCORE_MAX;
  const band = scoreBandDe(score.score, score.label);
  const counted =
    'Gezählt werden einige klassische Kontakte zwischen euren Horoskopen, mit eigenen, weiteren Orben: Sonne mit Sonne oder Mond, eines der beiden Lichter auf dem Aszendenten des anderen, Venus mit Mars und Sonnen in Zeichen derselben Qualität.';
  const items = [...score.breakdown]
    .sort((x, y) => y.points - x.points)
    .flatMap((item) => {
      const points = `${item.points > 0 ? '+' : '−'}${Math.abs(item.points)}`;
      if (item.aspect) return [`${contactPhrase(p, item.aspect)} (${points})`];
      return /same mode/.test(item.rule) ? [`eure Sonnen in Zeichen derselben Qualität (${points})`] : [];
    })
    .slice(0, 4);
  const top =
    items.length > 0
      ? ` Am meisten ${items.length === 1 ? 'trägt' : 'tragen'} bei: ${listJoinDe(items)}.`
      : '';
  const range = !score.range
    ? ''
    : score.range.min === score.range.max
      ? ` Zu jeder Geburtsstunde bliebe er bei ${score.range.min}.`
      : ` Je nach Geburtsstunde läge er zwischen ${score.range.min} und ${score.range.max} Punkten.`;
  const head =
    score.score === 0
      ? `Ihr habt 0 Punkte auf einer festen Skala bis ${max}, die Stufe „${band}“: Keiner der gezählten Kontakte verbindet eure Horoskope.`
      : `Ihr habt ${score.score} Punkte auf einer festen Skala bis ${max}, die Stufe „${band}“.`;
  return `${head} ${counted}${top}${range} Der Wert misst die klassische astrologische Harmonie zwischen euren Horoskopen, nicht, was eure Beziehung wert ist.`;
}

/** Two named points, one of each person: the contacts between them, or where each stands. */
function answerPair(p: Pair, m: Mention, n: Mention, kinds: AspectName[]): GuideAnswer {
  const between = p.contacts.filter((x) => joins(x, m, n));
  const asked = between.filter((x) => kinds.length === 0 || kinds.includes(x.aspect));
  const parts: string[] = [];
  if (asked.length > 0) {
    const found = asked.slice(0, 2);
    parts.push(
      `${capitalise(listJoinDe(found.map((x) => `${contactPhrase(p, x, true)}${contactMarks(x)}`)))}.`,
      ...found.map((x) => contactTextDe(p, x)).filter(Boolean),
      ...(found.some((x) => x.generational) ? [GENERATION_NOTE] : []),
    );
    return { answer: parts.join(' '), sources: found.map(contactSource) };
  }
  // Whose point is whose: as the question says, else either way round when it names two planets.
  const open = m.side === undefined && n.side === undefined && m.point !== n.point;
  const [mSide, nSide]: [Side, Side] = m.side
    ? [m.side, (3 - m.side) as Side]
    : n.side
      ? [(3 - n.side) as Side, n.side]
      : [1, 2];
  const where = open
    ? `zwischen ${pointDativeDe(m.point)} und ${pointDativeDe(n.point)} eurer beiden Horoskope`
    : `zwischen ${own(p, mSide, m.point, true)} und ${own(p, nSide, n.point, true)}`;
  const none = kinds.length > 0 ? NO_ASPECT_DE[kinds[0]!] : 'keinen Aspekt';
  if (between.length > 0) {
    parts.push(
      `${capitalise(where)} gibt es ${none}, wohl aber diesen Kontakt: ${contactLine(p, between[0]!)}.`,
    );
    const text = contactTextDe(p, between[0]!);
    if (text) parts.push(text);
    return { answer: parts.join(' '), sources: [contactSource(between[0]!)] };
  }
  parts.push(
    `${capitalise(where)} gibt es in dieser Deutung ${none}${kinds.length > 0 ? '' : ': Die beiden stehen zu weit auseinander, um einander direkt anzusprechen'}.`,
  );
  // Where the points stand: both people's when the question left open whose is whose.
  const points = open
    ? ([1, 2] as const).flatMap((side) => [m, n].map((x) => [side, x.point] as const))
    : ([
        [mSide, m.point],
        [nSide, n.point],
      ] as const);
  const placed = points.flatMap(([side, point]) => {
    const at = placementOf(p, side, point);
    return at ? [{ side, at }] : [];
  });
  if (placed.length > 0) parts.push(placedList(p, placed));
  return {
    answer: parts.join(' '),
    sources: placed.map(({ side, at }) => `placement:${nameOf(p, side)}:${at.point}`),
  };
}

/** One named point of one person (or of both): where it stands, its contacts, the house it falls in. */
function answerPoint(p: Pair, point: PointName, side: Side, kinds: AspectName[]): GuideAnswer {
  const parts: string[] = [];
  const sources: string[] = [];
  const person = personOf(p, side);
  const at = placementOf(p, side, point);
  if (at) {
    parts.push(placementLine(p, side, at));
    sources.push(`placement:${person.name}:${point}`);
  } else if (point === 'Ascendant' && !person.birthTimeKnown) {
    parts.push(
      side === 1
        ? 'Ohne Geburtszeit lassen sich dein Aszendent und deine Häuser nicht berechnen.'
        : `Ohne Geburtszeit lassen sich ${genitiveDe(p.b)} Aszendent und Häuser nicht berechnen.`,
    );
  }
  // A generation's shared outer planet is told only when the point has no other contact.
  const all = p.contacts
    .filter((x) => (side === 1 ? x.p1 : x.p2) === point)
    .filter((x) => kinds.length === 0 || kinds.includes(x.aspect));
  const contacts = (all.some((x) => !x.generational) ? all.filter((x) => !x.generational) : all).slice(0, 2);
  if (contacts.length > 0) {
    const other = side === 1 ? `${genitiveDe(p.b)} Horoskop` : 'deinem Horoskop';
    parts.push(
      tellContacts(
        p,
        contacts,
        `Zwischen ${own(p, side, point, true)} und ${other} ${contacts.length === 1 ? 'besteht dieser Kontakt:' : 'bestehen diese Kontakte:'}`,
      ),
    );
    sources.push(...contacts.map(contactSource));
  } else if (at || point !== 'Ascendant' || person.birthTimeKnown) {
    parts.push(
      `Mit ${side === 1 ? `${genitiveDe(p.b)} Planeten` : 'deinen Planeten'} bildet ${own(p, side, point)} in dieser Deutung ${kinds.length > 0 ? NO_ASPECT_DE[kinds[0]!] : 'keinen engen Aspekt'}.`,
    );
  }
  const overlay = p.f.overlays?.find((o) => o.owner === side && o.planet === point);
  if (overlay) {
    parts.push(`${capitalise(overlayLine(p, overlay))}.`, overlayTextDe(p, overlay));
    sources.push(`overlay:${person.name}:${point}`);
  }
  const meridian = p.f.meridians?.find((m) => m.owner === side && m.planet === point);
  if (meridian) {
    parts.push(`${capitalise(meridianLine(p, meridian))}.`, meridianTextDe(p, meridian));
    sources.push(`meridian:${person.name}:${point}`);
  }
  return { answer: parts.filter(Boolean).join(' '), sources };
}

/** Themes a question may ask about, each read from the planets tradition gives it. */
const TOPICS_DE: {
  re: RegExp;
  points: PointName[];
  lead: (kind: RelationshipKind) => string;
  none: string;
}[] = [
  {
    re: word(
      'kommunikat|gespräch|rede|redet|sprech|sprich|sprach|zuhör|austausch|verständig|versteh|diskut|streitkultur',
    ),
    points: ['Mercury'],
    lead: () => 'Wie ihr miteinander sprecht und einander versteht, zeigt vor allem Merkur.',
    none: 'Merkur bildet zwischen euren Horoskopen keinen engen Aspekt; wie ihr miteinander redet, zeigen dann vor allem eure Merkurzeichen.',
  },
  {
    re: word('anziehung|leidenschaft|erotik|sex|romant|verliebt|chemie|begehr|zärtlich|liebe(?!sbeziehung)'),
    points: ['Venus', 'Mars'],
    lead: (kind) =>
      kind === 'romantic'
        ? 'Für Zuneigung und Anziehung stehen Venus und Mars.'
        : 'Venus und Mars zeigen, wie eure Vorlieben und eure Tatkraft zusammenkommen.',
    none: 'Venus und Mars bilden zwischen euren Horoskopen keinen engen Aspekt.',
  },
  {
    re: word('gefühl|emotion|geborgen|fürsorg|nähe|vertrau|zuhause'),
    points: ['Moon'],
    lead: () => 'Gefühle, Geborgenheit und die Fürsorge, die ihr einander gebt, zeigt der Mond.',
    none: 'Der Mond bildet zwischen euren Horoskopen keinen engen Aspekt.',
  },
  {
    re: word('dauer|halten|hält|bestand|beständig|verbindlich|treue|langfrist|zukunft|verlässlich'),
    points: ['Saturn'],
    lead: () => 'Ob eine Verbindung trägt und hält, liest die Überlieferung vor allem an Saturn ab.',
    none: 'Saturn bildet zwischen euren Horoskopen keinen engen Aspekt zu einem persönlichen Punkt.',
  },
  {
    re: word('glück|wachs|großzügig|optimis|ermutig'),
    points: ['Jupiter'],
    lead: () => 'Wo ihr einander ermutigt und wachsen lasst, zeigt Jupiter.',
    none: 'Jupiter bildet zwischen euren Horoskopen keinen engen Aspekt.',
  },
];

function answerTopic(p: Pair, topic: (typeof TOPICS_DE)[number]): GuideAnswer {
  // A contact of two of the theme's planets first (Venus with Mars before Mars with Mars), then one
  // of them with another planet.
  const touches = (x: SynastryContactFact) =>
    Number(topic.points.includes(x.p1)) + Number(topic.points.includes(x.p2));
  const all = bondContacts(p).filter((x) => touches(x) > 0);
  const rank = (x: SynastryContactFact) => touches(x) + Number(touches(x) === 2 && x.p1 !== x.p2);
  const list = [3, 2, 1].flatMap((r) => all.filter((x) => rank(x) === r)).slice(0, 3);
  const signs = topic.points.flatMap((point) =>
    ([1, 2] as const).flatMap((side) => {
      const at = placementOf(p, side, point);
      return at ? [{ side, at }] : [];
    }),
  );
  const signLine = signs.length > 0 ? ` ${placedList(p, signs)}` : '';
  const sources = [
    ...list.map(contactSource),
    ...signs.map(({ side, at }) => `placement:${nameOf(p, side)}:${at.point}`),
  ];
  if (list.length === 0) return { answer: `${topic.none}${signLine}`, sources };
  return {
    answer: `${topic.lead(p.kind)} ${tellContacts(p, list, list.length === 1 ? 'Zwischen euren Horoskopen:' : 'Zwischen euren Horoskopen stehen')}${signLine}`,
    sources,
  };
}

/** The easiest contacts (trines, sextiles, gentle conjunctions) or the most charged ones. */
function answerTone(p: Pair, easy: boolean): GuideAnswer {
  const list = bondContacts(p)
    .filter((x) => (easy ? contactEase(x) >= 0.9 : contactEase(x) <= 0.25))
    .slice(0, 2);
  if (list.length > 0)
    return {
      answer: tellContacts(
        p,
        list,
        easy ? 'Am leichtesten fließt es zwischen euch hier:' : 'Am meisten reibt ihr euch hier:',
      ),
      sources: list.map(contactSource),
    };
  const strongest = bondContacts(p)[0];
  const none = easy
    ? 'Einen leicht fließenden Kontakt, etwa ein Trigon oder ein Sextil, gibt es zwischen euren Horoskopen nicht.'
    : 'Einen gespannten Kontakt, etwa ein Quadrat oder eine Opposition, gibt es zwischen euren Horoskopen nicht.';
  return {
    answer: strongest ? `${none} ${tellContacts(p, [strongest], 'Euer stärkster Kontakt ist')}` : none,
    sources: strongest ? [contactSource(strongest)] : [],
  };
}

/** Each person's Sun, Moon, Venus and Mars in the other's houses, with the table's text of the first two. */
function answerHouses(p: Pair): GuideAnswer {
  const overlays = p.f.overlays ?? [];
  if (overlays.length === 0) {
    const untimed = ([1, 2] as const).filter((side) => !personOf(p, side).birthTimeKnown);
    const missing =
      untimed.length === 2 ? 'eure Geburtszeiten' : untimed.length === 1 ? birthTimeOf(p, untimed[0]!) : '';
    return {
      answer: missing
        ? `Ohne ${missing} lassen sich die Häuser nicht berechnen, darum kann ich dir nicht sagen, in welches Haus des anderen eure Planeten fallen. Die Aspekte zwischen euren Horoskopen gelten trotzdem; danach kannst du mich gern fragen.`
        : 'In dieser Deutung fällt keiner eurer Planeten so in ein Haus des anderen, dass sie ihn dort liest.',
      sources: [],
    };
  }
  // "In Bens Häusern stehen deine Sonne im vierten und deine Venus im fünften Haus."
  const hosted = ([2, 1] as const).flatMap((host) => {
    const guests = overlays.filter((o) => o.owner !== host);
    if (guests.length === 0) return [];
    const into = host === 2 ? `In ${genitiveDe(p.b)} Häusern` : 'In deinen Häusern';
    const list = guests.map((o) => `${own(p, o.owner, o.planet)} im ${ORDINAL_STEM_DE[o.house - 1]}en`);
    return [`${into} ${guests.length === 1 ? 'steht' : 'stehen'} ${listJoinDe(list)} Haus.`];
  });
  return {
    answer: [...hosted, ...overlays.slice(0, 2).map((o) => overlayTextDe(p, o))].join(' '),
    sources: overlays.map((o) => `overlay:${nameOf(p, o.owner)}:${o.planet}`),
  };
}

/** What the reading compares, its strongest contacts and the score, as the English guide's fallback. */
function answerOverview(p: Pair): GuideAnswer {
  const [mine, theirs] = [placementOf(p, 1, 'Sun'), placementOf(p, 2, 'Sun')];
  const suns =
    mine && theirs ? `: deine Sonne steht ${whereDe(mine)}, ${genitiveDe(p.b)} Sonne ${whereDe(theirs)}` : '';
  const top = bondContacts(p).slice(0, 3);
  const contacts =
    top.length > 0
      ? ` ${tellContacts(p, top, top.length === 1 ? 'Euer stärkster Kontakt ist' : 'Eure stärksten Kontakte sind')}`
      : '';
  const { score } = p.f;
  const band = scoreBandDe(score.score, score.label);
  return {
    answer: `Diese Deutung liest eure Horoskope ${BOND_DE[p.kind]}${suns}.${contacts} Auf dem Ring stehen ${score.score} Punkte auf einer festen Skala bis ${DEFAULT_SCORE_MAX}, die Stufe „${band}“. Frag mich nach eurer größten Stärke, danach, wo ihr euch reibt, nach eurem Wert oder nach einem Planeten von dir oder ${p.b}.`,
    sources: ['score', ...top.map(contactSource)],
  };
}

/** The contacts between the charts: the reading's own, or on older readings the ones the score counts. */
function contactsOf(f: CompatibilityFacts): Contact[] {
  const counted = [...f.score.breakdown]
    .sort((x, y) => y.points - x.points)
    .flatMap((item) => (item.aspect ? [{ ...item.aspect }] : []));
  if (!f.contacts) return counted;
  // The ring counts some contacts with wider orbs than the reading's: they come last, marked.
  const read = (x: Contact) =>
    f.contacts!.some((y) => y.p1 === x.p1 && y.p2 === x.p2 && y.aspect === x.aspect);
  return [...f.contacts, ...counted.filter((x) => !read(x)).map((x) => ({ ...x, ringOnly: true }))];
}

export function answerCompatibilityDe(f: CompatibilityFacts, q: string): GuideAnswer {
  const p: Pair = { f, a: f.person1.name, b: f.person2.name, kind: f.relationship, contacts: contactsOf(f) };
  const parts: string[] = [];
  const sources: string[] = [];
  const add = (answer: GuideAnswer) => {
    if (!answer.answer) return;
    parts.push(answer.answer);
    sources.push(...answer.sources.filter((s) => !sources.includes(s)));
  };
  if (word('wert(?!voll)|punkt|ring(?![a-zäöüß])|skala|score|bewertung|ergebnis').test(q)) {
    parts.push(answerScore(p));
    sources.push('score');
  }
  const named = mentions(p, q);
  const kinds = ASPECT_WORDS_DE.filter(([, re]) => re.test(q)).map(([k]) => k);
  // "unsere Sonnen", "Sonne zu Sonne": the same point of both.
  const both = word('unsere|eure|beide|zueinander').test(q);
  const [m, n] = named;
  const descendant = descendantHosts(p, q);
  const pair =
    m && n && m.side !== undefined && m.side === n.side
      ? undefined
      : m && n
        ? ([m, n] as const)
        : m && !m.side && (both || kinds.length > 0)
          ? ([
              { ...m, side: 1 },
              { ...m, side: 2 },
            ] as const)
          : undefined;
  if (descendant) for (const host of descendant) add(answerDescendant(p, host));
  else if (pair) add(answerPair(p, pair[0], pair[1], kinds));
  else if (named.length > 0) {
    const seen = new Set<string>();
    for (const x of named)
      for (const side of x.side ? [x.side] : ([1, 2] as const)) {
        if (seen.has(`${side}:${x.point}`)) continue;
        seen.add(`${side}:${x.point}`);
        add(answerPoint(p, x.point, side, kinds));
      }
  } else if (kinds.length > 0) {
    const list = bondContacts(p)
      .filter((x) => kinds.includes(x.aspect) && !onDescendant(x))
      .slice(0, 3);
    add(
      list.length > 0
        ? { answer: tellContacts(p, list, 'Zwischen euren Horoskopen:'), sources: list.map(contactSource) }
        : {
            answer: `Zwischen euren Horoskopen gibt es ${listJoinDe(kinds.map((k) => NO_ASPECT_DE[k]))}.`,
            sources: [],
          },
    );
  } else {
    const topic = TOPICS_DE.find((t) => t.re.test(q));
    if (topic) add(answerTopic(p, topic));
    else if (word('stärke|stärkst|leicht|harmon|positiv|gut(?:e|es)?(?![a-zäöüß])').test(q))
      add(answerTone(p, true));
    else if (
      word(
        'reib|streit|konflikt|spannung|gespannt|schwierig|problem|herausforder|schwäche|knirsch|kracht',
      ).test(q)
    )
      add(answerTone(p, false));
    else if (word('h[aä]us').test(q)) add(answerHouses(p));
  }
  if (parts.length > 0) return { answer: parts.join(' '), sources };
  return answerOverview(p);
}

/** Whose Descendant a question asks about ("mein Deszendent", "sein Deszendent"), or undefined. */
function descendantHosts(p: Pair, q: string): Side[] | undefined {
  const at = /(?<![a-zäöüß])deszendent/.exec(q);
  if (!at) return undefined;
  const before = q.slice(Math.max(0, at.index - 40), at.index);
  const names = (name: string) => `${escape(name.toLowerCase())}(?:s|'|’)?`;
  if (new RegExp(`${START}(?:mein\\w*|${names(p.a)})\\s+$`).test(before)) return [1];
  if (new RegExp(`${START}(?:sein\\w*|ihr\\w*|${names(p.b)})\\s+$`).test(before)) return [2];
  return [1, 2];
}

/** The partner's planets on one person's Descendant, or that none stands there. */
function answerDescendant(p: Pair, host: Side): GuideAnswer {
  const list = p.contacts.filter((x) => onDescendant(x) && angleSides(x)[2] === host).slice(0, 2);
  if (list.length > 0)
    return {
      answer: [
        `${capitalise(listJoinDe(list.map((x) => `${contactPhrase(p, x, true)}${contactMarks(x)}`)))}.`,
        ...list.map((x) => contactTextDe(p, x)).filter(Boolean),
      ].join(' '),
      sources: list.map(contactSource),
    };
  if (!personOf(p, host).birthTimeKnown)
    return {
      answer: `Ohne Geburtszeit lässt sich ${host === 1 ? 'dein' : genitiveDe(p.b)} Deszendent nicht berechnen.`,
      sources: [],
    };
  return {
    answer: `Auf ${angleOf(p, host, 'Deszendenten')} steht keiner ${host === 1 ? `von ${genitiveDe(p.b)}` : 'deiner'} Planeten.`,
    sources: [],
  };
}

/** Follow-up questions the German compatibility guide answers from the reading's own facts. */
export function suggestedCompatibilityDe(f: CompatibilityFacts): string[] {
  return [
    `Warum ist unser Wert ${f.score.score}?`,
    'Was ist unsere größte Stärke?',
    `Was bedeutet ${genitiveDe(f.person2.name)} Mond für mich?`,
  ];
}
