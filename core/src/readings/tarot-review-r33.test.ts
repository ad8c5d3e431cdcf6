// The professional review of set r (three-card and Celtic Cross): single words pulled in stock
// lines for the wrong life (exams in a divorce, hard training after a long illness, a sulky young
// family member for a grown daughter, staying or going in a forgiveness reading), a promotion
// question answered with a pay case, a card "ahead behind it", and the same close on every unclear
// answer. Each test reads many draws, so it holds for the deck, not one lucky spread.
import { describe, expect, it } from 'vitest';
import { drawSpread } from '../tarot/draw';
import { composeCelticCross } from './celtic-cross-report';
import { readQuestion } from './content/tarot-positions';
import { composeThreeCard } from './tarot-report';

type Spread = 'three-card' | 'celtic-cross';
const seed = (n: number) => (0x3300 + n).toString(16).padStart(64, '0');
const compose = (spread: Spread, question: string, n: number) => {
  const input = { firstName: 'Helga', question, draw: drawSpread({ seed: seed(n), spread }) };
  return (spread === 'three-card' ? composeThreeCard(input) : composeCelticCross(input)).markdown;
};
const many = (spread: Spread, question: string, count = 40, from = 0) =>
  Array.from({ length: count }, (_, n) => compose(spread, question, from + n));
/** The reading without the question quoted back. */
const prose = (markdown: string) => markdown.replace(/“[^”]*”/g, '“…”');

describe('tarot review r33', () => {
  it('reads what to learn from a divorce as a relationship ended, never as a course or exams', () => {
    expect(readQuestion('What can I learn from my divorce?').subject).not.toBe('study');
    for (const md of many('celtic-cross', 'What can I learn from my divorce?')) {
      expect(prose(md)).not.toMatch(/\b(exams?|module|cramming|the grade|graduation|a course|revision)\b/i);
      // The divorce is done: no line asks whether to stay or plans the leaving.
      expect(prose(md)).not.toMatch(/plan your leaving|whether to stay or go/i);
    }
  });

  it('gives no hard training to someone recovering from illness or facing surgery', () => {
    for (const question of [
      'How do I recover my health after a long illness?',
      'Should I go ahead with the knee surgery in spring?',
    ])
      for (const spread of ['three-card', 'celtic-cross'] as const)
        for (const md of many(spread, question))
          expect(md).not.toMatch(/vigorous exercise|training plan|workouts?|competitive sport/i);
  });

  it('never calls a grown daughter a young family member, nor asks a forgiving child whether to stay or go', () => {
    for (const md of many('three-card', 'How can I help my adult daughter through her divorce?', 60))
      expect(md).not.toMatch(/young family member|kind of home you want/i);
    for (const md of many('three-card', 'Can I forgive my father for leaving us?', 60))
      expect(md).not.toMatch(/whether to stay or go|plan your leaving/i);
  });

  it('answers managing friends after a promotion with how to lead them, not a case for the promotion', () => {
    for (const md of many('three-card', 'How do I handle being promoted to manage my friends at work?')) {
      expect(md).not.toMatch(/prepare the case|book the meeting|what the role pays/i);
    }
    expect(
      many('three-card', 'How do I handle being promoted to manage my friends at work?').join('\n'),
    ).toMatch(/same rules for everyone/);
  });

  it('names the one being helped with her own pronoun, and helps on her terms', () => {
    const all = many('three-card', 'How can I help my adult daughter through her divorce?').join('\n');
    expect(all).toMatch(/ask her what would help/);
    expect(all).not.toMatch(/ask them what would help|advice they did not ask/);
  });

  it('keeps a sentence grammatical around a matter of two people and a card ahead', () => {
    const questions = [
      'Can I forgive my father for leaving us?',
      'Will my sister and I be close again?',
      'Should I tell my mother about the debt?',
      'Will my business survive next year?',
      'Is he thinking about me?',
    ];
    for (const question of questions)
      for (const md of many('three-card', question)) {
        expect(md).not.toMatch(/\bahead behind it\b/);
        expect(md).not.toMatch(/(?<!for )\byou and your \w+ (is|rests)\b/);
        expect(md).not.toMatch(/\bthe love freely\b/);
      }
  });

  it('closes an unclear answer on what the present card offers, not one stock line', () => {
    const closes = new Set<string>();
    let unclear = 0;
    const questions = [
      'Is he thinking about me?',
      'Will I get the flat?',
      'Should I take the job in Berlin?',
    ];
    for (const [i, question] of questions.entries())
      for (const md of many('three-card', question, 40, i * 40)) {
        const whole = /## The Spread as a Whole\n\n([^\n]*)/.exec(md)?.[1] ?? '';
        if (!/the answer is unclear/.test(whole)) continue;
        unclear++;
        expect(whole).not.toMatch(/counts for more than any forecast/);
        closes.add(
          /the answer is unclear[^.]*\./
            .exec(whole)![0]
            .replace(/^.*(so|and) it comes down/, 'it comes down'),
        );
      }
    expect(unclear).toBeGreaterThan(3);
    expect(closes.size).toBeGreaterThan(unclear / 2);
  });

  it("reads a son's drinking as his, never as the parent's own habit or body", () => {
    const question = 'How should I approach my son about his drinking?';
    expect(readQuestion(question).habit?.who.who).toBe('your son');
    for (const spread of ['three-card', 'celtic-cross'] as const)
      for (const md of many(spread, question, 30))
        expect(prose(md)).not.toMatch(
          /whether and how you stop|your body|trim the excess|clear the house of it/i,
        );
  });

  it('keeps a brother one is estranged from out of the household, and never wants the rift', () => {
    for (const md of many('celtic-cross', 'Will my brother and I ever reconcile?', 60))
      expect(md).not.toMatch(/people you live with|want the rift/i);
  });

  it('says a matter without the adverb that trails it, and contests a fine with evidence, not a budget', () => {
    for (const md of many('three-card', 'Will we manage to pay off our mortgage early?', 30))
      expect(prose(md)).not.toMatch(/mortgage early|\bthe early\b/);
    for (const md of many('three-card', 'Should I contest the parking fine?', 30))
      expect(md).not.toMatch(/set a budget|put something aside/);
  });

  it('offers no fitness class or habit to break to someone hoping for a baby', () => {
    for (const md of many('three-card', 'Will we have a baby next year?', 60))
      expect(prose(md)).not.toMatch(
        /taster class|new activity|old habit you|new regime|new form of exercise/i,
      );
  });

  it("reads recovering from a husband's affair as the marriage, never as his illness", () => {
    const question = 'Will my husband and I recover from his affair?';
    expect(readQuestion(question).sensitive).toBeNull();
    for (const md of many('celtic-cross', question, 30))
      expect(prose(md)).not.toMatch(/\b(doctors?|his recovery|his care|forecast about)\b/i);
  });

  it('reads buying a flat as a purchase, not a tenancy, and a thesis as a thesis, not a book', () => {
    for (const md of many('celtic-cross', 'Should I buy the flat in Porto?', 20))
      expect(md).not.toMatch(/\btenancy\b/);
    for (const md of many('celtic-cross', 'How do I stop procrastinating on my thesis?', 20))
      expect(md).not.toMatch(/\bthe book\b/);
  });

  it("reads supporting a wife through depression for her and the one who stands by her, not the asker's own mind", () => {
    const question = 'How can I support my wife through her depression?';
    for (const spread of ['three-card', 'celtic-cross'] as const)
      for (const md of many(spread, question, 30)) {
        expect(md).not.toMatch(
          /move your body|forecast about your body|if things feel heavy, speak to your GP/,
        );
        expect(md).toMatch(/encourage her to speak to her GP/);
      }
  });

  it('takes the second review of set s at its word: no cut heads, no broken hope line, no fitness after a loss', () => {
    for (const md of many('three-card', 'Is it time to retire from teaching?', 60))
      expect(md).not.toMatch(/\bthe (bond|love) (out|freely)\b/i);
    for (const md of many('celtic-cross', 'Will I pass my medical board exams?', 40))
      expect(md).not.toMatch(/half dread wanting|agree: [^.]*, what you bring to/);
    for (const md of many('celtic-cross', 'How can I heal after my miscarriage?', 40))
      expect(prose(md)).not.toMatch(/fitness|track it|photograph or a walk you used to share/i);
    for (const md of many('three-card', 'Will my IVF work this time?', 60))
      expect(md).not.toMatch(/is the road you are on now/);
  });

  it('leaves signing a custody agreement to the asker and reads a breakup without weddings', () => {
    expect(readQuestion('Should I sign the custody agreement?').court).toBe(false);
    for (const md of many('three-card', 'How can I get my confidence back after a bad breakup?', 60))
      expect(md).not.toMatch(/good sign for commitment|a wedding or simply joy together/);
  });

  it('names a Celtic Cross matter by its part of life rather than "what you asked about" again and again', () => {
    for (const md of many('celtic-cross', 'How do I find work I love at fifty?', 20))
      expect(md.match(/what you asked about/g)?.length ?? 0).toBeLessThan(3);
  });
});
