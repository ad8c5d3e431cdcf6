import { describe, expect, it } from 'vitest';
import { cardById } from '../tarot/deck';
import { drawSpread } from '../tarot/draw';
import { meaningOf } from '../tarot/meanings';
import { fixtureScore, randomChart } from './__fixtures__/charts';
import { SIGN_TEXT } from './content/authored';
import { composeCompatibility, synastryAspects } from './compatibility-report';
import { InputError } from './errors';
import {
  answerQuestion,
  guideReply,
  MAX_READING_SUMMARY_LENGTH,
  offTopicKind,
  readingSummary,
  suggestedQuestions,
} from './guide';
import { composeLifePath } from './lifepath-report';
import { composeNatal } from './natal-report';
import { cardPhrase } from './tarot-interplay';
import { composeCelticCross } from './celtic-cross-report';
import { composeThreeCard } from './tarot-report';
import type { CardFact } from './types';

const authoredTheme = (c: CardFact) => meaningOf(cardById(c.cardId)!, c.orientation === 'reversed').theme;

/** A drawn card as the guide names it: "the Queen of Swords reversed". */
const phrase = (c: CardFact, capital = false) =>
  cardPhrase(cardById(c.cardId)!, { reversed: c.orientation === 'reversed', capital });

describe('answerQuestion', () => {
  const cc = composeCelticCross({
    firstName: 'Ana',
    question: 'Where is my work going?',
    draw: drawSpread({ seed: 'cd'.repeat(32), spread: 'celtic-cross' }),
  });

  it('answers about a named card, a position and reversals from the reading facts', () => {
    const card = cc.facts.cards[4]!;
    const a = answerQuestion(cc, `What does the ${card.name} mean here?`);
    expect(a.answer).toContain(phrase(card, true));
    expect(a.answer).toContain(card.positionLabel.replace(/^The /, '').replace(/:.*$/, ''));
    // The authored text, not the position label repeated or a card named twice in a row.
    expect(a.answer).not.toMatch(/: \w+ of \w+( reversed)?: /);
    expect(a.answer).not.toMatch(/the The /);
    expect(a.sources).toContain(`card:${card.cardId}`);
    const outcome = answerQuestion(cc, 'What about the outcome?');
    expect(outcome.answer).toContain(phrase(cc.facts.cards[9]!, true));
    const rev = answerQuestion(cc, 'Which cards are reversed?');
    const reversed = cc.facts.cards.filter((c) => c.orientation === 'reversed');
    for (const c of reversed) expect(rev.answer).toContain(phrase(c));
    expect(answerQuestion(cc, 'Tell me more').answer).toContain(phrase(cc.facts.cards[0]!));
    const absent = ['The Sun', 'The Moon', 'The Fool'].find(
      (n) => !cc.facts.cards.some((c) => c.name === n),
    )!;
    expect(answerQuestion(cc, `And what would ${absent} mean?`).answer).toContain(
      `${absent} is not among the cards drawn`,
    );
  });

  it('answers about a reading stored before the authored text from that text, by card id', () => {
    const old = {
      ...cc,
      facts: {
        ...cc.facts,
        cards: cc.facts.cards.map((c) => ({
          ...c,
          meaning: `${c.name}: an old keyword line.`,
          advice: 'old advice',
        })),
      },
    };
    const card = old.facts.cards[2]!;
    const a = answerQuestion(old, `What does the ${card.name} mean?`);
    expect(a.answer).toContain(authoredTheme(card));
    expect(a.answer).not.toContain('old keyword line');
  });

  it('answers a question put to the reading from the cards: a lean for yes or no, a step for an open one', () => {
    const move = composeThreeCard({
      firstName: 'Ana',
      question: 'Should I move abroad next spring?',
      draw: drawSpread({ seed: 'ab'.repeat(32), spread: 'three-card' }),
    });
    const future = move.facts.cards[2]!;
    const yes = answerQuestion(move, 'Is Porto the right place for me?');
    expect(yes.answer).toMatch(/^(Leaning yes|Leaning no|Unclear)/);
    expect(yes.answer).toContain(phrase(future, true));
    // Read for a move: the future card's own travel sentence.
    const travel = meaningOf(cardById(future.cardId)!, future.orientation === 'reversed').subjects.travel;
    expect(yes.answer).toContain(travel);
    const open = answerQuestion(move, 'What should I do next?');
    expect(open.answer).toMatch(/^The one thing to do: /);
  });

  it('answers about placements, houses and unknown birth times', () => {
    const chart = randomChart(5);
    const natal = composeNatal({ chart });
    const venus = natal.facts.placements.find((p) => p.point === 'Venus')!;
    // The guide answers with the report's own authored text, so it never contradicts it.
    expect(answerQuestion(natal, 'Where is my Venus?').answer).toContain(SIGN_TEXT.Venus[venus.sign]);
    expect(answerQuestion(natal, 'Where is my Venus?').answer).toContain(venus.signName);
    expect(answerQuestion(natal, 'What is my 7th house about?').answer).toContain('seventh house');
    expect(answerQuestion(natal, 'What does my tenth house say?').answer).toContain('tenth house');
    const noTime = composeNatal({ chart: randomChart(5, { timeKnown: false }) });
    expect(answerQuestion(noTime, 'What is my rising sign?').answer).toMatch(/cannot/);
  });

  it('answers about numbers and compatibility scores', () => {
    const lp = composeLifePath({
      firstName: 'Mary Lynn',
      lastName: 'Bryant',
      birthDate: '1990-05-14',
      now: new Date('2026-11-25T12:00:00Z'),
    });
    expect(answerQuestion(lp, 'What does my life path number mean?').answer).toContain('Life Path is 11');
    expect(answerQuestion(lp, "What's my soul urge?").answer).toContain('Soul Urge is 5');
    expect(answerQuestion(lp, 'How was it calculated?').answer).toContain('5 + 5 + 1 = 11/2');
    // The guide states the Y rule the sums apply (Bryant's Y follows a consonant: a vowel), not a rule by sound.
    expect(answerQuestion(lp, 'How was it calculated?').answer).toContain(
      'with Y counted as a vowel except where it follows a vowel or starts a name before one',
    );
    expect(answerQuestion(lp, 'What does this year hold for me?').answer).toMatch(
      /^2026 is your Personal Year 2 \(5 \+ 5 \+ 1 = 11 -> 2\)\. It is a year of patience/,
    );
    expect(answerQuestion(lp, 'What is my birthday number?').answer).toContain(
      'Birthday number is 5 (14 -> 5)',
    );
    // A master day is named with its root, as everywhere else in the report.
    const grace = composeLifePath({
      firstName: 'Grace',
      lastName: 'Okafor',
      birthDate: '1950-05-22',
      now: new Date('2026-11-25T12:00:00Z'),
    });
    expect(answerQuestion(grace, 'What is my birthday number?').answer).toContain(
      'Birthday number is 22/4. It adds',
    );
    expect(answerQuestion(lp, 'Do I have a karmic debt?').answer).toMatch(
      /^Karmic Debt 13 .* Karmic Debt 14 /,
    );
    const c1 = randomChart(1);
    const c2 = randomChart(2);
    const compat = composeCompatibility({
      person1: { firstName: 'Ana', chart: c1 },
      person2: { firstName: 'Ben', chart: c2 },
      score: fixtureScore(c1, c2, synastryAspects(c1, c2)),
    });
    expect(answerQuestion(compat, 'Why is our score what it is?').answer).toContain(
      `${compat.facts.score.score} out of 44`,
    );
    expect(answerQuestion(compat, "What is Ben's Moon?").answer).toContain("Ben's Moon");
  });

  it('rejects empty and oversized questions and never echoes the question', () => {
    expect(() => answerQuestion(cc, '  ')).toThrow(InputError);
    expect(() => answerQuestion(cc, 'x'.repeat(501))).toThrow(/500/);
    expect(answerQuestion(cc, '<script>alert(1)</script> outcome?').answer).not.toContain('<script>');
  });
});

describe('guideReply', () => {
  const natal = composeNatal({ chart: randomChart(11), firstName: 'Mira' });
  const moon = natal.facts.placements.find((p) => p.point === 'Moon')!;
  const cc = composeCelticCross({
    firstName: 'Ana',
    question: 'Where is my work going?',
    draw: drawSpread({ seed: 'ef'.repeat(32), spread: 'celtic-cross' }),
  });

  it('answers from the reading, by name, with follow-up questions it can answer', () => {
    const reply = guideReply(natal, 'What does my Moon sign mean?');
    expect(reply.refused).toBeNull();
    expect(reply.answer).toContain(moon.signName);
    expect(reply.answer).toMatch(/^Mira, /);
    expect(reply.suggestions).toContain(`What does my Moon in ${moon.signName} mean?`);
    for (const s of reply.suggestions) expect(guideReply(natal, s).refused).toBeNull();
  });

  it.each([
    ['Can astrology tell me which medication dose to take?', 'medical'],
    ['Should I sue my landlord?', 'legal'],
    ['Should I put my savings into bitcoin?', 'financial'],
  ] as const)('declines %s politely as %s advice', (question, kind) => {
    const reply = guideReply(natal, question);
    expect(reply.refused).toBe(kind);
    expect(reply.answer).toContain('qualified');
    expect(reply.sources).toEqual([]);
    expect(reply.suggestions.length).toBeGreaterThan(0);
  });

  it('suggests questions for every kind of reading, each about its own facts', () => {
    const lp = composeLifePath({
      firstName: 'Ana',
      lastName: 'Lopez',
      birthDate: '1990-05-14',
      now: new Date('2026-11-25T12:00:00Z'),
    });
    expect(suggestedQuestions(lp)[0]).toBe(`What does my Life Path ${lp.facts.profile.lifePath.value} mean?`);
    expect(suggestedQuestions(cc)[0]).toContain(phrase(cc.facts.cards[0]!));
    for (const s of suggestedQuestions(cc))
      expect(answerQuestion(cc, s).answer).not.toMatch(/^This reading drew/);
    expect(offTopicKind('What does the Tower mean?')).toBeNull();
  });
});

it('does not mistake the sign Cancer for a medical question', () => {
  expect(offTopicKind('What does my Moon in Cancer mean?')).toBeNull();
});

describe('readingSummary', () => {
  it("carries each kind of reading's own facts, within the length a voice agent is given", () => {
    const natal = composeNatal({ chart: randomChart(11), firstName: 'Mira' });
    const moon = natal.facts.placements.find((p) => p.point === 'Moon')!;
    expect(readingSummary(natal)).toContain(`Moon in ${moon.signName}`);
    const cc = composeCelticCross({
      firstName: 'Ana',
      question: 'Where is my work going?',
      draw: drawSpread({ seed: 'ef'.repeat(32), spread: 'celtic-cross' }),
    });
    const summary = readingSummary(cc);
    expect(summary).toContain('Where is my work going?');
    for (const card of cc.facts.cards.slice(0, 3)) expect(summary).toContain(phrase(card));
    const lp = composeLifePath({
      firstName: 'Mary Lynn',
      lastName: 'Bryant',
      birthDate: '1990-05-14',
      now: new Date('2026-11-25T12:00:00Z'),
    });
    expect(readingSummary(lp)).toContain('Life Path 11');
    const c1 = randomChart(1);
    const c2 = randomChart(2);
    const compat = composeCompatibility({
      person1: { firstName: 'Ana', chart: c1 },
      person2: { firstName: 'Ben', chart: c2 },
      score: fixtureScore(c1, c2, synastryAspects(c1, c2)),
    });
    expect(readingSummary(compat)).toContain(`Score ${compat.facts.score.score} of 44`);
    for (const r of [natal, cc, lp, compat]) {
      expect(readingSummary(r).length).toBeLessThanOrEqual(MAX_READING_SUMMARY_LENGTH);
    }
  });
});
