// Tarot readings written in German (decision 0028). The English composers' decisions are kept:
// the same drawn cards, the same yes/no lean (threeCardLean, crossLean) and the same comparison
// of two options, read from the German question by readQuestionDe. The words are German's own:
// the authored German card meanings, position frames built whole in German, and card names as
// German decks print them, always in the nominative so no case ending is ever guessed.
import type { SpreadId, TarotCard } from '../tarot/deck';
import type { TarotDraw } from '../tarot/draw';
import { meaningOfDe } from '../tarot/meanings/de';
import type { OrientationMeaning, TarotLean } from '../tarot/meanings/types';
import { CARD_NAMES_DE } from '../tarot/names-de';
import { crossLean } from './celtic-cross-report';
import { domainLean } from './celtic-cross-domain';
import { readQuestion, type QuestionReading } from './content/tarot-positions';
import { LEAN_VALUE, rev } from './tarot-interplay';
import { questionIntent, questionIntentDe, questionLean, type IntentQuestion } from './tarot-question-lean';
import {
  afterBreakupDe,
  asksForOtherDe,
  helpsOtherDe,
  inwardDe,
  otherOfDe,
  othersWillDe,
  personOfDe,
  readQuestionDe,
  theirMindOfDe,
  type GermanQuestion,
  type OtherDe,
} from './tarot-question-de';
import type { StepKind } from './content/tarot-care';
import {
  cardFacts,
  compareOptions,
  drawnCards,
  isCourt,
  kindOf,
  leanFor,
  spokenLean,
  threeCardLean,
  validate,
  type Drawn,
  type TarotReadingInput,
} from './tarot-report';
import { listJoinDe, NUMBER_DE } from './sky-words-de';
import { Chooser, capitalise, countWords, neutralise, quoteUserText, sentencesOf } from './text';
import type { Reading } from './types';
import { VERIFY_HEADING_DE } from './verify-footer';

/** A drawn card as the German text names it: nominative only, with its article, and its number. */
interface NameDe {
  /** "der Stern", "die umgekehrte Zehn der Schwerter", lower-case article for mid-sentence. */
  nom: string;
  /** "Der Stern (umgekehrt)": the heading's form. */
  title: string;
  /** Die Liebenden are plural: their verbs are too. */
  plural: boolean;
}

/** A German card with its authored text and the place it lies in. */
interface PlacedDe {
  p: Drawn;
  n: NameDe;
  m: OrientationMeaning;
  /** Where it lies, after "in"/"im": "in der Zukunft", "im Ergebnis". */
  at: string;
}

const ARTICLE = /^(Der|Die|Das) /;

/** "Zwei der Kelche" takes "die" (numbers are feminine), Ass "das", the court their own. */
const MINOR_ARTICLE: Record<string, string> = { Ass: 'das', Bube: 'der', Ritter: 'der', König: 'der' };

function nameDe(card: TarotCard, reversed: boolean): NameDe {
  const printed = CARD_NAMES_DE.get(card.id)!;
  const plural = card.id === 'major-06-lovers';
  const [article, rest] = ARTICLE.test(printed)
    ? [printed.slice(0, 3).toLowerCase(), printed.slice(4)]
    : [MINOR_ARTICLE[printed.split(' ')[0]!] ?? 'die', printed];
  // After the definite article the adjective ends in -e, in the plural -en.
  const nom = reversed ? `${article} ${plural ? 'umgekehrten' : 'umgekehrte'} ${rest}` : `${article} ${rest}`;
  return { nom, title: `${printed}${reversed ? ' (umgekehrt)' : ''}`, plural };
}

/** The verb in the card's number: "liegt" or, for Die Liebenden, "liegen". */
const v = (n: NameDe, singular: string, plural: string) => (n.plural ? plural : singular);

const manyVerb = (cards: PlacedDe[], singular: string, plural: string) =>
  cards.length > 1 || cards[0]?.n.plural ? plural : singular;
const namedAt = (x: PlacedDe) => `${x.n.nom} ${x.at}`;

/** Each position's label, where a card lies in it, and the sentences that place a card there. */
interface PositionDe {
  label: string;
  at: string;
  /**
   * Each takes the card's theme, or null when the overview has already told it, and the person the
   * question is about ("deinen Vater"), whom the people around the asker are read for first.
   */
  frames: ((n: NameDe, theme: string | null, who?: string | null, voice?: Voice) => string)[];
}

/**
 * Whose present and future a three-card frame speaks of: the asker's by default, the two of them
 * when the question is about the bond, or the one the reading is for ("Vor deiner Freundin liegt").
 */
type Voice = 'euch' | OtherDe | null;

/** The theme after the card's name, or the bare sentence when the overview told it already. */
const told = (theme: string | null) => (theme ? `: ${theme}.` : '.');

const POSITIONS_DE: Record<string, PositionDe> = {
  past: {
    label: 'Vergangenheit',
    at: 'in der Vergangenheit',
    frames: [
      (n, t) => `In der Vergangenheit ${v(n, 'liegt', 'liegen')} ${n.nom}${told(t)}`,
      (n, t) => `Aus der Vergangenheit ${v(n, 'spricht', 'sprechen')} ${n.nom}${told(t)}`,
    ],
  },
  present: {
    label: 'Gegenwart',
    at: 'in der Gegenwart',
    frames: [
      (n, t) => `In der Gegenwart ${v(n, 'steht', 'stehen')} ${n.nom}${told(t)}`,
      (n, t, _, voice) =>
        `Wo ${voice === 'euch' ? 'ihr jetzt steht' : voice ? `${voice.nom} jetzt steht` : 'du jetzt stehst'}, ${v(n, 'zeigt', 'zeigen')} ${n.nom}${told(t)}`,
    ],
  },
  future: {
    label: 'Zukunft',
    at: 'in der Zukunft',
    frames: [
      (n, t) => `In der Zukunft ${v(n, 'liegt', 'liegen')} ${n.nom}${told(t)}`,
      (n, t, _, voice) =>
        voice === 'euch'
          ? `Auf euch beide ${v(n, 'kommt', 'kommen')} ${n.nom} zu${told(t)}`
          : voice
            ? `Vor ${voice.dat} ${v(n, 'liegt', 'liegen')} ${n.nom}${told(t)}`
            : `Auf dich zu ${v(n, 'kommt', 'kommen')} ${n.nom}${told(t)}`,
    ],
  },
};

const CROSS_POSITIONS_DE: Record<string, PositionDe> = {
  present: {
    label: 'Der Kern der Sache',
    at: 'im Kern der Sache',
    frames: [(n, t) => `Im Kern der Sache ${v(n, 'liegt', 'liegen')} ${n.nom}${told(t)}`],
  },
  challenge: {
    label: 'Der kreuzende Einfluss',
    at: 'quer über dem Kern der Sache',
    frames: [(n, t) => `Quer darüber ${v(n, 'liegt', 'liegen')} ${n.nom} als Gegenkraft${told(t)}`],
  },
  crown: {
    label: 'Die Krone: Ziel und bestmöglicher Ausgang',
    at: 'in der Krone',
    frames: [(n, t) => `Die Krone ${v(n, 'bildet', 'bilden')} ${n.nom}${told(t)}`],
  },
  foundation: {
    label: 'Die Grundlage',
    at: 'an der Wurzel',
    frames: [(n, t) => `An der Wurzel ${v(n, 'liegt', 'liegen')} ${n.nom}${told(t)}`],
  },
  'recent-past': {
    label: 'Was vergeht',
    at: 'in der jüngsten Vergangenheit',
    frames: [(n, t) => `Gerade ${v(n, 'geht', 'gehen')} ${n.nom} vorüber${told(t)}`],
  },
  'near-future': {
    label: 'Was naht',
    at: 'in der nahen Zukunft',
    frames: [(n, t) => `Als Nächstes ${v(n, 'kommt', 'kommen')} ${n.nom}${told(t)}`],
  },
  self: {
    label: 'Du selbst',
    at: 'bei dir selbst',
    frames: [(n, t) => `Für dich selbst ${v(n, 'steht', 'stehen')} ${n.nom}${told(t)}`],
  },
  environment: {
    label: 'Dein Umfeld',
    at: 'in deinem Umfeld',
    frames: [
      (n, t, who) =>
        `Für die Menschen um dich${who ? `, allen voran für ${who},` : ''} ${v(n, 'steht', 'stehen')} ${n.nom}${told(t)}`,
    ],
  },
  'hopes-fears': {
    label: 'Hoffnungen und Ängste',
    at: 'zwischen Hoffnung und Angst',
    frames: [(n, t) => `Zwischen Hoffnung und Angst ${v(n, 'liegt', 'liegen')} ${n.nom}${told(t)}`],
  },
  outcome: {
    label: 'Was kommen wird',
    at: 'im Ergebnis',
    frames: [(n, t) => `Das Ergebnis ${v(n, 'ist', 'sind')} ${n.nom}${told(t)}`],
  },
};

const positionsOf = (spread: SpreadId) => (spread === 'three-card' ? POSITIONS_DE : CROSS_POSITIONS_DE);

/**
 * Words a health or legal question must never meet in German: the literal sense of the darker
 * cards. Card names are taken out before the check, so "Der Tod" the card may still be named.
 */
export const LITERAL_HARM_DE =
  /(?<![\p{L}])(tod|tode[s]?|tot|tote[nrs]?|sterben\w*|stirbt|starb\w*|tödlich\w*|krank\w*|erkrank\w*|armut|verarm\w*|ruin\w*|pleite|bankrott\w*|fehlgeburt\w*|unheilbar\w*)(?![\p{L}])/iu;
const CARD_NAME_WORDS = /(?<![\p{L}])(der|den|dem|des) (umgekehrten? )?tod(es)?(?![\p{L}])/giu;
export const readsLiterallyDe = (sentence: string) =>
  LITERAL_HARM_DE.test(sentence.replace(CARD_NAME_WORDS, ''));

/** On a sensitive question every sentence that could be heard literally is left out. */
function careful(text: string, sensitive: boolean): string {
  return sensitive
    ? sentencesOf(text)
        .filter((s) => !readsLiterallyDe(s))
        .join(' ')
    : text;
}

/** What the cards can and cannot say on a health, legal, grief or addiction question. */
const SENSITIVE_NOTE_DE: Record<NonNullable<GermanQuestion['sensitive']>, string> = {
  medical:
    'Bei Fragen zu Gesundheit, Schwangerschaft oder einer Behandlung ersetzen die Karten keine Ärztin und keinen Arzt: Sie zeigen, wie du mit der Lage umgehen kannst, nicht was im Körper geschieht.',
  legal:
    'Bei einer rechtlichen Frage ersetzen die Karten keine Anwältin und keinen Anwalt: Sie zeigen deine Haltung und deine nächsten Schritte, nicht das Urteil.',
  addiction:
    'Bei einer Sucht ersetzen die Karten keine Beratung und keine Therapie: Eine Suchtberatung oder deine Hausärztin ist der richtige erste Ort. Die Karten zeigen, was dir auf diesem Weg Kraft gibt.',
  grief:
    'Trauer hat ihre eigene Zeit, und die Karten beantworten sie nicht mit Ja oder Nein. Sie zeigen, was dich jetzt trägt. Wenn die Trauer dich erdrückt, sprich mit jemandem, dem du vertraust, oder mit einer Trauerbegleitung.',
};

/** An animal's health is for the vet: the cards show how the asker can stand by it. */
const VET_NOTE_DE =
  'Bei der Gesundheit eines Tieres ersetzen die Karten keine Tierärztin und keinen Tierarzt: Sie zeigen, wie du dein Tier begleiten kannst, nicht was in seinem Körper geschieht.';

const MORAL_NOTE_DE =
  'Ob das richtig ist, wägst du nach deinen eigenen Werten ab und mit den Menschen, die es betrifft: Die Karten zeigen, was dabei zählt, nicht, was du tun sollst.';

/** The cards a sensitive question could hear as a forecast of harm: each is read as a change in the matter. */
const CHANGE_CARDS_DE = new Set(['major-13-death', 'major-16-tower', 'swords-10-ten']);

function changeLine(
  cards: PlacedDe[],
  sensitive: GermanQuestion['sensitive'],
  other: OtherDe | null = null,
): string[] {
  const dark = cards.filter((x) => CHANGE_CARDS_DE.has(x.p.card.id));
  if (!dark.length) return [];
  const about = other ? other.acc : sensitive === 'medical' ? 'deine Gesundheit' : 'dich';
  return [
    `${capitalise(listJoinDe(dark.map((x) => x.n.nom)))} ${manyVerb(dark, 'steht', 'stehen')} hier für einen Wandel, nie für eine Vorhersage über ${about}.`,
  ];
}

/** A question about investing: the reading says it is not financial advice. */
const INVESTING_DE = /aktie|anleg|invest|krypto|bitcoin|fonds|etf|börse|rendite/iu;
const NOT_FINANCIAL_ADVICE_DE =
  'Das ist eine Deutung, keine Finanzberatung: Bei einer Geldanlage zählen die Fakten, die Kosten und dein eigener Zeitrahmen, und bei größeren Summen eine unabhängige Beratung.';

/** What each suit and its element bring to a spread that is full of it. */
const SUIT_DE: Record<string, string> = {
  wands: 'Das Element Feuer bestimmt die Legung: Es geht um Antrieb, Mut und darum, etwas in Gang zu setzen.',
  cups: 'Das Element Wasser bestimmt die Legung: Gefühle und Beziehungen tragen die Antwort mehr als Pläne.',
  swords:
    'Das Element Luft bestimmt die Legung: Gedanken, klare Worte und Entscheidungen sind gefragt, und manche Sorge ist größer im Kopf als in der Wirklichkeit.',
  pentacles:
    'Das Element Erde bestimmt die Legung: Es geht um Greifbares, um Geld, Arbeit, Körper und Zeit, und um Geduld mit dem, was wachsen muss.',
};

/** The elements of the suits, for how two cards side by side get on (the elemental dignities). */
const ELEMENT_DE: Record<string, string> = {
  wands: 'Feuer',
  cups: 'Wasser',
  swords: 'Luft',
  pentacles: 'Erde',
};
/** Fire feeds air and water feeds earth; fire against water and air against earth pull apart. */
const FRIENDLY = new Set(['wands|swords', 'swords|wands', 'cups|pentacles', 'pentacles|cups']);
const OPPOSED = new Set(['wands|cups', 'cups|wands', 'swords|pentacles', 'pentacles|swords']);

/** How the present and the card ahead get on by their elements, when both are minor cards. */
function elementsMeet(c: Chooser, now: PlacedDe, next: PlacedDe, lead: string): string | null {
  const [a, b] = [now.p.card.suit, next.p.card.suit];
  if (!a || !b) return null;
  const [ea, eb] = [ELEMENT_DE[a]!, ELEMENT_DE[b]!];
  if (a === b)
    return c.pick('el:same', [
      `${lead} sprechen dieselbe Sprache, die des Elements ${ea}: Was jetzt in Gang ist, setzt sich fort.`,
      `${lead} gehören beide zum Element ${ea}, und so führt das Heute ohne Bruch ins Morgen.`,
    ]);
  if (FRIENDLY.has(`${a}|${b}`))
    // The places are named: "Feuer und Luft nähren einander" alone leaves the reader asking which cards.
    return c.pick('el:friendly', [
      `${lead} gehören zu ${ea} und ${eb}, und diese Elemente nähren einander: Was du jetzt tust, trägt unmittelbar zu dem bei, was kommt.`,
      `${lead} gehören zu ${ea} und ${eb}, zwei Elementen, die sich gut vertragen, deshalb wirkt dein heutiges Handeln direkt in das hinein, was folgt.`,
    ]);
  if (OPPOSED.has(`${a}|${b}`))
    return c.pick('el:opposed', [
      `${lead} gehören zu ${ea} und ${eb}, und diese Elemente stehen gegeneinander: Zwischen dem, was jetzt ist, und dem, was kommt, liegt eine Spannung, die du bewusst überbrücken musst.`,
      `${lead} gehören zu ${ea} und ${eb}, zwei Elementen, die einander schwächen: Der Übergang verlangt mehr Umsicht, als es zunächst scheint.`,
    ]);
  return null;
}

const favourable = (x: PlacedDe) => x.m.lean === 'yes';
const hard = (x: PlacedDe) => x.m.lean === 'no';
const both = (a: PlacedDe, b: PlacedDe) => `${a.n.nom} und ${b.n.nom}`;

/**
 * Where the three-card story turns, read from all three cards' leans: out of a hard time, into
 * one, a test between two good cards, one direction throughout; said once, in the overview.
 */
function threeCardArc(c: Chooser, [past, present, future]: PlacedDe[]): { text: string; open: boolean } {
  const shut = (text: string) => ({ text, open: false });
  if (hard(past!) && favourable(future!))
    return shut(
      c.pick('arc:out', [
        'Die Karten erzählen von einem Weg heraus: Was hinter dir liegt, war schwer, und die Zukunft öffnet sich.',
        'Es ist eine Geschichte des Aufatmens: Das Schwere liegt hinter dir, und nach vorn wird es heller.',
      ]),
    );
  if (favourable(past!) && hard(future!))
    return shut(
      c.pick('arc:into', [
        'Die Karten mahnen zur Achtsamkeit: Was gut begonnen hat, braucht jetzt Pflege, sonst kippt es.',
        'Was gut angefangen hat, ist kein Selbstläufer: Die Zukunftskarte zeigt, wohin es ohne deine Aufmerksamkeit geht.',
      ]),
    );
  if (favourable(past!) && favourable(future!))
    return shut(
      hard(present!)
        ? 'Die Gegenwart ist eine Prüfung zwischen zwei guten Karten: Was früher getragen hat, kann dich auch durch diese Zeit tragen.'
        : !favourable(present!)
          ? // A mixed card between two kind ones is no "same good direction" (review de-b: a third person intruding, read as a good line).
            'Vergangenheit und Zukunft sind freundliche Karten; was dazwischen liegt, ist gemischt und verdient deine Aufmerksamkeit.'
          : c.pick('arc:good', [
              'Die Karten ziehen eine freundliche Linie von der Vergangenheit bis in die Zukunft: Du baust auf etwas Gutem auf.',
              'Vom Anfang bis zum Ende trägt die Legung dieselbe gute Richtung: Es lohnt sich, auf dem Weg zu bleiben.',
            ]),
    );
  if (hard(past!) && hard(future!))
    return shut(
      favourable(present!)
        ? 'Zwischen zwei schweren Karten steht eine hellere Gegenwart: Sie ist die Kraft, mit der du das Kommende bestehst.'
        : 'Die Karten zeigen eine schwere Strecke, die noch nicht vorbei ist: Umso mehr zählt, was du jetzt tust.',
    );
  return {
    open: true,
    text: c.pick('arc:pivot', [
      'Die Gegenwart ist der Angelpunkt: An ihr entscheidet sich, in welche Richtung die Geschichte weitergeht.',
      'Noch ist die Richtung offen: Was du jetzt tust, gibt der Geschichte ihre Wendung.',
    ]),
  };
}

/** What crosses the heart, crown against outcome, hope against outcome, and what you bring to what comes. */
function crossRelations(c: Chooser, cards: PlacedDe[]): string[] {
  const at = (key: string) => cards.find((x) => x.p.d.positionKey === key)!;
  const [crown, outcome, hopes, self, near] = ['crown', 'outcome', 'hopes-fears', 'self', 'near-future'].map(
    at,
  ) as PlacedDe[];
  const lines: string[] = [];
  const pair = `Krone und Ergebnis, ${both(crown!, outcome!)},`;
  if (favourable(crown!) && favourable(outcome!))
    lines.push(
      `${pair} zeigen in dieselbe gute Richtung: Was du anstrebst, ist auch das, worauf die Sache zuläuft.`,
    );
  else if (hard(crown!) && hard(outcome!))
    lines.push(
      `${pair} warnen beide: Wenn sich nichts ändert, läuft die Sache auf das hinaus, was sie zeigen, und es ist Zeit gegenzusteuern.`,
    );
  else if (favourable(outcome!) && hard(crown!))
    lines.push(`${pair} gehen auseinander: Die Krone warnt, doch das Ergebnis ist besser als die Warnung.`);
  else if (favourable(crown!) && hard(outcome!))
    lines.push(
      `${pair} gehen auseinander: Was du anstrebst, ist gut, doch ohne Kurswechsel läuft die Sache woandershin, und genau dort liegt deine Aufgabe.`,
    );
  // The place of hopes and fears is read for whichever its card is: a kind card a hope, a hard one a fear.
  if (favourable(hopes!) && favourable(outcome!))
    lines.push(
      'Was du erhoffst und was das Ergebnis zeigt, stimmen überein: Deine Hoffnung ist kein Wunschdenken.',
    );
  else if (hard(hopes!) && favourable(outcome!))
    lines.push(
      'Deine Befürchtungen sind größer als das, was das Ergebnis zeigt: Die Angst malt dunkler, als die Karten es tun.',
    );
  else if (favourable(hopes!) && hard(outcome!))
    lines.push(
      'Was du erhoffst, deckt sich nicht mit dem Ergebnis: Prüfe, ob die Hoffnung dich übersehen lässt, was noch zu tun ist.',
    );
  else if (hard(hopes!) && hard(outcome!))
    lines.push(
      'Deine Sorge und das Ergebnis ähneln sich: Nimm sie als Hinweis, wo du gegensteuern kannst, nicht als Urteil.',
    );
  const bridge = elementsMeet(c, self!, near!, 'Deine eigene Karte und die nahe Zukunft');
  return bridge ? [...lines, bridge] : lines;
}

/**
 * The Celtic Cross told as one story in the overview, after the answer, not a roll call of its
 * places (review de-d2: "Der Grund: … Der Kern: … Was sich querstellt: …"): the root when it
 * carries or burdens the matter, the heart and what crosses it read against each other by their
 * leans, and where it ends. Every card is
 * named in the nominative, so no card's case is guessed. A reading for someone else leaves the
 * road theirs.
 */
function crossStory(c: Chooser, cards: PlacedDe[], f: FocusDe): string {
  const at = (key: string) => cards.find((x) => x.p.d.positionKey === key)!;
  const [root, heart, cross, outcome] = ['foundation', 'present', 'challenge', 'outcome'].map(
    at,
  ) as PlacedDe[];
  const r = root!.n;
  const h = heart!.n;
  const x = cross!.n;
  const o = f.mode === 'support' ? f.other : null;
  const ground = favourable(root!)
    ? `Die Sache steht auf gutem Grund, den ${r.nom} an der Wurzel ${v(r, 'legt', 'legen')}.`
    : hard(root!)
      ? `Die Sache trägt eine alte Last mit sich, die ${r.nom} an der Wurzel ${v(r, 'zeigt', 'zeigen')}.`
      : '';
  const crossing = `${x.nom} quer darüber`;
  const answers = o ? `wie ${o.er} darauf antwortet` : 'wie du darauf antwortest';
  const centre = hard(heart!)
    ? `Im Zentrum ${v(h, 'steht', 'stehen')} ${h.nom}, eine Schwierigkeit, ${
        favourable(cross!)
          ? `und ${crossing} ${v(x, 'zeigt', 'zeigen')} schon, was dagegen hilft.`
          : hard(cross!)
            ? `und ${crossing} ${v(x, 'macht', 'machen')} sie nicht leichter.`
            : `und ${crossing} ${v(x, 'kann', 'können')} sie lindern oder verschärfen, je nachdem, ${answers}.`
      }`
    : favourable(heart!)
      ? `Im Zentrum ${v(h, 'steht', 'stehen')} ${h.nom}, eine Karte, die für ${o ? o.acc : 'dich'} arbeitet, ${
          favourable(cross!)
            ? `und ${crossing} ${v(x, 'treibt', 'treiben')} die Sache weiter.`
            : hard(cross!)
              ? `doch ${crossing} ${v(x, 'stellt', 'stellen')} sich in den Weg.`
              : `und ${crossing} ${v(x, 'entscheidet', 'entscheiden')} mit, wie viel davon ankommt.`
        }`
      : `Im Zentrum ${v(h, 'steht', 'stehen')} ${h.nom}, und noch ist nichts entschieden: ${
          favourable(cross!)
            ? `${capitalise(crossing)} ${v(x, 'gibt', 'geben')} der Sache Rückenwind.`
            : hard(cross!)
              ? `${capitalise(crossing)} ${v(x, 'macht', 'machen')} es schwerer.`
              : `Auch ${crossing} ${v(x, 'legt', 'legen')} sich nicht fest, darum ${
                  o
                    ? `zählt mehr als sonst, was ${o.er} selbst entscheidet`
                    : 'zählen deine eigenen Entscheidungen mehr als sonst'
                }.`
        }`;
  const end = outcome!.n;
  const stands = `Am Ende ${v(end, 'steht', 'stehen')} ${end.nom}`;
  const close = favourable(outcome!)
    ? `${stands}: Der Weg führt zu einem guten Ausgang, ${
        f.mode === 'animal' && f.other
          ? `wenn du ${him(f.other)} dabei begleitest`
          : o
            ? `wenn ${o.er} ihn geht`
            : 'wenn du ihn gehst'
      }.`
    : hard(outcome!)
      ? c.pick('story:hard-end', [
          `${stands}, doch das ist kein Urteil, sondern das, worauf die Sache ohne Kurswechsel zuläuft.`,
          `${stands}: eine Richtung, kein Schicksal, und sie gilt nur, wenn sich nichts ändert.`,
        ])
      : `${stands}, und wie es ausgeht, hängt an dem, was ${o ? 'jetzt' : 'du jetzt'} mit dem Kern der Sache ${
          o ? 'geschieht' : 'tust'
        }.`;
  return [ground, centre, close].filter(Boolean).join(' ');
}

/** What the asker brings to the cross, from the card of the self: the first word on the spread as a whole. */
function crossOwn(cards: PlacedDe[]): string {
  const self = cards.find((x) => x.p.d.positionKey === 'self')!;
  const me = self.n;
  return favourable(self)
    ? `Was du selbst einbringst, ${v(me, 'ist', 'sind')} ${me.nom}, und damit kannst du wuchern.`
    : hard(self)
      ? `Was dich dabei am meisten Kraft kostet, ${v(me, 'zeigt', 'zeigen')} ${me.nom} bei dir selbst.`
      : `Wie viel hier von deiner Haltung abhängt, ${v(me, 'zeigt', 'zeigen')} ${me.nom} bei dir selbst.`;
}

/**
 * What the spread says as a whole: how the present meets what comes, and at most one count, the
 * one that says most (a majority of great arcana, every card reversed, a leading suit, a single
 * trump's weight). Three counts in a row read as statistics (review de-d).
 */
function wholeSpread(c: Chooser, cards: PlacedDe[], forOther: boolean): string {
  const total = cards.length;
  // A son's exam or a pet's fear is not in the asker's hands: what the elements say of "dein
  // Handeln" is not said of it.
  const relations =
    total === 3
      ? [elementsMeet(c, cards[1]!, cards[2]!, 'Gegenwart und Zukunft')].filter(
          (x): x is string => x !== null && !(forOther && ADDRESSED_DE.test(x)),
        )
      : crossRelations(c, cards);
  // The cross's story is told in the overview; here it is read against itself, and counting its
  // arcana would be statistics.
  if (total !== 3) return [crossOwn(cards), ...relations].join(' ');
  const majors = cards.filter((x) => x.p.card.arcana === 'major');
  const reversed = cards.filter((x) => rev(x.p.d));
  const suits = new Map<string, number>();
  for (const x of cards) if (x.p.card.suit) suits.set(x.p.card.suit, (suits.get(x.p.card.suit) ?? 0) + 1);
  const [leading, count] = [...suits].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  const of = `von ${NUMBER_DE[total]}`;
  const counted =
    majors.length * 2 >= total
      ? `${majors.length === total ? `Alle ${NUMBER_DE[total]}` : `${capitalise(NUMBER_DE[majors.length]!)} ${of}`} Karten gehören zu den großen Arkana: Hier wirken Kräfte, die größer sind als eine einzelne Entscheidung, und die Frage berührt einen Wendepunkt.`
      : reversed.length === total
        ? 'Alle Karten liegen umgekehrt: Vieles ist noch blockiert oder wirkt erst im Inneren. Das ist kein schlechtes Omen, aber ein Zeichen, dass sich zuerst innen etwas lösen muss.'
        : // A suit leads when it holds at least two cards of three.
          leading && count >= 2
          ? SUIT_DE[leading]!
          : majors.length === 1
            ? `Das Gewicht der Legung liegt ${majors[0]!.at}: ${capitalise(majors[0]!.n.nom)} ${v(majors[0]!.n, 'ist', 'sind')} die einzige Karte der großen Arkana, und was sie anzeigt, reicht über den Alltag hinaus.`
            : forOther
              ? 'Keine Karte gehört zu den großen Arkana: Die Sache entscheidet sich im Alltag, nicht in einer Wende des Schicksals.'
              : 'Keine Karte gehört zu den großen Arkana: Die Sache liegt in deiner Hand und im Alltag, nicht in einer Wende des Schicksals.';
  return [relations.join(' '), counted].filter(Boolean).join('\n\n');
}

/** An option that keeps things as they are ("in Köln bleiben", "abwarten"). */
const STAYS =
  /(?<![\p{L}])(bleiben|behalten|weitermachen|weiter|weiterhin|abwarten|warten|so lassen|nichts ändern|beibehalten)(?![\p{L}])/iu;

function withStay(o: GermanQuestion['options']): QuestionReading['options'] {
  if (!o) return null;
  const [a, b] = [STAYS.test(o.a), STAYS.test(o.b)];
  return { ...o, stay: a && !b ? 0 : b && !a ? 1 : null };
}

/**
 * The English reading of a question that names no matter: the defaults a German question starts
 * from (no third person, no care, nothing granted), read once rather than at every reading.
 */
let neutralQuestion: QuestionReading | undefined;

/**
 * The German question as each spread reads it, the way the English cross corrects its own: it reads
 * "leave teaching to start a bakery" for the venture (a yes is the bakery going well), and leaves
 * leaving a marriage to the asker. A question and its translation then lean alike in either spread.
 */
function readForSpread(question: string, spread: SpreadId): GermanQuestion {
  const g = readQuestionDe(question);
  if (spread !== 'celtic-cross') return g;
  return {
    ...g,
    leaving: g.leaving && !g.leavesToStart,
    moral: g.moral || g.moralInCross,
  };
}

/** The question read in German, in the shape the English lean and comparison take. */
function asQuestionReading(
  g: GermanQuestion,
  question: string,
): QuestionReading & Pick<IntentQuestion, 'intent'> {
  return {
    // The English lean reads each card for what the question asks, from words it cannot read here.
    intent: questionIntentDe(question, g),
    ...(neutralQuestion ??= readQuestion('What lies ahead?')),
    // The English reading reads a friendship as a relationship; the lean is weighed alike.
    subject: g.friendship ? 'love' : g.subject,
    friendship: g.friendship,
    scores: g.scores,
    // As in English, a friendship is a sure subject: its topical card weighs as the English one does.
    confident: g.confident || g.friendship,
    yesNo: g.yesNo && !g.options,
    sensitive: g.sensitive,
    noVerdict: g.sensitive !== null || g.moral,
    fearedYes: g.fearedYes,
    leaving: g.leaving,
    doubtsHonesty: g.doubtsHonesty,
    suspects: g.suspects,
    sellsThing: g.sellsThing,
    estranging: g.estranging,
    asksTheirMind: g.asksTheirMind,
    noPartner: g.noPartner,
    options: withStay(g.options),
  };
}

/** The lean as the German answer heads it, said the way the question hears it. */
function leanHead(lean: TarotLean, strength: string | null, q: QuestionReading): string {
  if (q.sellsThing)
    return lean === 'yes'
      ? 'Die Karten sprechen eher dafür, es zu verkaufen.'
      : lean === 'no'
        ? 'Die Karten sprechen eher dafür, es zu behalten.'
        : 'Die Karten legen sich nicht fest, ob du verkaufen oder behalten sollst.';
  if (q.leaving)
    return lean === 'yes'
      ? 'Die Karten sprechen eher dafür, den Schritt zu wagen.'
      : lean === 'no'
        ? 'Die Karten sprechen eher dafür zu bleiben.'
        : 'Die Karten legen sich nicht fest, ob du gehen oder bleiben sollst.';
  const said = spokenLean(lean, q);
  if (said === 'unclear') return 'Ein klares Ja oder Nein geben die Karten nicht.';
  const word = said === 'yes' ? 'Ja' : 'Nein';
  return strength === 'clearly'
    ? `Die Karten sagen deutlich ${word}.`
    : strength === 'slightly'
      ? `Die Karten neigen zu einem ${word}, wenn auch nicht eindeutig.`
      : `Die Karten neigen zu einem ${word}.`;
}

const boldLean = (lean: TarotLean, strength: string | null, q: QuestionReading) => {
  const said = q.leaving ? lean : spokenLean(lean, q);
  if (said === 'unclear') return '**Offen.**';
  if (q.sellsThing) return said === 'yes' ? '**Eher verkaufen.**' : '**Eher behalten.**';
  if (q.leaving) return said === 'yes' ? '**Eher gehen.**' : '**Eher bleiben.**';
  return strength === 'clearly'
    ? `**${said === 'yes' ? 'Ja' : 'Nein'}.**`
    : `**Eher ${said === 'yes' ? 'ja' : 'nein'}.**`;
};

/** The lean on another's choice toward the asker: what the cards show between the two, never a certainty. */
const willHead = (lean: TarotLean) =>
  lean === 'unclear'
    ? 'Ein klares Ja oder Nein geben die Karten nicht.'
    : `Was die Karten zwischen euch zeigen, spricht eher für ein ${lean === 'yes' ? 'Ja' : 'Nein'}.`;
const willBold = (lean: TarotLean) =>
  lean === 'unclear' ? '**Offen.**' : `**Eher ${lean === 'yes' ? 'ja' : 'nein'}.**`;

/** Which cards give the lean and which pull against it, named where they lie. */
function leanBecause(pro: PlacedDe[], con: PlacedDe[]): string {
  if (!pro.length) return '';
  const give = `Den Ausschlag ${manyVerb(pro, 'gibt', 'geben')} ${listJoinDe(pro.map(namedAt))}`;
  const against = con.length
    ? `, während ${listJoinDe(con.map(namedAt))} ${manyVerb(con, 'dagegenhält', 'dagegenhalten')}`
    : '';
  return `${give}${against}.`;
}

/** The unclear lean: which cards speak for and which against, or that none decides. */
function unclearBecause(ahead: PlacedDe[], vote: (x: PlacedDe) => number, f: FocusDe): string {
  const yes = ahead.filter((x) => vote(x) > 0);
  const no = ahead.filter((x) => vote(x) < 0);
  // Another's exam or job turns on what they do next, not on the asker.
  const next = f.mode === 'support' ? `${f.other!.er} als Nächstes tut` : 'du als Nächstes tust';
  if (!yes.length || !no.length)
    return `Keine der Karten legt sich fest: Die Sache ist noch in Bewegung, und viel hängt davon ab, was ${next}.`;
  const sides = `${capitalise(listJoinDe(yes.map(namedAt)))} ${manyVerb(yes, 'spricht', 'sprechen')} dafür, ${listJoinDe(no.map(namedAt))} ${manyVerb(no, 'spricht', 'sprechen')} dagegen`;
  if (yes.length === no.length) return `${sides}, und keine Seite überwiegt.`;
  // Places weigh unequally, so a count of four against one would otherwise contradict "even".
  const fewer = yes.length < no.length ? yes : no;
  return fewer.some((x) => x.p.d.positionKey === 'outcome')
    ? `${sides}. Weil das Ergebnis schwerer wiegt als jede andere Karte, halten sich beide Seiten die Waage.`
    : `${sides}. Nach dem Gewicht ihrer Plätze halten sich beide Seiten die Waage.`;
}

const quoteOption = (o: string) => `„${quoteUserText(o, 12)}“`;

/**
 * What the card that carries the answer says on the question's own subject: its whole text for
 * the subject (fitted to the question), which then leaves the card's paragraph so it is said once.
 * Only a card with no fitting line falls back on its general advice.
 */
function actionOf(x: PlacedDe, g: GermanQuestion, question: string): { text: string; moved: boolean } {
  const lines = fittingLines(x, g, question);
  if (lines.length) return { text: lines.join(' '), moved: true };
  // The card's general lines fit any matter, where its advice may name one the question lacks.
  const general = fittingLines(x, { ...g, subject: 'spirit' }, question);
  return { text: general.length ? general.join(' ') : x.m.advice, moved: false };
}

/**
 * Who the reading is for when it is not simply the asker: an animal, someone whose own matter it
 * is, someone whose choice toward the asker it is, or the asker alone after a relationship ended.
 */
interface FocusDe {
  other: OtherDe | null;
  /** "mind": what someone feels for the asker, which is theirs; the cards read the bond. */
  mode: 'animal' | 'support' | 'will' | 'mind' | 'breakup' | null;
  /** The question is about a relationship that has ended. */
  ended: boolean;
}

let lastFocus: { question: string; g: GermanQuestion; focus: FocusDe } | undefined;
function focusOf(question: string, g: GermanQuestion): FocusDe {
  if (lastFocus?.question === question && lastFocus.g === g) return lastFocus.focus;
  const mind = g.asksTheirMind ? theirMindOfDe(question) : null;
  const other = mind ?? otherOfDe(question);
  const mode: FocusDe['mode'] = other?.animal
    ? 'animal'
    : mind
      ? 'mind'
      : other && othersWillDe(question) && !g.asksTheirMind
        ? 'will'
        : other && (helpsOtherDe(question) || (asksForOtherDe(question) && g.subject !== 'love'))
          ? 'support'
          : !other && afterBreakupDe(question) && inwardDe(question)
            ? 'breakup'
            : null;
  const focus = { other: mode === 'breakup' ? null : other, mode, ended: afterBreakupDe(question) };
  lastFocus = { question, g, focus };
  return focus;
}

/** "für sie", "für ihn", but "für dein Pferd": a neuter "es" after a preposition is said as the noun. */
const him = (o: OtherDe) => (o.ihn === 'es' ? o.acc : o.ihn);

/** The reading is for a pet or for someone else's own matter, not for the asker's. */
const readForOther = (question: string, g: GermanQuestion) => {
  const mode = focusOf(question, g).mode;
  return mode === 'animal' || mode === 'support';
};

/** The overview's word on whom the cards are read for, said once after the answer. */
function focusLine(f: FocusDe): string | null {
  const o = f.other;
  if (f.mode === 'breakup')
    return 'Weil es nach dem Ende der Beziehung um dich selbst geht, ist jede Karte für dich gelesen, nicht für die Beziehung.';
  if (!o) return null;
  if (f.mode === 'will')
    return `Was ${o.nom} tut, entscheidet ${o.er} selbst; die Karten zeigen, wie es zwischen euch steht und was bei dir liegt.`;
  // As the English reads "Does he love me?": the other's heart is theirs, the bond and your part are read.
  if (f.mode === 'mind')
    return `Was ${o.nom} fühlt, weiß nur ${o.er} selbst: Die Karten zeigen, ${
      f.ended ? 'was zwischen euch war' : 'wie es zwischen euch steht'
    } und was bei dir liegt.`;
  if (f.mode === 'animal')
    return `Deine Frage gilt ${o.dat}: Jede Karte ist darauf gelesen, was ${o.er} gerade durchmacht und wie du ${o.ihm} helfen kannst.`;
  if (f.mode === 'support')
    return `Deine Frage gilt ${o.dat}: Jede Karte ist darauf gelesen, was ${o.er} gerade durchmacht und wie du ${o.ihn} stützen kannst.`;
  return null;
}

/** Steps for an animal: calm, routine, small steps and the vet, never a household conversation. */
const animalSteps = (o: OtherDe): Record<StepKind, string> => ({
  wands: `Übe mit ${o.dat} in kleinen Schritten und belohne jeden ruhigen Moment, statt auf den großen Durchbruch zu warten`,
  cups: `Bleib selbst ruhig, wenn ${o.nom} unruhig wird, denn Tiere lesen die Stimmung ihrer Menschen genau`,
  swords: `Beobachte eine Woche lang, wann ${o.nom} unruhig wird und was ${o.ihm} hilft, und schreib es auf`,
  pentacles: `Richte ${o.dat} einen ruhigen, geschützten Platz ein, an den ${o.er} sich zurückziehen kann, und halte den Tagesablauf gleich`,
  major: `Hol dir Rat in der Tierarztpraxis oder bei einer erfahrenen Trainerin, und gib ${o.dat} die Zeit, die ${o.er} braucht`,
});

/** Steps for standing by someone through their own matter: an exam, a job, a hard time. */
const supportSteps = (o: OtherDe): Record<StepKind, string> => ({
  wands: `Biete ${o.dat} diese Woche etwas Konkretes an, ein Essen, einen Spaziergang oder eine Stunde deiner Zeit, statt eines allgemeinen „Melde dich, wenn du was brauchst“`,
  cups: `Hör ${o.dat} mehr zu, als du rätst, und lass ${o.ihn} sagen, was ${o.er} fühlt, ohne es gleich lösen zu wollen`,
  swords: `Frag ${o.ihn} geradeheraus, was ${o.ihm} helfen würde, und nimm die Antwort beim Wort`,
  pentacles: `Nimm ${o.dat} eine praktische Last ab, bevor ${o.er} darum bitten muss`,
  major: `Bleib auf Dauer verlässlich für ${him(o)} da, auch wenn der erste Schwung der Unterstützung vorbei ist`,
});

/** Steps for what is the asker's to do when the other's choice toward them is the other's. */
const willSteps = (o: OtherDe): Record<StepKind, string> => ({
  wands:
    'Mach selbst den ersten kleinen Schritt, einen Anruf oder ein paar ehrliche Zeilen, ohne sofort eine Antwort zu erwarten',
  cups: `Sag ${o.dat}, was ${o.er} dir bedeutet, ohne die alten Vorwürfe noch einmal aufzurollen`,
  swords:
    'Sag in einfachen Worten, was dir leidtut und was du dir wünschst, und lass die Frage beiseite, wer mehr Schuld hat',
  pentacles: `Schlag ${o.dat} etwas Kleines und Festes vor, einen Kaffee oder einen Spaziergang, statt alles auf einmal klären zu wollen`,
  major: `Lass die Tür offen und gib ${o.dat} die Zeit, die ${o.er} braucht; ob ${o.er} hindurchgeht, entscheidet ${o.er} selbst`,
});

/** Steps for the asker whose question is what someone feels for them: their own part, not a guess at the other's heart. */
const mindSteps = (o: OtherDe): Record<StepKind, string> => ({
  wands: `Zeig ${o.dat} ein Stück von dem, was du fühlst, und achte darauf, ob es erwidert wird`,
  cups: `Sag ${o.dat} in einfachen Worten, was du fühlst, und lass ${o.ihm} Zeit für eine eigene Antwort`,
  swords: `Frag ${o.ihn} offen, wie ${o.er} es sieht, statt aus Zeichen zu raten, und nimm die Antwort ernst`,
  pentacles: `Achte darauf, was ${o.er} Woche für Woche tut, nicht auf einzelne Worte, und miss es an dem, was du selbst brauchst`,
  major: `Frag dich, was du dir von ${o.dat} wirklich wünschst, und handle danach statt aus Angst`,
});

/** The same after a breakup: what the former partner feels stays with them, and the asker's life is the asker's. */
const exMindSteps = (o: OtherDe): Record<StepKind, string> => ({
  wands: `Steck deine Kraft in etwas, das nur dir gehört, statt auf ein Zeichen von ${o.dat} zu warten`,
  cups: `Lass, was ${o.er} fühlt, bei ${o.ihm}, und frag dich, was du dir wünschen würdest, falls ${o.er} noch an dich denkt, und was du in jedem Fall brauchst`,
  swords: `Schreib auf, was du dir von einem Wiedersehen erhoffst und was du fürchtest, bevor du dich bei ${o.dat} meldest`,
  pentacles: `Gib deinen Tagen einen festen Rahmen, der nicht davon abhängt, ob ${o.er} sich meldet`,
  major: `Frag dich, ob du ${o.acc} zurückwillst oder nur das Gefühl von damals, und entscheide danach`,
});

/** Steps for finding oneself again after a relationship has ended. */
const BREAKUP_STEPS: Record<StepKind, string> = {
  wands:
    'Nimm dir eine Sache vor, die nur dir gehört, einen Kurs, einen Sport oder einen alten Plan, und fang diese Woche damit an',
  cups: 'Lass die Trauer über das Ende zu und sprich mit einem Menschen, dem du vertraust, statt sie wegzuschieben',
  swords: 'Schreib auf, was du in der Beziehung von dir aufgegeben hast, und hol dir eine Sache davon zurück',
  pentacles:
    'Gib deinen Tagen wieder einen festen Rahmen aus Schlaf, Essen und Zeit draußen, auch wenn dir nicht danach ist',
  major:
    'Frag dich, wer du ohne diese Beziehung sein willst, und triff die nächste kleine Entscheidung danach',
};

/** A step for each subject by the suit of the card that guides it, written for that part of life. */
const SUBJECT_STEPS_DE: Record<string, Record<StepKind, string>> = {
  love: {
    wands: 'Plant bald etwas nur für euch zwei, das euch beiden Freude macht, und legt den Tag gleich fest',
    cups: 'Sag in einfachen Worten, was du fühlst und was du dir wünschst, und hör dir an, was zurückkommt',
    swords:
      'Sprich die ehrliche Frage an, der du bisher ausgewichen bist, in Ruhe und zu einem guten Zeitpunkt',
    pentacles:
      'Achte darauf, was Woche für Woche getan wird, nicht auf das, was versprochen wird, und fang bei dir selbst an',
    major:
      'Frag dich, was du dir von dieser Beziehung jetzt wirklich wünschst, und handle danach statt aus Angst',
  },
  single: {
    wands: 'Geh dorthin, wo du Menschen triffst, die deine Interessen teilen, und zeig dein Interesse offen',
    cups: 'Sei ehrlich zu dir, was du in der Liebe suchst, und sag es, wenn dir jemand gefällt',
    swords: 'Schreib auf, was dir in einer Beziehung unverzichtbar ist, und miss neue Bekanntschaften daran',
    pentacles: 'Gib dem Kennenlernen einen festen Platz in deiner Woche, statt auf den Zufall zu warten',
    major: 'Frag dich, was du dir von der Liebe jetzt wirklich wünschst, und handle danach statt aus Angst',
  },
  work: {
    wands: 'Setz deine Kraft für ein klares Ziel ein und zeig, was du kannst',
    cups: 'Sprich mit den Menschen, die es betrifft, und lass sie sehen, warum dir die Sache wichtig ist',
    swords: 'Halte Fakten, Zahlen und Absprachen schriftlich fest und prüfe jeden Schritt daran',
    pentacles: 'Mach die Grundlagenarbeit gründlich, damit deine Ergebnisse für dich sprechen',
    major: 'Miss die Sache daran, wo du in fünf Jahren beruflich stehen willst',
  },
  money: {
    wands: 'Tu diese Woche einen konkreten Schritt für deine Finanzen, statt abzuwarten',
    cups: 'Achte darauf, welche Ausgaben aus einem Gefühl kommen, und gib diesem Gefühl einen anderen Ausweg',
    swords:
      'Schreib jede Zahl auf, was hereinkommt und was hinausgeht, und entscheide nach dem Papier, nicht nach der Sorge',
    pentacles:
      'Setz dir ein Budget, das du halten kannst, und leg jeden Monat etwas zurück, so wenig es auch ist',
    major: 'Entscheide, wofür Geld in deinem Leben jetzt da sein soll, und lass das Budget dem folgen',
  },
  health: {
    wands: 'Beweg dich jeden Tag ein wenig, in dem Maß, das dir guttut',
    cups: 'Sprich mit jemandem, dem du vertraust, darüber, wie es dir wirklich geht',
    swords: 'Schreib deine Fragen auf und nimm sie zum nächsten Termin in der Praxis mit',
    pentacles: 'Gib deinen Tagen einen ruhigen, festen Rhythmus aus Schlaf, Essen und Pausen',
    major: 'Nimm es Tag für Tag und hol dir Hilfe, bevor es zu viel wird',
  },
  home: {
    wands:
      'Mach zu Hause selbst den ersten praktischen Schritt, statt darauf zu warten, dass die anderen anfangen',
    cups: 'Setz dich mit den Menschen zusammen, die es betrifft, und frag jeden, wie es ihm wirklich damit geht',
    swords: 'Sag ruhig und klar, was du von den Menschen brauchst, mit denen du lebst',
    pentacles: 'Kläre zuerst das Praktische: die Kosten, den Platz und wer was übernimmt',
    major: 'Überleg dir, wie dein Zuhause in ein paar Jahren aussehen soll, und entscheide danach',
  },
  place: {
    wands: 'Meld dich noch diese Woche auf die passenden Angebote, statt auf das perfekte zu warten',
    cups: 'Stell dir vor, wie sich ein gewöhnlicher Abend dort anfühlen soll, und such danach',
    swords:
      'Schreib auf, was unverzichtbar ist und worauf du verzichten kannst, und prüfe jedes Angebot daran',
    pentacles: 'Rechne die echten Kosten durch und leg deine Unterlagen schon jetzt bereit',
    major: 'Überleg dir, wo und wie du in ein paar Jahren leben willst, und entscheide danach',
  },
  travel: {
    wands: 'Leg ein Datum fest und tu den ersten konkreten Schritt',
    cups: 'Stell dir eine ganz gewöhnliche Woche am neuen Ort vor und achte darauf, wie sie sich anfühlt',
    swords: 'Schreib nebeneinander auf, was du gewinnst und was du aufgibst',
    pentacles: 'Rechne die echten Kosten, die Formalitäten und die Arbeit durch, bevor du dich festlegst',
    major:
      'Frag dich, ob der Schritt dem Leben dient, das du willst, und nicht nur dem Wunsch nach Veränderung',
  },
  study: {
    wands: 'Setz dir ein tägliches Ziel und fang heute an, auch wenn der erste Schritt klein ist',
    cups: 'Lern mit jemandem zusammen oder hol dir Hilfe, wo du festhängst',
    swords: 'Üb mit alten Prüfungsfragen und geh noch einmal durch, was du falsch hattest',
    pentacles: 'Mach dir einen festen Lernplan und halte ihn Tag für Tag ein',
    major:
      'Erinnere dich daran, warum du angefangen hast, und lass dich davon durch die zähen Strecken tragen',
  },
  legal: {
    wands: 'Handle innerhalb der Fristen, die du hast, und lass die Sache nicht treiben',
    cups: 'Nimm wahr, was dein Herz hier will, und wäge es neben den Fakten ab',
    swords: 'Schreib die Möglichkeiten mit ihren Kosten und Folgen auf und schlaf eine Nacht darüber',
    pentacles: 'Sammle jedes Papier und jede Zahl, bevor du entscheidest',
    major: 'Wähle den Weg, hinter dem du auch in einem Jahr noch stehen kannst',
  },
  spirit: {
    wands: 'Folge dem, was dir Kraft gibt, und räume ihm jede Woche eine feste Stunde ein',
    cups: 'Nimm dir jeden Tag eine stille Viertelstunde, um wahrzunehmen, was du fühlst',
    swords: 'Schreib auf, was du über diese Sache glaubst, und prüfe es ehrlich',
    pentacles: 'Fang mit einer kleinen täglichen Gewohnheit an und halte sie einen Monat lang',
    major:
      'Hör auf, gegen das anzukämpfen, was sich schon verändert hat, und vertrau der größeren Wende, in der du stehst',
  },
};

/**
 * The one thing to do, as an action the asker can take (the English composer's steps, written in
 * German): chosen by whom the question is for, its subject, and the suit of the card that guides it.
 */
function stepDe(f: FocusDe, g: GermanQuestion, question: string, guide: PlacedDe): string {
  const kind = kindOf(guide.p);
  const o = f.other;
  if (f.mode === 'animal') return animalSteps(o!)[kind];
  if (f.mode === 'will') return willSteps(o!)[kind];
  if (f.mode === 'mind') return (f.ended ? exMindSteps : mindSteps)(o!)[kind];
  if (f.mode === 'support') return supportSteps(o!)[kind];
  if (f.mode === 'breakup') return BREAKUP_STEPS[kind];
  const table =
    g.subject === 'love' && !g.friendship
      ? g.noPartner || g.asksTheirMind || NO_PARTNER_NOW.test(question)
        ? 'single'
        : 'love'
      : g.subject === 'home' && FLAT_SEARCH.test(question)
        ? 'place'
        : g.friendship
          ? 'home'
          : g.subject;
  return SUBJECT_STEPS_DE[table]![kind];
}

/** How the open answer's step meets the card at the end, without saying its theme a second time. */
function towardEnd(outcome: PlacedDe): string {
  const n = outcome.n;
  if (outcome.m.lean === 'yes')
    return `${capitalise(namedAt(outcome))} ${v(n, 'zeigt', 'zeigen')}, wohin das führen kann, und dieser Schritt ist der Weg dorthin.`;
  if (outcome.m.lean === 'no')
    return `${capitalise(namedAt(outcome))} ${v(n, 'zeigt', 'zeigen')}, wohin es ohne diesen Schritt läuft, und mit ihm steuerst du dagegen.`;
  return `Was ${namedAt(outcome)} ${v(n, 'bringt', 'bringen')}, ist noch offen, und dieser Schritt entscheidet mit, in welche Richtung es fällt.`;
}

/** Where a card lies in the story: behind the asker, where things stand, or ahead. */
const AHEAD = new Set(['future', 'near-future', 'outcome']);

/** A card read for the bond, when what the other does toward the asker is the other's to choose. */
function bondLine(o: OtherDe, key: string, lean: TarotLean): string {
  if (BEHIND.has(key))
    return `Das gehört zur Geschichte zwischen dir und ${o.dat}, kein Urteil über einen von euch, und es erklärt, wie es sich heute anfühlt.`;
  if (AHEAD.has(key))
    return lean === 'yes'
      ? `Für euch beide ist das ein gutes Zeichen, doch wann und wie ${o.er} einen Schritt tut, bleibt ${o.ihm} überlassen.`
      : lean === 'no'
        ? 'Für euch beide ist das eine Warnung, kein Urteil: Was du jetzt tust, kann es noch wenden.'
        : 'Was das für euch beide bringt, ist noch offen, und es hängt auch an dem, was du als Nächstes tust.';
  return lean === 'yes'
    ? `Zwischen dir und ${o.dat} ist das die Kraft, auf die du bauen kannst, und sie liegt in deiner Hand.`
    : lean === 'no'
      ? `Zwischen dir und ${o.dat} ist das die schwierige Stelle, und an ihr kannst du selbst arbeiten.`
      : `Zwischen dir und ${o.dat} ist das noch nicht entschieden, und viel hängt davon ab, wie du dich verhältst.`;
}

/**
 * A card read for the one the question is about, when the card's lines speak to the asker's own
 * matter (an exam the asker is not sitting, a household a dog does not have).
 */
function otherLine(o: OtherDe, key: string, lean: TarotLean, will: boolean): string {
  if (will) return bondLine(o, key, lean);
  if (BEHIND.has(key)) return `So fing es für ${o.acc} an, und manches davon trägt ${o.er} noch mit sich.`;
  const ahead = AHEAD.has(key);
  if (lean === 'yes')
    return ahead
      ? `Für ${o.acc} kündigt sich damit etwas Gutes an.`
      : o.animal
        ? `Für ${o.acc} ist das ein gutes Zeichen, und deine Geduld hilft ${o.ihm} dabei.`
        : `Für ${o.acc} ist das Rückenwind, und du kannst ${o.ihn} darin bestärken.`;
  if (lean === 'no')
    return ahead
      ? `Für ${o.acc} ist das eine Warnung, kein Urteil: ${o.animal ? 'Mit Geduld und Ruhe' : `Mit dem, was ${o.er} jetzt tut,`} lässt es sich noch wenden.`
      : o.animal
        ? `Für ${o.acc} ist das die schwierige Stelle, und gerade hier braucht ${o.er} deine Ruhe am meisten.`
        : `Für ${o.acc} ist das die schwierige Stelle, und gerade hier hilft ${o.ihm} dein Rückhalt am meisten.`;
  return ahead
    ? `Was das für ${o.acc} bringt, ist noch offen.`
    : o.animal
      ? `Was das für ${o.acc} bedeutet, ist noch offen, und viel hängt davon ab, wie du ${him(o)} dabei begleitest.`
      : `Was das für ${o.acc} bedeutet, ist noch offen, und viel hängt davon ab, wie ${o.er} damit umgeht.`;
}

interface AnswerDe {
  opening: string[];
  answer: string[];
  /** The cards whose lines for the subject the answer took. */
  moved: Set<PlacedDe>;
  /**
   * Whether the story of the cards may say how good or hard the road is: not where the answer is
   * firm and the story would call it open, nor where good cards are bad news (a feared yes, leaving).
   */
  arcFits: (arcIsOpen: boolean) => boolean;
}

/**
 * The answer's opening sentences and its closing section: a lean for a yes/no question, a
 * comparison for an either/or, and for an open or a sensitive question the one thing to do.
 */
function answerOf(
  spread: SpreadId,
  cards: PlacedDe[],
  draw: Drawn[],
  q: QuestionReading,
  g: GermanQuestion,
  question: string,
): AnswerDe {
  const outcome = cards.at(-1)!;
  const present = cards[spread === 'three-card' ? 1 : 0]!;
  const byDrawn = (p: Drawn) => cards.find((x) => x.p === p)!;
  const moved = new Set<PlacedDe>();
  const focus = focusOf(question, g);
  const act = (x: PlacedDe) => {
    const a = actionOf(x, g, question);
    if (a.moved) moved.add(x);
    return a.text;
  };
  // A choice of conscience is the asker's, as the English reading leaves it: no yes or no either.
  if (g.sensitive || g.moral) {
    // "Wird mir meine Schwester verzeihen?" is her choice, not the asker's: the asker's part is the step.
    const theirs = !g.sensitive && focus.mode === 'will' ? focus.other! : null;
    // A pet's or a mother's health: the cards' own advice speaks to the asker's matter, so the
    // asker's part is the step for standing by them (review de-d2: savings advice for a dog).
    const cared = g.sensitive && (focus.mode === 'animal' || focus.mode === 'support') ? focus.other! : null;
    if (cared) {
      const step = `Was du für ${him(cared)} tun kannst: ${stepDe(focus, g, question, outcome)}.`;
      return {
        opening: [
          q.yesNo
            ? 'Auf diese Frage geben die Karten bewusst kein Ja oder Nein, denn das Ergebnis liegt nicht bei ihnen.'
            : 'Die Karten zeigen dir hier einen Weg, kein Urteil: Das Ergebnis liegt nicht bei ihnen.',
          focusLine(focus)!,
          g.sensitive === 'medical' && cared.animal ? VET_NOTE_DE : SENSITIVE_NOTE_DE[g.sensitive!],
          ...changeLine(cards, g.sensitive, cared),
        ],
        answer: [`**Ein Weg statt eines Urteils.** ${step}`, towardEnd(outcome)],
        moved,
        arcFits: () => false,
      };
    }
    return {
      opening: [
        theirs
          ? `Auf diese Frage geben die Karten bewusst kein Ja oder Nein, denn die Entscheidung liegt bei ${theirs.dat}.`
          : !g.sensitive
            ? 'Auf diese Frage geben die Karten bewusst kein Ja oder Nein, denn die Entscheidung liegt bei dir.'
            : q.yesNo
              ? 'Auf diese Frage geben die Karten bewusst kein Ja oder Nein, denn das Ergebnis liegt nicht bei ihnen.'
              : 'Die Karten zeigen dir hier einen Weg, kein Urteil: Das Ergebnis liegt nicht bei ihnen.',
        theirs
          ? `Was bei dir liegt: ${stepDe(focus, g, question, outcome)}.`
          : `Was sie dir für den Umgang damit zeigen: ${act(outcome)}`,
        ...(theirs ? [] : [g.sensitive ? SENSITIVE_NOTE_DE[g.sensitive] : MORAL_NOTE_DE]),
        ...changeLine(cards, g.sensitive),
      ],
      answer: [
        `**Ein Weg statt eines Urteils.** ${capitalise(namedAt(outcome))} ${v(outcome.n, 'bedeutet', 'bedeuten')} hier: ${outcome.m.theme}.`,
        `Wo du jetzt ansetzen kannst, ${v(present.n, 'zeigt', 'zeigen')} ${namedAt(present)}: ${act(present)}`,
      ],
      moved,
      arcFits: () => false,
    };
  }
  if (g.options) {
    // The cross compares its options on the heart and the outcome, as the three cards on now and next.
    const asThree = (p: Drawn, positionKey: string) => ({ ...p, d: { ...p.d, positionKey } });
    const compared =
      spread === 'three-card'
        ? draw
        : [draw[4]!, asThree(present.p, 'present'), asThree(outcome.p, 'future')];
    const cmp = compareOptions(compared, q);
    const [a, b] = [g.options.a, g.options.b];
    const pick = cmp.favour === null ? null : cmp.favour === 0 ? a : b;
    const head = pick
      ? `Die Karten sprechen eher ${optionPhrase(pick, pick === a ? b : a).full}${cmp.slight ? ', wenn auch nur knapp' : ''}.`
      : `Zwischen ${quoteOption(a)} und ${quoteOption(b)} wählen die Karten nicht für dich, denn keine Karte nennt einen der beiden Wege.`;
    const future = spread === 'three-card' ? cards[2]! : outcome;
    const why = pick
      ? `Den Ausschlag ${v(future.n, 'gibt', 'geben')} ${namedAt(future)}${told(future.m.theme)}`
      : `Wonach du wählen kannst, ${v(future.n, 'zeigt', 'zeigen')} ${namedAt(future)}${told(future.m.theme)}`;
    return {
      opening: [head, why],
      answer: [
        pick ? `**Eher ${optionPhrase(pick, pick === a ? b : a).favoured}.**` : '**Beide Wege sind offen.**',
        `Worauf es dabei ankommt, ${v(future.n, 'sagt', 'sagen')} ${future.n.nom}: ${act(future)}`,
      ],
      moved,
      arcFits: () => true,
    };
  }
  if (q.yesNo) {
    const l = spread === 'three-card' ? threeCardLean(draw, q) : crossLean(draw, q);
    const ahead =
      spread === 'three-card' ? cards.slice(1) : cards.filter((x) => WEIGHED.has(x.p.d.positionKey));
    // Each card's vote as the English lean counts it, so the cards named agree with the lean: the
    // cross reads each card for what the question asks, as crossLean does (a suspicion is read
    // from the cards of honesty alone in both).
    const intent = questionIntent(q);
    const vote = (x: PlacedDe) =>
      spread === 'three-card' || q.suspects
        ? leanFor(x.p, q)
        : LEAN_VALUE[questionLean(q.leaving, intent, x.p.card.id, rev(x.p.d), x.p.m.lean).lean];
    const sign = LEAN_VALUE[l.lean];
    // The three-card lean names its cards; the cross's is read from every weighed place.
    const [pro, con] =
      'pro' in l
        ? [l.pro.map(byDrawn), l.con.map(byDrawn)]
        : [
            ahead.filter((x) => vote(x) === sign).sort(byWeight),
            ahead.filter((x) => vote(x) === -sign).sort(byWeight),
          ];
    const because =
      l.lean === 'unclear'
        ? unclearBecause(ahead, vote, focus)
        : leanBecause(pro.slice(0, 2), con.slice(0, 2));
    const guide = pro[0] ?? outcome;
    // The card against the lean says what it means on the question's own subject: its theme has been
    // said where it lies, and a line on the subject is what a reader would add (review r27).
    const against = (x: PlacedDe) => {
      const theme = x.m.theme ? `${x.m.theme}.` : '';
      if (x === guide || moved.has(x)) return theme;
      const lines = fittingLines(x, g, question);
      if (!lines.length) return theme;
      if (x.p.d.positionKey !== 'environment') moved.add(x);
      return lines.join(' ');
    };
    // Another's choice toward the asker is theirs, and so are their feelings: no card says either
    // for them, least of all "deutlich".
    const will = focus.mode === 'will';
    const mind = focus.mode === 'mind';
    const who = focusLine(focus);
    const forOther = focus.mode === 'animal' || focus.mode === 'support';
    const spoken = spokenLean(l.lean, q);
    const con0 = con[0] && l.lean !== 'unclear' ? against(con[0]) : '';
    return {
      opening: will
        ? [who!, willHead(spoken), because]
        : mind
          ? [willHead(spoken), because, who!]
          : [leanHead(l.lean, l.strength, q), because, ...(who ? [who] : [])],
      // The overview has named the cards for and against: the answer adds what to do and what stays hard.
      answer: [
        will || mind ? willBold(spoken) : boldLean(l.lean, l.strength, q),
        will || mind
          ? `Was bei dir liegt: ${stepDe(focus, g, question, guide)}.`
          : forOther
            ? `Was du für ${him(focus.other!)} tun kannst: ${stepDe(focus, g, question, guide)}.`
            : `Worauf es jetzt ankommt, ${v(guide.n, 'sagt', 'sagen')} ${guide.n.nom}: ${act(guide)}`,
        // A card whose theme speaks to the asker says nothing here when the reading is for someone else.
        ...(con0
          ? [`${againstLead(l.lean, q)}, ${v(con[0]!.n, 'zeigt', 'zeigen')} ${con[0]!.n.nom}: ${con0}`]
          : []),
      ],
      moved,
      // An open arc after an unclear lean says again that nothing is settled.
      arcFits: (open) =>
        !q.fearedYes &&
        !q.leaving &&
        !(open && (l.lean === 'unclear' || (l.strength !== null && l.strength !== 'slightly'))),
    };
  }
  // An open question is answered first with the thing to do: an action, chosen for whom the question
  // is for and by the card at the end, never a card's description of a situation (review de-d).
  const step = stepDe(focus, g, question, outcome);
  const who = focusLine(focus);
  return {
    opening: [`Kurz gesagt: ${step}.`, ...(who ? [who] : [])],
    answer: [
      `**Dein nächster Schritt:** ${step}.`,
      towardEnd(outcome),
      // A court card is a person: in your own situation it may be someone near you or a side of yourself.
      ...(isCourt(present.p.card) && !focus.other
        ? [
            `${capitalise(namedAt(present))} ${v(present.n, 'zeigt', 'zeigen')} einen Menschen in deiner Ausgangslage, jemanden in deiner Nähe oder eine Seite von dir selbst: ${present.m.theme}.`,
          ]
        : []),
    ],
    moved,
    arcFits: () => true,
  };
}

/** What the crown says of its card: the best that can come of it, or a warning, or the measure. */
/** What the coming card and the hopes-and-fears card ask, for a card with nothing on the question. */
const BARE_PLACE_LINE: Record<string, Record<TarotLean, string>> = {
  'near-future': {
    yes: 'Das ist Rückenwind, der bald kommt: Nutze ihn, wenn er da ist.',
    no: 'Das ist die nächste Prüfung, und du kannst dich jetzt schon darauf vorbereiten.',
    unclear: 'Was daraus wird, hängt davon ab, wie du darauf antwortest, wenn es so weit ist.',
  },
  'hopes-fears': {
    yes: 'Das ist deine Hoffnung: Halte sie als Ziel, nicht als Versprechen.',
    no: 'Das ist deine Angst, und eine benannte Angst wiegt weniger als eine unbestimmte.',
    unclear: 'Darin liegen Hoffnung und Angst zugleich; benenne beide, dann beherrscht dich keine.',
  },
};

const CROWN_LINE: Record<TarotLean, string> = {
  yes: 'Das ist dein Ziel, das Beste, was aus dieser Lage werden kann.',
  no: 'Als Krone ist das eine Warnung: Dorthin strebt die Sache, wenn niemand gegensteuert.',
  unclear: 'Daran misst sich, was aus dieser Lage werden kann.',
};

/** How the answer names the card against its lean: a hard card against a yes, a kind one against a no. */
function againstLead(lean: TarotLean, q: QuestionReading): string {
  if (q.leaving) return lean === 'yes' ? 'Was für das Bleiben spricht' : 'Was für das Gehen spricht';
  return lean === 'yes' ? 'Was dabei schwierig bleibt' : 'Was dennoch Hoffnung gibt';
}

/** Places behind the asker: their text is told as what was, without the step it asks for now. */
const BEHIND = new Set(['past', 'recent-past', 'foundation']);
/** A move to live elsewhere: a card's travel lines about a trip (a booking, a holiday, a visit) do not fit it. */
const RELOCATION_DE =
  /auswander|umzieh|umzug|ziehen nach|nach \p{L}+ ziehen|ins ausland ziehen|neue stadt|neues land/iu;
const TRIP_WORDS =
  /fahrkart|anschlüsse|ticket|flug|urlaub|ausflug|buch(e|st|ung)|besuch|reiseplan|koffer|gepäck|daheim|die menschen zu sehen|reise(?!\p{L})/iu;
/** A line that names the move itself ("eine Reise oder ein Umzug") speaks to a relocation, trip word or not. */
const MOVE_WORDS = /umzug|umzüge|umzieh|auswander|ortswechsel|neue[nms]? (?:land|stadt|heimat)/iu;
/** An ex or no partner yet: no line may speak of a partner beside the asker now. */
const NO_PARTNER_NOW =
  /(?<![\p{L}])ex(?![\p{L}])|ex-|single|jemanden kennen|verflossen|trennung|getrennt|scheidung|geschieden/iu;
/** Also the relationship itself going on ("hilft der Beziehung"), which an ended one is not. */
const PARTNER_NOW =
  /gegenüber|partner|ihr beide|euch|eure[mnrs]?(?![\p{L}])|zu zweit|bestehende[nr]? beziehung|(?<![\p{L}])(?:die|der|deine[rn]?|diese[rn]?) beziehung|miteinander|zueinander|an deiner seite|(?<![\p{L}])ihr (?:nicht |beide |euch )?(?:wollt|seid|habt|müsst|könnt|braucht|streitet|findet|geht|passt|zusammenpasst|wachst|kommt|sprecht|redet)(?![\p{L}])/iu;
/** A separation still to come, which an asker already separated has lived through. */
const SEPARATION_AHEAD = /trennung|zeichne[nt] sich ab/iu;
/** A search for a flat or a house: it has no household in it yet. */
const FLAT_SEARCH = /wohnung|zimmer|mietvertrag|haus (kaufen|mieten|finden)|eigenheim|immobilie/iu;
const HOUSEHOLD =
  /famili|unter einem dach|verwandt|angehörig|eltern|geschwister|kinder|erbe(?![\p{L}])|erbschaft|generation/iu;
/** A question that names family: only then may a card speak of one. Short words count whole, so "Bestehe ich?" names no marriage and "Bewerbung" no inheritance. */
const FAMILY_ASKED =
  /famili|mutter|mama|vater|papa|eltern|schwester|bruder|geschwister|sohn|tochter|kind|tante|onkel|cousin|nichte|neffe|verwandt|schwieger|baby|(?<![\p{L}])(?:ver)?erb|(?<![\p{L}])(?:oma|opa|ehe|(?:ehe)?(?:mann|frau))(?![\p{L}])/iu;

/**
 * The family cards told without the household on a question that names no family: the Ten of
 * Münzen reversed on a flatmate is a quarrel over money and shared things, not an inheritance.
 * Each keeps the words that recognise the card.
 */
const HOMELESS_THEMES_DE: Record<string, string> = {
  'pentacles-10-ten': 'ein bleibender Wohlstand, Sicherheit und Zugehörigkeit',
  'pentacles-10-ten:reversed': 'alte Strukturen, die Risse bekommen, und Streit um Geld und Besitz',
  'cups-10-ten': 'ein Glück, das bleibt, und Frieden unter den Menschen, die zählen',
  'cups-10-ten:reversed': 'ein schönes Bild, das nicht mehr zum Gefühl darin passt',
  'wands-04-four': 'ein Fest, mit Eintracht und einer eingebrachten Ernte',
  'wands-04-four:reversed': 'ein stilleres Glück oder eine verschobene Feier',
};
/** Their meanings told the same way, so the paragraph does not bring back the family the theme left out. */
const HOMELESS_MEANINGS_DE: Record<string, string> = {
  'pentacles-10-ten':
    'Ein alter Mann in gemustertem Gewand sitzt mit zwei Hunden an einem Torbogen, dahinter stehen ein Paar und ein Kind im Hof, und zehn Münzen liegen über dem ganzen Bild. Die Zehn der Münzen steht für Gewinn, Reichtum und eine Sicherheit, die über Jahre trägt. Was hier gebaut wird, ist auf Dauer angelegt.',
  'pentacles-10-ten:reversed':
    'Umgekehrt zeigt die Zehn der Münzen eine Sicherheit unter Druck: Verluste, Streit um Geld und Besitz oder alte Strukturen, die Risse bekommen. Waite verband sie mit Zufall, Verlust und Glücksspiel. Was lange halten sollte, braucht jetzt Aufmerksamkeit.',
  'cups-10-ten':
    'Ein Paar hebt die Arme zu einem Regenbogen aus zehn Kelchen, neben ihm tanzen zwei Kinder, und in der Ferne steht ein Haus. Die Zehn der Kelche steht für die Zufriedenheit des ganzen Herzens: ein Glück, das bleibt, und den Frieden, irgendwo dazuzugehören. Sie ist eine der freudigsten Karten im ganzen Tarot.',
  'cups-10-ten:reversed':
    'Umgekehrt zeigt die Zehn der Kelche eine Kluft zwischen dem glücklichen Bild und dem Gefühl darin. Waite sprach vom falschen Herzen, von Empörung und Streit. Enttäuschte Erwartungen oder das Gefühl, nicht dazuzugehören, können im Spiel sein.',
};
/** An illness or a treatment: no line urges hard exercise beside it. */
const STRENUOUS =
  /wettkampf|kräftige bewegung|auspowern|an deine grenzen|hartes training|intensive[nrs]? training/iu;
/** A loss: nothing festive is said beside it. */
const FESTIVE = /feier|fest(?![\p{L}])|familienfest|einweihung|party|jubel|hochzeit|ausgelassen/iu;
/** A marriage or a relationship asked about: no line may hint at someone new. */
const COMMITTED =
  /ehe(?![\p{L}])|hochzeit|flitterwochen|verheiratet|verlobt|ehemann|ehefrau|mein(em|en)? mann|meine[rn]? frau|meine[rn]? beziehung|mein(em|en)? partner/iu;
const SOMEONE_NEW = /neue[nm]? menschen|neue liebe|jemand neue|jemandem neue/iu;
/** A partner the asker names as theirs: a boyfriend, a wife, a marriage. */
const OWN_PARTNER = new RegExp(
  `${COMMITTED.source}|mein(em|en)? (freund|partner)(?![\\p{L}])|meine[rn]? (freundin|partnerin)(?![\\p{L}])`,
  'iu',
);

/** The card's lines for the question's subject, less those that presume a partner, a trip or someone new the question rules out. */
function fittingLines(x: PlacedDe, g: GermanQuestion, question: string): string[] {
  // A pet's card lines speak to a household, another's exam or job to the asker's own: neither is
  // said, and the card is read for the one the question is about instead.
  const mode = focusOf(question, g).mode;
  if (mode === 'animal' || mode === 'support' || mode === 'will') return [];
  // "Was fühlt er für mich?" names no partner: no line may take a relationship for granted.
  const noPartner =
    g.noPartner || NO_PARTNER_NOW.test(question) || (mode === 'mind' && !OWN_PARTNER.test(question));
  const relocation = g.subject === 'travel' && RELOCATION_DE.test(question);
  const fits = (line: string) =>
    !(relocation && TRIP_WORDS.test(line) && !MOVE_WORDS.test(line)) &&
    !(noPartner && PARTNER_NOW.test(line)) &&
    !(COMMITTED.test(question) && SOMEONE_NEW.test(line)) &&
    !(
      (!FAMILY_ASKED.test(question) || (g.subject === 'home' && FLAT_SEARCH.test(question))) &&
      HOUSEHOLD.test(line)
    ) &&
    !(g.sensitive === 'grief' && FESTIVE.test(line)) &&
    !(mode === 'breakup' && SEPARATION_AHEAD.test(line)) &&
    !(g.sensitive === 'medical' && STRENUOUS.test(line));
  // A line after one left out may lean on it ("Lass dich davon berühren"), so it goes too.
  const lines = sentencesOf(careful(x.m.subjects[g.subject], g.sensitive !== null));
  const unfit = lines.findIndex((line) => !fits(line));
  if (unfit < 0) return lines;
  // A later line that names the move stands on its own, so a trip left out before it does not take it along.
  const standing = relocation ? lines.slice(unfit + 1).filter((l) => MOVE_WORDS.test(l) && fits(l)) : [];
  return [...lines.slice(0, unfit), ...standing];
}

/**
 * The card's own lines in its paragraph: in the surroundings the card is the people around, so
 * its meaning's closing line is said instead of lines to "you"; behind the asker only the first
 * line, as what was; none when the answer has taken them.
 */
function ownLines(x: PlacedDe, key: string, w: Writing): string {
  // The people around are not "du": a closing line that speaks to the asker is not said of them.
  if (key === 'environment')
    return (
      sentencesOf(x.m.meaning)
        .filter((s) => !ADDRESSED_DE.test(s))
        .at(-1) ?? ''
    );
  if (w.moved.has(x)) return '';
  const lines = fittingLines(x, w.g, w.question);
  return (BEHIND.has(key) && !w.fullPast ? lines.slice(0, 1) : lines).join(' ');
}

/** Separable prefixes that take "zu" inside the verb ("anzunehmen", "auszuwandern"). */
const SEPARABLE = [
  'zurück',
  'weiter',
  'heraus',
  'hinaus',
  'fest',
  'los',
  'weg',
  'mit',
  'nach',
  'vor',
  'auf',
  'aus',
  'ab',
  'an',
  'ein',
  'zu',
  'um',
  'hin',
  'her',
  'bei',
];
const NOT_SEPARABLE = new Set(['antworten', 'analysieren', 'umarmen', 'vorstellen']);

/** "dich selbstständig machen" as "dich selbstständig zu machen"; null when the option is no verb phrase. */
function zuInfinitive(option: string): string | null {
  const words = option.trim().split(/\s+/);
  const verb = words.at(-1)!;
  if (!/^[a-zäöüß]+(en|ern|eln)$/u.test(verb) && verb !== 'tun' && verb !== 'sein') return null;
  const prefix = NOT_SEPARABLE.has(verb)
    ? undefined
    : SEPARABLE.find((p) => verb.startsWith(p) && verb.length > p.length + 3);
  const zu = prefix ? `${prefix}zu${verb.slice(prefix.length)}` : `zu ${verb}`;
  return [...words.slice(0, -1), zu].join(' ');
}

/** The object a bare verb shares with the other option ("das Haus verkaufen oder behalten": es). */
const OBJECT_PRONOUN: [RegExp, string][] = [
  [/^(den|deinen|einen|euren)$/u, 'ihn'],
  [/^(die|deine|eine|eure)$/u, 'sie'],
  [/^(das|dein|ein|euer)$/u, 'es'],
];

/**
 * "dafür, nach Hamburg zu ziehen, als in Berlin zu bleiben", or the options quoted when they are
 * not verbs. A bare verb shares the other option's object, said once and then as a pronoun:
 * "dafür, das Haus deiner Eltern zu behalten, als es zu verkaufen".
 */
function optionPhrase(pick: string, other: string): { favoured: string; full: string } {
  const said = (favoured: string, against: string) => ({
    favoured: `dafür, ${favoured}`,
    full: `dafür, ${favoured}, als ${against}`,
  });
  const [p, o] = [quoteUserText(pick, 12), quoteUserText(other, 12)];
  const [bare, full] =
    !p.includes(' ') && o.includes(' ')
      ? [p, o]
      : !o.includes(' ') && p.includes(' ')
        ? [o, p]
        : [null, null];
  const pronoun = full ? OBJECT_PRONOUN.find(([re]) => re.test(full.split(' ')[0]!))?.[1] : undefined;
  if (bare && full && pronoun) {
    const object = full.split(' ').slice(0, -1).join(' ');
    const [withObject, withPronoun] = [
      zuInfinitive(`${object} ${bare}`),
      zuInfinitive(`${pronoun} ${full.split(' ').at(-1)}`),
    ];
    const [fullZu, bareZu] = [zuInfinitive(full), zuInfinitive(`${pronoun} ${bare}`)];
    if (bare === p && withObject && withPronoun) return said(withObject, withPronoun);
    if (bare === o && fullZu && bareZu) return said(fullZu, bareZu);
  }
  const [a, b] = [zuInfinitive(p), zuInfinitive(o)];
  return a && b
    ? said(a, b)
    : {
        favoured: `für ${quoteOption(pick)}`,
        full: `für ${quoteOption(pick)} als für ${quoteOption(other)}`,
      };
}

/** The Celtic Cross places that weigh in a yes/no answer, heaviest first. */

const WEIGHED = new Map([
  ['outcome', 3],
  ['self', 2],
  ['present', 2],
  ['near-future', 1.5],
  ['crown', 1],
  ['environment', 1],
]);
const byWeight = (a: PlacedDe, b: PlacedDe) =>
  (WEIGHED.get(b.p.d.positionKey) ?? 0) - (WEIGHED.get(a.p.d.positionKey) ?? 0);

/** What every card paragraph of one reading is written with. */
interface Writing {
  c: Chooser;
  spread: SpreadId;
  g: GermanQuestion;
  question: string;
  /** The person the question is about, after "für" ("deinen Vater"), or null. */
  who: string | null;
  /** The cards whose lines for the subject the answer took. */
  moved: AnswerDe['moved'];
  arcFits: AnswerDe['arcFits'];
  /** Whether this card's paragraph keeps its citations of Waite and the modern reading. */
  cites: (x: PlacedDe) => boolean;
  /** Whether a card behind the asker says all its lines, for a reading that would otherwise be short. */
  fullPast: boolean;
  /**
   * The last resort of a short reading: every card of the cross says its meaning, and each of the
   * three cards is placed in a sentence of its own, theme and all.
   */
  fullest: boolean;
  /** The first resort of a long reading: only the heart of the cross and its end say their meanings. */
  leanest: boolean;
  /** Lines for the one the question is about already said, so no card repeats another's. */
  said: Set<string>;
}

/** A sentence that cites the tradition or the modern reading by name. */
const CITES_DE = /Waite|moderne Deutung|heutige Deutung|moderne Lesart|überliefert/u;

/** "Doch" or "Aber" opening a sentence, before its subject, so it can go without reordering the verb. */
const CONTRAST_OPENING =
  /^(?:Doch|Aber) (?=(?:der|die|das|ein|eine|einer|du|es|er|sie|man|ihr|wir|dein|deine|was|wer)(?![\p{L}])|\p{Lu})/u;

/**
 * A meaning without its citations, unless it keeps them. A "Doch" that answered a dropped citation
 * would then contrast with the kind sentence before it, so it goes with the citation.
 */
function uncited(sentences: string[], keep: boolean): string {
  if (keep) return sentences.join(' ');
  return sentences
    .map((s, i) => (CITES_DE.test(s) ? '' : i > 0 && CITES_DE.test(sentences[i - 1]!) ? dropContrast(s) : s))
    .filter(Boolean)
    .join(' ');
}

const dropContrast = (s: string) => {
  const rest = s.replace(CONTRAST_OPENING, '');
  return rest === s ? s : capitalise(rest);
};

/** Whose life the frames speak of: the pet's or the third person's, the pair's, or the asker's. */
function voiceOf(w: Writing): Voice {
  const f = focusOf(w.question, w.g);
  if (f.mode === 'animal' || f.mode === 'support') return f.other;
  return f.mode === 'will' || (f.mode === 'mind' && !f.ended) ? 'euch' : null;
}

/** A card's paragraph: where it lies and what that means, what it is, what it says on the subject. */
function cardParagraph(w: Writing, x: PlacedDe, i: number, full: boolean): string {
  const key = x.p.d.positionKey;
  const pos = positionsOf(w.spread)[key]!;
  // The overview tells the story without the cards' themes, so each card's place says its own.
  const frame = w.c.cycle('frame', i, pos.frames)(x.n, x.m.theme, w.who, voiceOf(w));
  // Citations stapled to every card read as a lecture (German review de-2): only the cards the
  // answer rests on keep them, unless the reading would otherwise fall short.
  // A card whose theme spoke to the asker, left out for someone else's reading, says its meaning instead.
  const meaning =
    full || !x.m.theme ? uncited(sentencesOf(careful(x.m.meaning, w.g.sensitive !== null)), w.cites(x)) : '';
  // The closing line said of the people around may be the whole meaning left for someone else's reading.
  const lines = ownLines(x, key, w);
  const own = meaning.includes(lines) ? '' : lines;
  const other = focusOf(w.question, w.g);
  // Read for the one the question is about, each line once in the reading.
  const forOther =
    (other.mode === 'animal' || other.mode === 'support' || other.mode === 'will') && key !== 'environment'
      ? otherLine(other.other!, key, x.m.lean, other.mode === 'will')
      : '';
  const theirs = forOther && !w.said.has(forOther) ? forOther : '';
  if (theirs) w.said.add(theirs);
  // A card that would otherwise stop at its theme says what its place asks of the asker.
  const placeLine =
    !own && !meaning && !theirs && w.spread === 'celtic-cross' ? BARE_PLACE_LINE[key]?.[x.m.lean] : '';
  return [frame, key === 'crown' ? CROWN_LINE[x.m.lean] : '', meaning, own, theirs, placeLine]
    .filter(Boolean)
    .join(' ');
}

const verifyTextDe = (draw: TarotDraw) =>
  `${VERIFY_HEADING_DE}\n\nDie Reihenfolge der Karten stand fest, bevor du gezogen hast: Ihr Siegel (${draw.commitment.slice(0, 16)}…), ein Fingerabdruck des geheimen Startwerts, wurde vorher festgehalten. Mit dem Startwert (Seed) ${draw.seed} und ${draw.cut ? `dem Abheben „${quoteUserText(draw.cut, 8)}“` : 'ohne Abheben'} ergibt das Tarot-Werkzeug von Orrery genau diese Karten in genau dieser Lage.`;

/**
 * Where the three-card story turns, after the answer: the cards' themes are told where each card
 * lies, since a "Was war: … Was ist: … Was kommt: …" roll call before them read as a form (review de-d).
 */
function threeCardStory(c: Chooser, cards: PlacedDe[], arcFits: AnswerDe['arcFits'], forOther: boolean) {
  const arc = threeCardArc(c, cards);
  // "Das Schwere liegt hinter dir" is the asker's story, not a pet's or a sister's.
  return arcFits(arc.open) && !(forOther && ADDRESSED_DE.test(arc.text)) ? arc.text : '';
}

/** Waite's loan line of the Seven of Münzen reversed, which only a question about lending is served by. */
const MONEY_LENT_DE = / Waite warnte vor Sorgen um Geld, das man verleihen könnte\./;
const LENDING_DE = /leih|schuld|kredit|darlehen|zurückzahl/iu;

/** A sentence that speaks to "du" as the one living the card. */
const ADDRESSED_DE = /(?<![\p{L}])(?:du|dich|dir|dein\p{L}*)(?![\p{L}])/iu;
const YOUR_DE = /(?<![\p{L}])([Dd])ein(?=(?:e[mnrs]?)?(?![\p{L}]))/gu;

/**
 * A card's text for a reading about someone else (review de-d2: the Hermit reversed sending a dog
 * "unter Menschen", the Nine of Cups reversed telling the asker "du hast bekommen, was du
 * wolltest" about a friend's exam): the sentences that make the asker the one living the card go,
 * a theme that only says "dein" is told with the other's possessive, and a theme that speaks to
 * "du" is left out, so the frame places the card without it.
 */
function forSomeoneElse(m: OrientationMeaning, o: OtherDe): OrientationMeaning {
  const kept = sentencesOf(m.meaning);
  const meaning = kept
    .map((s, i) =>
      ADDRESSED_DE.test(s) ? '' : i > 0 && ADDRESSED_DE.test(kept[i - 1]!) ? dropContrast(s) : s,
    )
    .filter(Boolean)
    .join(' ');
  const his = o.er === 'sie' ? 'ihr' : 'sein';
  const recast = m.theme.replace(YOUR_DE, (_, d: string) => (d === 'D' ? capitalise(his) : his));
  const theme = !ADDRESSED_DE.test(recast) && !o.animal ? recast : ADDRESSED_DE.test(m.theme) ? '' : m.theme;
  return { ...m, theme, meaning };
}

function placed(
  draw: TarotDraw,
  q: QuestionReading,
  question: string,
  g: GermanQuestion,
): { drawn: Drawn[]; cards: PlacedDe[] } {
  // The English cross weighs a card by its sense on a friendship (the Six of Swords as drifting
  // apart); the German lean must weigh it alike.
  const drawn = drawnCards(draw, q).map((p) => {
    const lean =
      draw.spread === 'celtic-cross' && q.friendship
        ? domainLean('friendship', p.card.id, rev(p.d))
        : undefined;
    return lean ? { ...p, m: { ...p.m, lean } } : p;
  });
  const positions = positionsOf(draw.spread);
  const lending = LENDING_DE.test(question);
  const focus = focusOf(question, g);
  const forOther = readForOther(question, g);
  const cards = drawn.map((p) => {
    const reversed = rev(p.d);
    const m = meaningOfDe(p.card, reversed);
    const key = `${p.card.id}${reversed ? ':reversed' : ''}`;
    const homeless = FAMILY_ASKED.test(question) ? undefined : HOMELESS_THEMES_DE[key];
    const themed = homeless ? { ...m, theme: homeless, meaning: HOMELESS_MEANINGS_DE[key] ?? m.meaning } : m;
    const read = lending ? themed : { ...themed, meaning: themed.meaning.replace(MONEY_LENT_DE, '') };
    const forWhom = forOther ? forSomeoneElse(read, focus.other!) : read;
    return { p, n: nameDe(p.card, reversed), m: forWhom, at: positions[p.d.positionKey]!.at };
  });
  return { drawn, cards };
}

/** The product's shortest and longest reading of each spread, in words. */
const WORD_FLOOR: Record<SpreadId, number> = { 'three-card': 350, 'celtic-cross': 800 };
const WORD_CEILING: Record<SpreadId, number> = { 'three-card': 800, 'celtic-cross': 1100 };

/** A German three-card or Celtic Cross reading, for a reader who chose German. */
export function composeTarotDe(input: TarotReadingInput): Reading<'three-card'> | Reading<'celtic-cross'> {
  const spread = input.draw.spread;
  const { firstName, question } = validate(input, spread);
  const c = new Chooser(`${spread}|de|${input.draw.seed}|${input.draw.cut}|${firstName}|${question}`);
  const g = readForSpread(question, spread);
  const q = asQuestionReading(g, question);
  const { drawn, cards } = placed(input.draw, q, question, g);
  const name = neutralise(firstName);
  const { opening, answer, moved, arcFits } = answerOf(spread, cards, drawn, q, g, question);
  const asked = `${name}, du hast gefragt: „${quoteUserText(question, 25)}“`;
  const investing = INVESTING_DE.test(question) ? [NOT_FINANCIAL_ADVICE_DE] : [];
  const last = cards.at(-1)!;
  // Each fuller writing is used only when the one before falls short of the spread's length.
  const write = (fuller: number) => {
    const cites = (x: PlacedDe) => fuller > 0 || (fuller === 0 && x === last) || moved.has(x);
    const w: Writing = {
      c,
      spread,
      g,
      question,
      who: personOfDe(question),
      moved,
      arcFits,
      cites,
      fullPast: fuller > 1,
      fullest: fuller > 2,
      leanest: fuller < -1,
      said: new Set(),
    };
    const body =
      spread === 'three-card' ? threeCardBody(w, cards) : crossBody(w, cards, focusOf(question, g));
    return [
      `# ${spread === 'three-card' ? `Vergangenheit, Gegenwart, Zukunft: Legung für ${name}` : `Keltisches Kreuz für ${name}`}`,
      `## Überblick\n\n${[asked, ...opening, ...investing, body.story].filter(Boolean).join(' ')}`,
      ...body.sections,
      `## Die Legung als Ganzes\n\n${wholeSpread(c, cards, readForOther(question, g))}`,
      `## Deine Antwort\n\n${answer.join(' ')}`,
      verifyTextDe(input.draw),
    ].join('\n\n');
  };
  let markdown = write(0);
  for (let fuller = 1; fuller <= 3 && countWords(markdown) < WORD_FLOOR[spread]; fuller++)
    markdown = write(fuller);
  // A long one leaves Waite to the card the answer rests on alone, then the meanings to the heart and the end.
  for (let leaner = -1; leaner >= -2 && countWords(markdown) > WORD_CEILING[spread]; leaner--)
    markdown = write(leaner);
  return {
    kind: spread,
    title:
      spread === 'three-card'
        ? `Vergangenheit, Gegenwart, Zukunft für ${name}`
        : `Keltisches Kreuz für ${name}`,
    markdown,
    writer: 'composer',
    wordCount: countWords(markdown),
    facts: { firstName, question, spread, draw: input.draw, cards: cardFacts(drawn) },
  } as Reading<'three-card'> | Reading<'celtic-cross'>;
}

function threeCardBody(w: Writing, cards: PlacedDe[]) {
  return {
    story: threeCardStory(w.c, cards, w.arcFits, readForOther(w.question, w.g)),
    sections: [
      '## Die Karten',
      ...cards.map(
        (x, i) =>
          `### ${POSITIONS_DE[x.p.d.positionKey]!.label}: ${x.n.title}\n\n${cardParagraph(w, x, i, true)}`,
      ),
    ],
  };
}

/** The Celtic Cross in three parts, as a reader lays it out: the cross, the staff, the answer. */
function crossBody(w: Writing, cards: PlacedDe[], f: FocusDe) {
  const at = (key: string) => cards.find((x) => x.p.d.positionKey === key)!;
  const pair = (keys: string[], heading: string, full: string[]) =>
    `### ${heading}: ${keys.map((k) => at(k).n.title).join(', ')}\n\n${keys
      .map((k, i) =>
        cardParagraph(
          w,
          at(k),
          i,
          w.fullest || (full.includes(k) && (!w.leanest || k === 'present' || k === 'outcome')),
        ),
      )
      .join('\n\n')}`;
  return {
    story: crossStory(w.c, cards, f),
    sections: [
      '## Das Kreuz',
      pair(['present', 'challenge'], 'Der Kern der Sache und was ihn kreuzt', ['present', 'challenge']),
      pair(['foundation', 'recent-past'], 'Die Wurzel und was vergeht', ['foundation']),
      pair(['crown', 'near-future'], 'Die Krone und was kommt', []),
      '## Du, dein Umfeld und deine Hoffnungen',
      pair(['self', 'environment'], 'Du und die Menschen um dich', ['self']),
      pair(['hopes-fears'], 'Hoffnungen und Ängste', []),
      '## Der Ausgang',
      pair(['outcome'], 'Das Ergebnis', ['outcome']),
    ],
  };
}

/**
 * The spread's answer to a question put to the guide about it, in plain German: read for that
 * question's subject the way the reading answered its own, then what the last card says on it.
 */
export function tarotAnswerDe(draw: TarotDraw, question: string): string {
  const g = readForSpread(question, draw.spread);
  const q = asQuestionReading(g, question);
  const { drawn, cards } = placed(draw, q, question, g);
  const last = cards.at(-1)!;
  const { answer } = answerOf(draw.spread, cards, drawn, q, g, question);
  return `${answer.join(' ').replace(/\*\*/g, '')} Zu dieser Frage sagt ${last.n.nom}: ${careful(last.m.subjects[g.subject], g.sensitive !== null)}`;
}

/** Every sentence that can place this card in this orientation, in every place of both spreads. */
export function placingsDe(card: TarotCard, reversed: boolean): string[] {
  const n = nameDe(card, reversed);
  const { theme } = meaningOfDe(card, reversed);
  const voices: Voice[] = [null, 'euch', otherOfDe('Besteht meine Freundin die Prüfung?')];
  return [POSITIONS_DE, CROSS_POSITIONS_DE].flatMap((places) =>
    Object.values(places).flatMap((pos) =>
      pos.frames.flatMap((frame) =>
        voices.flatMap((voice) => [frame(n, theme, null, voice), frame(n, null, null, voice)]),
      ),
    ),
  );
}

/** A drawn card as the guide names it, in the nominative with its place. */
export function cardLineDe(cardId: string, reversed: boolean, positionKey: string, spread: SpreadId) {
  const card = { id: cardId } as TarotCard;
  const n = nameDe(card, reversed);
  return {
    n,
    m: meaningOfDe(card, reversed),
    at: positionsOf(spread)[positionKey]!.at,
  };
}
