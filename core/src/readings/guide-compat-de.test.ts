import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import { relationshipScore } from '../astro/score';
import { SCORE_BANDS, scoreBand } from '../astro/score-bands';
import { SCORE_BANDS_DE } from '../astro/score-bands-de';
import type { Chart, PointName } from '../astro/types';
import { birthPairs } from './__fixtures__/pairs';
import {
  compatibilityScoreFromEngine,
  composeCompatibility,
  contactEase,
  DEFAULT_SCORE_MAX,
} from './compatibility-report';
import * as overlaysDe from './content/authored/de/overlays';
import * as synastryDe from './content/authored/de/synastry';
import * as kindsDe from './content/authored/de/synastry-kinds';
import { guideReply, offTopicKind } from './guide';
import type { RelationshipKind } from './relationship';
import { aspectWithDe, pointYourDe, SIGN_DE } from './sky-words-de';
import type { Reading, SynastryContactFact } from './types';

const NAMES: [string, string] = ['Lena', 'Jonas'];
const PAIRS = birthPairs(60, 20261127, {
  fromYear: 1965,
  years: 35,
  place: { lat: 52.52, lng: 13.405, tz_str: 'Europe/Berlin' },
  names: NAMES,
});

/** The same birth without its hour. */
const untimed = (c: Chart) =>
  natalChart({
    name: c.name,
    year: c.year,
    month: c.month,
    day: c.day,
    hour: null,
    minute: null,
    lat: c.lat,
    lng: c.lng,
    tz_str: c.tz_str,
  });

/** A compatibility reading as the server composes it: the score on the ring's scale of 44. */
function compose(
  [c1, c2]: [Chart, Chart],
  relationship: RelationshipKind = 'romantic',
  language: 'de' | 'en' = 'de',
): Reading<'compatibility'> {
  const score = compatibilityScoreFromEngine(relationshipScore(c1, c2));
  return composeCompatibility({
    person1: { firstName: NAMES[0], chart: c1 },
    person2: { firstName: NAMES[1], chart: c2 },
    score: { ...score, max: Math.max(DEFAULT_SCORE_MAX, score.score) },
    relationship,
    language,
  });
}

const READINGS = PAIRS.map((pair) => compose(pair));
const contactsOf = (r: Reading<'compatibility'>) => r.facts.contacts!;
const findReading = (test: (x: SynastryContactFact) => boolean) =>
  READINGS.find((r) => contactsOf(r).some(test))!;

/**
 * The guide's own words in an answer: the German table entries it quotes are taken out (they are
 * other helpers' text, and English placeholders until it lands), so what is left is the frame.
 */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];
const TABLE_PATTERNS = [
  ...new Set([synastryDe, overlaysDe, kindsDe].flatMap((module) => strings(Object.values(module)))),
]
  .sort((a, b) => b.length - a.length)
  .map(
    (entry) =>
      new RegExp(
        entry
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\\\{[AB]:in\\\}/g, '(?: (?:im|in der|in den) [A-ZÄÖÜ][a-zäöüß]+)?')
          .replace(/\\\{[AB]:venus\\\}/g, '[^.]*?')
          .replace(/\\\{[ABPH]\\\}/g, `(?:${NAMES.join('|')})`),
        'g',
      ),
  );
const frameOf = (answer: string) =>
  TABLE_PATTERNS.reduce((text, pattern) => (pattern.test(text) ? text.replace(pattern, '') : text), answer);

/** English words that the guide's German frame has no place for. */
const ENGLISH = [
  ' the ',
  ' and ',
  ' your ',
  ' is ',
  ' of ',
  ' with ',
  ' house',
  "'s ",
  '’s ',
  'Ascendant',
  'Moon',
  'score',
  'here is what',
];
const german = (answer: string) => {
  const frame = frameOf(answer);
  for (const word of ENGLISH) expect(frame, word).not.toContain(word);
  expect(frame).not.toMatch(/undefined|NaN|\$\{|\{[ABPH]|_/);
};

const ask = (reading: Reading<'compatibility'>, question: string) => guideReply(reading, question, 'de');

const PARTNER: Partial<Record<PointName, string>> = {
  Sun: "Jonas' Sonne",
  Moon: "Jonas' Mond",
  Mercury: "Jonas' Merkur",
  Venus: "Jonas' Venus",
  Mars: "Jonas' Mars",
  Jupiter: "Jonas' Jupiter",
  Saturn: "Jonas' Saturn",
  Uranus: "Jonas' Uranus",
  Neptune: "Jonas' Neptun",
  Pluto: "Jonas' Pluto",
  Ascendant: "Jonas' Aszendenten",
};
/** "deine Venus im Trigon zu Jonas' Mars": a contact as the guide names it. */
const phrase = (x: SynastryContactFact) => `${pointYourDe(x.p1)} ${aspectWithDe(x.aspect)} ${PARTNER[x.p2]}`;
/** A planet on the partner's Ascendant or Descendant, which the guide names by the angle. */
const isDescendant = (x: SynastryContactFact) =>
  (x.aspect === 'opposition' || x.aspect === 'conjunction') &&
  (x.p1 === 'Ascendant') !== (x.p2 === 'Ascendant');

describe('the guide for a German compatibility reading', () => {
  it('records the contacts, overlays and meridian planets it reads in the facts', () => {
    const r = READINGS[0]!;
    expect(contactsOf(r).length).toBeGreaterThan(0);
    expect(r.facts.overlays!.length).toBeGreaterThan(0);
    expect(r.facts.meridians).toBeDefined();
  });

  it('says how the two fit: the bond, both Suns, the strongest contacts and the score', () => {
    for (const r of READINGS.slice(0, 10)) {
      const reply = ask(r, 'Wie passen wir zusammen?');
      const sunOf = (p: typeof r.facts.person1) => p.placements.find((x) => x.point === 'Sun')!;
      const [sun1, sun2] = [sunOf(r.facts.person1), sunOf(r.facts.person2)];
      expect(reply.answer).toMatch(
        /^Lena, das sagt deine Deutung dazu: Diese Deutung liest eure Horoskope für eine Liebesbeziehung/,
      );
      if (!sun1.possibleSigns && !sun2.possibleSigns)
        expect(reply.answer).toContain(
          `: deine Sonne steht ${SIGN_DE[sun1.sign].inSign}, Jonas' Sonne ${SIGN_DE[sun2.sign].inSign}.`,
        );
      const first = contactsOf(r).find((x) => !x.generational)!;
      if (!isDescendant(first)) expect(reply.answer).toContain(phrase(first));
      expect(reply.answer).toContain(
        `Auf dem Ring stehen ${r.facts.score.score} Punkte auf einer festen Skala bis 44, die Stufe „${SCORE_BANDS_DE[scoreBand(r.facts.score.score).label]}“.`,
      );
      expect(reply.sources).toContain('score');
      german(reply.answer);
    }
  });

  it('names the easiest contacts as the greatest strength and the most charged where they rub', () => {
    for (const r of READINGS.slice(0, 20)) {
      const own = contactsOf(r).filter((x) => !x.generational);
      const easy = own.find((x) => contactEase(x) >= 0.9);
      const strength = ask(r, 'Was ist unsere größte Stärke?');
      if (easy) {
        expect(strength.answer).toContain('Am leichtesten fließt es zwischen euch hier: ');
        expect(strength.sources[0]).toBe(`contact:${easy.p1}|${easy.p2}|${easy.aspect}`);
        if (!isDescendant(easy)) expect(strength.answer).toContain(phrase(easy));
      } else
        expect(strength.answer).toMatch(
          /Einen leicht fließenden Kontakt|nur mit den weiteren Orben des Rings/,
        );
      german(strength.answer);

      const tense = own.find((x) => contactEase(x) <= 0.25);
      const rub = ask(r, 'Wo reiben wir uns?');
      if (tense) {
        expect(rub.answer).toContain('Am meisten reibt ihr euch hier: ');
        expect(rub.sources[0]).toBe(`contact:${tense.p1}|${tense.p2}|${tense.aspect}`);
        if (!isDescendant(tense)) expect(rub.answer).toContain(phrase(tense));
      } else expect(rub.answer).toMatch(/Einen gespannten Kontakt|nur mit den weiteren Orben des Rings/);
      german(rub.answer);
    }
  });

  it('explains the score in points on the fixed scale of 44 with the German band', () => {
    const r = READINGS.find((x) => x.facts.score.breakdown.length >= 2)!;
    const { score } = r.facts.score;
    const answer = ask(r, 'Was bedeutet unser Wert?').answer;
    expect(answer).toContain(
      `Ihr habt ${score} Punkte auf einer festen Skala bis 44, die Stufe „${SCORE_BANDS_DE[scoreBand(score).label]}“.`,
    );
    expect(answer).toContain('Am meisten tragen bei: ');
    expect(answer).toContain('nicht, was eure Beziehung wert ist.');
    expect(ask(r, `Warum ist unser Wert ${score}?`).sources).toEqual(['score']);
    german(answer);
    // Every English band has its German name, all different.
    expect(new Set(SCORE_BANDS.map((b) => SCORE_BANDS_DE[b.label])).size).toBe(SCORE_BANDS.length);
  });

  it("answers what the partner's Venus says to the reader's Mars, from the contact between them", () => {
    const r = findReading((x) => x.p1 === 'Mars' && x.p2 === 'Venus');
    const x = contactsOf(r).find((c) => c.p1 === 'Mars' && c.p2 === 'Venus')!;
    const reply = ask(r, 'Was sagt seine Venus zu meinem Mars?');
    expect(reply.answer).toContain(`Dein Mars steht ${aspectWithDe(x.aspect)} Jonas' Venus (Orbis `);
    expect(reply.sources).toEqual([`contact:Mars|Venus|${x.aspect}`]);
    german(reply.answer);
    // The reader's Venus and the partner's Mars are another pair.
    const other = ask(r, 'Was sagt meine Venus zu seinem Mars?');
    const y = contactsOf(r).find((c) => c.p1 === 'Venus' && c.p2 === 'Mars');
    if (y) expect(other.answer).toContain(`Deine Venus steht ${aspectWithDe(y.aspect)} Jonas' Mars`);
    else
      expect(other.answer).toContain(
        "Zwischen deiner Venus und Jonas' Mars gibt es in dieser Deutung keinen Aspekt",
      );
    german(other.answer);

    const none = READINGS.find((s) => !contactsOf(s).some((c) => c.p1 === 'Mars' && c.p2 === 'Venus'))!;
    const answer = ask(none, 'Was sagt Jonas’ Venus zu meinem Mars?').answer;
    expect(answer).toContain("Zwischen Jonas' Venus und deinem Mars gibt es in dieser Deutung keinen Aspekt");
    expect(answer).toMatch(
      /Jonas' Venus steht (im|in der|in den) [A-ZÄÖÜ][a-zäöüß]+ und dein Mars (im|in der|in den) /,
    );
    german(answer);
  });

  it('answers about communication from Mercury', () => {
    for (const r of READINGS.slice(0, 10)) {
      const reply = ask(r, 'Wie steht es mit Kommunikation?');
      // Two Mercuries speak most directly of talk, so they come first.
      const mercury = contactsOf(r)
        .filter((x) => !x.generational && (x.p1 === 'Mercury' || x.p2 === 'Mercury'))
        .sort((x, y) => Number(y.p1 === y.p2) - Number(x.p1 === x.p2));
      if (mercury.length > 0) {
        expect(reply.answer).toContain(
          'Wie ihr miteinander sprecht und einander versteht, zeigt vor allem Merkur.',
        );
        expect(reply.sources[0]).toBe(`contact:${mercury[0]!.p1}|${mercury[0]!.p2}|${mercury[0]!.aspect}`);
      } else expect(reply.answer).toContain('Merkur bildet zwischen euren Horoskopen keinen engen Aspekt');
      expect(reply.answer).toMatch(
        /Dein Merkur steht (im|in der|in den) .* und Jonas' Merkur (im|in der|in den) /,
      );
      german(reply.answer);
    }
  });

  it('answers about a named aspect between two planets, either way round', () => {
    const sunMoon = (x: SynastryContactFact) =>
      x.aspect === 'conjunction' &&
      ((x.p1 === 'Sun' && x.p2 === 'Moon') || (x.p1 === 'Moon' && x.p2 === 'Sun'));
    const r = findReading(sunMoon);
    const x = contactsOf(r).find(sunMoon)!;
    const reply = ask(r, 'Was bedeutet die Konjunktion von Sonne und Mond?');
    expect(reply.answer).toContain(
      x.p1 === 'Sun'
        ? "Deine Sonne steht in Konjunktion mit Jonas' Mond"
        : "Dein Mond steht in Konjunktion mit Jonas' Sonne",
    );
    expect(reply.sources).toContain(`contact:${x.p1}|${x.p2}|conjunction`);
    german(reply.answer);

    const without = READINGS.find((s) => !contactsOf(s).some(sunMoon))!;
    const answer = ask(without, 'Was bedeutet die Konjunktion von Sonne und Mond?').answer;
    expect(answer).toContain('Zwischen der Sonne und dem Mond eurer beiden Horoskope gibt es');
    expect(answer).toContain('keine Konjunktion');
    german(answer);
  });

  it("answers about one person's planet: its sign, its contacts and the partner's house it falls in", () => {
    const r = READINGS.find((s) => s.facts.overlays!.some((o) => o.owner === 2 && o.planet === 'Moon'))!;
    const overlay = r.facts.overlays!.find((o) => o.owner === 2 && o.planet === 'Moon')!;
    const moon = r.facts.person2.placements.find((p) => p.point === 'Moon')!;
    const reply = ask(r, 'Was bedeutet sein Mond für mich?');
    expect(reply.answer).toContain(`Jonas' Mond steht ${SIGN_DE[moon.sign].inSign}, einem `);
    expect(reply.answer).toMatch(
      /Jonas' Mond fällt in dein (erst|zweit|dritt|viert|fünft|sechst|siebt|acht|neunt|zehnt|elft|zwölft)es Haus\./,
    );
    expect(reply.sources).toContain(`overlay:Jonas:Moon`);
    expect(overlay.house).toBeGreaterThan(0);
    german(reply.answer);
    expect(ask(r, 'Was bedeutet Jonas’ Mond?').sources).toEqual(reply.sources);
    expect(ask(r, 'Was bedeutet der Mond von Jonas?').sources).toEqual(reply.sources);
    const venus = ask(r, 'Was zeigt meine Venus?');
    expect(venus.answer).toMatch(/^Lena, das sagt deine Deutung dazu: Deine Venus steht /);
    expect(venus.sources[0]).toBe('placement:Lena:Venus');
    german(venus.answer);
    const houses = ask(r, 'In welche Häuser fallen unsere Planeten?');
    expect(houses.answer).toContain("In Jonas' Häusern ");
    german(houses.answer);
  });

  it("names a planet on the partner's Ascendant or Descendant by the angle", () => {
    const onMine = (x: SynastryContactFact) => x.aspect === 'opposition' && x.p1 === 'Ascendant';
    const r = findReading(onMine);
    const x = contactsOf(r).find(onMine)!;
    const reply = ask(r, 'Was steht auf meinem Deszendenten?');
    expect(reply.answer).toContain(
      `${PARTNER[x.p2]} steht ${x.orb > 3 ? 'nahe' : 'auf'} deinem Deszendenten (Orbis `,
    );
    expect(reply.sources[0]).toBe(`contact:Ascendant|${x.p2}|opposition`);
    german(reply.answer);
    const empty = READINGS.find((s) => !contactsOf(s).some(onMine))!;
    expect(ask(empty, 'Was steht auf meinem Deszendenten?').answer).toContain(
      "Auf deinem Deszendenten steht keiner von Jonas' Planeten.",
    );
    const rising = (y: SynastryContactFact) => y.aspect === 'conjunction' && y.p2 === 'Ascendant';
    const s = findReading(rising);
    const y = contactsOf(s).find(rising)!;
    expect(ask(s, 'Wie passen wir zusammen?').answer + ask(s, 'Was sagt sein Aszendent?').answer).toContain(
      `${pointYourDe(y.p1)} ${y.orb > 3 ? 'nahe' : 'auf'} Jonas' Aszendenten (Orbis `,
    );
  });

  it('reads a friendship as a friendship', () => {
    const r = compose(PAIRS[3]!, 'friends');
    const reply = ask(r, 'Wie passen wir zusammen?');
    expect(reply.answer).toContain('Diese Deutung liest eure Horoskope für eine Freundschaft');
    german(reply.answer);
    for (const question of [
      'Was ist unsere größte Stärke?',
      'Wo reiben wir uns?',
      'Wie steht es mit Kommunikation?',
    ])
      german(ask(r, question).answer);
    expect(ask(compose(PAIRS[3]!, 'colleagues'), 'Hallo').answer).toContain(
      'für eine Zusammenarbeit im Beruf',
    );
  });

  it('suggests German questions that it answers from the reading', () => {
    for (const r of [READINGS[0]!, compose(PAIRS[3]!, 'friends')]) {
      const { suggestions } = ask(r, 'Hallo');
      expect(suggestions).toEqual([
        `Warum ist unser Wert ${r.facts.score.score}?`,
        'Was ist unsere größte Stärke?',
        "Was bedeutet Jonas' Mond für mich?",
      ]);
      for (const s of suggestions) {
        const reply = ask(r, s);
        expect(reply.sources.length, s).toBeGreaterThan(0);
        expect(reply.suggestions).not.toContain(s);
        german(reply.answer);
      }
    }
  });

  it('declines medical, legal and financial questions in German', () => {
    expect(offTopicKind('Was sagt seine Venus zu meinem Mars?', 'de')).toBeNull();
    const reply = ask(READINGS[0]!, 'Sollen wir zusammen eine Hypothek aufnehmen?');
    expect(reply.refused).toBe('financial');
    expect(reply.answer).toMatch(
      /^Lena, mit dieser Frage bist du bei einer unabhängigen, zugelassenen Finanzberatung/,
    );
    expect(reply.answer).toContain(`zum Beispiel: Warum ist unser Wert ${READINGS[0]!.facts.score.score}?`);
    german(reply.answer);
  });

  it('says what a missing birth time leaves out', () => {
    const [c1, c2] = PAIRS[5]!;
    const partnerUntimed = compose([c1, untimed(c2)]);
    const asc = ask(partnerUntimed, 'Was sagt sein Aszendent?').answer;
    expect(asc).toContain("Ohne Geburtszeit lassen sich Jonas' Aszendent und Häuser nicht berechnen.");
    german(asc);
    expect(ask(partnerUntimed, 'Was zeigt mein Aszendent?').answer).toMatch(
      /Dein Aszendent liegt (im|in der|in den) /,
    );

    const neither = compose([untimed(c1), untimed(c2)]);
    expect(neither.facts.overlays).toEqual([]);
    const houses = ask(neither, 'Was sagen unsere Häuser?').answer;
    expect(houses).toContain('Ohne eure Geburtszeiten lassen sich die Häuser nicht berechnen');
    german(houses);
    for (const question of [
      'Wie passen wir zusammen?',
      'Was bedeutet unser Wert?',
      'Was bedeutet sein Mond für mich?',
      'Wo reiben wir uns?',
    ])
      german(ask(neither, question).answer);
    // An untimed Moon's contact holds all day, which the answer says instead of an orb.
    const allDay = PAIRS.slice(0, 30)
      .map(([a, b]) => compose([untimed(a), untimed(b)]))
      .find((s) => contactsOf(s).some((x) => x.allDay && x.p1 === 'Moon' && !x.generational));
    expect(allDay).toBeDefined();
    expect(ask(allDay!, 'Was bedeutet mein Mond?').answer).toContain('(zu jeder Stunde des Geburtstags');
  });

  it('answers a reading stored before the contacts were recorded from the contacts of its score', () => {
    const r = READINGS.find((s) => s.facts.score.breakdown.some((b) => b.aspect))!;
    const older: Reading<'compatibility'> = {
      ...r,
      facts: { ...r.facts, contacts: undefined, overlays: undefined, meridians: undefined },
    };
    const first = [...r.facts.score.breakdown].sort((a, b) => b.points - a.points).find((b) => b.aspect)!;
    const reply = ask(older, 'Wie passen wir zusammen?');
    expect(reply.sources).toContain(
      `contact:${first.aspect!.p1}|${first.aspect!.p2}|${first.aspect!.aspect}`,
    );
    german(reply.answer);
  });
});

describe('the guide for an English compatibility reading', () => {
  it('still answers in English, and a German reading asked about in English too', () => {
    const english = compose(PAIRS[0]!, 'romantic', 'en');
    for (const r of [english, READINGS[0]!]) {
      const reply = guideReply(r, 'Why is our score this?');
      expect(reply.answer).toMatch(/^Lena, here is what your reading says\. Your score is \d+ out of 44/);
      expect(reply.suggestions[0]).toBe(`Why is our score ${r.facts.score.score}?`);
    }
    expect(guideReply(english, 'Wie passen wir zusammen?', 'en').answer).toContain(
      'This reading compares Lena',
    );
  });
});
