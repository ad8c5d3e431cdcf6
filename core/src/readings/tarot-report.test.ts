import { describe, expect, it } from 'vitest';
import { drawSpread, type DrawnCard } from '../tarot/draw';
import { cardById, cardByName, DECK } from '../tarot/deck';
import { meaningOf } from '../tarot/meanings';
import { proseSentences } from './__fixtures__/grammar';
import { LABELLED_QUESTIONS } from './__fixtures__/questions';
import {
  asksToLeave,
  hasNoPartner,
  isYesNoQuestion,
  readQuestion,
  thirdPersonOf,
  topicOf,
} from './content/tarot-positions';
import { paragraphs } from './__fixtures__/paragraphs';
import { InputError } from './errors';
import { maxNameRepeats, repeatedFourGrams } from './__fixtures__/prose';
import { cardPhrase } from './tarot-interplay';
import {
  agreesWithLean,
  asClause,
  composeThreeCard,
  drawnCards,
  inPastTense,
  isCourt,
  presumesUnasked,
  readsLiterally,
  splitSentences,
  threeCardLean,
} from './tarot-report';
import { withoutVerifyFooter } from './verify-footer';
import { composeCelticCross } from './celtic-cross-report';

const seed = (n: number) => n.toString(16).padStart(64, '0');
/** A reading's cards as the composer holds them, to recompute its lean. */
const drawnOf = (r: { facts: { draw: { cards: DrawnCard[] } } }) =>
  r.facts.draw.cards.map((d) => {
    const card = cardById(d.cardId)!;
    return { d, card, where: '', m: meaningOf(card, d.orientation === 'reversed') };
  });
/** Whether a reading says every sentence of a text, in a card's paragraph or as the step to take. */
const says = (markdown: string, text: string) =>
  splitSentences(text).every((s) => markdown.includes(s) || markdown.includes(asClause(s)));
const LONG_WORDS = Array.from({ length: 300 }, (_, i) => (i % 7 === 0 ? 'career' : 'word')).join(' ');
const LONG_CHARS = 'Will my relationship grow? '.repeat(20).slice(0, 500);
const QUESTIONS = [
  'Will I find a new job this year?',
  'What should I know about my relationship?',
  'How can I heal?',
  LONG_WORDS,
  LONG_CHARS,
];

describe('cardPhrase', () => {
  const card = (name: string) => cardByName(name)!;

  it('gives a major named with "The" a lower-case article mid-sentence and never "the The"', () => {
    expect(cardPhrase(card('The Tower'))).toBe('the Tower');
    expect(cardPhrase(card('The Tower'), { capital: true })).toBe('The Tower');
    expect(cardPhrase(card('The High Priestess'), { reversed: true })).toBe('the High Priestess reversed');
    for (const c of DECK) expect(cardPhrase(c, { capital: true })).not.toMatch(/\b[Tt]he [Tt]he\b/);
  });

  it('leaves Death, Strength, Justice, Temperance and Judgement bare, and reads the Wheel of Fortune with "the"', () => {
    expect(cardPhrase(card('Death'))).toBe('Death');
    expect(cardPhrase(card('Strength'), { reversed: true })).toBe('Strength reversed');
    expect(cardPhrase(card('Judgement'), { capital: true })).toBe('Judgement');
    expect(cardPhrase(card('Justice'))).toBe('Justice');
    expect(cardPhrase(card('Temperance'))).toBe('Temperance');
    expect(cardPhrase(card('Wheel of Fortune'))).toBe('the Wheel of Fortune');
    expect(cardPhrase(card('Wheel of Fortune'), { capital: true })).toBe('The Wheel of Fortune');
  });

  it('gives a minor the article, reversed after the name, capital at a sentence start', () => {
    expect(cardPhrase(card('Ace of Cups'))).toBe('the Ace of Cups');
    expect(cardPhrase(card('Queen of Swords'), { reversed: true })).toBe('the Queen of Swords reversed');
    expect(cardPhrase(card('Queen of Swords'), { reversed: true, capital: true })).toBe(
      'The Queen of Swords reversed',
    );
  });
});

const compose = (spread: 'three-card' | 'celtic-cross', question: string, n: number, cut?: string) => {
  const input = { firstName: 'Ana', question, draw: drawSpread({ seed: seed(n), cut, spread }) };
  return spread === 'three-card' ? composeThreeCard(input) : composeCelticCross(input);
};
const section = (markdown: string, heading: string) =>
  markdown.split(`## ${heading}\n\n`)[1]!.split('\n## ')[0]!;
/** The authored text of a drawn card in its orientation. */
const authored = (c: { cardId: string; orientation: string }) =>
  meaningOf(cardById(c.cardId)!, c.orientation === 'reversed');

describe('reading the question', () => {
  it('files at least 150 labelled questions under the subject a reader would, 95% of them or more', () => {
    expect(LABELLED_QUESTIONS.length).toBeGreaterThanOrEqual(150);
    const wrong = LABELLED_QUESTIONS.filter(([q, subject]) => readQuestion(q).subject !== subject);
    expect(wrong.length / LABELLED_QUESTIONS.length).toBeLessThanOrEqual(0.05);
  });

  it('weighs the whole question: people lean to love, a business partner to work, a move abroad to travel, a sister to family', () => {
    expect(readQuestion('Will we get back together?').subject).toBe('love');
    expect(readQuestion('Is he the one?').subject).toBe('love');
    expect(readQuestion('Is my business partner honest with me?').subject).toBe('work');
    expect(readQuestion('Should I move abroad?').subject).toBe('travel');
    expect(readQuestion('Should I relocate to Porto?').subject).toBe('travel');
    expect(readQuestion('What about my relationship with my sister?').subject).toBe('home');
    expect(readQuestion('Will I pass my exams?').subject).toBe('study');
  });

  it('marks health, pregnancy, surgery, mental health and legal questions as needing a professional', () => {
    for (const q of [
      'Will I get pregnant this year?',
      'Will my surgery go well?',
      'How can I improve my mental health?',
    ])
      expect(readQuestion(q).sensitive).toBe('medical');
    expect(readQuestion('Will I win the court case?').sensitive).toBe('legal');
    expect(readQuestion('Will I get the promotion?').sensitive).toBeNull();
  });

  it('files a business with a cousin as partner under work, and a move to live abroad under travel', () => {
    const bakery = readQuestion('Should I start my own bakery business with my cousin as a partner?');
    expect(bakery.subject).toBe('work');
    expect(readQuestion('Should I open a shop with my partner?').subject).toBe('work');
    const lisbon = readQuestion('Is moving to Lisbon next spring a good idea?');
    expect([lisbon.subject, lisbon.relocation]).toEqual(['travel', true]);
    const back = readQuestion('Should we move back to my home country to be near my parents?');
    expect([back.subject, back.relocation]).toEqual(['travel', true]);
    expect(readQuestion('Should I book a trip to Rome?').relocation).toBe(false);
    expect(readQuestion('Will I pass my driving test next month?').practicalTest).toBe(true);
  });

  it('knows when a question is about someone else, and only when that person is its subject', () => {
    expect(thirdPersonOf('Will my mother recover well from her hip surgery?')).toEqual({
      who: 'your mother',
      pronoun: 'her',
    });
    expect(thirdPersonOf("Is my partner's father going to accept me?")?.who).toBe("your partner's father");
    expect(thirdPersonOf('How will my son do at his new school?')?.pronoun).toBe('him');
    expect(thirdPersonOf('How do I mend things with my brother after our argument?')).toBeNull();
    expect(thirdPersonOf('Will I recover from my surgery?')).toBeNull();
  });

  it('hears a question that says there is no partner yet, and one that asks about leaving', () => {
    expect(hasNoPartner('What is blocking me from finding a lasting relationship?')).toBe(true);
    expect(hasNoPartner('Will I meet someone this year?')).toBe(true);
    expect(hasNoPartner('Is my relationship worth saving?')).toBe(false);
    expect(asksToLeave('Should I leave my PhD programme?')).toBe(true);
    expect(asksToLeave('Should I quit my stable job to become a musician?')).toBe(true);
    expect(asksToLeave('Should I accept the promotion?')).toBe(false);
  });

  it('names the topic in the asker’s own words, never a loss, an illness or a person as a topic', () => {
    expect(topicOf('How can I get my savings back on track?')).toBe('your savings');
    expect(topicOf('Should I leave my PhD programme?')).toBe('your PhD');
    expect(topicOf('How can I get out of debt?')).toBe('your debts');
    expect(topicOf('Will I get into the nursing programme?')).toBe('the nursing programme');
    expect(topicOf('Will my husband’s surgery go well?')).toBe('your husband’s operation');
    expect(topicOf('Should I raise my prices for my yoga clients?')).toBe('your prices');
    expect(topicOf('Will the court grant my visa appeal?')).toBe('your visa appeal');
    expect(topicOf('Will we get planning permission for the extension?')).toBe('the planning application');
    expect(topicOf('How can I heal after my miscarriage?')).toBeNull();
    expect(topicOf('Will my mother’s cancer treatment work?')).toBeNull();
    expect(topicOf('How do I rebuild trust with my teenage son?')).toBeNull();
    expect(topicOf('How can I cope with the anxiety I have been feeling?')).toBeNull();
    expect(topicOf('What should I focus on this month?')).toBeNull();
  });

  it('reads an unsure subject in general words rather than a wrong subject’s', () => {
    expect(readQuestion('Will the new kitchen be finished on time?').confident).toBe(false);
    expect(readQuestion('Should I raise my prices for my yoga clients?').confident).toBe(false);
    expect(readQuestion('Will the allotment committee give me a plot?').confident).toBe(false);
    expect(readQuestion('Should I take the job offer in Lisbon?').confident).toBe(true);
    expect(readQuestion('What do I need to know?').confident).toBe(true);
  });

  it('tells a yes/no question from an open one and from a choice between two', () => {
    expect(isYesNoQuestion('Will it last?')).toBe(true);
    expect(isYesNoQuestion('Should I move abroad next spring?')).toBe(true);
    expect(isYesNoQuestion('Should I stay or go?')).toBe(false);
    expect(isYesNoQuestion('Where is my life heading?')).toBe(false);
  });
});

describe('tarot reports', () => {
  it('stay within 350-800 words for three cards and 800-1,100 for the Celtic Cross', () => {
    for (let n = 1; n <= 150; n++) {
      const question = QUESTIONS[n % QUESTIONS.length]!;
      const three = compose('three-card', question, n);
      expect(three.wordCount).toBeGreaterThanOrEqual(350);
      expect(three.wordCount).toBeLessThanOrEqual(800);
      const cc = compose('celtic-cross', question === LONG_WORDS ? LONG_CHARS : question, n);
      expect(cc.wordCount).toBeGreaterThanOrEqual(800);
      expect(cc.wordCount).toBeLessThanOrEqual(1100);
    }
  });

  it('frames each card with its whole authored theme and its sentence for the question, never a bare keyword', () => {
    for (let n = 1; n <= 30; n++) {
      const r = compose('three-card', 'Should I take the job offer in Lisbon?', n);
      // Waite's loan line is kept for questions about a loan, which a job offer is not.
      // A family card is told without its household on a question with no family in it (review
      // r24), so the theme is the one the composer reads for this question.
      const [past, , future] = drawnCards(
        r.facts.draw,
        readQuestion('Should I take the job offer in Lisbon?'),
      ).map((p) => p.m.theme.replace(', or worry over money lent', ''));
      const whole = section(r.markdown, 'The Spread as a Whole');
      if (!isCourt(cardById(r.facts.cards[2]!.cardId)!))
        expect(`${whole} ${section(r.markdown, 'Your Answer')}`).toContain(future!);
      // A past court card is the asker's own earlier stance, told by its quality rather than its portrait.
      if (!isCourt(cardById(r.facts.cards[0]!.cardId)!)) expect(whole).toContain(past!);
      // Past cards are told in the past tense; the others carry their sentence as written, but
      // for a card's advice to wait or to go ahead against the lean on the step weighed.
      const q = readQuestion('Should I take the job offer in Lisbon?');
      const lean = threeCardLean(drawnOf(r), q).lean;
      for (const c of r.facts.cards.filter((c) => c.positionKey !== 'past' && !isCourt(cardById(c.cardId)!)))
        expect(
          says(
            r.markdown,
            splitSentences(authored(c).subjects.work)
              // A job search is not presumed of someone holding an offer (review t).
              .filter((s) => agreesWithLean(s, lean, q) && !presumesUnasked(s, q))
              .join(' '),
          ),
        ).toBe(true);
      expect(r.markdown).not.toMatch(
        /without an outlet|losing its footing|in its shadow form|invites you to consider|gone quiet|a matter of growth/,
      );
    }
  });

  it('names each card at most three times in a paragraph and rarely repeats its own wording', () => {
    for (let n = 1; n <= 60; n++) {
      for (const spread of ['three-card', 'celtic-cross'] as const) {
        const r = compose(spread, 'Where is my life heading?', n);
        const most = maxNameRepeats(r.markdown, 'card');
        expect(most.count, most.paragraph).toBeLessThanOrEqual(3);
        expect(repeatedFourGrams(r.markdown).share).toBeLessThan(0.06);
        for (const p of paragraphs(r.markdown)) expect(p, p).toMatch(/[.!?”…]$/);
        expect(r.markdown).not.toMatch(/\.\.|\s[.,;:]|;\s*\./);
      }
    }
  });

  it('ends a yes/no question with a lean, how strong it is and the cards that give it, stated first in the overview', () => {
    for (let n = 1; n <= 20; n++) {
      const r = compose('three-card', 'Will it last?', n);
      const answer = section(r.markdown, 'Your Answer');
      const lean = /^\*\*(Leaning yes|Leaning no|Unclear)(, but not strongly)?\.\*\*/.exec(answer);
      expect(lean, answer).not.toBeNull();
      const future = r.facts.cards[2]!;
      expect(`${section(r.markdown, 'Overview')} ${answer}`).toContain(
        cardPhrase(cardById(future.cardId)!, { reversed: future.orientation === 'reversed' }).replace(
          /^the /,
          '',
        ),
      );
      // The lean and the cards that give it open the overview, in the lean's own terms.
      const [, first, second] = section(r.markdown, 'Overview').split(/(?<=[.?”])\s+(?=[A-Z])/u);
      expect(first).toMatch(/leans? towards (yes|no)|no firm yes or no/);
      const l = threeCardLean(drawnOf(r), readQuestion('Will it last?'));
      for (const p of l.pro) expect(second).toContain(p.card.name.replace(/^The /, ''));
      expect(answer).toMatch(new RegExp(`^\\*\\*${l.lean === 'unclear' ? 'Unclear' : `Leaning ${l.lean}`}`));
    }
  });

  it('never gives advice about "this person" or "the people you love" to a question that names nobody', () => {
    for (let n = 1; n <= 60; n++)
      for (const question of [
        'How can I cope with the anxiety I have been feeling?',
        'What is blocking me from finding a lasting relationship?',
        'Where is my spiritual path leading me?',
      ]) {
        const r = compose(n % 2 ? 'three-card' : 'celtic-cross', question, n);
        const todo =
          /\*\*(?:The one thing to do[^*]*|What can help now:)\*\* ([^.]*)\./.exec(r.markdown)?.[1] ?? '';
        expect(todo).not.toMatch(
          /\b(this person|the other person|people you love|together|the two of you)\b/i,
        );
      }
    const anxiety = compose(
      'celtic-cross',
      'How can I cope with the anxiety I have been feeling?',
      0xabc000 + 20 * 7919,
    );
    expect(anxiety.markdown).toContain('**The one thing to do:**');
  });

  it('gives no yes or no on a mother’s surgery, and reads the cards for how to support her', () => {
    for (let n = 1; n <= 30; n++) {
      const r = compose(
        n % 2 ? 'three-card' : 'celtic-cross',
        'Will my mother recover well from her hip surgery?',
        n,
      );
      expect(r.markdown).not.toMatch(/Leaning (yes|no)|lean (towards )?(yes|no)|Unclear/);
      expect(r.markdown).toContain('How your mother comes through this is for her doctors to say');
      if (n % 2) expect(section(r.markdown, 'Overview')).toContain('how you can stand beside her');
      else {
        expect(r.markdown).toContain('What the cards do speak to is how you can support her');
        expect(section(r.markdown, 'The Answer')).toContain('your mother');
      }
      // Read as family, for the asker's part in it, not for the asker's own energy and body.
      for (const c of r.facts.cards)
        for (const sentence of authored(c).subjects.health.split(/(?<=\.)\s+/))
          if (!authored(c).subjects.home.includes(sentence)) expect(r.markdown).not.toContain(sentence);
    }
  });

  it('answers "Should I leave…?" for leaving: cards that favour the programme argue for staying', () => {
    const question = 'Should I leave my PhD programme?';
    const ines = compose('three-card', question, 0xabc000 + 13 * 7919);
    expect(ines.markdown).toContain('**Leaning no: the cards favour staying with your PhD.**');
    expect(ines.markdown).toMatch(/leans? toward staying|give that answer|decide it|weight comes from/);
    for (let n = 1; n <= 40; n++) {
      const r = compose('three-card', question, n);
      // Read as if it asked about staying, the same cards give the opposite lean.
      // Waite's cards of leaving (the Six of Swords, the Eight of Cups, the Knight of Wands) are the
      // leaving itself on this question, not its mirror, so draws holding one are not mirrored.
      if (r.facts.cards.some((c) => ['swords-06-six', 'cups-08-eight', 'wands-12-knight'].includes(c.cardId)))
        continue;
      const asIf = threeCardLean(drawnOf(r), readQuestion('Will I stay in my PhD programme?')).lean;
      const answer = section(r.markdown, 'Your Answer');
      if (asIf === 'yes') expect(answer).toMatch(/^\*\*(Leaning no|Unclear)/);
      if (asIf === 'no') expect(answer).toMatch(/^\*\*(Leaning yes|Unclear)/);
      expect(answer).not.toMatch(/leans (yes|no)/);
    }
  });

  it('tells the spread as a whole in two or three sentences that link named cards, never as statistics', () => {
    const statistics =
      /pip card|the trump\b|elements? (clash|feed|suit|sit|pull)|elemental|tilts the balance|cross each other|is among them|stays? in the background|Major Arcana appear|came up reversed \(|underline|repeat the note/;
    for (let n = 1; n <= 60; n++) {
      const three = compose('three-card', 'How can I get my savings back on track?', n);
      const whole = section(three.markdown, 'The Spread as a Whole');
      // The story first, then at most three sentences on what stands out in the spread as a whole.
      const [story, overall = ''] = whole.split('\n\n');
      const sentences = proseSentences(story!);
      expect(sentences.length, whole).toBeGreaterThanOrEqual(2);
      expect(sentences.length, whole).toBeLessThanOrEqual(5);
      expect(proseSentences(overall).length, whole).toBeLessThanOrEqual(3);
      expect(whole).not.toMatch(statistics);
      // The arc names the cards it links.
      const named = three.facts.cards.filter((c) => whole.includes(c.name.replace(/^The /, '')));
      expect(named.length, whole).toBeGreaterThanOrEqual(2);
      const cc = compose('celtic-cross', 'Is moving to Lisbon next spring a good idea?', n);
      expect(section(cc.markdown, 'The Answer')).not.toMatch(statistics);
      expect(section(cc.markdown, 'The Cross')).not.toMatch(statistics);
    }
  });

  it('tells a past card in the past tense, never with its advice, and turns only what it can', () => {
    expect(inPastTense('Your energy feels flat and motivation is hard to find.')).toBe(
      'Your energy felt flat and motivation was hard to find.',
    );
    expect(inPastTense('You are clinging to a view of things that no longer serves you.')).toBeNull();
    expect(inPastTense('A call to follow your heart arrives, gently but clearly.')).toBeNull();
    expect(inPastTense('A goal is met and you can rightly feel proud.')).toBeNull();
    for (let n = 1; n <= 40; n++) {
      const r = compose('three-card', 'Should I accept the promotion to team lead?', n);
      const past = r.facts.cards[0]!;
      const work = authored(past).subjects.work;
      const paragraph = section(r.markdown, 'The Cards').split('\n\n')[1]!;
      // The authored sentence for now and next never stands in the past position as written.
      for (const sentence of work.split(/(?<=\.)\s+/)) expect(paragraph).not.toContain(sentence);
    }
  });

  it('describes court cards by their own authored portrait, not one template per rank and suit', () => {
    for (let n = 1; n <= 80; n++) {
      const r = compose(n % 2 ? 'three-card' : 'celtic-cross', 'Where is my life heading?', n);
      expect(r.markdown).not.toMatch(
        /person on the move, chasing something|learner still finding their feet/,
      );
      if (/moody, smothering/.test(r.markdown))
        expect(r.facts.cards.some((c) => c.cardId === 'cups-13-queen' && c.orientation === 'reversed')).toBe(
          true,
        );
    }
  });

  it('speaks of no partner where the question has none, no holiday for a move and no books for a driving test', () => {
    for (let n = 1; n <= 60; n++) {
      const spread = n % 2 ? 'three-card' : 'celtic-cross';
      const single = compose(spread, 'What is blocking me from finding a lasting relationship?', n);
      expect(single.markdown).not.toMatch(/\b(one of you|the two of you|both of you|your partner)\b/i);
      const lisbon = compose(spread, 'Is moving to Lisbon next spring a good idea?', n);
      expect(lisbon.markdown).not.toMatch(/\b(trip|holiday|vacation|both of you|the two of you)\b/i);
      const back = compose(spread, 'Should we move back to my home country to be near my parents?', n);
      expect(back.markdown).not.toMatch(/\b(booking|cancellations?|trip|holiday)\b/i);
      expect(single.markdown).not.toMatch(/\b(each of you|Share the load before tiredness)\b/);
      if (spread === 'three-card')
        expect(section(single.markdown, 'Overview')).toContain('about finding love');
      const driving = compose(spread, 'Will I pass my driving test next month?', n);
      expect(driving.markdown).not.toMatch(/\b(your books|classmates?|your teacher|essays?|thesis)\b/i);
    }
  });

  it('gives health and legal questions a note and never a literal death, illness or poverty word', () => {
    const death = DECK.find((c) => c.name === 'Death')!;
    let sawDeath = false;
    for (let n = 1; n <= 120; n++)
      for (const question of [
        'Will I get pregnant this year?',
        'Will my surgery go well?',
        'Will I win the court case?',
      ]) {
        const r = compose(n % 2 ? 'three-card' : 'celtic-cross', question, n);
        const overview = section(r.markdown, 'Overview');
        expect(overview).toMatch(/do not replace (a doctor|a lawyer)/);
        if (n % 2) expect(overview).not.toMatch(/lean|favour/);
        // No yes or no on a body or a court case: what to do instead, and whose judgement it is.
        expect(r.markdown).not.toMatch(/Leaning (yes|no)|lean (towards )?(yes|no)/);
        expect(r.markdown).toMatch(/\*\*No yes or no here\.\*\* [^.]*(doctor|court|lawyer)/);
        expect(overview).toMatch(
          n % 2
            ? /the cards are read here for how you|how to prepare|how to go into it/
            : /give no yes or no here; they speak to how/,
        );
        for (const sentence of proseSentences(r.markdown))
          expect(readsLiterally(sentence), sentence).toBe(false);
        if (r.facts.cards.some((c) => c.cardId === death.id)) {
          sawDeath = true;
          expect(overview).toMatch(/Death[^.]* read here as change/);
        }
      }
    expect(sawDeath).toBe(true);
  });

  it('moves the seed and cut to a Verify this draw footer, out of the overview', () => {
    const r = compose('three-card', 'What do I need to know?', 5, 'cut-7');
    expect(section(r.markdown, 'Overview')).not.toContain(r.facts.draw.seed);
    const footer = section(r.markdown, 'Verify this draw');
    expect(footer).toContain(r.facts.draw.seed);
    expect(footer).toContain('cut-7');
    expect(footer).toContain(r.facts.draw.commitment.slice(0, 16));
    // The result page shows its own check in place of the footer; older readings have none.
    const page = withoutVerifyFooter(r.markdown);
    expect(page).not.toContain('Verify this draw');
    expect(page).toContain('## Your Answer');
    expect(withoutVerifyFooter('# Old reading\n\n## Overview\n\nText.')).toBe(
      '# Old reading\n\n## Overview\n\nText.',
    );
  });

  it('names cards with their article in running prose and keeps the printed name in headings', () => {
    for (let n = 1; n <= 40; n++) {
      for (const spread of ['three-card', 'celtic-cross'] as const) {
        const r = compose(spread, 'How do I handle the conflict with my sister?', n);
        const headings = r.markdown
          .split('\n')
          .filter((l) => l.startsWith('### '))
          .join('\n');
        for (const c of r.facts.draw.cards) expect(headings).toContain(c.name);
        const prose = paragraphs(r.markdown).join('\n');
        expect(prose).not.toMatch(/\b[Tt]he [Tt]he\b/);
        expect(prose).not.toMatch(
          /(?<!\b[Tt]he )\b(Ace|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Page|Knight|Queen|King) of (Wands|Cups|Swords|Pentacles)\b/,
        );
        expect(prose).not.toMatch(/(?<!\b[Tt]he )Wheel of Fortune/);
        expect(prose).not.toMatch(/Among the Minor Arcana, the one Major/);
      }
    }
  });

  it('neutralises markdown and HTML in the name and question', () => {
    const r = composeThreeCard({
      firstName: '<img src=x onerror=alert(1)>',
      question: '**bold** [link](http://evil) <script>alert(1)</script>\n## Injected heading\n| table |',
      draw: drawSpread({ seed: seed(5), spread: 'three-card' }),
    });
    expect(r.markdown).not.toMatch(/<(img|script)/);
    expect(r.markdown).not.toContain('[link](');
    expect(r.markdown).not.toContain('**bold**');
    expect(r.markdown).not.toMatch(/^## Injected/m);
    expect(r.markdown).toContain('＜script＞');
  });

  it('rejects empty and oversized questions, letterless names and mismatched draws', () => {
    const draw3 = drawSpread({ seed: seed(1), spread: 'three-card' });
    const drawCc = drawSpread({ seed: seed(1), spread: 'celtic-cross' });
    const field = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        expect(e).toBeInstanceOf(InputError);
        return (e as InputError).field + ':' + (e as InputError).code;
      }
      return 'no error';
    };
    expect(field(() => composeThreeCard({ firstName: 'Ana', question: '   ', draw: draw3 }))).toBe(
      'question:required',
    );
    expect(
      field(() => composeThreeCard({ firstName: 'Ana', question: `${LONG_WORDS} more`, draw: draw3 })),
    ).toBe('question:too_long');
    expect(
      field(() => composeCelticCross({ firstName: 'Ana', question: `${LONG_CHARS}!`, draw: drawCc })),
    ).toBe('question:too_long');
    expect(field(() => composeThreeCard({ firstName: '1234', question: 'Why?', draw: draw3 }))).toBe(
      'firstName:no_letters',
    );
    expect(field(() => composeThreeCard({ firstName: 'Ana', question: 'Why?', draw: drawCc }))).toBe(
      'draw:invalid_value',
    );
    // 300 words exactly and 500 characters exactly are allowed.
    expect(composeThreeCard({ firstName: 'Ana', question: LONG_WORDS, draw: draw3 }).kind).toBe('three-card');
    expect(composeCelticCross({ firstName: 'Ana', question: LONG_CHARS, draw: drawCc }).kind).toBe(
      'celtic-cross',
    );
  });
});
