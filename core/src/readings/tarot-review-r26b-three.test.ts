// Review r26b (three cards, a fresh batch): a verdict never rests on a card that argues the other
// way for the question (the card of deception on honesty, the wish card reversed on a wish), a
// subject line keeps to the question's own matter (no money, bookings or house move it did not
// raise), a card gives one meaning and a reversed card never its upright one, a reversed court
// card is a pressure and never a verdict on the asker or a loved one, the answer names its cards,
// templates keep their objects, and the all-reversed remark is not one sentence for every reading.
import { describe, expect, it } from 'vitest';
import { topicOf } from './content/tarot-positions';
import { composeThreeCard } from './tarot-report';
import { drawWithCards, leanWithCards, section, seriesReadings } from './__fixtures__/tarot-draws';

const read = (question: string, set: [string, boolean][], tag = 'r26b') =>
  composeThreeCard({ firstName: 'Mara', question, draw: drawWithCards(tag, set) }).markdown;
const leanOf = (question: string, set: [string, boolean][]) => leanWithCards('r26b', question, set);

const SISTER = 'Will my sister forgive me for missing her wedding?';
const SISTER_CARDS: [string, boolean][] = [
  ['swords-03-three', true],
  ['swords-02-two', true],
  ['pentacles-06-six', true],
];
const BOYFRIEND = 'Is my new boyfriend being honest with me about his divorce?';
const BOYFRIEND_CARDS: [string, boolean][] = [
  ['swords-13-queen', false],
  ['cups-03-three', true],
  ['cups-07-seven', true],
];
const FLAT = 'Will our offer on the flat in Leeds be accepted?';
const FLAT_CARDS: [string, boolean][] = [
  ['cups-13-queen', true],
  ['wands-12-knight', true],
  ['cups-09-nine', true],
];
const TEST = 'Will I pass my driving test next month?';
const TEST_CARDS: [string, boolean][] = [
  ['wands-04-four', false],
  ['cups-07-seven', true],
  ['cups-09-nine', true],
];
const LISBON = 'Should I move back to Lisbon to be near my parents?';
const LISBON_CARDS: [string, boolean][] = [
  ['major-12-hanged-man', true],
  ['major-17-star', false],
  ['cups-12-knight', true],
];
const DAUGHTER = "How do I handle my teenage daughter's anger?";
const DAUGHTER_CARDS: [string, boolean][] = [
  ['pentacles-14-king', true],
  ['major-19-sun', true],
  ['swords-06-six', false],
];
const CHILD = 'Is this the right year to have a second child?';
const CHILD_CARDS: [string, boolean][] = [
  ['wands-11-page', true],
  ['wands-14-king', false],
  ['wands-09-nine', true],
];
const NOVEL = 'What is stopping me from finishing my novel?';
const NOVEL_CARDS: [string, boolean][] = [
  ['cups-07-seven', true],
  ['swords-09-nine', true],
  ['major-16-tower', true],
];
const BAKERY = 'What should I focus on in my first year of running the bakery?';
const BAKERY_CARDS: [string, boolean][] = [
  ['pentacles-09-nine', true],
  ['major-18-moon', false],
  ['major-03-empress', true],
];
const JOB = 'Should I take the job at the start-up or stay at the bank?';
const JOB_CARDS: [string, boolean][] = [
  ['pentacles-11-page', false],
  ['major-02-high-priestess', true],
  ['swords-13-queen', false],
];

describe('the verdict agrees with its evidence', () => {
  it('never answers yes on honesty on the strength of the card of deception', () => {
    const l = leanOf(BOYFRIEND, BOYFRIEND_CARDS);
    expect(l.lean).not.toBe('yes');
    expect(read(BOYFRIEND, BOYFRIEND_CARDS)).not.toMatch(/lean\w* towards yes|Leaning yes/);
  });

  it('reads the wish card reversed ahead as against a wish, never as leaning neither way', () => {
    for (const [question, set] of [
      [FLAT, FLAT_CARDS],
      [TEST, TEST_CARDS],
    ] as const) {
      const md = read(question, [...set]);
      expect(md).not.toMatch(/Nine of Cups reversed ahead leans neither way/);
      const l = leanOf(question, [...set]);
      expect(l.lean).toBe('no');
      expect(l.pro.map((p) => p.card.id)).toContain('cups-09-nine');
    }
  });
});

describe('subject lines keep to the question’s matter', () => {
  it('brings no money, bookings, house move or household into a question that raised none', () => {
    expect(read(SISTER, SISTER_CARDS)).not.toMatch(/money or favours|Settle the account/);
    expect(read(LISBON, LISBON_CARDS)).not.toMatch(/[Bb]ookings|travel plans/);
    expect(read(DAUGHTER, DAUGHTER_CARDS)).not.toMatch(/house move/);
    expect(read(FLAT, FLAT_CARDS)).not.toMatch(
      /upheaval at home|people you live with|sit down with the family/,
    );
  });
});

describe('one meaning per card', () => {
  it('never gives a reversed card its upright sense or its older second sense beside the first', () => {
    const sister = read(SISTER, SISTER_CARDS);
    expect(sister).not.toMatch(/without softening it|The older reading/);
    const boyfriend = read(BOYFRIEND, BOYFRIEND_CARDS);
    expect(boyfriend).not.toMatch(/desire, will and determination/);
    expect(boyfriend).not.toMatch(/This is the card of deception/);
    expect(boyfriend).toMatch(/illusion clears/);
  });
});

describe('court cards are pressures, not verdicts', () => {
  it('never lays a reversed figure’s shadow on the asker or on a loved one', () => {
    const flat = read(FLAT, FLAT_CARDS);
    expect(flat).not.toMatch(/cannot be trusted/);
    expect(flat).toMatch(/under strain/i);
    expect(read(DAUGHTER, DAUGHTER_CARDS)).not.toMatch(/moral corners|greed/);
    expect(read(LISBON, LISBON_CARDS)).not.toMatch(/warns of a side of them|may well stand for your parents/);
  });
});

describe('the answer answers', () => {
  it('names at least two cards in the answer, never a lone step', () => {
    for (const [question, set] of [
      [CHILD, CHILD_CARDS],
      [DAUGHTER, DAUGHTER_CARDS],
      [SISTER, SISTER_CARDS],
    ] as const) {
      const answer = section(read(question, [...set]), 'Your Answer');
      const named = set.filter(([id]) =>
        new RegExp(
          {
            'wands-11-page': 'Page of Wands',
            'wands-14-king': 'King of Wands',
            'wands-09-nine': 'Nine of Wands',
            'pentacles-14-king': 'King of Pentacles',
            'major-19-sun': 'Sun',
            'swords-06-six': 'Six of Swords',
            'swords-03-three': 'Three of Swords',
            'swords-02-two': 'Two of Swords',
            'pentacles-06-six': 'Six of Pentacles',
          }[id]!,
        ).test(answer),
      );
      expect(named.length, answer).toBeGreaterThanOrEqual(2);
    }
  });

  it('never cuts the overview to a fragment, and never puts a block ahead', () => {
    expect(read(DAUGHTER, DAUGHTER_CARDS)).not.toMatch(/In short: say plainly\./);
    const novel = read(NOVEL, NOVEL_CARDS);
    expect(novel).not.toMatch(/the block is the Tower reversed ahead|as the Tower reversed ahead shows/);
    expect(novel).toMatch(/the block is what the Tower reversed, the last card, names/);
  });
});

describe('templates keep their words whole', () => {
  it('keeps the object of "running", a theme’s head, a queen’s pronoun and a hard card’s sense', () => {
    expect(topicOf(BAKERY)).toBe('your first year of running the bakery');
    expect(read(BAKERY, BAKERY_CARDS)).not.toMatch(/first year of running(?! the bakery)/);
    expect(read(TEST, TEST_CARDS)).not.toMatch(/celebration, with harmony (was|is|from)/);
    for (const tag of ['a', 'b', 'c', 'd', 'e', 'f'])
      expect(read(JOB, JOB_CARDS, tag)).not.toMatch(/\bits (clear head|honest tongue)/);
    expect(read(SISTER, SISTER_CARDS)).not.toMatch(/to the gift/);
  });
});

describe('boilerplate and images', () => {
  it('says why every card is reversed in more than one way across readings', () => {
    const tails = new Set<string>();
    for (const tag of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l']) {
      const md = read(SISTER, SISTER_CARDS, tag);
      const tail = /every card is reversed: ([^.]+)\./.exec(md)?.[1];
      if (tail) tails.add(tail);
    }
    expect(tails.size).toBeGreaterThan(1);
  });

  it('reads the Sun as the child on a question about a child, and the Seven of Swords as the affair', () => {
    expect(read(DAUGHTER, DAUGHTER_CARDS)).toMatch(/child on the white horse/);
    expect(
      read('Is my husband having an affair?', [
        ['cups-02-two', false],
        ['swords-07-seven', false],
        ['major-17-star', false],
      ]),
    ).toMatch(/card of the secret and the affair/);
  });

  it('never points a reader back to "the reasons its paragraph gives"', () => {
    for (const question of [
      'Should I lend my best friend money for her wedding?',
      'Will the gallery accept my paintings?',
    ])
      for (const md of seriesReadings('r26c', question, 120, ['three-card']))
        expect(md).not.toMatch(/paragraphs? gives?/);
  });
});
