import { describe, expect, it } from 'vitest';
import { DECK, SPREADS } from '../tarot/deck';
import { drawSpread } from '../tarot/draw';
import { meaningOfDe } from '../tarot/meanings/de';
import { LABELLED_QUESTIONS_DE } from './__fixtures__/questions-de';
import { GERMAN_FAULTS, withoutQuotedWords } from './__fixtures__/german-faults';
import { guideReply } from './guide';
import { composeReading, prepareReading, readingLanguage } from './stored';
import { composeTarotDe, placingsDe, readsLiterallyDe } from './tarot-report-de';
import { readQuestionDe } from './tarot-question-de';
import { countWords } from './text';
import { loadPlaceIndex } from '../astro/places-node';

const seed = (n: number) => n.toString(16).padStart(64, '0');
const compose = (spread: 'three-card' | 'celtic-cross', question: string, n = 1, cut = '') =>
  composeTarotDe({ firstName: 'Lena', question, draw: drawSpread({ seed: seed(n), cut, spread }) });
const section = (md: string, heading: string) => md.split(`## ${heading}\n\n`)[1]!.split('\n\n## ')[0]!;
const QUESTIONS = LABELLED_QUESTIONS_DE.map(([q]) => q);

describe('German tarot readings', () => {
  it('place every card in every orientation in every place of both spreads in a German sentence', () => {
    const faults: string[] = [];
    for (const card of DECK)
      for (const reversed of [false, true])
        for (const sentence of placingsDe(card, reversed)) {
          for (const [kind, re] of GERMAN_FAULTS) if (re.test(sentence)) faults.push(`${kind}: ${sentence}`);
          // Die Liebenden are plural, every other card singular, and the verb agrees.
          if (card.id === 'major-06-lovers' && /(liegt|steht|zeigt|kommt|geht|bildet|ist) die/.test(sentence))
            faults.push(`singular verb: ${sentence}`);
        }
    expect(faults).toEqual([]);
  });

  it('read 312 draws of both spreads under questions of every subject without an English word, an empty slot or a doubled word', () => {
    const faults: string[] = [];
    // Every card lies once in every place of both spreads, upright and reversed, under questions of every subject.
    for (const spread of ['three-card', 'celtic-cross'] as const) {
      const places = SPREADS[spread].positions.length;
      for (let i = 0; i < DECK.length * 2; i++) {
        const question = QUESTIONS[i % QUESTIONS.length]!;
        const r = compose(spread, question, i + 1, `${i}`);
        // The asker's own words are quoted as asked, whatever their language.
        const prose = withoutQuotedWords(r.markdown.split('## Diese Ziehung prüfen')[0]!);
        for (const [kind, re] of GERMAN_FAULTS) {
          const hit = re.exec(prose);
          if (hit)
            faults.push(
              `${spread} ${i} (${question}): ${kind} "${prose.slice(Math.max(0, hit.index - 40), hit.index + 40)}"`,
            );
        }
        expect(r.facts.cards).toHaveLength(places);
      }
    }
    expect(faults).toEqual([]);
  });

  it('reads a court card in your own situation as a person, and calls the present where to start, not what helps', () => {
    const open = 'Wie finde ich wieder Freude an meiner Arbeit?';
    const sensitive = 'Wie komme ich gut durch die Operation im Januar?';
    let courts = 0;
    for (let n = 1; n <= 80; n++) {
      const r = compose('three-card', open, n);
      const present = r.facts.cards[1]!;
      if (!/^(Page|Knight|Queen|King) of/.test(present.name)) continue;
      courts++;
      expect(section(r.markdown, 'Deine Antwort')).toContain('einen Menschen in deiner Ausgangslage');
    }
    expect(courts).toBeGreaterThan(3);
    for (let n = 1; n <= 10; n++) {
      const answer = section(compose('three-card', sensitive, n).markdown, 'Deine Antwort');
      expect(answer).toContain('Wo du jetzt ansetzen kannst');
      expect(answer).not.toContain('Was dir jetzt hilft');
    }
  });

  it('reads the people around the asker for the person the question is about first', () => {
    const r = compose('celtic-cross', 'Was muss ich über die Beziehung zu meinem Vater wissen?', 5);
    expect(r.markdown).toMatch(/Für die Menschen um dich, allen voran für deinen Vater, (steht|stehen) /);
    expect(compose('celtic-cross', 'Was bringt mir das neue Jahr?', 5).markdown).not.toContain('allen voran');
  });

  it('calls the three cards one good line only when the present is a kind card too', () => {
    const GOOD_LINE = /freundliche Linie von der Vergangenheit|dieselbe gute Richtung/;
    let seen = 0;
    for (let n = 1; n <= 300; n++) {
      const r = compose('three-card', 'Ist mein neuer Freund ehrlich zu mir?', n);
      if (!GOOD_LINE.test(r.markdown)) continue;
      seen++;
      const present = r.facts.cards[1]!;
      expect(meaningOfDe({ id: present.cardId }, present.orientation === 'reversed').lean, `draw ${n}`).toBe(
        'yes',
      );
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('answers a yes/no question in its first two sentences: the lean, then the cards that give it', () => {
    const r = compose('three-card', 'Wird er zu mir zurückkommen?', 3);
    const overview = section(r.markdown, 'Überblick');
    const [, lean, cards] = overview.split(/(?<=[.“?])\s+(?=[A-ZÄÖÜ])/u);
    expect(lean).toMatch(
      /^(Die Karten (neigen zu einem (Ja|Nein)|sagen deutlich (Ja|Nein))|Ein klares Ja oder Nein geben die Karten nicht)/,
    );
    expect(cards).toMatch(/Den Ausschlag|spricht|sprechen|Keine der Karten/);
    expect(section(r.markdown, 'Deine Antwort')).toMatch(/^\*\*(Eher ja|Eher nein|Ja|Nein|Offen)\.\*\*/);
  });

  it('turns the lean for a feared yes: favourable cards say no to "Betrügt er mich?"', () => {
    for (let n = 1; n < 40; n++) {
      const feared = compose('three-card', 'Betrügt mich mein Freund?', n);
      const hoped = compose('three-card', 'Bleibt mein Freund mir treu?', n);
      const said = (md: string) =>
        /zu einem (Ja|Nein)|deutlich (Ja|Nein)/.exec(section(md, 'Überblick'))?.[0];
      const [a, b] = [said(feared.markdown), said(hoped.markdown)];
      if (a && b) expect(a.replace('Ja', 'X').replace('Nein', 'Ja').replace('X', 'Nein')).toBe(b);
    }
  });

  it('compares the two options of an either/or question and names the one the cards favour', () => {
    const r = compose('three-card', 'Soll ich in Berlin bleiben oder nach Hamburg ziehen?', 5);
    expect(section(r.markdown, 'Überblick')).toMatch(
      /Die Karten sprechen eher dafür, (in Berlin zu bleiben|nach Hamburg zu ziehen), als (in Berlin zu bleiben|nach Hamburg zu ziehen)|wählen die Karten nicht für dich/,
    );
  });

  it('answers an open question with the one thing to do, from the card at the end', () => {
    const r = compose('celtic-cross', 'Was muss ich über meine berufliche Zukunft wissen?', 7);
    // The overview answers first (review de-d): the step, then whom and how the cards are read.
    expect(section(r.markdown, 'Überblick')).toMatch(/“ Kurz gesagt: \p{Lu}[^.]+\./u);
    expect(section(r.markdown, 'Deine Antwort')).toMatch(/^\*\*Dein nächster Schritt:\*\* /);
  });

  it('gives a health or legal question no lean, a note on whose care it is, and no literal word of death, illness or poverty', () => {
    const sensitive = QUESTIONS.filter((q) => readQuestionDe(q).sensitive);
    expect(sensitive.length).toBeGreaterThan(20);
    const literal: string[] = [];
    for (const [i, question] of sensitive.entries())
      for (const spread of ['three-card', 'celtic-cross'] as const) {
        const r = compose(spread, question, 100 + i);
        const overview = section(r.markdown, 'Überblick');
        expect(overview).toMatch(
          readQuestionDe(question).yesNo
            ? /geben die Karten bewusst kein Ja oder Nein/
            : /Die Karten zeigen dir hier einen Weg, kein Urteil/,
        );
        expect(overview).toMatch(/ersetzen die Karten|Trauer hat ihre eigene Zeit/);
        const prose = r.markdown.split('## Diese Ziehung prüfen')[0]!;
        for (const s of prose.split(/(?<=[.!?])\s+/))
          if (readsLiterallyDe(s)) literal.push(`${question}: ${s}`);
      }
    expect(literal).toEqual([]);
  });

  it('keeps every Celtic Cross between 800 and 1,100 words and every three-card reading between 350 and 800', () => {
    const outside: string[] = [];
    for (let n = 1; n <= 60; n++) {
      const question = QUESTIONS[(n * 7) % QUESTIONS.length]!;
      const cross = compose('celtic-cross', question, n).wordCount;
      const three = compose('three-card', question, n).wordCount;
      if (cross < 800 || cross > 1100) outside.push(`cross ${n} ${question}: ${cross}`);
      if (three < 350 || three > 800) outside.push(`three ${n} ${question}: ${three}`);
    }
    expect(outside).toEqual([]);
  });

  it('moves the seed and the cut to the Diese Ziehung prüfen footer, out of the overview', () => {
    const r = compose('celtic-cross', 'Werde ich die Stelle bekommen?', 9, 'Lena');
    expect(section(r.markdown, 'Überblick')).not.toContain(r.facts.draw.seed);
    expect(r.markdown.split('## Diese Ziehung prüfen\n\n')[1]).toContain(r.facts.draw.seed);
    expect(countWords(r.markdown)).toBe(r.wordCount);
  });

  it('is written in German when the reader chose German, stays German when recomposed, and the guide answers in German', () => {
    const prepared = prepareReading(
      {
        app: 'tarot-traditional',
        idempotencyKey: 'k-00000de1',
        input: { firstName: 'Lena', question: 'Bekomme ich die Stelle?' },
      },
      { places: loadPlaceIndex(), seed: seed(11), language: 'de' },
    );
    expect(readingLanguage(prepared)).toBe('de');
    const reading = composeReading(prepared);
    expect(reading.markdown).toMatch(/^# Vergangenheit, Gegenwart, Zukunft: Legung für Lena/);
    expect(composeReading(prepared).markdown).toBe(reading.markdown);
    const english = composeReading({ ...prepared, language: 'en' });
    expect(english.markdown).toMatch(/^# Past, Present, Future Reading for Lena/);

    const future = reading.kind === 'three-card' ? reading.facts.cards[2]! : null;
    const asked = guideReply(reading, 'Was bedeutet die Zukunft?', 'de');
    expect(asked.answer).toMatch(/^Lena/);
    expect(asked.answer).toContain('in der Zukunft');
    expect(asked.sources).toEqual([`card:${future!.cardId}`]);
    const verdict = guideReply(reading, 'Soll ich das Angebot annehmen?', 'de');
    expect(verdict.answer).toMatch(/Eher ja|Eher nein|Ja\.|Nein\.|Offen\.|Eher: |Ein Weg statt/);
    expect(guideReply(reading, 'Hallo', 'de').suggestions.every((s) => /^(Was|Welche)/.test(s))).toBe(true);
  });
});
