// The professional review of three-card readings (issue 26, round 34): the question's matter put
// into frames that presume a story ("when your car began", "what is left between you and your ex"
// eight times), a court card read as two people or flattering a bully, job-loss lines for a jealous
// coworker, and closing steps against the lean. Each test reads many
// draws, or forces the draw that showed the fault.
import { describe, expect, it } from 'vitest';
import { drawSpread } from '../tarot/draw';
import { readQuestion } from './content/tarot-positions';
import { drawWithCards, section } from './__fixtures__/tarot-draws';
import { agreesWithLean, CARRIES_ON, composeThreeCard, HOLDS_BACK } from './tarot-report';

const seed = (n: number) => (0x3400 + n).toString(16).padStart(64, '0');
const compose = (question: string, n: number) =>
  composeThreeCard({
    firstName: 'Nora',
    question,
    draw: drawSpread({ seed: seed(n), spread: 'three-card' }),
  }).markdown;
const many = (question: string, count = 60) => Array.from({ length: count }, (_, n) => compose(question, n));
const forced = (question: string, set: [string, boolean][]) =>
  composeThreeCard({ firstName: 'Nora', question, draw: drawWithCards('r34', set) }).markdown;
/** The reading without its headings, the quoted question and the verification. */
const prose = (md: string) =>
  md
    .split('## Verify')[0]!
    .replace(/“[^”]*”/g, '“…”')
    .split('\n')
    .filter((l) => !l.startsWith('#'))
    .join('\n');
const count = (text: string, phrase: string) => text.match(new RegExp(`\\b${phrase}\\b`, 'gi'))?.length ?? 0;

describe('tarot review r34, three cards', () => {
  it('never dates a thing, a person or a step as if it had a beginning of its own', () => {
    for (const [question, matter] of [
      ['Was buying my car a mistake?', 'your car'],
      ['Is my friend’s boyfriend good for her?', 'your friend’s boyfriend'],
      ['Should I rent the flat on Elm Street?', 'renting the flat'],
      ['Should I sell my car?', 'selling your car'],
    ] as const)
      for (const md of many(question))
        expect(prose(md), question).not.toMatch(
          new RegExp(`\\b(when|where) (${matter}|the car|the boyfriend|the flat) (began|started)\\b`, 'i'),
        );
  });

  it('says the matter in full at most twice, then by a short form', () => {
    for (const [question, matter] of [
      ['Does my ex still think about me?', 'you and your ex'],
      ['Should I get back together with my ex?', 'you and your ex'],
      ['Was buying my car a mistake?', 'your car'],
      ['My coworker is jealous of me, what should I do?', 'things with your colleague'],
      ['My best friend and her husband stopped inviting me. Why?', 'you and your best friend'],
    ] as const)
      for (const md of many(question, 40)) {
        expect(prose(md)).not.toMatch(/what is left between/);
        expect(count(prose(md), matter), `${question}\n${md}`).toBeLessThanOrEqual(2);
      }
  });

  it('reads a court card as one person, with the pronoun the question gives them', () => {
    for (const md of many('My friend and her husband are fighting. Should I get involved?', 80)) {
      expect(md).not.toMatch(/\btheir husband\b/);
      // Two people are "them", never "him".
      expect(md).not.toMatch(/your friend and her husband[^.]*\b(him|he)\b/);
    }
    const ex = many('My ex cheated on me. Will he come back?', 80).join('\n');
    expect(ex).not.toMatch(/your ex as (they were|she was)/);
    expect(ex).toMatch(/your ex as he was then/);
    const manager = many('My manager bullies me, should I report him?', 80).join('\n');
    expect(manager).not.toMatch(/your manager as (they were|she was)|things with them\b/);
  });

  it('never reads an upright court card as the person who bullies or cheated on the asker', () => {
    for (const question of [
      'My manager bullies me, should I report him?',
      'My ex cheated on me. Will he come back?',
    ])
      for (const set of [
        [
          ['pentacles-13-queen', false],
          ['cups-03-three', false],
          ['wands-06-six', false],
        ],
        [
          ['swords-07-seven', false],
          ['cups-05-five', false],
          ['pentacles-14-king', false],
        ],
      ] as [string, boolean][][]) {
        const md = forced(question, set);
        expect(md, question).not.toMatch(
          /may well (be|stand for) your (manager|ex)|the other person as (he|they) (was|were)|at (his|their) best/,
        );
      }
  });

  // The cards' own lines no longer speak of a job lost (review w rewrote them to fit any work
  // question), so only the filter's side is left to hold: no such line reaches a workplace conflict.
  it('gives no job-loss line to a workplace conflict', () => {
    const JOB_ENDING =
      /\b(a job is lost|hours are cut|outgrowing a job|a job, a (role|project)|leave a job|move away from a hard job)\b/i;
    for (const question of [
      'My coworker is jealous of me, what should I do?',
      'My manager bullies me, should I report him?',
    ])
      for (const md of many(question, 80)) expect(prose(md), question).not.toMatch(JOB_ENDING);
  });

  it('closes a yes to selling or to ending it with a step that goes the same way', () => {
    // The draw that closed "Leaning yes: the cards favour selling it" with "make no big moves".
    const world: [string, boolean][] = [
      ['pentacles-04-four', false],
      ['major-21-world', true],
      ['swords-04-four', false],
    ];
    for (const question of ['Should I sell my car?', 'Should I end it with my boyfriend?']) {
      const answer = section(forced(question, world), 'Your Answer');
      expect(answer).toMatch(/Leaning yes/);
      expect(answer, question).not.toMatch(HOLDS_BACK);
      expect(answer, question).not.toMatch(CARRIES_ON);
    }
    const sell = readQuestion('Should I sell my car?');
    expect(agreesWithLean('make no big moves for now', 'yes', sell)).toBe(false);
    const end = readQuestion('Should I end it with my boyfriend?');
    expect(
      agreesWithLean('say what you feel in simple words, and listen to what comes back', 'yes', end),
    ).toBe(false);
    expect(agreesWithLean('give each other room, and come back to the conversation rested', 'yes', end)).toBe(
      false,
    );
    expect(agreesWithLean('plan your exit properly so you do not drift back', 'no', end)).toBe(false);
    for (const md of many('Should I end it with my boyfriend?', 60)) {
      const answer = section(md, 'Your Answer');
      if (/Leaning yes/.test(answer)) expect(answer).not.toMatch(CARRIES_ON);
    }
  });
});
