import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import type { AspectName } from '../astro/aspects';
import { randomChart } from './__fixtures__/charts';
import { DIANA } from './__fixtures__/public-births';
import { SIGN_TEXT } from './content/authored';
import { ASPECT_TEXT_DE, HOUSE_TEXT_DE, SIGN_TEXT_DE } from './content/authored/de';
import { guideReply, offTopicKind } from './guide';
import { composeNatal } from './natal-report';
import { aspectPhraseDe, SIGN_DE } from './sky-words-de';

const natal = composeNatal({ chart: natalChart(DIANA), firstName: 'Diana', language: 'de' });
const noTime = composeNatal({
  chart: randomChart(5, { timeKnown: false }),
  firstName: 'Lena',
  language: 'de',
});
const placement = (point: string) => natal.facts.placements.find((p) => p.point === point)!;

/**
 * The guide's own words in an answer: the German table entries it quotes are taken out (they are
 * other helpers' text, and English placeholders until it lands), so what is left is the frame.
 */
const TABLE_TEXTS = [SIGN_TEXT_DE, HOUSE_TEXT_DE, ASPECT_TEXT_DE]
  .flatMap((table) => Object.values(table).flatMap((row) => Object.values(row as Record<string, string>)))
  .sort((a, b) => b.length - a.length);
const frameOf = (answer: string) => TABLE_TEXTS.reduce((text, entry) => text.split(entry).join(''), answer);

/** English words that the guide's German frame has no place for. */
const ENGLISH = [' the ', ' and ', ' your ', ' is ', ' of ', ' house', 'Ascendant', 'Moon', 'here is what'];
const german = (answer: string) => {
  const frame = frameOf(answer);
  for (const word of ENGLISH) expect(frame, word).not.toContain(word);
  expect(frame).not.toMatch(/undefined|\$\{|_/);
};

const ask = (question: string, reading = natal) => guideReply(reading, question, 'de');

describe('the guide for a German natal reading', () => {
  it('answers about a planet or an angle with its German sign and house, then the German tables', () => {
    const moon = placement('Moon');
    const reply = ask('Was bedeutet mein Mond?');
    expect(reply.answer).toMatch(/^Diana, das sagt deine Deutung dazu: Dein Mond steht im Wassermann /);
    expect(reply.answer).toContain('Dein Mond steht im Wassermann und im zweiten Haus.');
    expect(reply.answer).toContain(SIGN_TEXT_DE.Moon[moon.sign]);
    expect(reply.answer).toContain(HOUSE_TEXT_DE.Moon[2]);
    expect(reply.sources).toEqual(['placement:Moon']);
    german(reply.answer);

    const asc = ask('Was sagt mein Aszendent?');
    expect(asc.answer).toContain('Dein Aszendent liegt im Schützen.');
    expect(asc.answer).toContain(SIGN_TEXT_DE.Ascendant[placement('Ascendant').sign]);
    expect(asc.sources).toEqual(['placement:Ascendant']);
    german(asc.answer);

    const venus = ask('Wo steht meine Venus?');
    expect(venus.answer).toContain('Deine Venus steht im Stier und im fünften Haus.');
    expect(venus.sources).toEqual(['placement:Venus']);
    german(venus.answer);

    expect(ask('Was steht in meiner Himmelsmitte?').answer).toContain('Dein MC liegt in der Waage.');
    expect(ask('Wo steht mein MC?').sources).toEqual(['placement:Medium_Coeli']);
  });

  it('reads the Mondknoten and the Schwarzer Mond apart from the Mond', () => {
    expect(ask('Was sagt mein Mondknoten?').sources).toEqual(['placement:True_Node']);
    expect(ask('Was sagt mein südlicher Mondknoten?').sources).toEqual(['placement:True_South_Node']);
    expect(ask('Wo steht mein Schwarzer Mond?').sources).toEqual(['placement:Mean_Lilith']);
    expect(ask('Was bedeutet mein Sternzeichen?').sources).toEqual(['placement:Sun']);
    const node = ask('Was sagt mein Mondknoten?').answer;
    expect(node).toContain('Dein Mondknoten steht im Löwen und im achten Haus.');
    german(node);
  });

  it('answers about a house by its German ordinal or its number', () => {
    const tenth = ask('Was bedeutet mein zehntes Haus?').answer;
    expect(tenth).toContain(
      'Das zehnte Haus steht für Beruf, Berufung und dein Ansehen in der Öffentlichkeit. In deinem Horoskop steht dort Neptun.',
    );
    expect(tenth).toContain(HOUSE_TEXT_DE.Neptune[10]);
    german(tenth);
    for (const question of ['Was ist in meinem 10. Haus?', 'Was bedeutet Haus 10 bei mir?'])
      expect(ask(question).answer).toContain('Das zehnte Haus steht für Beruf');
    const seventh = ask('Was steht im siebten Haus?').answer;
    expect(seventh).toContain('In deinem Horoskop stehen dort die Sonne und Merkur.');
    german(seventh);
  });

  it('lists the closest aspects in German, with the German table text of the closest', () => {
    const [first, second] = natal.facts.aspects;
    const answer = ask('Welche Aspekte sind am wichtigsten?').answer;
    expect(answer).toContain(
      `Deine engsten Aspekte sind ${aspectPhraseDe(first!.p1, first!.aspect as AspectName, first!.p2)} (Orbis ${first!.orb.toFixed(1).replace('.', ',')}°), ${aspectPhraseDe(second!.p1, second!.aspect as AspectName, second!.p2)}`,
    );
    expect(answer).toContain('der Mond im Quadrat zu Venus (Orbis 0,6°)');
    german(answer);
    // A named aspect kind and planet narrow the list.
    const trines = ask('Welche Trigone hat meine Sonne?').answer;
    expect(trines).toContain('die Sonne im Trigon zu Neptun');
    expect(frameOf(trines)).not.toMatch(/Quadrat|Sextil|Opposition|Konjunktion/);
  });

  it('says whether a planet was retrograde at birth', () => {
    expect(placement('Mercury').retrograde).toBe(true);
    const mercury = ask('Was heißt Merkur rückläufig bei mir?').answer;
    expect(mercury).toContain('Dein Merkur steht im Krebs und im siebten Haus.');
    expect(mercury).toContain('Merkur war bei deiner Geburt rückläufig.');
    expect(mercury).toContain('wirkt eher nach innen');
    german(mercury);
    expect(ask('Ist meine Venus rückläufig?').answer).toContain(
      'Venus war bei deiner Geburt nicht rückläufig, sondern direktläufig.',
    );
    expect(ask('Welche Planeten sind bei mir rückläufig?').answer).toContain(
      'Bei deiner Geburt waren Merkur, Jupiter, Saturn, Neptun und Chiron rückläufig.',
    );
  });

  it('answers about a sign with what stands in it', () => {
    const answer = ask('Was habe ich im Krebs?').answer;
    expect(answer).toContain(
      'Der Krebs ist ein kardinales Wasserzeichen. Im Krebs stehen in deinem Horoskop die Sonne und Merkur.',
    );
    german(answer);
    expect(ask('Was ist mit den Fischen?').answer).toContain(
      'Die Fische sind ein veränderliches Wasserzeichen. In den Fischen steht in deinem Horoskop Chiron.',
    );
  });

  it('gives the core of the chart for its strongest theme and for anything it does not read', () => {
    const answer = ask('Was ist mein stärkstes Thema?').answer;
    expect(answer).toContain(
      'Der Kern deines Horoskops: die Sonne im Krebs, der Mond im Wassermann und der Aszendent im Schützen.',
    );
    expect(answer).toMatch(
      /Am stärksten betont ist in deinem Horoskop das Element (Feuer|Erde|Luft|Wasser)\./,
    );
    expect(answer).toMatch(/Frag mich nach einem Planeten, einem Haus oder einem Aspekt\.$/);
    german(answer);
  });

  it('suggests German questions that it answers from a placement', () => {
    const { suggestions } = ask('Hallo');
    expect(suggestions).toEqual([
      `Was bedeutet mein Mond ${SIGN_DE[placement('Moon').sign].inSign}?`,
      'Was sagt mein Aszendent über mich?',
      'Was zeigt meine Venus im Stier?',
    ]);
    for (const s of suggestions) {
      const reply = ask(s);
      expect(reply.sources, s).toHaveLength(1);
      expect(reply.suggestions).not.toContain(s);
      german(reply.answer);
    }
  });

  it('declines medical, legal and financial questions in German', () => {
    expect(offTopicKind('Was bedeutet meine Sonne im Krebs?', 'de')).toBeNull();
    const reply = ask('Soll ich in Aktien investieren?');
    expect(reply.refused).toBe('financial');
    expect(reply.answer).toMatch(
      /^Diana, mit dieser Frage bist du bei einer unabhängigen, zugelassenen Finanzberatung/,
    );
    expect(reply.answer).toContain(`zum Beispiel: ${reply.suggestions[0]}`);
    german(reply.answer);
  });

  it('says that a chart without a birth time has no houses and no Aszendent', () => {
    expect(noTime.facts.birthTimeKnown).toBe(false);
    const explanation =
      'Ohne Geburtszeit lassen sich der Aszendent, das MC und die Häuser nicht berechnen, darum kann ich dir dazu nichts sagen.';
    for (const question of [
      'Was bedeutet mein zehntes Haus?',
      'Was sagt mein Aszendent?',
      'Was sagen meine Häuser?',
    ]) {
      const answer = ask(question, noTime).answer;
      expect(answer, question).toContain(explanation);
      expect(answer).not.toContain('Das zehnte Haus steht für');
      german(answer);
    }
    const moon = ask('Was bedeutet mein Mond?', noTime).answer;
    expect(moon).toMatch(
      /Dein Mond steht (im|in der|in den) [A-ZÄÖÜ][a-zäöüß]+( oder (im|in der|in den) [A-ZÄÖÜ][a-zäöüß]+)?\./,
    );
    expect(moon).not.toContain('Haus');
    const { suggestions } = ask('Hallo', noTime);
    expect(suggestions).toContain('Welche Aspekte sind am engsten?');
    expect(ask('Welche Aspekte sind am engsten?', noTime).answer).toContain('Deine engsten Aspekte sind');
    expect(ask('Hallo', noTime).answer).toMatch(
      /Frag mich nach einem Planeten, einem Zeichen oder einem Aspekt\.$/,
    );
  });
});

describe('the guide for a German natal reading whose Moon may be in either of two signs', () => {
  it('names both signs and asks about the Moon without one', () => {
    const reading = composeNatal({
      chart: randomChart(2, { timeKnown: false }),
      firstName: 'Lena',
      language: 'de',
    });
    expect(reading.facts.placements.find((p) => p.point === 'Moon')!.possibleSigns).toEqual([
      'Cancer',
      'Leo',
    ]);
    const answer = ask('Was bedeutet mein Mond?', reading).answer;
    expect(answer).toContain(
      'Dein Mond steht im Krebs oder im Löwen. Ohne Geburtszeit lässt sich nicht sagen, welches Zeichen es genau ist.',
    );
    german(answer);
    expect(ask('Hallo', reading).suggestions[0]).toBe('Was bedeutet mein Mond?');
  });
});

describe('the guide for an English natal reading', () => {
  it('still answers in English, and a German reading asked about in English too', () => {
    const english = composeNatal({ chart: natalChart(DIANA), firstName: 'Diana' });
    const venus = english.facts.placements.find((p) => p.point === 'Venus')!;
    for (const reading of [english, natal]) {
      const reply = guideReply(reading, 'Where is my Venus?');
      expect(reply.answer).toMatch(/^Diana, here is what your reading says\. /);
      expect(reply.answer).toContain(SIGN_TEXT.Venus[venus.sign]);
      expect(reply.suggestions[0]).toBe(`What does my Moon in ${placement('Moon').signName} mean?`);
    }
  });
});
