// The spread read as a whole: how many Major Arcana, which suit and number lead, where the
// reversals fall, who the court cards may be, and how paired positions modify each other (the
// crossing card against the heart of the matter, aim against foundation, self against outcome).
import type { Rank, SpreadId, Suit, TarotCard } from '../tarot/deck';
import type { DrawnCard } from '../tarot/draw';
import { RANK_TEXT, SUIT_TEXT } from './content/tarot-cards';
import type { QuestionTheme } from './content/tarot-positions';
import { capitalise, cardinal, Chooser, listJoin } from './text';

export interface Placed {
  d: DrawnCard;
  card: TarotCard;
  /** The position as the spread names it mid-sentence: "the crossing influence". */
  where: string;
}

export const rev = (d: DrawnCard) => d.orientation === 'reversed';

/**
 * Majors printed without "The" that English tarot writing still reads with the article ("the
 * Wheel of Fortune turns"). The other article-less majors, Strength, Justice, Death, Temperance
 * and Judgement, name a force or a figure as a proper noun and are written bare ("Death
 * reversed", "Justice asks"), as in the card's own text.
 */
const MAJORS_WITH_ARTICLE: ReadonlySet<string> = new Set(['major-10-wheel-of-fortune']);

/**
 * A card as running prose names it: "the Queen of Swords reversed", "the Tower", "Death";
 * `capital` for the start of a sentence ("The Tower", "The Ace of Cups"). Headings keep the
 * printed name.
 */
export function cardPhrase(
  card: TarotCard,
  { reversed = false, capital = false }: { reversed?: boolean; capital?: boolean } = {},
): string {
  const base = card.name.startsWith('The ')
    ? `the ${card.name.slice(4)}`
    : card.arcana === 'minor' || MAJORS_WITH_ARTICLE.has(card.id)
      ? `the ${card.name}`
      : card.name;
  const text = reversed ? `${base} reversed` : base;
  return capital ? capitalise(text) : text;
}

/** The drawn card in its orientation, as running prose names it. */
export function named(card: TarotCard, d: DrawnCard, capital = false): string {
  return cardPhrase(card, { reversed: rev(d), capital });
}

const nm = (p: Placed) => named(p.card, p.d);
const Nm = (p: Placed) => named(p.card, p.d, true);

type Element = 'fire' | 'water' | 'air' | 'earth';
const ELEMENT_OF: Record<Suit, Element> = { wands: 'fire', cups: 'water', swords: 'air', pentacles: 'earth' };

/**
 * Elemental dignity, as readers of the Golden Dawn school weigh two neighbouring cards: the same
 * element strengthens, fire with air and water with earth support each other, fire with water
 * and air with earth weaken each other, and the remaining pairs are neutral.
 */
type Relation =
  'same' | 'support' | 'oppose' | 'neutral' | 'major-over-minor' | 'minor-over-major' | 'majors';

function relation(a: TarotCard, b: TarotCard): Relation {
  if (a.arcana === 'major' && b.arcana === 'major') return 'majors';
  if (b.arcana === 'major') return 'major-over-minor';
  if (a.arcana === 'major') return 'minor-over-major';
  const x = ELEMENT_OF[a.suit!];
  const y = ELEMENT_OF[b.suit!];
  if (x === y) return 'same';
  const key = [x, y].sort().join('-');
  if (key === 'air-fire' || key === 'earth-water') return 'support';
  if (key === 'fire-water' || key === 'air-earth') return 'oppose';
  return 'neutral';
}

/** How the second card of a pair bears on the first, several phrasings each. */
const RELATION_TEXT: Record<Relation, string[]> = {
  same: [
    'both belong to the same element, so the second adds more of what the first already holds, at the risk of too much of a good thing',
    'the two share an element and amplify each other, for better or worse',
    'one element runs through both, so they speak with a single voice here',
    'a shared element doubles the tone, which is strength if you notice it and excess if you do not',
    'both cards draw on one element, so their message comes through twice as loud',
  ],
  support: [
    'their elements feed each other, so what looks like a complication may turn out to be help',
    'the elements are friendly, and the two cards strengthen each other',
    'these two elements cooperate, so the pairing is more ally than obstacle',
    'friendly elements link them, and what one card starts the other can carry',
    'the elements suit each other, which makes the second card a help to the first',
  ],
  oppose: [
    'their elements work against each other: real friction, and the reading turns on how you handle it',
    'the elements clash, so each card weakens the other until you find a way to honour both',
    'opposed elements meet here, which is the most demanding pairing a spread can show',
    'these elements pull apart, so expect tension between what the two cards want',
    'an elemental quarrel sits between them, and neither wins by ignoring the other',
  ],
  neutral: [
    'their elements neither feed nor fight each other, so each keeps its own meaning',
    'the elements sit side by side without much pull either way',
    'the pairing is elementally neutral, so read each card on its own terms',
    'neither helped nor hindered by element, the two simply stand side by side',
    'their elements are on speaking terms without being allies, so each card keeps its own voice',
  ],
  'major-over-minor': [
    'a Major Arcana card bears on an everyday one: a force larger than the details is at work, best met with cooperation rather than resistance',
    'a card of the Major Arcana weighs on a minor one, so something beyond day-to-day control is shaping this part of the story',
    'the trump outranks the pip card here, and the bigger pattern sets the terms for the smaller matter',
    'a greater arcanum presses on a lesser one: what feels like a practical problem has a larger lesson inside it',
    'the weightier card is the major, so the everyday question answers to a bigger theme',
  ],
  'minor-over-major': [
    'an everyday card bears on a Major Arcana one: the detail can be handled, and the larger story goes on',
    'a minor card meets a major one, so a practical matter touches a deeper current without changing its course',
    'the pip card acts on the trump, a reminder that small, concrete choices still steer large themes',
    'the lesser card modifies the greater: daily habits are how the big theme gets lived',
    'an ordinary card touches an arcanum, so the grand theme is met in something you can actually do',
  ],
  majors: [
    'two Major Arcana meet here, which marks this pairing as a significant chapter rather than a passing mood',
    'both are Major Arcana, so two large forces are in conversation',
    "two trumps side by side turn this pairing into one of the reading's main events",
    'two arcana of the greater kind face each other here, and neither is a passing matter',
  ],
};

/** How many times each relation has been described in this reading, so its phrasings rotate. */
type RelationCount = Map<Relation, number>;

function pairSentence(
  c: Chooser,
  i: number,
  a: Placed,
  b: Placed,
  lead: string,
  seen: RelationCount,
  /** A sentence placed right after the relation, before the note on a single reversal. */
  after = '',
): string {
  const rel = relation(a.card, b.card);
  const k = seen.get(rel) ?? 0;
  seen.set(rel, k + 1);
  let text = `${lead}; ${c.cycle(`rel:${rel}`, k, RELATION_TEXT[rel])}.`;
  if (after) text += ` ${after}`;
  if (rev(b.d) !== rev(a.d)) {
    // Both cards by name without "reversed" after it: "the Queen of Swords reversed is reversed"
    // would say it twice, and "its partner" is unclear once a third card has been named.
    const [down, up] = rev(b.d) ? [b.card, a.card] : [a.card, b.card];
    const r = cardPhrase(down);
    const R = cardPhrase(down, { capital: true });
    const u = cardPhrase(up);
    text += ` ${c.cycle('revpair', i, [
      `Of the two, only ${r} is reversed, so it works more quietly than ${u}.`,
      `Of this pair, the reversal of ${r} tilts the balance toward ${u}.`,
      `With ${r} reversed and ${u} upright, expect the upright side to move faster.`,
      `Because ${r} is reversed and ${u} is not, the two do not yet pull with equal strength.`,
      `${R} is the reversed one of the pair, still catching up with ${u}.`,
    ])}`;
  }
  return text;
}

/** Who a court card may be, by rank; the suit adds the temperament. */
const COURT_PERSON: Partial<Record<Rank, string[]>> = {
  page: ['younger person or student', 'newcomer with a message', 'learner still finding their feet'],
  // Speed belongs to the Wands and Swords knights, not to the slow Knight of Pentacles.
  knight: ['person on a mission', 'someone chasing a goal', 'seeker on the move'],
  // The queen's care takes the suit's form (a Queen of Swords cares through honesty, not
  // nurture), so the rank itself only says maturity and inner authority.
  queen: [
    'mature person who leads by example',
    'woman or man of quiet inner authority',
    'presence others lean on',
  ],
  king: [
    'person of authority and experience',
    'figure who carries responsibility',
    'seasoned decision-maker',
  ],
};
const SUIT_TEMPER: Record<Suit, string> = {
  wands: 'warm, restless',
  cups: 'gentle, feeling',
  swords: 'sharp, outspoken',
  pentacles: 'practical, dependable',
};

function courtSentence(c: Chooser, i: number, p: Placed): string {
  const who = `a ${SUIT_TEMPER[p.card.suit!]} ${c.cycle('court:who', i, COURT_PERSON[p.card.rank!]!)}`;
  if (p.d.positionKey === 'self')
    return `${Nm(p)} sits in your own position, so it most likely describes a role you are playing: ${who}.`;
  if (p.d.positionKey === 'environment') return `${Nm(p)} among your surroundings points to ${who} near you.`;
  return c.cycle('court', i, [
    `${Nm(p)}, in ${p.where}, may be ${who}.`,
    `In ${p.where}, ${nm(p)} can stand for ${who}.`,
    `Think of ${nm(p)}, in ${p.where}, as ${who}.`,
    `Someone like ${nm(p)}, ${who}, plays a part in ${p.where}.`,
  ]);
}

/** A suit's theme as one noun phrase without "and", so that two or three can be listed. */
const QUIET_THEME: Record<Suit, string> = {
  wands: 'the fire of ambition',
  cups: 'the heart and its bonds',
  swords: 'the mind and its decisions',
  pentacles: 'material security',
};

const rankPlural = (rank: string) => (rank === 'six' ? 'sixes' : `${rank}s`);

/** Theme paragraphs, most important first; the caller drops the last ones if the reading runs long. */
export function spreadThemes(c: Chooser, placed: Placed[], spread: SpreadId, theme: QuestionTheme): string[] {
  const paras: string[] = [];
  const total = placed.length;
  const majors = placed.filter((p) => p.card.arcana === 'major');

  // Majors against minors: how much of the matter is in the person's hands.
  if (majors.length === 0) {
    paras.push(
      c.pick('th:maj', [
        `No Major Arcana appear among the ${cardinal(total)} cards: this is a matter of everyday choices, fully in your hands when it comes to ${theme.focus}.`,
        `With only Minor Arcana on the table, the reading stays close to daily life, where small decisions about ${theme.focus} add up quickly.`,
        `All ${cardinal(total)} cards come from the Minor Arcana, so nothing here is fated: ${theme.focus} will follow the ordinary choices you make.`,
        `Not one Major Arcana card appears, a sign that practical steps, not forces beyond you, will shape ${theme.focus}.`,
      ]),
    );
  } else {
    const names = listJoin(majors.map(nm));
    const share = majors.length / total;
    paras.push(
      share >= 0.4
        ? c.pick('th:maj', [
            `${majors.length === total ? `All ${cardinal(total)}` : `${capitalise(cardinal(majors.length))} of the ${cardinal(total)}`} cards are Major Arcana (${names}): a turning point, with lessons larger than the immediate question about ${theme.focus}.`,
            `The Major Arcana are strong here, ${majors.length === total ? `every one of the ${cardinal(total)} cards` : `${cardinal(majors.length)} of ${cardinal(total)}`} (${names}), which marks this as a chapter that matters in the longer story of your life.`,
          ])
        : c.pick('th:maj', [
            `${capitalise(cardinal(majors.length))} of the ${cardinal(total)} cards ${majors.length === 1 ? 'belongs' : 'belong'} to the Major Arcana (${names}), the deeper current beneath the everyday detail of ${theme.focus}.`,
            majors.length === 1
              ? `Among the Minor Arcana, the one Major Arcana card, ${names}, stands out as the larger theme the other cards serve.`
              : `Among the Minor Arcana, the Major Arcana (${names}) stand out as the larger theme the other cards serve.`,
          ]),
    );
  }

  // Paired positions that modify each other.
  const relations: RelationCount = new Map();
  const at = (key: string) => placed.find((p) => p.d.positionKey === key);
  if (spread === 'celtic-cross') {
    const heart = at('present')!;
    const cross = at('challenge')!;
    paras.push(
      pairSentence(
        c,
        0,
        heart,
        cross,
        c.pick('th:cross:lead', [
          `${Nm(heart)}, at the heart of the matter, lies under ${nm(cross)}, the crossing card`,
          `The heart of the matter, ${nm(heart)}, is crossed by ${nm(cross)}`,
        ]),
        relations,
      ),
    );
  } else {
    const [past, present, future] = placed;
    // The relation is read between the past and the future, so the present card is named after
    // it: "the second card" then means the future, not the card named second.
    paras.push(
      pairSentence(
        c,
        0,
        past!,
        future!,
        c.pick('th:arc:lead', [
          `${Nm(past!)} in the past and ${nm(future!)} in the future draw the arc of this story`,
          `Read as a line, the story runs from ${nm(past!)} to ${nm(future!)}`,
        ]),
        relations,
        c.pick('th:arc:hinge', [
          `${Nm(present!)}, in the present, is the hinge between them for ${theme.focus}.`,
          `Between the two stands ${nm(present!)}, the present, where ${theme.focus} can still take a turn.`,
          `${Nm(present!)} holds the middle, where ${theme.focus} can still be steered toward a different future.`,
        ]),
      ),
    );
  }

  // Reversals as a pattern: how many, and where they fall.
  const reversed = placed.filter((p) => rev(p.d));
  if (reversed.length === 0) {
    paras.push(
      c.pick('th:rev', [
        `Every card is upright, so the energies are flowing outwardly and are easy to see.`,
        `No reversals: all ${cardinal(total)} cards speak plainly and outwardly.`,
      ]),
    );
  } else {
    const where = listJoin(reversed.map((p) => p.where));
    const count = `${cardinal(reversed.length)} of ${cardinal(total)}`;
    let text =
      reversed.length * 2 > total
        ? c.pick('th:rev', [
            `${reversed.length === total ? 'Every card' : 'Most cards'} came up reversed (${count}, in ${where}), which often means energy that is blocked, delayed or working inwardly first: inner work before outer moves.`,
            `With ${reversed.length === total ? `all ${cardinal(total)}` : count} cards reversed (${where}), much of this reading is about inner adjustment: what you release or rethink matters as much as what you do.`,
          ])
        : c.pick('th:rev', [
            `${capitalise(cardinal(reversed.length))} of the ${cardinal(total)} cards ${reversed.length === 1 ? 'is' : 'are'} reversed, in ${where}: ${reversed.length === 1 ? 'a slower or more inward expression of its energy, not a bad omen' : 'slower or more inward expressions of their energy, not bad omens'}.`,
            reversed.length === 1
              ? `The single reversal, in ${where}, adds a note of delay or reflection to that part of the story.`
              : `The reversals (${count}, in ${where}) add a note of delay or reflection to those parts of the story.`,
          ]);
    const last = placed[total - 1]!;
    const early = spread === 'celtic-cross' ? [5] : [1];
    if (reversed.every((p) => early.includes(p.d.position)))
      text += ` ${c.pick('th:rev:early', [
        `Because the reversal lies behind you, the block belongs to what is already passing.`,
        `The only reversal sits in what is behind you, ${nm(reversed[0]!)}, so the difficulty is fading rather than ahead.`,
        `With the reversal confined to the past, what held you back is already loosening.`,
      ])}`;
    else if (rev(last.d))
      // With one reversal, "among them" or "reversed too" would count cards that are not there.
      text += ` ${c.pick(
        'th:rev:last',
        reversed.length === 1
          ? [
              `That reversal falls on the last card, ${cardPhrase(last.card)}, so the outcome is still forming and depends on what you do before it.`,
              `Because it is the final card, ${cardPhrase(last.card)}, that is turned, the ending is not yet settled.`,
              `It is the closing card, ${cardPhrase(last.card)}, that is turned, which leaves the result open to what you do next.`,
              `The turned card is the last one, ${cardPhrase(last.card)}, so treat the outcome as a draft, not a final word.`,
            ]
          : [
              `The last card, ${cardPhrase(last.card)}, is among them, so the outcome is still forming and depends on how you meet the reversals before it.`,
              `Since the final card, ${cardPhrase(last.card)}, is one of them, the ending is not yet settled.`,
              `The closing card, ${cardPhrase(last.card)}, is reversed too, which leaves the result open to what you do next.`,
              `Even the last card, ${cardPhrase(last.card)}, is turned, so treat the outcome as a draft, not a final word.`,
            ],
      )}`;
    paras.push(text);
  }

  // Dominant suit, missing suits and repeated numbers.
  const counts = new Map<Suit, Placed[]>();
  for (const p of placed) if (p.card.suit) counts.set(p.card.suit, [...(counts.get(p.card.suit) ?? []), p]);
  const bySuit = [...counts].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  const suitNotes: string[] = [];
  const top = bySuit[0];
  if (top && top[1].length >= (spread === 'celtic-cross' ? 3 : 2)) {
    const suit = SUIT_TEXT[top[0]];
    suitNotes.push(
      c.pick('th:suit', [
        `The suit of ${top[0]} leads with ${cardinal(top[1].length)} cards (${listJoin(top[1].map(nm))}), so most of the movement concerns ${suit.matters.slice(0, 2).join(' and ')}.`,
        `${capitalise(cardinal(top[1].length))} cards share the suit of ${top[0]}, the element of ${suit.element} (${listJoin(top[1].map(nm))}): expect this to play out through your ${suit.matters.slice(2).join(' and ')}.`,
      ]),
    );
  }
  if (spread === 'celtic-cross') {
    const missing = (['wands', 'cups', 'swords', 'pentacles'] as Suit[]).filter((s) => !counts.has(s));
    if (missing.length > 0 && missing.length < 4) {
      const suits = missing.map(capitalise);
      const quiet = listJoin(missing.map((x) => QUIET_THEME[x]));
      suitNotes.push(
        missing.length === 1
          ? `No ${suits[0]} appear, so ${quiet} stays quiet in this spread.`
          : missing.length === 2
            ? `Neither ${suits[0]} nor ${suits[1]} turn up, so ${quiet} stay quiet in this spread.`
            : `No ${listJoin(suits).replace(/ and (?=\S+$)/, ' or ')} appear, so ${quiet} stay quiet in this spread.`,
      );
    }
  }
  const byNumber = new Map<number, Placed[]>();
  for (const p of placed)
    if (p.card.arcana === 'minor' && p.card.number <= 10)
      byNumber.set(p.card.number, [...(byNumber.get(p.card.number) ?? []), p]);
  let repeatedNumbers = 0;
  for (const [, group] of byNumber) {
    if (group.length < 2) continue;
    // The cards themselves already said the rank's theme and its first echo.
    const echo = RANK_TEXT[group[0]!.card.rank!].echoes[1];
    suitNotes.push(
      c.cycle('th:number', repeatedNumbers++, [
        `${listJoin(group.map(nm).map((x, i) => (i === 0 ? capitalise(x) : x)))} share a number, repeating the theme of ${echo}.`,
        `The number ${group[0]!.card.number} comes up ${cardinal(group.length)} times (${listJoin(group.map(nm))}), which underlines ${echo}.`,
        `A repeated ${group[0]!.card.rank}, in ${listJoin(group.map(nm))}, doubles the weight of ${echo}.`,
        `${capitalise(cardinal(group.length))} ${rankPlural(group[0]!.card.rank!)} (${listJoin(group.map(nm))}) make ${echo} a thread through the spread.`,
      ]),
    );
  }
  if (suitNotes.length > 0) paras.push(suitNotes.join(' '));

  // Court cards as people.
  const courts = placed.filter((p) => p.card.rank !== null && COURT_PERSON[p.card.rank] !== undefined);
  if (courts.length > 0) {
    paras.push(
      [
        c.pick('th:court', [
          `Court cards often stand for people, and ${cardinal(courts.length)} turned up here.`,
          `${courts.length === 1 ? 'One court card' : `${capitalise(cardinal(courts.length))} court cards`} brought people into the spread.`,
          `Read as people, the court cards add characters to the story.`,
          courts.length === 1
            ? `The court card here can be read as a person in your situation.`
            : `The court cards here can be read as people in your situation.`,
        ]),
        ...courts.map((p, i) => courtSentence(c, i, p)),
        c.pick('th:court:ask', [
          `Ask who around ${theme.focus} fits the description; it may also be a side of you.`,
          `Notice who comes to mind when you think of ${theme.focus}, or which side of yourself answers to the description.`,
          `The description may fit someone close to ${theme.focus}, or a part you play yourself.`,
          `Think of the people tied up with ${theme.focus}: one of them may match, or it may be you in a particular mood.`,
        ]),
      ].join(' '),
    );
  }

  if (spread === 'celtic-cross') {
    const more: [string, string, (a: Placed, b: Placed) => string][] = [
      [
        'crown',
        'foundation',
        (a, b) => `${Nm(a)} in the crown stands over ${nm(b)} at the foundation, aim above root`,
      ],
      [
        'self',
        'outcome',
        (a, b) => `${Nm(a)} as yourself and ${nm(b)} as the outcome link your stance to where things go`,
      ],
      [
        'recent-past',
        'near-future',
        (a, b) => `From ${nm(a)}, which is passing, to ${nm(b)}, which approaches`,
      ],
    ];
    more.forEach(([x, y, lead], i) => {
      const a = at(x)!;
      const b = at(y)!;
      paras.push(pairSentence(c, i + 1, a, b, lead(a, b), relations));
    });
  }
  return paras;
}
