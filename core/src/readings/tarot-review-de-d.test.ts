import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawSpread } from '../tarot/draw';
import { meaningOfDe } from '../tarot/meanings/de';
import { composeTarotDe } from './tarot-report-de';
import { sentencesOf } from './text';

const seed = (n: number) => n.toString(16).padStart(64, '0');
/** The seed the review set drew with, so the reading the review quoted is among those checked. */
const setSeed = (i: number) => createHash('sha256').update(`setdg-three-${i}`).digest('hex');
const SEEDS = [...Array.from({ length: 30 }, (_, n) => seed(n + 1)), ...[0, 1, 2, 3, 4].map(setSeed)];
const compose = (question: string, s: string, spread: 'three-card' | 'celtic-cross' = 'three-card') =>
  composeTarotDe({ firstName: 'Mira', question, draw: drawSpread({ seed: s, cut: '', spread }) });
const section = (md: string, heading: string) => md.split(`## ${heading}\n\n`)[1]!.split('\n\n## ')[0]!;
const cardsOf = (md: string) => section(md, 'Die Karten');

/** Every sentence the drawn cards' German texts hold, for telling a card's gloss from a step. */
function cardSentences(r: ReturnType<typeof compose>): Set<string> {
  const all = new Set<string>();
  for (const c of r.facts.cards) {
    const m = meaningOfDe({ id: c.cardId }, c.orientation === 'reversed');
    for (const text of [m.meaning, m.advice, ...Object.values(m.subjects)])
      for (const s of sentencesOf(text)) all.add(s);
  }
  return all;
}

describe('German review d: the asker, the one asked about, and a step to take', () => {
  it('gives an open question a step the asker can take, not a card gloss of the situation', () => {
    for (const question of [
      'Wie kann ich meinem Hund die Angst vor Gewittern nehmen?',
      'Wie finde ich nach der Trennung wieder zu mir?',
      'Wie werde ich in meinem Job wieder zufriedener?',
    ])
      for (const s of SEEDS) {
        for (const spread of ['three-card', 'celtic-cross'] as const) {
          const r = compose(question, s, spread);
          const answer = section(r.markdown, 'Deine Antwort');
          const step = /^\*\*Dein nächster Schritt:\*\* ([^.]+\.)/.exec(answer)?.[1];
          expect(step, `${question} ${s}`).toBeDefined();
          expect(cardSentences(r).has(step!), `${question}: ${step}`).toBe(false);
          expect(answer).not.toMatch(/beschreib(t|en) deine Ausgangslage/);
          // The overview answers first, with the same step.
          expect(section(r.markdown, 'Überblick')).toContain(`Kurz gesagt: ${step}`);
        }
      }
  });

  it('reads a question about a dog for the dog: no household quarrel, and a step for an animal', () => {
    const question = 'Wie kann ich meinem Hund die Angst vor Gewittern nehmen?';
    for (const s of SEEDS) {
      const r = compose(question, s);
      expect(cardsOf(r.markdown)).not.toMatch(/zu Hause|Haushalt|Verwandt|Familie|Hausarbeit/);
      expect(section(r.markdown, 'Deine Antwort')).toMatch(/deine[mn]? Hund|dein Hund|Tier/);
      expect(section(r.markdown, 'Überblick')).toContain('Deine Frage gilt deinem Hund: ');
    }
  });

  it('reads "Besteht meine Freundin die Prüfung?" for her and the asker\'s support, not as the asker\'s exam', () => {
    const question = 'Besteht meine Freundin die Prüfung im Frühjahr?';
    for (const s of SEEDS) {
      const r = compose(question, s);
      const study = new Set(
        r.facts.cards.flatMap((c) =>
          sentencesOf(meaningOfDe({ id: c.cardId }, c.orientation === 'reversed').subjects.study),
        ),
      );
      const said = sentencesOf(r.markdown.replace(/\n+/g, ' '));
      expect(
        said.filter((x) => study.has(x)),
        s,
      ).toEqual([]);
      expect(section(r.markdown, 'Deine Antwort')).toMatch(/Was du für sie tun kannst: /);
      expect(cardsOf(r.markdown)).toMatch(/deine Freundin/);
    }
  });

  it("leaves a father's will to him: no firm yes or no, and the asker's own part as the step", () => {
    const question = 'Wird sich mein Vater mit mir versöhnen?';
    for (const s of SEEDS) {
      const r = compose(question, s);
      expect(r.markdown).not.toMatch(/deutlich (Ja|Nein)|\*\*(Ja|Nein)\.\*\*/);
      expect(section(r.markdown, 'Überblick')).toContain('Was dein Vater tut, entscheidet er selbst');
      const answer = section(r.markdown, 'Deine Antwort');
      expect(answer).toMatch(/Was bei dir liegt: /);
      expect(answer).not.toMatch(/Familie|Haushalt/);
    }
    // Her forgiveness is hers to give: the decision is not said to be the asker's.
    const forgive = section(compose('Wird mir meine Schwester verzeihen?', seed(3)).markdown, 'Überblick');
    expect(forgive).toContain('die Entscheidung liegt bei deiner Schwester');
    expect(forgive).toMatch(/Was bei dir liegt: /);
  });

  it('after a breakup reads the asker alone: no line has the relationship go on', () => {
    const question = 'Wie finde ich nach der Trennung wieder zu mir?';
    for (const s of SEEDS) {
      const md = compose(question, s).markdown;
      expect(md, s).not.toMatch(
        /(hilft|stärkt|trägt|trüb\p{L}*|belast\p{L}*) (vielleicht )?die Beziehung|der Beziehung (mehr|Halt)|einer von euch|ihr beide|zueinander|miteinander|zeichnen sich ab/u,
      );
      expect(compose('Wie komme ich über meinen Ex hinweg?', s).markdown, s).not.toMatch(
        /Ihr wollt|dass ihr nicht zusammenpasst/,
      );
    }
  });

  it('opens with the answer, not a "Was war / Was ist / Was kommt" roll call, and counts at most once', () => {
    for (const question of [
      'Soll ich die Stelle in Hamburg annehmen?',
      'Wie finde ich nach der Trennung wieder zu mir?',
      'Besteht meine Freundin die Prüfung im Frühjahr?',
    ])
      for (const s of SEEDS) {
        const md = compose(question, s).markdown;
        expect(section(md, 'Überblick')).not.toMatch(/Was war: |Was ist: |Was kommt: /);
        const counts = section(md, 'Die Legung als Ganzes').match(
          /großen Arkana|Karten liegen umgekehrt|Das Element \p{L}+ bestimmt die Legung/gu,
        );
        expect((counts ?? []).length, `${question} ${s}`).toBeLessThanOrEqual(1);
      }
  });
});
