// Review r13 of the three-card reading: one verdict, decided once from the cards, said the same
// way in the overview, the story of the spread and the answer; people in the question read as
// who they are; no slot filled with a word that is not a noun; no stock sentence repeated across
// readings.
import { describe, expect, it } from 'vitest';
import { readQuestion } from './content/tarot-positions';
import { answerOf, seriesReadings } from './__fixtures__/tarot-draws';

const readings = (question: string, n = 40) => seriesReadings('r14', question, n, ['three-card']);
const section = (md: string, title: string) => md.split(`## ${title}`)[1]!.split('\n## ')[0]!;

describe('review r13, one verdict', () => {
  it('says the same lean and strength in the overview, the spread as a whole and the answer', () => {
    const questions = [
      'Should I tell my sister that her boyfriend has been lying to her?',
      'Will our café still be open this time next year?',
      'Will the buyers of our flat complete the purchase?',
      'Should I give my cousin another loan?',
    ];
    let leaned = 0;
    for (const question of questions)
      for (const md of readings(question)) {
        const said = /\*\*Leaning (yes|no)(, but not strongly)?[.,:]/.exec(answerOf(md));
        if (!said) continue;
        leaned++;
        const [, way, weak] = said as unknown as [string, string, string | undefined];
        const overview = section(md, 'Overview');
        // A weak lean is qualified by the card named against it (or ahead and silent), else in words.
        const byCard =
          /pulls? the other way|holds? it back|argues? against it|leans neither way|takes no side in it|leaves that part open|does not settle it either way|says nothing either way on it|tips it neither way/.test(
            overview,
          );
        expect(overview).toMatch(
          new RegExp(
            `(the cards|the answer) leans? towards ${way}${weak ? '(, though not firmly|\\.)' : '\\.'}`,
          ),
        );
        if (weak) expect(byCard || /though not firmly/.test(overview)).toBe(true);
        const story = section(md, 'The Spread as a Whole');
        expect(story).toMatch(new RegExp(`(lean|leans|tips it) (a little )?towards ${way}`));
        expect(/slight lean|if only just|leans a little/.test(story)).toBe(!!weak);
      }
    expect(leaned).toBeGreaterThan(60);
  });

  it('names the favoured option the same way in all three sections of an either/or reading', () => {
    for (const md of readings('Should I set up on my own or stay with the firm?')) {
      const pick = /\*\*The cards favour “([^”]+)”/.exec(answerOf(md))?.[1];
      if (!pick) continue;
      expect(section(md, 'Overview')).toContain(`The cards favour “${pick}”`);
      expect(section(md, 'The Spread as a Whole')).toContain(`add up to “${pick}”`);
    }
  });

  it('never calls a hard card ahead "in favour" of the change it warns against', () => {
    // Two hard cards, now and ahead: the card ahead is where the change leads, so staying wins.
    let both = 0;
    for (const md of readings('Should I set up on my own or stay with the firm?', 80)) {
      if (!/warns that the change is hard going[^;]*; .* shows strain in where you stand/.test(md)) continue;
      both++;
      expect(answerOf(md)).toMatch(/^\*\*The cards favour “stay with the firm”/);
    }
    expect(both).toBeGreaterThan(0);
  });

  it('never gives a firm lean on what someone else feels or thinks', () => {
    for (const question of [
      'Is my former girlfriend still thinking about me?',
      'Does my ex-husband miss me?',
    ]) {
      expect(readQuestion(question).asksTheirMind).toBe(true);
      for (const md of readings(question))
        expect(md).not.toMatch(/(cards lean|answer leans) towards (yes|no)\.|Leaning (yes|no)(\.|, on)/);
    }
  });

  it('does not rest a "no" on Death when Death was read as a stage of learning complete', () => {
    let death = 0;
    for (const md of readings('Will I pass my theory exam in the spring?', 120)) {
      if (!/### Present: Death\n/.test(md)) continue;
      death++;
      // Read as a stage complete, Death gives no vote either way, so the lean never names it.
      expect(answerOf(md)).not.toMatch(/It rests on [^.]*\bDeath\b/);
    }
    expect(death).toBeGreaterThan(0);
  });
});

describe('review r13, people read as who they are', () => {
  it('never shortens an in-law or a step-relative to the blood tie', () => {
    for (const [question, who] of [
      ['How do I mend things with my daughter-in-law?', 'daughter-in-law'],
      ['Will my son-in-law ever warm to me?', 'son-in-law'],
      ['How can I get closer to my stepdaughter?', 'stepdaughter'],
    ] as const) {
      const blood = who.replace(/-in-law$|^step/, '');
      for (const md of seriesReadings('r14', question, 20)) {
        expect(md).toContain(`your ${who}`);
        expect(md).not.toMatch(new RegExp(`\\byour ${blood}\\b(?!-in-law)`));
      }
    }
  });

  it('reads an ex as a past partner: no shared future, no reunion, no love within reach', () => {
    for (const md of seriesReadings('r14', 'Does my ex-boyfriend still care about me?', 40))
      expect(md).not.toMatch(
        /the relationship (grows|brings)|shared future|back together|brings you closer|what you wished for in love/,
      );
  });

  it('never casts the asker as the manager, and reads the Lovers on a work question as a choice of values', () => {
    let lovers = 0;
    for (const md of seriesReadings('r14', 'Will my new supervisor give me a fair hearing?', 80)) {
      expect(md).not.toMatch(/you (can )?run things|your team\b/);
      if (!/The Lovers/.test(md)) continue;
      lovers++;
      expect(md).not.toMatch(/a love freely chosen|choice made from the heart/);
    }
    expect(lovers).toBeGreaterThan(0);
  });

  it('files a friend’s husband as the friend’s, never as the asker’s romance', () => {
    // Read as the friendship (review r31), with no romance or partner of the asker's granted.
    const q = readQuestion('Should I tell my oldest friend that her husband is seeing someone?');
    expect(q.friendship).toBe(true);
    expect(q.grants.has('romance')).toBe(false);
    expect(q.grants.has('partnered')).toBe(false);
  });
});

describe('review r13, a care step gets a lean and defers the details', () => {
  it('leans on moving a parent into care, names who settles the details, and is never firm', () => {
    for (const md of readings('Is it time to move my mother into a nursing home?')) {
      const answer = answerOf(md);
      expect(answer).not.toMatch(/No yes or no here/);
      expect(answer).toMatch(/^\*\*(Leaning (yes|no), but not strongly|Unclear)/);
      expect(answer).toMatch(/doctors, a social worker and your family/);
    }
  });

  it('reads a stalled wait before an operation as an argument for now, and names the surgeon', () => {
    let stalled = 0;
    for (const md of readings('Should I have my hip operation now or wait until the autumn?', 120)) {
      const answer = answerOf(md);
      expect(answer).toMatch(/^\*\*(The cards favour|Neither option)/);
      expect(answer).toMatch(/surgeon to confirm/);
      expect(answer).not.toMatch(/a clear lean/);
      if (!/### Present: The Hanged Man \(reversed\)|### Present: Ten of Wands\n/.test(md)) continue;
      stalled++;
      expect(answer).toMatch(/^\*\*The cards favour “have your hip operation now”/);
    }
    expect(stalled).toBeGreaterThan(0);
  });
});

describe('review r13, no slot filled with a word that is not a noun', () => {
  it('never shortens "the month ahead" to "the ahead", nor counts money for a span of time or a novel', () => {
    for (const question of [
      'What should I know about the month ahead?',
      'What keeps stopping me from finishing my memoir?',
    ])
      for (const md of readings(question)) {
        expect(md).not.toMatch(/\bthe ahead\b/);
        expect(md).not.toMatch(/time and money (the|your) (month|memoir)/);
      }
  });

  it('gives a flat hunt no household to help move out of', () => {
    for (const md of readings('Will I find an apartment in Lisbon by the summer?', 80))
      expect(md).not.toMatch(/help with the boxes|moving out/);
  });
});

describe('review r13, stock sentences and the card senses a topic calls for', () => {
  const STOCK =
    /still yours to draw on|they may be people in your life, or sides of yourself|asks mainly that you keep going as you are|ease that, and the road ahead has room to open/;

  it('says none of the stock sentences the review found repeated across readings', () => {
    for (const question of [
      'Will my bakery survive the winter?',
      'What do I need to know about my career this year?',
      'How can I recover from exhaustion at work?',
    ])
      for (const md of readings(question)) expect(md).not.toMatch(STOCK);
  });

  it('gives each card’s picture in a clause, not the whole scene', () => {
    for (const md of readings('Will my bakery survive the winter?'))
      expect(md).not.toMatch(/gazing at the pentacle in her lap, while a rabbit runs at her feet/);
  });

  it('calls the Queen of Swords clear perception, never Justice’s truth, fairness and judgement', () => {
    let queen = 0;
    for (const md of readings('Should I tell my cousin the truth about what her fiancé said?', 120)) {
      if (!/Queen of Swords/.test(md)) continue;
      queen++;
      expect(md).not.toMatch(/Queen of Swords[^.]*truth, fairness and judgement/);
      expect(md).not.toMatch(/This is the card of truth, fairness and judgement/);
    }
    expect(queen).toBeGreaterThan(0);
  });

  it('reads the Knight of Wands on a home search as a change of residence', () => {
    let knight = 0;
    for (const md of readings('Will we find a house to rent before the baby comes?', 120)) {
      if (!/### \w+: Knight of Wands\n/.test(md)) continue;
      knight++;
      expect(md).toMatch(/change of residence/);
    }
    expect(knight).toBeGreaterThan(0);
  });

  it('keeps Waite’s "money lent" for a question about a loan, and off every other', () => {
    let seven = 0;
    for (const md of readings('Will I get my driving licence this year?', 120)) {
      if (!/Seven of Pentacles \(reversed\)/.test(md)) continue;
      seven++;
      expect(md).not.toMatch(/money (one may lend|lent)/);
    }
    expect(seven).toBeGreaterThan(0);
    let loan = 0;
    for (const md of readings('Should I lend my neighbour the money he asked for?', 120)) {
      if (!/Seven of Pentacles \(reversed\)/.test(md)) continue;
      loan++;
      expect(md).toMatch(/money one may lend/);
    }
    expect(loan).toBeGreaterThan(0);
  });
});

describe('review r13, advice that fits the matter', () => {
  it('never tells someone asking about their own shop to revisit the terms with a partner they did not name', () => {
    for (const md of readings('Will my little shop survive the coming year?', 120))
      expect(md).not.toMatch(/revisit the terms|collaborator is not pulling|a joint deal/);
  });

  it('cites Waite once for a card whose literal fit already quotes him', () => {
    const TRADITION =
      /\b(Waite|oldest sources|old meanings|traditional sense|1911 key|older tradition|Rider-Waite)\b/;
    let knight = 0;
    for (const question of [
      'Should I move my father into a nursing home?',
      'Should I move closer to my sister?',
    ])
      for (const md of readings(question, 400)) {
        const para = /### \w+: Knight of Wands\n\n([^\n]+)/.exec(md)?.[1];
        if (!para) continue;
        knight++;
        const cited = para.split(/(?<=\.) /).filter((x) => TRADITION.test(x) && /departure/.test(x));
        expect(cited.length, para).toBeLessThanOrEqual(1);
      }
    expect(knight).toBeGreaterThan(0);
  });
});

describe('review r13, steps that fit both the question and the cards', () => {
  it('sends a seller to the solicitor and the chain, and a business owner to the cash flow', () => {
    for (const md of readings('Will the sale of my flat complete before Christmas?', 30))
      expect(answerOf(md)).toMatch(/solicitor|chain|buyer|exchange|completion/);
    for (const md of readings('Will my bakery stay open through the winter?', 30))
      expect(answerOf(md)).toMatch(/cash|costs?|figures|numbers|margins?|customers?/);
  });

  it('leaves what an ex feels with them, never urging contact', () => {
    for (const md of readings('Does my ex-wife still think about me?', 30))
      expect(answerOf(md)).not.toMatch(/say what you feel|reach out|get in touch|message (him|her|them)/);
  });
});
