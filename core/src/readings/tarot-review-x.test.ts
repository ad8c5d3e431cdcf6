import { describe, expect, it } from 'vitest';
import { crossWithCard, drawWithCard, seriesReading, TAROT_SPREADS } from './__fixtures__/tarot-draws';
import { WHOLE } from './content/celtic-cross';
import { readQuestion } from './content/tarot-positions';
import { composeThreeCard, presumesUnasked } from './tarot-report';

/** A reading of the question with one card set at a place (0 past, 1 present, 2 future). */
const reading = (question: string, place: number, id: string, reversed = false, tag = 'x') =>
  composeThreeCard({ firstName: 'Owen', question, draw: drawWithCard(tag, place, id, reversed) }).markdown;

describe('tarot review x, someone else’s health', () => {
  const question = "What do I need to know about my father's recovery after his heart surgery?";

  // The reading told Owen "No card can say what your body will do; the cards are read here for how
  // you look after yourself" about his father's operation.
  it('reads a parent’s recovery from his operation as his, with the asker beside him', () => {
    expect(readQuestion(question).thirdPerson).toEqual({ who: 'your father', pronoun: 'him' });
    expect(readQuestion('How can I heal after the surgery?').thirdPerson).toBeNull();
    const md = reading(question, 1, 'cups-14-king', true);
    expect(md).toMatch(/your father/);
    expect(md).not.toMatch(/what your body will do|how you look after yourself/);
  });

  it('does not read a parent named in the question as the Six of Cups’ pull of the past', () => {
    for (const reversed of [false, true])
      expect(reading(question, 0, 'cups-06-six', reversed)).not.toMatch(/pull of what has been/);
  });
});

describe('tarot review x, a promotion offered', () => {
  // "Should I accept the promotion…?" was told to "find out when pay is next reviewed, so that the
  // case is ready before you ask": the step for a pay rise asked for, not an offer to weigh.
  it('weighs an offer before it is answered, in both spreads, never a case for a rise', () => {
    const question = 'Should I accept the promotion if it means managing my old team?';
    for (const spread of ['three-card', 'celtic-cross'] as const)
      for (let i = 0; i < 40; i++) {
        const markdown = seriesReading(spread, question, 'p', i, 'Marcus');
        expect(markdown).not.toMatch(
          /pay is next reviewed|the case for what you are asking|book the meeting/,
        );
      }
  });
});

describe('tarot review x, the matter as the asker wrote it', () => {
  // "This is the ground under your phd application to edinburgh today."
  it('keeps the capitals the question gave its words', () => {
    const question = 'Will my PhD application to Edinburgh be accepted?';
    for (const spread of ['three-card', 'celtic-cross'] as const)
      for (let i = 0; i < 6; i++) {
        const markdown = seriesReading(spread, question, 'e', i, 'Kofi');
        expect(markdown).not.toMatch(/\bphd\b|\bedinburgh\b/);
      }
  });

  // "It leaves leaving your law firm better placed."
  it('never makes a matter that is an act the object of a verb in the passing card’s line', () => {
    const question = 'Should I leave my law firm to start my own practice?';
    for (let i = 0; i < 40; i++)
      expect(seriesReading('celtic-cross', question, 'l', i, 'Tariq')).not.toMatch(/\bleaves leaving\b/);
  });
});

describe('tarot review x, a lease renewal', () => {
  it('asks the landlord early rather than sending a renewal to a lawyer', () => {
    const question = 'Will my landlord renew the lease on my flat?';
    for (let i = 0; i < 30; i++)
      expect(seriesReading('three-card', question, 'r', i, 'Lotte')).not.toMatch(/proper legal advice/);
  });
});

describe('tarot review x, the one named keeps one pronoun', () => {
  // "…then let them answer in his own time."
  it('never says "them" and "his" of the same brother in one step', () => {
    const question = 'How can I rebuild trust with my brother after the inheritance dispute?';
    for (const spread of ['three-card', 'celtic-cross'] as const)
      for (let i = 0; i < 30; i++)
        expect(seriesReading(spread, question, 'b', i, 'Pavel')).not.toMatch(/\bthem answer in his\b/);
  });
});

/** A Celtic Cross on the question with one place set to a card. */
const crossWithCardAt = (question: string, place: string, id: string, reversed: boolean, i: number) =>
  TAROT_SPREADS['celtic-cross']({
    firstName: 'Elena',
    question,
    draw: crossWithCard('m', i, place, id, reversed),
  }).markdown;

describe('tarot review x, a card named as the very matter only where it is', () => {
  // "The Seven of Pentacles is the long wait for an investment of effort to pay, which is the very
  // matter you asked about" on a marriage "after twenty years"; the Six of Swords "is the move
  // itself" on leaving a law firm.
  it('does not take a span of years for an investment, or leaving a job for a journey', () => {
    for (let i = 0; i < 6; i++) {
      expect(
        crossWithCardAt(
          'Where is my marriage heading after twenty years?',
          'outcome',
          'pentacles-07-seven',
          i % 2 === 1,
          i,
        ),
      ).not.toMatch(/the very matter you asked about/);
      expect(
        crossWithCardAt(
          'Should I leave my law firm to start my own practice?',
          'near-future',
          'swords-06-six',
          false,
          i,
        ),
      ).not.toMatch(/the move itself/);
    }
  });
});

describe('tarot review x, a matter said short by its head', () => {
  // "Thought, words and friction will decide the burnout"; "your hope for the burnout needs new ground".
  it('shortens "your recovery from burnout" to the recovery, never to the burnout', () => {
    const question = 'What should I focus on as I recover from burnout?';
    for (const spread of ['three-card', 'celtic-cross'] as const)
      for (let i = 0; i < 12; i++)
        expect(seriesReading(spread, question, 'h', i, 'Ruth')).not.toMatch(/\bthe burnout\b/);
  });
});

describe('tarot review x, a note in proportion', () => {
  it('sends burnout to a GP without a crisis line, and keeps the line for despair', () => {
    const read = (question: string, spread: 'three-card' | 'celtic-cross') =>
      seriesReading(spread, question, 'n', 1, 'Ruth');
    for (const spread of ['three-card', 'celtic-cross'] as const) {
      expect(read('What should I focus on as I recover from burnout?', spread)).not.toMatch(/crisis line/);
      expect(read('What should I focus on as I recover from burnout?', spread)).toMatch(/GP/);
      expect(read('How do I cope with my depression this winter?', spread)).toMatch(/crisis line/);
    }
  });
});

describe('tarot review x, the matter of a home search', () => {
  // "This is what weighs on the city today": the matter was the place, not the search.
  it('reads finding a home in a city as the search for a home', () => {
    const question = 'Will I find a home I can afford in the city this year?';
    expect(readQuestion(question).topic).toBe('the search for a home');
    for (let i = 0; i < 4; i++)
      expect(
        seriesReading('celtic-cross', question, 'c', i, 'June').split('”').slice(1).join(''),
      ).not.toMatch(/\bthe city\b/);
  });
});

describe('tarot review x, the suit that leads', () => {
  // "Feeling and attachment will decide this decision."
  it('says where the leading suit weighs, never that it decides the matter', () => {
    for (const line of WHOLE.suit)
      expect(
        line('Three', 'Cups', 'water', 'feeling and attachment', 'this decision', '', 'the Ace of Cups'),
      ).not.toMatch(/decide this decision/);
  });
});

describe('tarot review x, the Celtic Cross names its matter short', () => {
  it('calls leaving a firm a change, not a move, and says "things between you" in full three times at most', () => {
    for (let i = 0; i < 12; i++) {
      const cross = (question: string) => seriesReading('celtic-cross', question, 'k', i, 'Isla');
      expect(cross('Should I leave my law firm to start my own practice?')).not.toMatch(/\bthe move\b/);
      expect(
        cross('Is it time to end things with my boyfriend?').match(/things between you and your boyfriend/g)
          ?.length ?? 0,
      ).toBeLessThanOrEqual(3);
    }
  });
});

describe('tarot review x, a son is not a house', () => {
  // "How can I get on better with my teenage son?" was told to "think about the kind of home you
  // want in the years ahead".
  it('holds a house-choosing step as presumed on a question about getting on with a son', () => {
    const step = 'Think about the kind of home you want in the years ahead, and decide by that.';
    expect(presumesUnasked(step, readQuestion('How can I get on better with my teenage son?'))).toBe(true);
    expect(presumesUnasked(step, readQuestion('Should we move to a bigger house next year?'))).toBe(false);
  });
});

describe('tarot review x, a step written for the decision', () => {
  // "Choose your battles" on going freelance; "put into one plain sentence what you most want" on
  // an offer for a cottage: a card's general advice stood in for the decision's own step.
  it('gives common decisions a step about the decision itself, whatever the cards', () => {
    const cases: [string, RegExp][] = [
      ['Should I go freelance as a graphic designer next year?', /clients/],
      ['Is it a good time to ask my partner to marry me?', /the future you each want/],
      ['Should we put an offer on the cottage we saw last weekend?', /walk away|ceiling/],
      ["Should I sell my late grandmother's piano?", /ask the family first/],
      ['How can I stop overspending and start saving?', /standing order/],
      ["Will my sister and I sort out our father's care between us?", /who can give which hours/],
    ];
    for (const [question, step] of cases)
      for (let i = 0; i < 6; i++) {
        const md = seriesReading('three-card', question, 'd', i, 'Dev');
        expect(md.slice(md.indexOf('## Your Answer')), question).toMatch(step);
      }
  });
});
