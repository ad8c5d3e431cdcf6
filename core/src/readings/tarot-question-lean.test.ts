// A yes or no is read from what each card means for the thing asked, never from a count of
// upright and reversed cards (issue 26: "the yes/no is a tally of upright versus reversed cards").
import { describe, expect, it } from 'vitest';
import { crossWithCard, drawWithCards } from './__fixtures__/tarot-draws';
import { crossLean } from './celtic-cross-report';
import { readQuestion, type QuestionReading } from './content/tarot-positions';
import { readQuestionDe } from './tarot-question-de';
import { composeTarotDe } from './tarot-report-de';
import {
  intentTable,
  questionIntent,
  questionIntentDe,
  type IntentQuestion,
  type QuestionIntent,
} from './tarot-question-lean';
import { drawnCards, threeCardLean } from './tarot-report';

const LABELLED: [string, QuestionIntent | null][] = [
  ['Will we get back together?', 'reunion'],
  ['Will my ex come back to me?', 'reunion'],
  ['Is there a chance my ex-boyfriend and I reunite?', 'reunion'],
  ['Will my ex-husband and I reconcile?', 'reunion'],
  ['Will I get my ex back?', 'reunion'],
  ['Will he come back?', 'reunion'],
  ['Does my relationship with my ex deserve a second chance?', 'reunion'],
  ['Will Tom and I get back together this year?', 'reunion'],
  ['Is he the one?', 'romance'],
  ['Will he propose this year?', 'romance'],
  ['Does she love me?', 'feelings'],
  ['Will my relationship last?', 'lasting'],
  ['Is my girlfriend committed to me?', 'romance'],
  ['Will I get married next year?', 'romance'],
  ['Will my crush like me back?', 'feelings'],
  ['Should I move in with my boyfriend?', 'romance'],
  ['Should I move abroad?', 'relocation'],
  ['Should we relocate to Spain?', 'relocation'],
  ['Will I emigrate to Canada?', 'relocation'],
  ['Should I move to Berlin for a fresh start?', 'relocation'],
  ['Will my trip to Japan happen this year?', 'relocation'],
  ['Is it a good idea to move overseas with my kids?', 'relocation'],
  ['Should I travel alone this summer?', 'relocation'],
  ['Will I get pregnant?', 'conception'],
  ['Will I get pregnant this year?', 'conception'],
  ['Will our IVF work?', 'conception'],
  ['Will we conceive soon?', 'conception'],
  ['Will we have a baby?', 'conception'],
  ['Are we going to start a family this year?', 'conception'],
  ['Will I get the job?', 'application'],
  ['Will I get the flat?', 'application'],
  ['Will my visa be approved?', 'application'],
  ['Will I get the grant?', 'application'],
  ['Will my loan be approved?', 'money'],
  ['Will I get into Oxford?', 'application'],
  ['Will I get a place at the university?', 'application'],
  ['Will I be offered the position?', 'application'],
  ['Will I get the promotion?', 'application'],
  ['Will my mortgage application be accepted?', 'application'],
  ['Will I get the apprenticeship I applied for?', 'application'],
  ['Will I pass my exam?', 'exam'],
  ['Will I pass my driving test?', 'exam'],
  ['Will I pass the bar exam?', 'exam'],
  ['Will my thesis be accepted?', 'exam'],
  ['Will I get good grades this semester?', 'exam'],
  ['Will I pass my finals?', 'exam'],
  ['Will I win the case?', 'legal'],
  ['Will the court rule in my favour?', 'legal'],
  ['Will I get custody of my kids?', 'legal'],
  ['Will my appeal succeed?', 'legal'],
  ['Will the lawsuit be settled?', 'legal'],
  ['Will the tribunal find for me?', 'legal'],
  ['Will my mother recover?', 'recovery'],
  ['Will my health improve?', 'recovery'],
  ['Will my dad get better after surgery?', 'recovery'],
  ['Will I heal from this injury?', 'recovery'],
  ['Will the house sale go through?', 'sale'],
  ['Will we sell our house this year?', 'sale'],
  ['Will our purchase of the cottage go through?', 'sale'],
  ['Will we be able to buy our first home in 2027?', 'sale'],
  ['Will my sister and I reconcile?', 'reconciliation'],
  ['Will my father speak to me again?', 'reconciliation'],
  ['Will my best friend and I make up?', 'reconciliation'],
  ['Can my brother and I patch things up?', 'reconciliation'],
  ['Should I leave my husband?', 'leaving'],
  ['Should I quit my job?', 'leaving'],
  ['Should I end my engagement?', 'leaving'],
  ['Does he love me?', 'feelings'],
  ['Does he have feelings for me?', 'feelings'],
  ['Does my boyfriend still love me?', 'feelings'],
  ['Is he interested in me?', 'feelings'],
  ['Does she miss me?', 'feelings'],
  ['Does he think about me?', 'feelings'],
  ['Does my girlfriend feel the same about me?', 'feelings'],
  ['Is she jealous of me?', 'jealousy'],
  ['Is my sister envious of my success?', 'jealousy'],
  ['Is my coworker jealous of me?', 'jealousy'],
  ['Will I get the raise I asked for?', 'money'],
  ['Will my friend pay me back the money she owes me?', 'money'],
  ['Will the bank approve my loan?', 'money'],
  ['Will I get a bonus this year?', 'money'],
  ['Will my boss give me a bonus?', 'money'],
  ['Should I give my brother money for his debts?', null],
  ['Will my landlord return my deposit?', 'money'],
  ['Will my brother repay the money he borrowed?', 'money'],
  ['Will my finances improve this year?', 'money'],
  ['Will our marriage last?', 'lasting'],
  ['Will my new relationship last?', 'lasting'],
  ['Will it last?', 'lasting'],
  ['Will my bakery business work out?', 'lasting'],
  ['Will my start-up succeed?', 'lasting'],
  ['Will we stay together?', 'lasting'],
  ['Will we stay together after the move?', 'lasting'],
  ['Will our partnership stand the test of time?', 'lasting'],
  ['Will I get the new job I interviewed for?', 'application'],
  ['Will I find a new job this year?', 'application'],
  ['Will I be promoted to manager?', 'application'],
  ['Should we buy the house on Elm Street?', 'home'],
  ['Should I rent the flat in the city centre?', 'home'],
  ['Is it a good idea to buy this apartment?', 'home'],
  ['Should we move house this year?', 'home'],
  ['Will my best friend and I be close again after our fight?', 'reconciliation'],
  ['Can I save my friendship with Mia?', 'reconciliation'],
  ['Will my friend and I get along again?', 'reconciliation'],
  ['Is it wise to lend my brother money for his restaurant?', null],
  ['Is my partner cheating on me?', null],
  ['Is my business partner hiding something?', null],
  ['What do I need to know about my health this year?', null],
  ['Should I start my own business?', null],
];

/** The three-card lean the reading gives over set cards, read for its intent and without it. */
function three(question: string, set: [string, boolean][]) {
  const q = readQuestion(question);
  const cards = drawnCards(drawWithCards('question-lean', set), q);
  const plain: QuestionReading & Pick<IntentQuestion, 'intent'> = { ...q, intent: null };
  const now = threeCardLean(cards, q);
  return { now: { ...now, first: now.pro[0]?.card.id }, tally: threeCardLean(cards, plain) };
}

/** The Celtic Cross lean with one place set, read for its intent and without it. */
function cross(question: string, place: string, id: string, reversed: boolean, i = 0) {
  const q = readQuestion(question);
  const cards = drawnCards(crossWithCard('qlean', i, place, id, reversed), q);
  // The question with no intent read, as every question was weighed before.
  const plain: QuestionReading & Pick<IntentQuestion, 'intent'> = { ...q, intent: null };
  return { now: crossLean(cards, q).lean, tally: crossLean(cards, plain).lean };
}

describe('the intent of a yes/no question', () => {
  it('is recognised for labelled questions of every kind', () => {
    expect(LABELLED.length).toBeGreaterThanOrEqual(60);
    const wrong = LABELLED.filter(([s, want]) => questionIntent(readQuestion(s)) !== want);
    expect(wrong.length / LABELLED.length).toBeLessThanOrEqual(0.05);
  });

  it('is the same for a German question as for its English twin', () => {
    const pairs: [string, string][] = [
      ['Will my ex come back to me?', 'Kommt mein Ex zu mir zurück?'],
      ['Should I emigrate to New Zealand?', 'Soll ich nach Neuseeland auswandern?'],
      ['Will I pass my driving test?', 'Bestehe ich meine Führerscheinprüfung?'],
      ['Will I win the lawsuit against my landlord?', 'Gewinne ich den Rechtsstreit gegen meinen Vermieter?'],
      ['Will my sister and I make peace?', 'Werden meine Schwester und ich uns versöhnen?'],
      ['Will I get promoted this year?', 'Werde ich dieses Jahr befördert?'],
      ['Will we be able to buy our first home in 2027?', 'Können wir 2027 unsere erste Wohnung kaufen?'],
      ['Will the IVF work this time?', 'Klappt die künstliche Befruchtung dieses Mal?'],
      ['Should I leave my husband?', 'Soll ich meinen Mann verlassen?'],
      ['Will my new relationship last?', 'Hält meine neue Beziehung?'],
      ['Does he love me?', 'Liebt er mich?'],
      ['Does she have feelings for me?', 'Hat sie Gefühle für mich?'],
      ['Is she jealous of me?', 'Ist sie eifersüchtig auf mich?'],
      ['Will I get the raise I asked for?', 'Bekomme ich die Gehaltserhöhung, um die ich gebeten habe?'],
      ['Will my friend pay me back?', 'Zahlt mir meine Freundin das Geld zurück?'],
      ['Will my loan be approved?', 'Wird mein Kredit bewilligt?'],
      ['Will our marriage last?', 'Hat unsere Ehe Bestand?'],
      ['Will my bakery work out?', 'Klappt es mit meiner Bäckerei?'],
      ['Will I get the new job?', 'Bekomme ich die neue Stelle?'],
      ['Should we buy the house?', 'Sollen wir das Haus kaufen?'],
      [
        'Will my best friend and I be close again after our fight?',
        'Werden meine beste Freundin und ich nach unserem Streit wieder gut miteinander?',
      ],
    ];
    for (const [en, de] of pairs)
      expect([de, questionIntentDe(de, readQuestionDe(de))]).toEqual([de, questionIntent(readQuestion(en))]);
  });
});

describe('the three-card lean, read for what is asked', () => {
  it('reads the Six of Swords ahead on a reunion as a crossing away, not as a yes', () => {
    const { now, tally } = three('Will we get back together?', [
      ['swords-10-ten', false],
      ['major-06-lovers', false],
      ['swords-06-six', false],
    ]);
    expect([tally.lean, now.lean, now.first]).toEqual(['yes', 'no', 'swords-06-six']);
  });

  it('gives the lean to the Six of Cups ahead on a reunion', () => {
    const { now } = three('Will we get back together?', [
      ['swords-10-ten', true],
      ['wands-04-four', true],
      ['cups-06-six', false],
    ]);
    expect([now.lean, now.pro.map((p) => p.card.id)]).toEqual(['yes', ['cups-06-six']]);
  });

  it('reads the Four of Wands ahead as home on a move abroad, never as a yes to going', () => {
    const stay = three('Should I move abroad?', [
      ['major-19-sun', false],
      ['cups-03-three', false],
      ['wands-04-four', false],
    ]);
    expect([stay.tally.lean, stay.now.lean]).toEqual(['yes', 'unclear']);
  });

  it('gives the lean on a move abroad to the Two of Wands ahead', () => {
    const { now } = three('Should I move abroad?', [
      ['major-16-tower', true],
      ['pentacles-04-four', true],
      ['wands-02-two', false],
    ]);
    expect([now.lean, now.first]).toEqual(['yes', 'wands-02-two']);
  });

  it('reads a card of suspension ahead as a delay on a job and on a case, not as a yes', () => {
    for (const [question, pause] of [
      ['Will I get the job?', 'major-12-hanged-man'],
      ['Will I win the case?', 'swords-04-four'],
    ] as const) {
      const { now, tally } = three(question, [
        ['major-19-sun', false],
        ['cups-09-nine', false],
        [pause, false],
      ]);
      expect([question, tally.lean, now.lean]).toEqual([question, 'yes', 'unclear']);
    }
  });

  it('keeps "Should I leave…?" turned, a card of a good home arguing for staying', () => {
    const { now } = three('Should I leave my husband?', [
      ['major-19-sun', false],
      ['cups-09-nine', false],
      ['cups-10-ten', false],
    ]);
    expect([now.lean, now.first]).toEqual(['no', 'cups-10-ten']);
  });

  it('never reads a card as illness or loss on a pregnancy', () => {
    const ILL =
      /\b(ill\w*|sick\w*|loss|lose|lost|miscarr\w*|barren|infertil\w*|disease|death|die|dying|grief)\b/i;
    for (const { why } of Object.values(intentTable('conception'))) expect(why).not.toMatch(ILL);
    const { now } = three('Will I get pregnant?', [
      ['swords-09-nine', true],
      ['pentacles-05-five', true],
      ['major-03-empress', false],
    ]);
    expect([now.lean, now.first]).toEqual(['yes', 'major-03-empress']);
  });
});

describe('the Celtic Cross lean, read for what is asked', () => {
  it('reads the Six of Swords and the Six of Cups reversed at the end of a reunion as no', () => {
    for (const i of [0, 1, 2]) {
      expect(cross('Will we get back together?', 'outcome', 'swords-06-six', false, i).now).toBe('no');
      expect(cross('Will we get back together?', 'outcome', 'cups-06-six', true, i).now).toBe('no');
    }
    expect(cross('Will we get back together?', 'outcome', 'swords-06-six', false, 0).tally).toBe('yes');
  });

  it('reads the Eight of Cups at the end of a move abroad as going', () => {
    const { now, tally } = cross('Should I move abroad?', 'outcome', 'cups-08-eight', false, 3);
    expect([tally, now]).toEqual(['no', 'yes']);
  });

  it('reads the Hanged Man at the end of a job application as a wait, not a yes', () => {
    const { now, tally } = cross('Will I get the job?', 'outcome', 'major-12-hanged-man', false, 1);
    expect([tally, now]).toEqual(['yes', 'no']);
  });

  it('answers whether someone deceives the asker from the cards of honesty alone', () => {
    expect(questionIntent(readQuestion('Is my business partner hiding something?'))).toBeNull();
  });

  it('names in German the card that gives the lean on a reunion, never the one against it', () => {
    const draw = crossWithCard('qlean', 0, 'outcome', 'swords-06-six', false);
    const de = composeTarotDe({ firstName: 'Mara', question: 'Kommt mein Ex zu mir zurück?', draw }).markdown;
    // His return is his choice (review de-d2 reads "mein Ex" as a person): the lean is what the cards show between them.
    expect(de).toMatch(/spricht eher für ein Nein/);
    expect(de).toMatch(/Den Ausschlag gibt die Sechs der Schwerter im Ergebnis/);
  });
});
