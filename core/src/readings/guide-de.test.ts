import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import { DIANA } from './__fixtures__/public-births';
import { NUMBERS_DE } from './content/numbers-de';
import { guideReply, offTopicKind } from './guide';
import { checkGuideAnswer } from './guide-llm';
import { composeLifePath } from './lifepath-report';
import { composeYearAhead } from './year-ahead-report';
import { composeNatal } from './natal-report';
import { SIGN_TEXT_DE } from './content/authored/de';

const lifePath = composeLifePath({
  firstName: 'Mary',
  lastName: 'Bryant',
  birthDate: '1990-05-14',
  now: new Date('2026-11-25T12:00:00Z'),
  language: 'de',
});
const year = composeYearAhead({
  chart: natalChart(DIANA),
  firstName: 'Diana',
  fromMs: Date.parse('2026-11-25T21:00:00Z'),
  timeZone: 'Europe/London',
  language: 'de',
});

/** English words that a German answer has no place for (the numbers' chains are neutral). */
const ENGLISH = [' the ', ' and ', ' your ', ' is ', ' of ', 'Life Path', 'Soul Urge', 'here is what'];
const german = (text: string) => {
  for (const word of ENGLISH) expect(text, word).not.toContain(word);
  expect(text).not.toMatch(/undefined|\$\{|\s[,.]/);
};

describe('the guide for a German life path', () => {
  const p = lifePath.facts.profile;

  it('greets by name and answers about each number from the German texts', () => {
    const reply = guideReply(lifePath, 'Was bedeutet meine Lebenszahl?', 'de');
    expect(reply.answer).toMatch(/^Mary, das sagt deine Deutung dazu: Deine Lebenszahl ist die \d+/);
    expect(reply.answer).toContain(NUMBERS_DE.numberText[p.lifePath.value].lifePath.meaning);
    expect(reply.sources).toEqual(['number:lifePath']);
    german(reply.answer);
    for (const [question, role] of [
      ['Und meine Seelenzahl?', 'soulUrge'],
      ['Was heißt meine Ausdruckszahl?', 'destiny'],
      ['Wie wirke ich mit meiner Persönlichkeitszahl?', 'personality'],
    ] as const) {
      const answer = guideReply(lifePath, question, 'de');
      expect(answer.sources).toEqual([`number:${role}`]);
      expect(answer.answer).toContain(NUMBERS_DE.numberText[p[role].value][role].meaning);
      german(answer.answer);
    }
  });

  it('answers the method, the year and its own suggestions in German', () => {
    const method = guideReply(lifePath, 'Wie wurden meine Zahlen berechnet?', 'de').answer;
    expect(method).toContain(p.lifePath.chain);
    expect(method).toContain('Ä, Ö und Ü zählen wie A, O und U');
    german(method);
    const reply = guideReply(lifePath, 'Erzähl mir etwas', 'de');
    expect(reply.answer).toContain('Deine Kernzahlen sind die Lebenszahl');
    expect(reply.suggestions[0]).toBe(`Was bedeutet meine Lebenszahl ${p.lifePath.value}?`);
    // Each suggestion is one the guide answers from a number, not with its overview.
    for (const s of reply.suggestions) {
      const answer = guideReply(lifePath, s, 'de');
      expect(answer.sources, s).not.toEqual(['number:lifePath', 'number:destiny', 'number:soulUrge']);
      german(answer.answer);
    }
  });

  it('declines medical, legal and financial questions in German', () => {
    expect(offTopicKind('Soll ich mein Medikament absetzen?', 'de')).toBe('medical');
    expect(offTopicKind('Gewinne ich vor Gericht?', 'de')).toBe('legal');
    expect(offTopicKind('Soll ich in Aktien investieren?', 'de')).toBe('financial');
    expect(offTopicKind('Was bringt mir dieses Jahr?', 'de')).toBeNull();
    const reply = guideReply(lifePath, 'Soll ich mein Medikament absetzen?', 'de');
    expect(reply.refused).toBe('medical');
    expect(reply.answer).toMatch(/^Mary, mit dieser Frage bist du bei einer Ärztin, einem Arzt/);
    expect(reply.answer).toContain(`zum Beispiel: ${reply.suggestions[0]}`);
    german(reply.answer);
    expect(checkGuideAnswer('Du solltest deine Tabletten weiter nehmen.', 'de')).toBe('gives medical advice');
  });

  it('answers in English when the same reading was written in English', () => {
    const english = composeLifePath({
      ...lifePath.facts.profile,
      firstName: 'Mary',
      lastName: 'Bryant',
      birthDate: '1990-05-14',
      now: new Date('2026-11-25T12:00:00Z'),
    });
    expect(guideReply(english, 'What does my life path mean?').answer).toMatch(
      /^Mary, here is what your reading says\. Your Life Path is/,
    );
  });
});

describe('the guide for a German year ahead', () => {
  it('answers about a month, a planet and the year in German', () => {
    const month = year.facts.months.find((m) => m.transits.length > 0)!;
    const byMonth = guideReply(year, `Was geschieht im ${month.label.split(' ')[0]}?`, 'de');
    expect(byMonth.answer).toContain(`Im ${month.label}: ${month.transits[0]!.title}`);
    german(byMonth.answer);
    const overview = guideReply(year, 'Was sind die stärksten Themen meines Jahres?', 'de').answer;
    expect(overview).toMatch(/^Diana, das sagt deine Deutung dazu: Die stärksten Kontakte deines Jahres/);
    german(overview);
    for (const s of guideReply(year, 'Hallo', 'de').suggestions) german(guideReply(year, s, 'de').answer);
    const eclipses = guideReply(year, 'Gibt es Finsternisse?', 'de').answer;
    expect(eclipses).toMatch(/In diesem Jahr gibt es (eine|keine) /);
    german(eclipses);
  });
});

describe('the guide for a German natal chart', () => {
  const natal = composeNatal({ chart: natalChart(DIANA), firstName: 'Diana', language: 'de' });
  const untimedNatal = composeNatal({
    chart: natalChart({ ...DIANA, hour: null, minute: null }),
    firstName: 'Diana',
    language: 'de',
  });
  const venus = natal.facts.placements.find((p) => p.point === 'Venus')!;

  it('answers about a planet, a house and the aspects from the German tables, in German frames', () => {
    const reply = guideReply(natal, 'Was bedeutet meine Venus?', 'de');
    expect(reply.answer).toMatch(/^Diana, das sagt deine Deutung dazu: /);
    expect(reply.answer).toContain(SIGN_TEXT_DE.Venus[venus.sign]);
    expect(reply.sources).toEqual(['placement:Venus']);
    const house = guideReply(natal, 'Worum geht es in meinem zehnten Haus?', 'de').answer;
    expect(house).toMatch(/Das zehnte Haus steht für Beruf und Ansehen\./);
    const aspects = guideReply(natal, 'Welche Aspekte hat meine Sonne?', 'de').answer;
    expect(aspects).toMatch(/Deine engsten Aspekte: .*\(Orbis \d+,\d°\)/);
    expect(aspects).not.toMatch(/\b(square|trine|opposition|conjunction|sextile|orb)\b/);
  });

  it('says without a birth time that it cannot tell the Ascendant', () => {
    const reply = guideReply(untimedNatal, 'Was sagt mein Aszendent?', 'de');
    expect(reply.answer).toContain('Ohne Geburtszeit lassen sich Aszendent, MC und Häuser nicht berechnen');
    german(reply.answer.replace(/^.*?: /, '').split('Ohne Geburtszeit')[1]!);
  });

  it('suggests German questions it can answer', () => {
    const reply = guideReply(natal, 'Was bedeutet meine Venus?', 'de');
    expect(reply.suggestions[0]).toMatch(/^Was bedeutet mein Mond (im|in der|in den) \p{L}+\?$/u);
    for (const s of reply.suggestions) {
      german(s);
      expect(guideReply(natal, s, 'de').answer).not.toMatch(/Der Kern deines Horoskops/);
    }
  });
});
