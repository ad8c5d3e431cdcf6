// What a professional reader faulted in the third review batch: sensitive questions given a lean,
// question nouns slotted into template phrases, advice from the wrong part of life, a partner
// assumed where there is none, positions left unapplied, a verdict the body contradicts.
import { describe, expect, it } from 'vitest';
import { cardById, cardByName } from '../tarot/deck';
import { drawSpread } from '../tarot/draw';
import { meaningOf } from '../tarot/meanings';
import { CARE_QUESTIONS, LABELLED_QUESTIONS } from './__fixtures__/questions';
import { CARE_TEXT, SUBJECT_STEPS } from './content/tarot-care';
import { optionsOf, readQuestion } from './content/tarot-positions';
import { composeCelticCross } from './celtic-cross-report';
import {
  asClause,
  composeThreeCard,
  isCourt,
  leanFor,
  readsLiterally,
  splitSentences,
  threeCardLean,
  withoutUnaskedForecasts,
} from './tarot-report';

type Spread = 'three-card' | 'celtic-cross';
const seed = (n: number) => n.toString(16).padStart(64, '0');
const compose = (spread: Spread, question: string, n: number) => {
  const input = { firstName: 'Ana', question, draw: drawSpread({ seed: seed(n), spread }) };
  return spread === 'three-card' ? composeThreeCard(input) : composeCelticCross(input);
};
/** Forty readings of a question, alternating the spreads. */
const readings = (question: string) =>
  Array.from({ length: 40 }, (_, n) => compose(n % 2 ? 'three-card' : 'celtic-cross', question, n + 1));
/** The reading's prose without the question quoted back. */
const prose = (markdown: string) => markdown.replace(/“[^”]*”/g, '“…”');
/** The step the reading ends on: the one thing to do, what keeps or changes a lean, or what the cards speak to. */
/** The step as written, without the cards cited after it ("… (the Hanged Man now)"). */
const stepOf = (markdown: string) =>
  /(?:\*\*(?:The one thing to do|Your next step|What to do now|Where to begin)[^*]*\*\*|\*\*How to go about it:\*\* First,|\*\*What can help now:\*\*|What keeps it that way:|To hold that course:|What helps it along:|What could change it:|What could still turn it:|Where you can still make a difference:|How to go about it:|What to settle first:|What would settle it:|What could tip it:|Where to put your effort:|What the cards do speak to is [^:.]*:) ([^.]*)\./
    .exec(markdown)?.[1]
    ?.replace(/ \([^()]+ (?:now|ahead)\)$/, '') ?? '';

const LEAN = /Leaning (yes|no)|lean (towards )?(yes|no)|\*\*Unclear|no firm yes or no/;

describe('sensitive questions', () => {
  const cases: [string, RegExp][] = [
    ['Should I stop drinking for good?', /doctor or a support service/],
    ['How can I heal after my miscarriage?', /pregnancy-loss support group/],
    ['Will my dad’s heart operation go smoothly?', /do not replace his doctors/],
    ['Will the court grant my visa appeal?', /do not replace a lawyer/],
    ['Should I contest my late aunt’s will?', /do not replace a lawyer/],
  ];

  it('gives an addiction, a pregnancy loss, another’s surgery, a visa and a will no lean, and a support note every time', () => {
    for (const [question, note] of cases)
      for (const r of readings(question)) {
        expect(r.markdown, question).not.toMatch(LEAN);
        expect(r.markdown, question).toMatch(note);
      }
  });

  it('never argues against stopping drinking, and says whose decision it is', () => {
    for (const r of readings('Should I stop drinking for good?')) {
      expect(r.markdown).toContain('no card argues against stopping');
      expect(r.markdown).not.toMatch(/favour staying|argues for staying|moderation|sensible measure/i);
    }
  });

  it('tells a visa appellant the ruling is the court’s and never hands him the decision', () => {
    for (const r of readings('Will the court grant my visa appeal?')) {
      expect(r.markdown).toContain('The decision is the court’s or the authority’s');
      expect(prose(r.markdown)).not.toMatch(/\byour decision\b|\byou decide\b|\bsleep on\b/i);
      expect(stepOf(r.markdown)).toMatch(/lawyer|legal advice|counsel|solicitor|professional/);
    }
  });

  it('never tells someone whose father is in surgery to sleep on a decision', () => {
    for (const r of readings('Will my dad’s heart operation go smoothly?'))
      expect(prose(r.markdown)).not.toMatch(/sleep on|\byour decision\b|\byou decide\b/i);
  });

  it('reads only Death and the Tower as change on a sensitive question, never the Nine of Swords', () => {
    for (const [question] of cases)
      for (const r of readings(question)) {
        const caveat = /([^.]*) (?:is|are) read here as change in the matter/.exec(r.markdown)?.[1];
        if (caveat) expect(caveat.replace(/\b(Death|the Tower|The Tower|and)\b|,/g, '').trim()).toBe('');
      }
  });

  it('tells an investor that a reading is not financial advice', () => {
    for (const r of readings('Is now a good time to invest in index funds?'))
      expect(r.markdown).toContain('This is a reading, not financial advice');
  });
});

describe('the question’s own words', () => {
  it('never slots a noun from the question into a template phrase', () => {
    const questions: [string, RegExp][] = [
      ['How can I heal after my miscarriage?', /your miscarriage/],
      ['How can I support my sister through her divorce?', /your divorce|her divorce/],
      ['What is holding me back with my novel manuscript?', /your (novel )?manuscript/],
    ];
    for (const [question, slotted] of questions)
      for (const r of readings(question)) {
        expect(prose(r.markdown), question).not.toMatch(slotted);
        expect(r.markdown).not.toMatch(
          /the drive behind|the practical side of your|the feeling side of your/,
        );
      }
  });

  it('names only a vetted topic: "your debts", never the question’s phrase', () => {
    expect(readQuestion('How can I get out of debt?').topic).toBe('your debts');
    expect(readQuestion('How can I heal after my miscarriage?').topic).toBeNull();
  });
});

describe('the one thing to do', () => {
  const OTHER_LIFE =
    /\b(part(y|ies)|celebrat\w*|sweet words?|apolog\w*|taster|class(es)?|flirt\w*|romance)\b/i;

  it('never gives a raise, a will, a visa appeal, a debt or a flat search a step about parties, sweet words, apologies or classes', () => {
    for (const question of [
      'Should I ask for a raise this quarter?',
      'Should I contest my late aunt’s will?',
      'Will the court grant my visa appeal?',
      'How can I get out of debt?',
      'Will we find a bigger flat for the family soon?',
    ])
      for (const r of readings(question)) expect(stepOf(r.markdown), question).not.toMatch(OTHER_LIFE);
  });

  it('gives a legal question the card’s legal step with proper legal advice', () => {
    for (const r of readings('Should I contest my late aunt’s will?'))
      expect(stepOf(r.markdown)).toMatch(/lawyer|legal advice|counsel|solicitor|professional/);
  });

  it('gives a debt a step about money and a raise a step about making the case', () => {
    for (const r of readings('How can I get out of debt?'))
      expect(stepOf(r.markdown)).toMatch(
        /debts?|budget|creditors?|repay|bills?|owed|figures|accounts?|spending|income/i,
      );
    for (const r of readings('Should I ask for a raise this quarter?'))
      expect(stepOf(r.markdown)).toMatch(/pay|salary|raise|case|worth|ask for|meeting|owed/i);
  });

  it('gives someone grieving a pregnancy loss no taster classes, parties or regimes', () => {
    for (const r of readings('How can I heal after my miscarriage?'))
      expect(r.markdown).not.toMatch(/taster|sign up|regime|marks a party|ambition, drive/i);
  });
});

describe('who the question is about', () => {
  it('speaks of no partner or relationship to someone asking a person out or hoping to meet someone', () => {
    for (const question of ['Will she say yes if I ask her out?', 'Will I meet someone new this year?'])
      for (const r of readings(question)) {
        const body = prose(r.markdown).replace(
          /^(Behind|Ahead|At|Across|Above|Beneath|The|Just|In|Coming|You|Your|What|Around|Where|If)[^:.]*: [^.]*\./gm,
          '',
        );
        expect(body, question).not.toMatch(
          /a partner may|your partner|each want this|the two of you|both of you/i,
        );
        expect(r.markdown).not.toContain('each card is read for the relationship');
      }
  });

  it('reads a sister’s divorce for the sister and how the asker supports her', () => {
    const r = compose('three-card', 'How can I support my sister through her divorce?', 5);
    expect(r.markdown).toContain(
      'each card is read for what she is going through and how you can support her',
    );
  });
});

describe('the verdict and the body agree', () => {
  it('never says "turns for the better" beside an unclear or no lean, nor "slower, not refused", warm suits or a shared number', () => {
    for (const question of ['Will she say yes if I ask her out?', 'Will I finish my thesis on time?'])
      for (const r of readings(question)) {
        if (r.markdown.includes('The story turns for the better'))
          expect(r.markdown).toMatch(/\*\*Leaning yes/);
        expect(r.markdown).not.toMatch(/slower, not refused|warm suits|share a number/);
      }
  });
});

describe('authored meanings in the Waite tradition', () => {
  const upright = (name: string) => meaningOf(cardByName(name)!, false).meaning;
  it('reads the Seven of Pentacles upright as gain from patient work, not unease about what is owed', () => {
    expect(upright('Seven of Pentacles')).not.toMatch(/owed|unease/);
  });
  it('shows two kneeling figures on the Six of Pentacles and an olive-and-palm crown on the Ace of Swords', () => {
    expect(upright('Six of Pentacles')).toContain('two kneeling figures');
    expect(upright('Ace of Swords')).toContain('crown hung with olive and palm');
  });
});

// The fourth review batch: advice from the card's stock text, sensitive situations read alike, a
// lean beside cards that say the opposite, either/or read as yes/no, stock synthesis lines, and
// reversed cards as wrappers.
const three = (question: string, n: number) => compose('three-card', question, n);
const threes = (question: string, count = 60) =>
  Array.from({ length: count }, (_, n) => three(question, n + 1));
const part = (markdown: string, heading: string) =>
  markdown.split(`## ${heading}\n\n`)[1]!.split('\n## ')[0]!;
const drawnOf = (r: ReturnType<typeof three>) =>
  r.facts.draw.cards.map((d) => {
    const card = cardById(d.cardId)!;
    return { d, card, where: '', m: meaningOf(card, d.orientation === 'reversed') };
  });

describe('the step speaks to the asked matter and respects who decides', () => {
  it('gives an interview a step from a card’s sentence for work or the step written for work, never a card’s general advice', () => {
    const written = Object.values(SUBJECT_STEPS.work);
    for (const r of threes('How will my job interview go on Friday?')) {
      const step = stepOf(r.markdown);
      const cards = r.facts.cards
        .slice(1)
        .map((c) => meaningOf(cardById(c.cardId)!, c.orientation === 'reversed'));
      // The card's work sentence is the step, or what the step builds on or prepares for.
      const fromWork = cards.some((m) =>
        splitSentences(m.subjects.work).some(
          (s) => asClause(s) === step || step.endsWith(`: ${asClause(s)}`),
        ),
      );
      expect(fromWork || written.includes(step), step).toBe(true);
      for (const m of cards)
        if (!m.subjects.work.includes(m.advice)) expect(step).not.toBe(asClause(m.advice));
    }
  });

  it('leaves another person’s act to them, and may read the nearest court card as that person', () => {
    let courts = 0;
    for (const r of threes('Will he call?')) {
      expect(part(r.markdown, 'Overview')).toContain('What he does is his to decide');
      expect(part(three('Does he love me?', 1).markdown, 'Overview')).toContain('What he feels is his alone');
      expect(part(three('Is he the one?', 1).markdown, 'Overview')).toContain(
        'What he chooses is his to decide',
      );
      if (/may well be him/.test(r.markdown)) courts++;
      expect(r.markdown.match(/may well be him/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
    expect(courts).toBeGreaterThan(0);
    expect(readQuestion('Will my brother and I make peace?').other).toBeNull();
  });
});

describe('sensitive situations have their own framing', () => {
  it('files at least 30 sensitive questions under the situation a reader would frame them in', () => {
    expect(CARE_QUESTIONS.length).toBeGreaterThanOrEqual(30);
    for (const [question, care] of CARE_QUESTIONS) expect(readQuestion(question).care, question).toBe(care);
  });

  it('opens with the situation’s own words, its note, a step that suits it, and a lean only on a step the asker takes', () => {
    for (const [question, kind] of CARE_QUESTIONS) {
      const q = readQuestion(question);
      const text = q.thirdPerson && ['surgery', 'illness'].includes(kind) ? null : CARE_TEXT[kind];
      // A move into care, an operation or a treatment the asker decides on gets a lean, never a
      // firm one, and the details go to the professionals; every other care question gets none.
      const step =
        ['elder', 'surgery', 'illness'].includes(kind) &&
        /^\W*(should|shall) (i|we)\b|^\W*is (it|now) (the )?(right )?time\b/i.test(question);
      for (const r of threes(question, 8)) {
        const overview = part(r.markdown, 'Overview');
        expect(overview, question).toMatch(/do not replace|no substitute for people/);
        if (step)
          expect(r.markdown).not.toMatch(
            /Leaning (yes|no)(\.|:)|(cards lean|answer leans) towards (yes|no)\./,
          );
        else expect(r.markdown).not.toMatch(/lean (towards )?(yes|no)|Leaning|The cards favour/);
        if (text && !(kind === 'legal' && q.court)) expect(overview).toContain(text.frame);
        if (text) expect(Object.values(text.steps)).toContain(stepOf(r.markdown));
        for (const sentence of splitSentences(r.markdown.replace(/“[^”]*”/g, '')))
          expect(readsLiterally(sentence), sentence).toBe(false);
      }
    }
  });
});

describe('the lean agrees with the cards', () => {
  it('states the lean and the cards that give it in the overview’s first two sentences, and no card named for it says the opposite', () => {
    for (const question of ['Will it last?', 'Will I get the promotion?', 'Should I text him?'])
      for (const r of threes(question, 80)) {
        const [, first, second] = part(r.markdown, 'Overview').split(/(?<=[.?”])\s+(?=[A-Z])/u);
        const l = threeCardLean(drawnOf(r), readQuestion(question));
        expect(first).toMatch(
          l.lean === 'unclear' ? /no firm yes or no/ : new RegExp(`leans? towards ${l.lean}`),
        );
        if (l.lean === 'unclear') continue;
        const future = drawnOf(r)[2]!;
        // Never "leaning yes" with the future card saying no.
        expect(future.m.lean).not.toBe(l.lean === 'yes' ? 'no' : 'yes');
        for (const p of l.pro) {
          // A card's lean for this question (review r26b: the Nine of Cups reversed misses the wish).
          expect(Math.sign(leanFor(p, readQuestion(question)))).toBe(l.lean === 'yes' ? 1 : -1);
          expect(second).toContain(p.card.name.replace(/^The /, ''));
        }
        for (const p of l.con) expect(second).toContain(p.card.name.replace(/^The /, ''));
      }
  });
});

describe('a question whose yes is the fear', () => {
  it('tells "Is he cheating?" from "Will I pass?"', () => {
    for (const q of [
      'Is my girlfriend losing interest in me?',
      'Is my husband cheating on me?',
      'Will the sale of our house fall through?',
      'Am I going to lose my job?',
    ])
      expect(readQuestion(q).fearedYes, q).toBe(true);
    for (const q of ['Will I pass my driving test?', 'Is he the one?', 'Should I leave my job?'])
      expect(readQuestion(q).fearedYes, q).toBe(false);
  });

  it('answers no when the cards are favourable, and yes when they are not', () => {
    const question = 'Is my partner cheating on me?';
    let seen = 0;
    for (const r of threes(question, 80)) {
      const l = threeCardLean(drawnOf(r), readQuestion(question));
      if (l.lean === 'unclear') continue;
      seen++;
      const [, first] = part(r.markdown, 'Overview').split(/(?<=[.?”])\s+(?=[A-Z])/u);
      expect(first).toMatch(new RegExp(`leans? towards ${l.lean === 'yes' ? 'no' : 'yes'}`));
    }
    expect(seen).toBeGreaterThan(20);
  });
});

describe('either/or questions', () => {
  it('hears the two options and which one keeps things as they are', () => {
    expect(optionsOf('Should I take the job in Lisbon or stay in Berlin?')).toEqual({
      a: 'take the job in Lisbon',
      b: 'stay in Berlin',
      stay: 1,
    });
    expect(optionsOf('Rent or buy?')).toMatchObject({ a: 'Rent', b: 'buy', stay: null });
    expect(optionsOf('Should I tell him or not?')).toBeNull();
    expect(readQuestion('Should I take the job in Lisbon or stay in Berlin?').yesNo).toBe(false);
  });

  it('answers as a comparison, naming the favoured option over the other, never yes or no', () => {
    const seen = new Set<string>();
    for (const r of threes('Should I take the job in Lisbon or stay in Berlin?', 80)) {
      const answer = part(r.markdown, 'Your Answer');
      expect(r.markdown).not.toMatch(/lean (towards )?(yes|no)|Leaning (yes|no)|no firm yes or no/);
      // Review r26: the Four of Swords upright ahead asks for rest before either road.
      if (/^### Future: (Four of Swords|The Hanged Man)$/m.test(r.markdown)) {
        expect(answer).toMatch(/^\*\*Not yet: rest before you choose\.\*\*/);
        continue;
      }
      const head =
        /^\*\*The cards favour “(take the job in Lisbon|stay in Berlin)”\.\*\* That is a (slight|clear) lean over “(take the job in Lisbon|stay in Berlin)”\./.exec(
          answer,
        );
      expect(head, answer).not.toBeNull();
      expect(head![3]).not.toBe(head![1]);
      seen.add(head![1]!);
      expect(part(r.markdown, 'Overview')).toMatch(/favour/);
    }
    expect(seen.size).toBeGreaterThanOrEqual(2);
    for (const r of threes('Should I study law or medicine?', 10))
      expect(part(r.markdown, 'Overview')).toContain(
        'do not choose between “study law” and “medicine” for you',
      );
  });
});

describe('no stock synthesis', () => {
  it('never says the flagged filler, and no sentence of the cards or the story recurs across most readings', () => {
    const counts = new Map<string, number>();
    const questions = LABELLED_QUESTIONS.map(([q]) => q);
    const total = 300;
    for (let n = 1; n <= total; n++) {
      const r = three(questions[n % questions.length]!, n);
      expect(r.markdown).not.toMatch(/hinge of the story|That was good ground|weight on the hinge/);
      const body = `${part(r.markdown, 'The Cards')} ${part(r.markdown, 'The Spread as a Whole')}`;
      for (const s of new Set(splitSentences(body.replace(/^#.*$/gm, ''))))
        counts.set(s, (counts.get(s) ?? 0) + 1);
    }
    // Authored card sentences recur with their card (1 in 78 draws); nothing else may.
    const common = [...counts].filter(([, k]) => k > total / 15);
    expect(common.map(([s, k]) => `${k} ${s}`)).toEqual([]);
  });
});

describe('reversed cards', () => {
  it('read each reversed card by its own authored reversed text, never through a wrapper', () => {
    for (const r of threes('What should I focus on this month?', 80))
      // A court card is read as a quality the asker brings, not by its portrait; a past card's
      // lines about the asker are told in the past.
      for (const c of r.facts.cards.filter(
        (c) => c.orientation === 'reversed' && c.positionKey !== 'past' && !isCourt(cardById(c.cardId)!),
      )) {
        const m = meaningOf(cardById(c.cardId)!, true);
        // Waite's forecast of an event (letters and documents) is said only where the question
        // raises it (review r27).
        const authored = splitSentences(
          withoutUnaskedForecasts(m.meaning, readQuestion('What should I focus on this month?')),
        )[1]!;
        // One meaning per card (review r26b): a reversed card's older second sense is left out.
        if (
          /^(The older reading|The traditional meanings? (is|are)|Waite also read it as)\b/.test(authored)
        ) {
          expect(r.markdown).not.toContain(authored);
          continue;
        }
        // Waite's "money one may lend" is said only on a question about a loan, which this is not.
        if (/money one may lend/.test(authored)) {
          expect(r.markdown).not.toMatch(/money one may lend/);
          continue;
        }
        // Waite and the modern reading are cited for one card a reading (review r24): a card whose
        // own section cites neither has had its citation left out, and is not held to it.
        const own =
          r.markdown.split(`### ${c.positionLabel}: `)[1]?.split('\n### ')[0]?.split('\n## ')[0] ?? '';
        if (
          /\b(Waite|modern reading|modern practice|readers (today|now)|tradition\w*|1911)\b/i.test(
            authored,
          ) &&
          !/\b(Waite|modern reading|today’s reading|modern practice|older tradition|1911 key|Rider-Waite|usual reading now|readers (today|now)|oldest sources|old meanings)\b/.test(
            own,
          )
        )
          continue;
        // The Waite/modern frame is said once a reading; a later card keeps both senses in other words.
        const senses = /Waite gives ([^;.]+)[;.] [Tt]he modern reading \w+ ([^.]+)\./.exec(authored);
        // Waite is named once a reading and the modern reading in turns, so the names are set aside.
        const plain = (t: string) =>
          t
            .replace(/\b(Waite|the older tradition|the 1911 key|the Rider-Waite tradition)\b/gi, 'W')
            .replace(/\b(the modern reading|today’s reading|modern practice|the usual reading now)\b/gi, 'M');
        for (const text of senses ? senses.slice(1) : [authored])
          expect(plain(r.markdown)).toContain(plain(text));
        expect(r.markdown).not.toMatch(/without an outlet|losing its footing|in its shadow form|gone quiet/);
      }
  });

  it('reads a reversed court card as the shadow of the person asked about', () => {
    let seen = 0;
    for (const r of threes('Does she love me?', 120)) {
      const court = /(The (Page|Knight|Queen|King) of \w+ reversed) may well be her as things stand/.exec(
        r.markdown,
      );
      if (!court) continue;
      seen++;
      // Reversed, the figure is the person under strain, never their "shadow side" (review r26b).
      expect(r.markdown).toContain('reversed it shows her under strain');
      expect(r.markdown).not.toContain('shadow side of that person');
    }
    expect(seen).toBeGreaterThan(0);
  });
});
