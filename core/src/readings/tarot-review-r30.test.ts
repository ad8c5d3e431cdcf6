// Review r30 (a professional reader's batch): each test fails on the text quoted from it.
import { describe, expect, it } from 'vitest';
import { composeCelticCross } from './celtic-cross-report';
import { composeTarotDe } from './tarot-report-de';
import { readQuestion } from './content/tarot-positions';
import { composeThreeCard, matterOf } from './tarot-report';
import {
  answerOf,
  cardSections,
  crossWithCard,
  drawWithCards,
  leanWithCards,
  seriesReadings,
} from './__fixtures__/tarot-draws';

describe('tarot after review r30', () => {
  it('answers a suspicion from the cards of deceit and honesty, never from Death', () => {
    const question = 'Is my business partner hiding something?';
    // Death now and a card ahead that says nothing of deceit: the cards do not settle it.
    const death: [string, boolean][] = [
      ['cups-06-six', false],
      ['major-13-death', false],
      ['wands-03-three', true],
    ];
    expect(leanWithCards('r30-hiding', question, death).lean).toBe('unclear');
    const md = composeThreeCard({
      firstName: 'Ravi',
      question,
      draw: drawWithCards('r30-hiding', death),
    }).markdown;
    expect(md).not.toMatch(/Death[^.]*\blean/);
    expect(md).toMatch(/speak neither of deceit nor of honesty/);
    // The Seven of Swords ahead is the secret: yes, something is hidden; the Sun ahead, all in the open.
    const seven = composeThreeCard({
      firstName: 'Ravi',
      question,
      draw: drawWithCards('r30-hiding', [death[0]!, death[1]!, ['swords-07-seven', false]]),
    }).markdown;
    expect(answerOf(seven)).toMatch(/^\*\*Leaning yes/);
    const sun = composeThreeCard({
      firstName: 'Ravi',
      question: 'Is my husband having an affair?',
      draw: drawWithCards('r30-hiding', [death[0]!, death[1]!, ['major-19-sun', false]]),
    }).markdown;
    expect(answerOf(sun)).toMatch(/^\*\*Leaning no/);
    // In the cross, Death at the end gives no lean either.
    for (let i = 0; i < 6; i++) {
      const cross = composeCelticCross({
        firstName: 'Ravi',
        question,
        draw: crossWithCard('r30-hiding', i, 'outcome', 'major-13-death', false),
      }).markdown;
      expect(cross).not.toMatch(/Death[^.]*\b(lean|tips it)/);
    }
  });

  it('leans on selling a ring as selling or keeping it, never as leaving, in English and German', () => {
    const question = 'Should I sell my grandmother’s ring?';
    const readings = seriesReadings('r30-ring', question, 12);
    for (const md of readings) {
      expect(md).not.toMatch(/\bleaving what you have|toward leaving|towards leaving|favour staying/);
      expect(answerOf(md)).toMatch(/favour (selling|keeping) it|Unclear|Still open|no firm/);
    }
    const draw = drawWithCards('r30-ring', [
      ['pentacles-06-six', false],
      ['major-10-wheel-of-fortune', false],
      ['major-12-hanged-man', true],
    ]);
    // The review's own sentence: "The Hanged Man reversed ahead leans toward leaving".
    expect(composeThreeCard({ firstName: 'Ines', question, draw }).markdown).toMatch(
      /Hanged Man reversed ahead leans toward selling it/,
    );
    const de = (cards: [string, boolean][]) =>
      composeTarotDe({
        firstName: 'Ines',
        question: 'Soll ich den Ring meiner Oma verkaufen?',
        draw: drawWithCards('r30-ring', cards),
      }).markdown;
    const open = de([
      ['pentacles-06-six', false],
      ['major-10-wheel-of-fortune', false],
      ['major-12-hanged-man', true],
    ]);
    expect(open).toMatch(/ob du verkaufen oder behalten sollst/);
    const keep = de([
      ['pentacles-06-six', false],
      ['major-10-wheel-of-fortune', false],
      ['major-19-sun', false],
    ]);
    expect(keep).toMatch(/\*\*Eher behalten\.\*\*/);
    expect(keep).not.toMatch(/Eher (gehen|bleiben)|den Schritt zu wagen/);
  });

  it('reads the Sun on a death as the warmth of memory, never "Let your light show without apology"', () => {
    const question = 'How do I live with the grief now that my dog has died?';
    const three = composeThreeCard({
      firstName: 'Tom',
      question,
      draw: drawWithCards('r30-dog', [
        ['cups-05-five', false],
        ['major-19-sun', false],
        ['swords-04-four', false],
      ]),
    }).markdown;
    const cross = composeCelticCross({
      firstName: 'Tom',
      question,
      draw: crossWithCard('r30-dog', 0, 'self', 'major-19-sun', false),
    }).markdown;
    for (const md of [three, cross]) {
      expect(md).not.toMatch(/without apology|let your light show|feel alive|good news/i);
      expect(md).toMatch(/warmth of memory/);
    }
  });

  it('never tells someone already made redundant that a sudden change at work is possible', () => {
    for (const question of [
      'How do I rebuild my confidence after being made redundant?',
      'What should I do next now that I was laid off?',
      'Where is my career going since I lost my job?',
    ]) {
      const three = composeThreeCard({
        firstName: 'Dan',
        question,
        draw: drawWithCards('r30-redundant', [
          ['wands-02-two', false],
          ['major-16-tower', false],
          ['pentacles-08-eight', false],
        ]),
      }).markdown;
      const cross = composeCelticCross({
        firstName: 'Dan',
        question,
        draw: crossWithCard('r30-redundant', 7, 'present', 'major-16-tower', false),
      }).markdown;
      for (const md of [three, cross])
        expect(md, question).not.toMatch(/Sudden change at work|a restructure/);
    }
  });

  it('offers no new partner to someone married: never "drawn to someone older or steadier"', () => {
    for (const question of ['How can I save my marriage?', 'Will my wife forgive me?']) {
      for (const [card, k] of [
        ['major-04-emperor', 0],
        ['wands-13-queen', 1],
        ['cups-04-four', 2],
      ] as const) {
        const set: [string, boolean][] = [
          ['wands-02-two', false],
          ['pentacles-05-five', false],
          ['swords-04-four', false],
        ];
        set[k] = [card, false];
        const md = composeThreeCard({
          firstName: 'Marc',
          question,
          draw: drawWithCards('r30-wife', set),
        }).markdown;
        const cross = composeCelticCross({
          firstName: 'Marc',
          question,
          draw: crossWithCard('r30-wife', k, 'present', card, false),
        }).markdown;
        for (const text of [md, cross])
          expect(text, `${question} ${card}`).not.toMatch(
            /drawn to someone|enters your life|quietly interested|someone new/,
          );
      }
    }
  });

  it('gives a question about a second child no job-offer or contract lines', () => {
    const readings = seriesReadings('r30-child', 'Should we have a second child?', 40);
    for (const md of readings)
      expect(md).not.toMatch(/foundations of the offer|\bthe offer\b|before you sign|a contract/i);
  });

  it('lets a Page be the daughter the question is about, now or ahead', () => {
    for (const question of [
      'What does my daughter need from me?',
      'How can I help my daughter through her exams?',
    ])
      for (const place of [1, 2]) {
        const set: [string, boolean][] = [
          ['wands-02-two', false],
          ['pentacles-05-five', false],
          ['swords-04-four', false],
        ];
        set[place] = ['cups-11-page', false];
        const md = composeThreeCard({
          firstName: 'Lena',
          question,
          draw: drawWithCards('r30-page', set),
        }).markdown;
        const card = cardSections(md)[place]!;
        expect(card, `${question} #${place}`).toMatch(/may well be your daughter/);
        expect(card).not.toMatch(/the part you play|how you meet this now|what you bring to it/);
      }
  });

  it('says neither "Some of how … began still shows" nor "That is why the first work is on" across a batch', () => {
    const questions = [
      'Will my new job work out?',
      'How can I get closer to my sister?',
      'What do I need to know about my studies this year?',
      'Will the move to Leeds go well?',
    ];
    const readings = questions.flatMap((q, i) => seriesReadings(`r30-stock-${i}`, q, 25));
    for (const md of readings)
      expect(md).not.toMatch(/Some of how .+ began still shows|That is why the first work is on/);
  });

  it("reads set p's people as the questions name them: a partner still to find, a team the asker leads, a brother to make peace with", () => {
    const cases: [string, string, string][] = [
      // "you and your partner" to someone with no partner yet.
      ['What is blocking me from finding a long-term partner?', 'love', 'finding love'],
      ['Am I ready to start dating again after my divorce?', 'love', 'finding love'],
      // "things with your employer" to the manager.
      ['How can I be a better manager to my team?', 'work', 'leading your team'],
      // "your home and family", and a reconciliation read as cutting him off.
      ['How can I make peace with my estranged brother?', 'home', 'making peace with your estranged brother'],
      // Her own wedding made forgiving a sister a love question.
      ['Should I forgive my sister for missing my wedding?', 'home', 'forgiving your sister'],
    ];
    for (const [question, subject, matter] of cases) {
      const q = readQuestion(question);
      expect(q.subject, question).toBe(subject);
      expect(matterOf(q, question), question).toBe(matter);
    }
    expect(readQuestion('How can I make peace with my estranged brother?').estranging).toBe(false);
    expect(readQuestion('Should I stop speaking to my estranged brother?').estranging).toBe(true);
  });

  it('calls a decision being weighed "this decision", never the placeholder-like "For this step"', () => {
    for (const md of seriesReadings(
      'r30-this-step',
      'Should I tell my best friend that her husband is cheating?',
      20,
    ))
      expect(md).not.toMatch(/\bthis step\b(?! is how| decides| makes)/);
  });

  it('reads a kind card ahead on a "Why…?" question as what opens, not as where things lead if nothing changes', () => {
    const md = composeThreeCard({
      firstName: 'Jonah',
      question: 'Why do I feel stuck in my writing?',
      draw: drawWithCards('r30-why', [
        ['pentacles-04-four', false],
        ['major-12-hanged-man', false],
        ['cups-10-ten', false],
      ]),
    }).markdown;
    expect(md).toContain('The Ten of Cups ahead shows what opens once the cause is dealt with.');
    expect(md).not.toContain('Ten of Cups ahead shows where it leads if nothing changes');
  });

  it('never advises a celebration on a question about an affair or a lie', () => {
    // Set p: the World as the outcome told someone whose affair had come out to celebrate.
    const question = 'Where is my marriage heading now that my affair has come out?';
    for (let i = 0; i < 6; i++) {
      const md = composeCelticCross({
        firstName: 'Camille',
        question,
        draw: crossWithCard('r30-affair', i, 'outcome', 'major-21-world', false),
      }).markdown;
      expect(md).toContain('the World');
      expect(md).not.toMatch(/with a celebration|happy milestone|feel whole together/);
    }
  });

  it("reads a band as the asker's own venture, with no office restructure in it", () => {
    expect(readQuestion('Will my band make it?').ownBusiness).toBe(true);
    for (let i = 0; i < 6; i++) {
      const md = composeCelticCross({
        firstName: 'Theo',
        question: 'Will my band make it?',
        draw: crossWithCard('r30-band', i, 'outcome', 'major-16-tower', false),
      }).markdown;
      expect(md).not.toMatch(/Sudden change at work|a restructure/);
    }
  });
});
