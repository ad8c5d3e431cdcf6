// The voice guide's answers about a tarot reading written in German (decision 0028): the cards by
// their German names and authored German meanings, the places by their German labels, and a
// question put to the spread answered the way the German reading answers its own.
import { DECK } from '../tarot/deck';
import { meaningOfDe } from '../tarot/meanings/de';
import { CARD_NAMES_DE } from '../tarot/names-de';
import type { GuideAnswer } from './guide';
import { readQuestionDe } from './tarot-question-de';
import { cardLineDe, tarotAnswerDe } from './tarot-report-de';
import { listJoinDe, ORDINAL_STEM_DE } from './sky-words-de';
import { capitalise } from './text';
import type { CardFact, TarotFacts } from './types';

/** "der stern" and "stern" both name Der Stern; "königin der kelche" the queen. */
const bareName = (id: string) =>
  CARD_NAMES_DE.get(id)!
    .toLowerCase()
    .replace(/^(der|die|das) /, '');
const NAME_PATTERNS = new Map(
  DECK.map((card) => [card.id, new RegExp(`(?<![\\p{L}])${bareName(card.id)}(?![\\p{L}])`, 'u')]),
);
const namesIn = (q: string, id: string) => NAME_PATTERNS.get(id)!.test(q);

/** Words for each place of the two spreads, as a German reader asks about them. */
const PLACE_WORDS: [string, RegExp][] = [
  ['past', /vergangenheit|hinter mir/],
  ['present', /gegenwart|jetzt|herz der sache|kern der sache|im moment/],
  ['future', /zukunft|vor mir|kommt auf mich zu/],
  ['challenge', /kreuzt|hindernis|herausforderung/],
  ['crown', /krone|ziel/],
  ['foundation', /wurzel|grundlage|fundament/],
  ['recent-past', /vergeht|vergehend/],
  ['near-future', /was kommt|als nächstes|nächste zeit/],
  ['self', /ich selbst|du selbst|meine rolle/],
  ['environment', /umfeld|die anderen|menschen um mich/],
  ['hopes-fears', /hoffnung|angst|ängste|furcht/],
  ['outcome', /ergebnis|ausgang|ende/],
];
/** "die dritte Karte", "der zehnten": the place by its ordinal, first to tenth. */
const ORDINAL = new RegExp(
  `(?<![\\p{L}])(${ORDINAL_STEM_DE.slice(0, 10).join('|')})e[nrs]?(?![\\p{L}])`,
  'u',
);
/** A question that asks the spread for a verdict or a next step rather than about one card. */
const ASKS_FOR_ANSWER_DE =
  /ja oder nein|antwort|was soll ich|was tun|nächste[rn]? schritt|rat(schlag)?(?![\p{L}])|lohnt|chance/u;

const line = (c: CardFact, f: TarotFacts) =>
  cardLineDe(c.cardId, c.orientation === 'reversed', c.positionKey, f.spread);

function describe(c: CardFact, f: TarotFacts): string {
  const { n, m, at } = line(c, f);
  const subject = readQuestionDe(f.question).subject;
  return `${capitalise(n.nom)} ${n.plural ? 'liegen' : 'liegt'} ${at}: ${m.theme}. ${m.subjects[subject]} Der Rat der Karte: ${m.advice}`;
}

export function answerTarotDe(f: TarotFacts, q: string): GuideAnswer {
  const sources = (cards: CardFact[]) => cards.map((c) => `card:${c.cardId}`);
  const told = (cards: CardFact[]) => ({
    answer: cards.map((c) => describe(c, f)).join(' '),
    sources: sources(cards),
  });
  const named = f.cards.filter((c) => namesIn(q, c.cardId));
  if (named.length) return told(named);
  const other = DECK.find((card) => namesIn(q, card.id));
  if (other)
    return {
      answer: `${CARD_NAMES_DE.get(other.id)} liegt nicht in dieser Legung. Ihr aufrechter Sinn: ${meaningOfDe(other, false).theme}. Umgekehrt: ${meaningOfDe(other, true).theme}.`,
      sources: [`deck:${other.id}`],
    };
  if (/umgekehrt|verkehrt/.test(q)) {
    const reversed = f.cards.filter((c) => c.orientation === 'reversed');
    return reversed.length
      ? {
          answer: `Eine umgekehrte Karte zeigt ihre Kraft verzögert, blockiert oder erst im Inneren wirksam, und das ist kein schlechtes Omen. ${reversed.map((c) => describe(c, f)).join(' ')}`,
          sources: sources(reversed),
        }
      : {
          answer: 'Alle Karten dieser Legung liegen aufrecht: Ihre Kräfte wirken offen nach außen.',
          sources: sources(f.cards),
        };
  }
  const ordinal = ORDINAL.exec(q);
  const nth = ordinal
    ? f.cards.find((c) => c.position === ORDINAL_STEM_DE.indexOf(ordinal[1]!) + 1)
    : undefined;
  if (nth) return told([nth]);
  const placedCards = f.cards.filter((c) =>
    PLACE_WORDS.some(([key, re]) => key === c.positionKey && re.test(q)),
  );
  if (placedCards.length) return told(placedCards);
  if (readQuestionDe(q).yesNo || ASKS_FOR_ANSWER_DE.test(q))
    return { answer: tarotAnswerDe(f.draw, q), sources: sources(f.cards) };
  const last = f.cards.at(-1)!;
  const { n, m, at } = line(last, f);
  const all = f.cards.map((c) => {
    const x = line(c, f);
    return `${x.n.nom} ${x.at}`;
  });
  return {
    answer: `In dieser Legung liegen ${listJoinDe(all)}. Am deutlichsten sagt ${n.nom} ${at}, wohin es geht: ${m.theme}. Du kannst mich nach jeder Karte und jeder Position fragen.`,
    sources: sources(f.cards),
  };
}

/** Follow-up questions the German guide can answer from the reading. */
export function suggestedTarotDe(f: TarotFacts): string[] {
  const [first, second] = f.cards;
  const named = (c: CardFact) => line(c, f).n.nom;
  return [
    `Was bedeutet ${named(first!)} hier?`,
    ...(second ? [`Was sagt mir ${named(second)}?`] : []),
    readQuestionDe(f.question).yesNo ? 'Welche Karten geben die Antwort?' : 'Was soll ich als Nächstes tun?',
  ];
}
