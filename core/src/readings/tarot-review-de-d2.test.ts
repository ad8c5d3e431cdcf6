// German tarot, review d2: the Celtic Cross overview answers and then tells its story, not a roll
// call of four places; a reading for a pet or a third person does not make the asker the one
// living the card, nor place the future "auf dich zu"; and a question about someone else's
// feelings leaves their heart to them, reading the bond and the asker's part.
import { describe, expect, it } from 'vitest';
import { drawSpread } from '../tarot/draw';
import { meaningOfDe } from '../tarot/meanings/de';
import { crossWithCard, drawWithCard } from './__fixtures__/tarot-draws';
import { composeTarotDe } from './tarot-report-de';
import { sentencesOf } from './text';

const seed = (n: number) => (n + 0xd2).toString(16).padStart(64, '0');
const SEEDS = Array.from({ length: 24 }, (_, n) => seed(n));
const compose = (question: string, s: string, spread: 'three-card' | 'celtic-cross' = 'three-card') =>
  composeTarotDe({ firstName: 'Mira', question, draw: drawSpread({ seed: s, cut: '', spread }) });
const section = (md: string, heading: string) => md.split(`## ${heading}\n\n`)[1]!.split('\n\n## ')[0]!;
/** The overview after the quoted question. */
const overview = (md: string) => section(md, 'Überblick').split('“ ').slice(1).join('“ ');

const ADDRESSED = /(?<![\p{L}])(?:du|dich|dir|dein\p{L}*)(?![\p{L}])/iu;
const OTHERS = [
  'Wie kann ich meinem Hund die Angst vor Gewittern nehmen?',
  'Besteht meine Freundin die Prüfung im Frühjahr?',
  'Wird meine Mutter wieder gesund?',
  'Bekommt mein Bruder den Job?',
];

describe('German review d2: the cross overview tells a story after the answer', () => {
  it('answers first and then tells the cross in a few sentences, with no "Der Grund: … Der Kern: …" roll call', () => {
    for (const question of [
      'Soll ich die Stelle in Hamburg annehmen?',
      'Wie geht es meiner Katze im neuen Zuhause?',
      'Was fühlt er für mich?',
    ])
      for (const s of SEEDS.slice(0, 12)) {
        const md = compose(question, s, 'celtic-cross').markdown;
        const o = overview(md);
        expect(o).not.toMatch(
          /Der Grund: |Der Kern: |Was sich querstellt: |Wohin es führt: |in vier Schritten/,
        );
        // The answer leads: a lean or the thing to do, never the story.
        expect(o).toMatch(/^(Die Karten|Ein klares|Kurz gesagt: |Was die Karten)/);
        const story = o.slice(o.indexOf('Im Zentrum'));
        expect(o.indexOf('Im Zentrum'), `${question} ${s}`).toBeGreaterThan(0);
        expect(story).toMatch(/Am Ende (steht|stehen) /);
        // The root, the heart with what crosses it, and the end: three sentences at most.
        expect(
          sentencesOf(o.slice(o.search(/Die Sache (steht|trägt)|Im Zentrum/))).length,
        ).toBeLessThanOrEqual(3);
      }
  });

  it("reads the brother's road as his in the story", () => {
    for (const s of SEEDS) {
      const md = compose('Bekommt mein Bruder den Job?', s, 'celtic-cross').markdown;
      expect(md, s).not.toMatch(/wenn du ihn gehst|wie du darauf antwortest|was du jetzt mit dem Kern/);
    }
  });
});

describe('German review d2: a reading for someone else is read for them', () => {
  it('says no card sentence that makes the asker the one living it', () => {
    for (const question of OTHERS)
      for (const spread of ['three-card', 'celtic-cross'] as const)
        for (const s of SEEDS.slice(0, 12)) {
          const r = compose(question, s, spread);
          const said = new Set(sentencesOf(r.markdown.replace(/\n+/g, ' ')));
          for (const c of r.facts.cards) {
            const m = meaningOfDe({ id: c.cardId }, c.orientation === 'reversed');
            for (const x of sentencesOf(m.meaning).filter((x) => ADDRESSED.test(x)))
              expect(said.has(x), `${question} ${spread}: ${x}`).toBe(false);
            if (ADDRESSED.test(m.theme)) expect(r.markdown, question).not.toContain(`: ${m.theme}`);
          }
        }
  });

  it('sends no dog "unter Menschen" and tells no friend "du hast bekommen, was du wolltest"', () => {
    for (const place of [0, 1, 2]) {
      const dog = composeTarotDe({
        firstName: 'Mira',
        question: OTHERS[0]!,
        draw: drawWithCard('d2-hermit', place, 'major-09-hermit', true),
      }).markdown;
      expect(dog).not.toMatch(/dich wieder unter Menschen/);
      expect(dog).toContain('Der Eremit');
      const exam = composeTarotDe({
        firstName: 'Mira',
        question: OTHERS[1]!,
        draw: drawWithCard('d2-nine', place, 'cups-09-nine', true),
      }).markdown;
      expect(exam).not.toMatch(/dass du bekommen hast, was du wolltest/);
    }
  });

  it("tells a theme that only says 'dein' with the other's possessive", () => {
    const md = composeTarotDe({
      firstName: 'Mira',
      question: OTHERS[1]!,
      draw: drawWithCard('d2-two', 0, 'wands-02-two', false),
    }).markdown;
    expect(md).toContain('die Welt in ihren Händen');
  });

  it('places the future and the present for the one the question is about, not "auf dich zu"', () => {
    const frames: string[] = [];
    for (const question of OTHERS)
      for (const s of SEEDS) {
        const cards = section(compose(question, s).markdown, 'Die Karten');
        expect(cards, question).not.toMatch(/Auf dich zu (kommt|kommen)|Wo du jetzt stehst/);
        frames.push(cards);
      }
    const all = frames.join('\n');
    expect(all).toMatch(/Vor deiner Freundin (liegt|liegen) /);
    expect(all).toMatch(/Vor deinem Hund (liegt|liegen) /);
    expect(all).toMatch(/Wo deine Mutter jetzt steht, /);
  });

  it("gives a pet's health question a step for the animal and the vet, not the card's advice to the asker", () => {
    for (const s of SEEDS.slice(0, 12)) {
      const md = compose('Wird mein Hund nach der Operation wieder gesund?', s).markdown;
      expect(overview(md)).toContain('Tierarzt');
      expect(section(md, 'Deine Antwort')).toMatch(/Was du für ihn tun kannst: /);
      expect(md).not.toMatch(/keine Ärztin und keinen Arzt/);
    }
  });
});

describe('German review d2: standing by someone', () => {
  it('reads "Wie kann ich meiner Schwester in ihrer Trennung helfen?" for her, with a step for standing by her', () => {
    for (const s of SEEDS) {
      const md = compose('Wie kann ich meiner Schwester in ihrer Trennung helfen?', s).markdown;
      expect(overview(md)).toContain('Deine Frage gilt deiner Schwester');
      expect(md).not.toMatch(/neue Bekanntschaften|wo du Menschen triffst|in einer Beziehung unverzichtbar/);
      // No sentence is said twice, not even the one line left for the people around.
      const said = sentencesOf(
        compose('Findet meine Tochter eine Ausbildungsstelle?', s, 'celtic-cross').markdown,
      );
      expect(said.filter((x, i) => x.length > 30 && said.indexOf(x) !== i)).toEqual([]);
    }
  });
});

describe("German review d2: another's feelings are theirs", () => {
  it('reads "Liebt mich mein Freund?" and "Vermisst mich mein Ex?" for the bond, with no firm word on their heart', () => {
    for (const [question, who] of [
      ['Liebt mich mein Freund?', 'Was dein Freund fühlt, weiß nur er selbst'],
      ['Vermisst mich mein Ex?', 'Was dein Ex fühlt, weiß nur er selbst'],
      ['Hat meine Freundin noch Gefühle für mich?', 'Was deine Freundin fühlt, weiß nur sie selbst'],
    ] as const)
      for (const spread of ['three-card', 'celtic-cross'] as const)
        for (const s of SEEDS.slice(0, 12)) {
          const md = compose(question, s, spread).markdown;
          expect(overview(md)).toContain(who);
          expect(md).not.toMatch(/Die Karten (sagen deutlich|neigen zu einem) (Ja|Nein)|\*\*(Ja|Nein)\.\*\*/);
          expect(section(md, 'Deine Antwort')).toMatch(/Was bei dir liegt: |Dein nächster Schritt/);
          // A partner is no new acquaintance to measure.
          expect(md).not.toMatch(/neue Bekanntschaften|wo du Menschen triffst/);
        }
  });

  it('presumes no relationship when only a pronoun names the one whose feelings are asked', () => {
    for (const s of SEEDS) {
      const md = compose('Was fühlt er für mich?', s, 'celtic-cross').markdown;
      expect(overview(md)).toContain('Was er fühlt, weiß nur er selbst');
      expect(md).not.toMatch(/ihr fühlt euch|ihr euch .* verdient|neue Bekanntschaften/);
    }
    const md = composeTarotDe({
      firstName: 'Mira',
      question: 'Was fühlt er für mich?',
      draw: crossWithCard('d2-world', 0, 'challenge', 'major-21-world', false),
    }).markdown;
    expect(md).not.toMatch(/ihr fühlt euch gemeinsam ganz/);
  });
});
