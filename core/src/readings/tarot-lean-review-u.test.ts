// Review u (issue 26): the yes/no lean read from what the cards mean for the common questions that
// were still tallied (feelings, jealousy, money coming, whether it lasts, a home, a friendship
// mended), the lean sentence said from the deciding card, and the guide giving the reading's answer.
import { describe, expect, it } from 'vitest';
import { drawWithCards, section, seriesDraw } from './__fixtures__/tarot-draws';
import { composeCelticCross } from './celtic-cross-report';
import { LEAN_CLOSE } from './content/celtic-cross';
import { readQuestion } from './content/tarot-positions';
import { tarotAnswer } from './guide';
import { composeThreeCard } from './tarot-report';

/** A three-card reading of a question over set cards, past to future. */
const reading = (question: string, set: [string, boolean][]) =>
  composeThreeCard({ firstName: 'Mara', question, draw: drawWithCards('lean-u', set) }).markdown;

const overview = (md: string) => section(md, 'Overview');
const answer = (md: string) => section(md, 'Your Answer');

describe('a common yes/no question read for what it asks', () => {
  it('reads the Four of Cups ahead on "Does he love me?" as indifference, the pull toward no', () => {
    const md = reading('Does he love me?', [
      ['major-19-sun', false],
      ['cups-09-nine', false],
      ['cups-04-four', false],
    ]);
    expect(overview(md)).not.toMatch(/towards yes/);
    expect(overview(md)).toMatch(/Four of Cups ahead leans no/);
    expect(overview(md)).toMatch(
      /On this question, the Four of Cups is indifference, an offer not even noticed\./,
    );
  });

  it('reads the Queen of Wands reversed ahead on "Is she jealous of me?" as a yes to the fear', () => {
    const md = reading('Is she jealous of me?', [
      ['cups-03-three', false],
      ['major-19-sun', false],
      ['wands-13-queen', true],
    ]);
    expect(overview(md)).toMatch(/Queen of Wands reversed ahead leans yes/);
    expect(overview(md)).toMatch(/the Queen of Wands reversed is warmth turned to jealousy and rivalry\./);
  });

  it('reads the Ace of Pentacles ahead on a raise as money placed in your hand', () => {
    const md = reading('Will I get the raise I asked for?', [
      ['swords-10-ten', false],
      ['swords-05-five', true],
      ['pentacles-01-ace', false],
    ]);
    expect(overview(md)).toMatch(/towards yes/);
    expect(overview(md)).toMatch(/money placed in your hand/);
  });

  it('reads the Tower ahead on "Will our marriage last?" as a structure that comes down', () => {
    const md = reading('Will our marriage last?', [
      ['cups-10-ten', false],
      ['major-19-sun', false],
      ['major-16-tower', false],
    ]);
    expect(overview(md)).toMatch(/Tower ahead leans no/);
    expect(overview(md)).toMatch(/On this question, the Tower is a structure that comes down\./);
  });

  it('reads the Four of Wands ahead on buying a house as a home celebrated, not as staying put', () => {
    const md = reading('Should we buy the house on Elm Street?', [
      ['swords-09-nine', false],
      ['pentacles-09-nine', false],
      ['wands-04-four', false],
    ]);
    expect(overview(md)).toMatch(/towards yes/);
    expect(overview(md)).toMatch(/garlanded gateway of a home/);
  });

  it('reads the Three of Cups ahead on a friendship after a fight as friends together again', () => {
    const md = reading('Will my best friend and I be close again after our fight?', [
      ['swords-05-five', false],
      ['cups-06-six', false],
      ['cups-03-three', false],
    ]);
    expect(overview(md)).toMatch(/towards yes/);
    expect(overview(md)).toMatch(/friends raising their cups together/);
  });
});

describe('the lean sentence, said from the cards', () => {
  const weak = reading('Will my bakery business work out?', [
    ['major-18-moon', false],
    ['major-20-judgement', true],
    ['cups-07-seven', false],
  ]);

  it('says what the undecided card ahead means for the question, not only that it leans neither way', () => {
    expect(overview(weak)).toMatch(
      /The Seven of Cups ahead is a cloud of promises that may be only dreams, and (leans neither way on it|takes no side in it|leaves that part open|does not settle it either way|says nothing either way on it|tips it neither way)\./,
    );
  });

  it('says what a weak lean lacks for a clear answer, naming the card it waits on', () => {
    expect(answer(weak)).toMatch(/^\s*\*\*Leaning no, but not strongly\.\*\*/);
    expect(answer(weak)).toMatch(
      /For a clear no, the card ahead would have to agree, and the Seven of Cups does not commit\./,
    );
  });

  it('names the single card that gives the lean once, with its reason in the same sentence', () => {
    const md = reading('Will my friend pay me back the money she owes me?', [
      ['pentacles-10-ten', false],
      ['swords-02-two', false],
      ['swords-07-seven', false],
    ]);
    expect(overview(md)).toMatch(
      /Seven of Swords ahead (gives that answer|decides it); on this question it is someone slipping away/,
    );
    expect(overview(md).match(/Seven of Swords ahead/g)!.length).toBe(1);
  });
});

/** The closing heads of a Celtic Cross answer, by the lean each gives. */
const CLOSED = new Map<string, string>([
  ...Object.values(LEAN_CLOSE.yes).map((h): [string, string] => [h, 'yes']),
  ...Object.values(LEAN_CLOSE.no).map((h): [string, string] => [h, 'no']),
  ['Still open', 'unclear'],
]);

describe('the voice guide on a Celtic Cross', () => {
  it('gives the yes or no the reading shows, over 200 seeded draws', () => {
    const questions = [
      'Will I get the job?',
      'Will we get back together?',
      'Will my business work out?',
      'Does he love me?',
      'Will the bank approve my loan?',
    ];
    const differ: string[] = [];
    for (let i = 0; i < 200; i++) {
      const question = questions[i % questions.length]!;
      const draw = seriesDraw('guide-lean-u', 'celtic-cross', i);
      const md = composeCelticCross({ firstName: 'Mara', question, draw }).markdown;
      const shown = [...section(md, 'The Answer').matchAll(/\*\*([^*]+?)\.?\*\*/g)]
        .map((m) => CLOSED.get(m[1]!))
        .find(Boolean);
      const guide = tarotAnswer(draw, readQuestion(question).subject, true, question);
      const said = /^Leaning yes/.test(guide) ? 'yes' : /^Leaning no/.test(guide) ? 'no' : 'unclear';
      if (said !== shown && differ.length < 8)
        differ.push(`${i} ${question}: reading ${shown}, guide "${guide.slice(0, 40)}"`);
    }
    expect(differ).toEqual([]);
  });
});
