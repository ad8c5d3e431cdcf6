// Review r31 (three cards): a friend's question read as a friendship, never as a household or a
// romance; a yes/no lean weighed across the whole spread, unclear when the present and the future
// pull against each other in earnest.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawSpread } from '../tarot/draw';
import { readQuestion } from './content/tarot-positions';
import { composeThreeCard, threeCardLean, drawnCards } from './tarot-report';
import { drawWithCards, section, seriesDraw } from './__fixtures__/tarot-draws';

const read = (question: string, set: [string, boolean][]) =>
  composeThreeCard({ firstName: 'Ana', question, draw: drawWithCards('r31', set) }).markdown;
const leanOf = (question: string, set: [string, boolean][]) =>
  threeCardLean(drawnCards(drawWithCards('r31', set)), readQuestion(question));

const FRIENDS = [
  'Should I tell my best friend her husband is cheating?',
  'Why has my oldest friend stopped calling me?',
  'Will my friendship with Sara survive her move?',
  'Is my friend jealous of my new job?',
  'Will my best friend and I make up?',
  'Why does my friend always cancel our plans?',
  'Should I end my friendship with Claire?',
  'Is my friend Maya being honest with me about the money?',
];

/** Words of a household, a family or a romance, which no friendship has. */
const NOT_A_FRIENDSHIP =
  /\b(household|the house|family|at home|kind of home|people you live with|romance|romantic|your partner|wedding|date night|love life|in love|old love|incompatible|the relationship)\b/i;

describe('a friend’s question is read as a friendship', () => {
  it('routes a friend to the relationship, with no romance, partner or household granted', () => {
    for (const question of FRIENDS) {
      const q = readQuestion(question);
      expect(q.friendship, question).toBe(true);
      expect(q.subject, question).toBe('love');
      for (const kind of ['romance', 'courting', 'partnered', 'family'] as const)
        expect(q.grants.has(kind), `${question} ${kind}`).toBe(false);
    }
  });

  it('keeps a loan to a friend, making new friends and feelings for a friend as they were', () => {
    expect(readQuestion('Will my friend pay back the money she owes me?').subject).toBe('money');
    expect(readQuestion('How can I make new friends after moving to Leeds?').friendship).toBe(false);
    expect(readQuestion('Should I tell my friend I have feelings for him?').friendship).toBe(false);
  });

  it('never tells a friend’s question about a household, a family or a romance', () => {
    for (const question of FRIENDS)
      for (let i = 0; i < 12; i++) {
        const md = composeThreeCard({
          firstName: 'Ana',
          question,
          draw: seriesDraw('r31f', 'three-card', i),
        }).markdown.replace(/“[^”]*”/g, '');
        const body = md.split('## Verify')[0]!;
        expect(body.match(NOT_A_FRIENDSHIP)?.[0] ?? null, `${question} #${i}`).toBeNull();
      }
  });

  it('names the friendship where the card’s line says "the relationship"', () => {
    // Strength upright's line for a bond: "carry the relationship further than pressure ever could".
    const md = read('Why has my oldest friend stopped calling me?', [
      ['swords-08-eight', true],
      ['major-04-emperor', true],
      ['major-08-strength', false],
    ]);
    expect(md).toMatch(/carry the friendship further than pressure/);
  });
});

describe('the yes/no lean weighs the whole spread', () => {
  const Q = 'Will I get the flat I applied for?';

  it('calls a good card ahead against a hard card now unclear, and names both in the overview and the answer', () => {
    const set: [string, boolean][] = [
      ['swords-02-two', false],
      ['swords-03-three', false],
      ['cups-02-two', false],
    ];
    expect(leanOf(Q, set).lean).toBe('unclear');
    const md = read(Q, set);
    expect(section(md, 'Overview')).toMatch(
      /Two of Cups ahead leans yes, but the Three of Swords now leans no/,
    );
    expect(section(md, 'Your Answer')).toMatch(
      /\*\*Unclear\.\*\* (The Two of Cups ahead and the Three of Swords now pull against each other|The Two of Cups ahead pulls one way and the Three of Swords now the other|Between the Two of Cups ahead and the Three of Swords now the weight is even|The Three of Swords now and the Two of Cups ahead point opposite ways, and neither outweighs the other)\./,
    );
    expect(md).not.toMatch(/Two of Cups ahead decides it/);
  });

  // Light cards throughout: a heavy card now (the Three of Swords) is no close call for the past to tip.
  it('lets the past tip a close call, and names it among the cards that give the lean', () => {
    const set: [string, boolean][] = [
      ['wands-03-three', false],
      ['cups-05-five', false],
      ['cups-02-two', false],
    ];
    const l = leanOf(Q, set);
    expect(l.lean).toBe('yes');
    expect(l.strength).toBe('slightly');
    expect(l.pro.map((p) => p.card.id)).toEqual(['cups-02-two', 'wands-03-three']);
    expect(l.con.map((p) => p.card.id)).toEqual(['cups-05-five']);
    expect(section(read(Q, set), 'Overview')).toMatch(/Two of Cups ahead and the Three of Wands behind you/);
  });

  it('never leans against the card ahead, and counts a good card now when the future is open', () => {
    expect(
      leanOf(Q, [
        ['major-19-sun', false],
        ['cups-02-two', false],
        ['swords-03-three', false],
      ]).lean,
    ).not.toBe('yes');
    const open = leanOf(Q, [
      ['swords-02-two', false],
      ['cups-02-two', false],
      ['pentacles-04-four', false],
    ]);
    expect(open.lean).toBe('yes');
    expect(open.pro.map((p) => p.card.id)).toEqual(['cups-02-two']);
  });
});

describe('ties, citations and tense a reader would say', () => {
  const seeded = (question: string, i: number) =>
    composeThreeCard({
      firstName: 'Ana',
      question,
      draw: drawSpread({
        seed: createHash('sha256').update(`p${i}${question}`).digest('hex'),
        cut: String(i),
        spread: 'three-card',
      }),
    }).markdown;

  it('never says the stock position ties that closed many clients’ cards alike', () => {
    const STOCK =
      /That is where .+ began, and the start still colours it|this is the road you are on now, not a fixed end|Part of what makes .+ hard today goes back to this\.|What weighs on .+ now was first picked up here|That was the ground under .+ at the start|It is a strength you have shown before|It is the best thing going for|This is the sticking point for/;
    for (const question of [
      'Will my bakery turn a profit by summer?',
      'Should I finish the novel I started three years ago?',
      'Will Marco and I move in together next year?',
    ])
      for (let i = 0; i < 25; i++) expect(seeded(question, i).match(STOCK)?.[0] ?? null).toBeNull();
  });

  it('puts the cards an answer cites in one pair of brackets, never two in a row', () => {
    const question = 'How can I repair things with my best friend after our fight?';
    for (let i = 0; i < 15; i++) expect(seeded(question, i)).not.toMatch(/\([^()]*\)[ .,]*\([^()]*\)/);
  });

  it('frames a future card’s line told as a present fact as what is coming', () => {
    const md = read('Will my new job in marketing work out?', [
      ['pentacles-08-eight', false],
      ['wands-06-six', false],
      ['cups-09-nine', true],
    ]);
    const future = md.split('### Future')[1]!.split('\n## ')[0]!;
    expect(future).toMatch(
      /(What lies ahead for .+ is this|The card shows what is coming for .+): comfort has made you complacent/,
    );
    expect(future).not.toMatch(/(For|As for|With) [^.:]+, comfort has made you complacent/);
  });
});

describe('forgiveness asked of someone else', () => {
  // Set q: "Will my best friend forgive me…?" was told "you and your best friend is your choice".
  it('is the friend’s to give, never the asker’s choice of conscience', () => {
    for (let i = 0; i < 20; i++) {
      const md = composeThreeCard({
        firstName: 'Ellie',
        question: 'Will my best friend forgive me for missing her birthday?',
        draw: seriesDraw('r31-forgive', 'three-card', i),
      }).markdown;
      expect(md).not.toMatch(/is your choice|the cards do not make it for you/);
      expect(section(md, 'Overview')).toMatch(
        /In short, the cards (lean towards (yes|no)|do not settle it yet)/,
      );
    }
  });
});
