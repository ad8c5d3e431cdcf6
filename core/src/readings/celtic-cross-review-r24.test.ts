// The professional review of batch r24 (Celtic Cross): a parent who has died is never read as a
// living person and a grief gets care, not a card's everyday advice; the step is said once; a
// plural card name keeps its agreement when reversed; a line calling the matter favoured never
// sits under a no; a court case gets no habit advice and no celebration in its story; an ex's
// relationship is not read as ongoing and an open last card never "decides" a lean; no pending
// decision is invented; the story's heads are whole phrases that agree with their verbs; the crown
// is read one way; and the story covers the staff.
import { describe, expect, it } from 'vitest';
import { DECK, cardById } from '../tarot/deck';
import { meaningOf } from '../tarot/meanings';
import { COURT_QUALITY } from './content/celtic-cross';
import { CARE_TEXT } from './content/tarot-care';
import { readQuestion } from './content/tarot-positions';
import { asReversed, composeCelticCross, storyHead } from './celtic-cross-report';
import { seriesDraw, seriesReadings } from './__fixtures__/tarot-draws';
import { named } from './tarot-interplay';
import { splitSentences } from './tarot-report';

const read = (question: string, i: number, tag = 'cc24') => {
  const draw = seriesDraw(tag, 'celtic-cross', i);
  return { draw, md: composeCelticCross({ firstName: 'Noa', question, draw }).markdown };
};
const cc = (question: string, n = 60) => seriesReadings('cc24', question, n, ['celtic-cross']);
const section = (md: string, head: string) => md.split(head)[1]!.split('\n#')[0]!;
const story = (md: string) => /\*\*The story of the spread\.\*\* ([^\n]*)/.exec(md)?.[1] ?? '';
const LEAN_HEAD = /\*\*(Yes|No), by a narrow margin|\*\*(Likely|Leaning|A cautious|Yes, clearly|No, as)/;

describe('Celtic Cross review r24', () => {
  it('reads a parent who has died as remembered, with grief care and no verdict', () => {
    for (const question of [
      "How can I heal after my mother's death?",
      'How do I cope after my father’s passing?',
    ]) {
      const q = readQuestion(question);
      expect(q.situation.deceased, question).toBe(true);
      expect(q.sensitive, question).toBe('grief');
      for (const md of cc(question)) {
        // "May well be your mother as you remember her" is a memory; anything else reads her as living.
        expect(md).not.toMatch(
          /(speaks for|Read for) your (mother|father)|may well be your (mother|father) (?!as you remember)/,
        );
        expect(md).not.toMatch(/Decide together whether|decision you keep postponing/);
        expect(md).not.toMatch(LEAN_HEAD);
        expect(section(md, '## Overview')).toMatch(/bereavement/);
        // A grief did not "begin with a wish granted", nor meet "a celebration at home".
        expect(story(md)).not.toMatch(
          /^(Your grief|The grief)[^.]* (began|grew)|celebration|wish granted \(/,
        );
      }
    }
  });

  it('gives a grief a step of care, and says the one thing to do once', () => {
    const care = Object.values(CARE_TEXT.grief.steps);
    for (const md of cc("How can I heal after my mother's death?")) {
      const step = /\*\*The one thing to do:\*\* ([^\n]*)\./.exec(md)?.[1];
      expect(care).toContain(step);
      expect(md).not.toMatch(/accelerator/);
    }
    for (const md of cc('What is blocking my creativity?')) {
      const frees = /What frees it is to ([^\n]*?)\./.exec(md)?.[1];
      if (frees) expect(md.split(frees).length - 1).toBe(1);
    }
    for (const question of ['How can I get out of debt?', 'How can I grow in my career?'])
      for (const md of cc(question)) {
        const step = /\*\*The one thing to do:\*\* ([^\n]*)\./.exec(md)?.[1];
        if (step) expect(md.split(step).length - 1, question).toBe(1);
      }
  });

  it('renders every reversed meaning with a subject that agrees with its verb', () => {
    const lovers = cardById('major-06-lovers')!;
    expect(asReversed('Reversed, the Lovers lose their harmony.', { card: lovers })).toBe(
      'They lose their harmony.',
    );
    for (const card of DECK)
      for (const s of splitSentences(meaningOf(card, true).meaning)) {
        const out = asReversed(s, { card });
        // "It lose", "It face": a singular pronoun before a bare plural verb.
        const verb = /^It (?:either |still |also |only )?(\w+)/.exec(out)?.[1];
        if (verb)
          expect(verb, `${card.id}: ${out}`).toMatch(/s$|ed$|^(can|may|will|must|might|could|would)$/);
        expect(out, card.id).not.toMatch(/^They \w+s\b/);
      }
  });

  it('never calls the matter favoured under a no, and weighs the card of the topic', () => {
    let favoured = 0;
    for (const question of ['Should I emigrate to Canada?', 'Should I move abroad next year?'])
      for (const md of cc(question, 120)) {
        const cards = md.split('## The Answer')[0]!;
        if (/\bfavou?red\b/.test(cards)) {
          favoured++;
          expect(md, question).not.toMatch(/\*\*(No|Likely not|Leaning no)/);
        }
        // One person asking about their own move has no "each of you", and nothing has gone wrong.
        expect(md).not.toMatch(/each of you|what went wrong/);
      }
    expect(favoured).toBeGreaterThan(0);
  });

  it('gives a court case no habit advice and no home or celebration in its story', () => {
    for (const md of cc('Will my court case go my way?', 120)) {
      expect(md).not.toMatch(/habit that controls you/);
      expect(story(md)).not.toMatch(/celebration|at home|\bhome\b/);
    }
  });

  it('reads an ex as a relationship that ended, and never lets an open last card decide', () => {
    for (const md of cc('Will my ex come back?', 120)) {
      expect(md).not.toMatch(/relationship has grown through steady effort|inside the relationship/);
      if (LEAN_HEAD.test(md)) expect(story(md)).not.toMatch(/is still undecided/);
    }
    const open = DECK.filter((c) => meaningOf(c, false).lean === 'unclear').map((c) => c.name);
    for (const md of cc('Will my ex come back?', 120)) {
      const outcome = /### The outcome: (.*?)( \(reversed\))?\n/.exec(md)![1]!;
      if (open.includes(outcome) && !/### The outcome: .*\(reversed\)/.test(md))
        expect(section(md, '## Overview')).not.toMatch(/The last card decides it/);
    }
  });

  it('invents no pending decision and no home on a question about a parent', () => {
    for (const md of cc('What should I know about my relationship with my father?', 120))
      expect(md).not.toMatch(/decision you keep postponing|decision about the home|Decide together whether/);
  });

  it('sums up cards in whole phrases that agree with the story’s verbs', () => {
    for (const card of DECK)
      for (const r of [false, true]) {
        const quality = COURT_QUALITY[`${card.rank}-${card.suit}`];
        const gist = quality ? (r ? quality.shadow : `the ${quality.gift}`) : meaningOf(card, r).theme;
        const head = storyHead(gist);
        expect(head, gist).not.toMatch(/ so \w+$|^the \w+$|^an? (turn|reunion)$/);
      }
    for (const question of ['What is blocking my creativity?', 'How can I get out of debt?'])
      for (const md of cc(question)) {
        // "Feelings held down (the King of Cups reversed) is": a card's head is never a verb's subject.
        expect(story(md)).not.toMatch(/(?<!the weight of [^()]*\([^()]*)\) (is|has) /);
        expect(story(md)).not.toMatch(/Next comes/);
      }
  });

  it('reads the crown one way in a reading, never as the best in reach nor as the block', () => {
    for (const question of [
      'Where is my career heading over the next year?',
      'What is blocking my creativity?',
    ])
      for (const md of cc(question)) {
        expect(md).not.toMatch(/best in reach|best within reach|the most this can become|best you can bring/);
        expect(section(md, '## Overview')).not.toMatch(/in the crown: /);
      }
  });

  it('tells the staff in the story, within the reading’s length', () => {
    for (const question of [
      'What is blocking my creativity?',
      'Will my ex come back?',
      'How can I get out of debt?',
    ])
      for (let i = 0; i < 40; i++) {
        const { draw, md } = read(question, i);
        const at = (key: string) => draw.cards.find((d) => d.positionKey === key)!;
        const s = story(md);
        if (!s) continue;
        // The staff is told in the summing up by the asker's own card, the advice (review r31).
        for (const key of ['self'])
          expect(s.toLowerCase(), `${question} ${i}`).toContain(
            named(cardById(at(key).cardId)!, at(key)).toLowerCase(),
          );
        const words = md
          .split('## Verify')[0]!
          .split(/\s+/)
          .filter((w) => /\w/.test(w)).length;
        expect(words).toBeGreaterThanOrEqual(780);
        expect(words).toBeLessThanOrEqual(1_100);
      }
  });
});
