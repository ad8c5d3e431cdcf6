// The natal report in German: the English composer's decisions in German frames. The sign, house
// and aspect tables are written by others (content/authored/de/); these tests check the frames the
// German composer builds around them, with every table sentence taken out first.
import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import type { ChartInput } from '../astro/types';
import {
  ASPECT_TEXT_DE,
  HOUSE_TEXT_DE,
  NORTH_NODE_AXIS_TEXT_DE,
  SIGN_TEXT_DE,
  SOUTH_NODE_AXIS_TEXT_DE,
  SOUTH_NODE_CONJUNCTION_TEXT_DE,
  SOUTH_NODE_HOUSE_TEXT_DE,
} from './content/authored/de';
import { composeNatal, NATAL_WORD_LIMIT } from './natal-report';
import { DIGNITY_TEXT } from './natal-synthesis-text';
import { DIGNITY_TEXT_DE } from './natal-words-de';
import { countWords, plainApostrophes, sentencesOf } from './text';
import { randomChart } from './__fixtures__/charts';
import * as PUBLIC from './__fixtures__/public-births';
import * as REVIEW from './__fixtures__/review-births';
import { MEI_UNTIMED, YUKI_UNTIMED } from './__fixtures__/review-r26-births';

const NOW = new Date('2026-06-01T12:00:00Z');

/** Every sentence of the German tables, longest first, so a shorter one inside a longer goes with it. */
const TABLE_SENTENCES = [
  ...Object.values(SIGN_TEXT_DE).flatMap((x) => Object.values(x)),
  ...Object.values(HOUSE_TEXT_DE).flatMap((x) => Object.values(x)),
  ...Object.values(ASPECT_TEXT_DE).flatMap((x) => Object.values(x)),
  ...Object.values(SOUTH_NODE_HOUSE_TEXT_DE),
  ...Object.values(NORTH_NODE_AXIS_TEXT_DE),
  ...Object.values(SOUTH_NODE_AXIS_TEXT_DE),
  ...Object.values(SOUTH_NODE_CONJUNCTION_TEXT_DE),
]
  .flatMap((x) => [x, ...sentencesOf(x)])
  // The report writes plain apostrophes.
  .map(plainApostrophes)
  .sort((a, b) => b.length - a.length);

/** The report with the tables' sentences taken out: what the German composer itself wrote. */
function frames(markdown: string): string {
  let out = markdown;
  for (const s of TABLE_SENTENCES) if (out.includes(s)) out = out.split(s).join(' ');
  return out;
}

const ENGLISH_FRAME = [
  ' the ',
  'The ',
  ' your ',
  'Your ',
  ' and ',
  ' with ',
  ' of ',
  ' is ',
  ' you ',
  ' are ',
  'house',
  'House',
  ' sign',
  'orb ',
  'Overview',
  'Placements',
  'Aspects',
  'Technical',
  'Synthesis',
  'retrograde',
  'Midheaven',
  'Ascendant',
  'North Node',
];

/** "Sonne Quadrat Mars" read back as the English list writes it, "Sun square Mars". */
const EN_WORDS: [RegExp, string][] = [
  [/Südlicher Mondknoten/g, 'South Node'],
  [/Mondknotenachse/g, 'the Nodes'],
  [/Mondknoten/g, 'North Node'],
  [/Sonne/g, 'Sun'],
  [/Mond\b/g, 'Moon'],
  [/Merkur/g, 'Mercury'],
  [/Neptun\b/g, 'Neptune'],
  [/Aszendent/g, 'Ascendant'],
  [/\bMC\b/g, 'Midheaven'],
  [/Konjunktion/g, 'conjunction'],
  [/Opposition/g, 'opposition'],
  [/Quadrat/g, 'square'],
  [/Trigon/g, 'trine'],
  [/Sextil/g, 'sextile'],
];

const listed = (markdown: string, notes: RegExp) =>
  markdown
    .split('\n')
    .flatMap((l) => {
      const m = /^- \*\*(.+?)\*\* \((.*)/.exec(l);
      return m && notes.test(m[2]!) ? [m[1]!] : [];
    })
    .sort();

const untimed = (b: ChartInput): ChartInput => ({ ...b, hour: null, minute: null });

const TIMED = [
  REVIEW.KAHLO,
  REVIEW.MONROE,
  REVIEW.MADONNA,
  REVIEW.MINOGUE,
  REVIEW.DICAPRIO,
  REVIEW.PICASSO,
  PUBLIC.JOBS,
  PUBLIC.EINSTEIN,
  PUBLIC.TURNER,
];
const UNTIMED = [
  REVIEW.MANDELA_UNTIMED,
  untimed(PUBLIC.LENNON),
  untimed(PUBLIC.BOWIE),
  untimed(PUBLIC.AUSTEN),
];

describe('natal report in German', () => {
  const cases = [...TIMED, ...UNTIMED].map((b) => {
    const chart = natalChart(b);
    return {
      b,
      chart,
      de: composeNatal({ chart, now: NOW, language: 'de' }),
      en: composeNatal({ chart, now: NOW }),
    };
  });

  it('has its sections, in German headings', () => {
    for (const { b, de, chart } of cases) {
      const md = de.markdown;
      expect(md, b.name).toMatch(new RegExp(`^# Geburtshoroskop für ${b.name}\n`));
      for (const h of [
        '## Überblick',
        '## Gesamtbild',
        '### Elemente und Modi',
        '### Würden',
        '## Stellungen',
        '## Technische Details',
      ])
        expect(md, `${b.name}: ${h}`).toContain(`\n${h}\n`);
      expect(md.includes('\n## Was dieses Horoskop nicht sagen kann\n'), b.name).toBe(
        !chart.birth_time_known,
      );
      if (chart.birth_time_known) {
        expect(md, b.name).toContain('\n### Herrscher des Horoskops\n');
        expect(md, b.name).toMatch(
          /Herrscher(in)? deines Horoskops|herrscht über dein Horoskop|zwei Herrscher/,
        );
        expect(md, b.name).toMatch(
          /im (ersten|zweiten|dritten|vierten|fünften|sechsten|siebten|achten|neunten|zehnten|elften|zwölften) Haus/,
        );
      } else {
        expect(md, b.name).not.toMatch(/Haus,|### Aszendent|### MC/);
      }
    }
  });

  it('keeps to the English word limit and runs 900 to 1,600 words', () => {
    for (const { b, de } of cases) {
      expect(de.wordCount, b.name).toBeLessThanOrEqual(NATAL_WORD_LIMIT);
      expect(de.wordCount, b.name).toBeGreaterThanOrEqual(900);
      expect(countWords(de.markdown)).toBe(de.wordCount);
    }
  });

  it('writes its own frames in German: no English frame words, no empty slots, no doubled words', () => {
    for (const { b, de } of cases) {
      const own = frames(de.markdown);
      for (const w of ENGLISH_FRAME) expect(own, `${b.name}: "${w}"`).not.toContain(w);
      expect(de.markdown, b.name).not.toMatch(/undefined|null|NaN|\{|\}/);
      expect(own, b.name).not.toMatch(/(?<!\p{L})(\p{L}+) \1(?!\p{L})/iu);
      // Numbers in prose take a decimal comma.
      expect(own, b.name).not.toMatch(/\d\.\d/);
      expect(own, b.name).toMatch(/Orbis \d+,\d°/);
    }
  });

  it('holds on 120 random charts, with and without a birth time', () => {
    for (let seed = 0; seed < 120; seed++) {
      const chart = randomChart(seed, { timeKnown: seed % 3 !== 0 });
      const de = composeNatal({ chart, now: NOW, language: 'de' });
      const own = frames(de.markdown);
      for (const w of ENGLISH_FRAME) expect(own, `seed ${seed}: "${w}"`).not.toContain(w);
      expect(de.markdown, `seed ${seed}`).not.toMatch(/undefined|null|NaN|\{|\}/);
      expect(own, `seed ${seed}`).not.toMatch(/(?<!\p{L})(\p{L}+) \1(?!\p{L})/iu);
      expect(de.wordCount, `seed ${seed}`).toBeLessThanOrEqual(NATAL_WORD_LIMIT);
      expect(de.wordCount, `seed ${seed}`).toBeGreaterThanOrEqual(900);
    }
  });

  // The Moon's sign can rest on the hour, so its edge stays in the prose; a planet merely near the
  // edge is told in the technical section, as in English (review r26).
  it('says when the Moon stands in the first or last degree of its sign', () => {
    let told = 0;
    for (let seed = 0; seed < 200; seed++) {
      const chart = randomChart(seed);
      const edge = chart.points.find((p) => p.name === 'Moon' && (p.position < 1 || p.position >= 29));
      if (!edge) continue;
      told++;
      const md = composeNatal({ chart, now: NOW, language: 'de' }).markdown;
      expect(md, `seed ${seed}`).toMatch(
        /(steht auf|Mit) \d+°\d\d′ \p{L}+,? (gerade erst|eben erst|einen Schritt vor|im letzten Grad|rückläufig und kurz davor|steht [\p{L} ]+ im (ersten|allerletzten) Grad)/u,
      );
    }
    expect(told).toBeGreaterThan(3);
  });

  it('lists the same aspects as the English report', () => {
    for (const { b, de, en } of cases) {
      const german = listed(de.markdown, /^(Orbis|gilt den ganzen Tag)/).map((t) =>
        EN_WORDS.reduce((x, [from, to]) => x.replace(from, to), t),
      );
      expect(german.sort(), b.name).toEqual(listed(en.markdown, /^(orb|holds all day)/));
    }
  });

  it('keeps the facts language-neutral: the same as the English', () => {
    for (const { b, de, en } of cases) expect(de.facts, b.name).toEqual(en.facts);
  });

  it('writes the birth date in words', () => {
    const kahlo = cases.find((c) => c.b === REVIEW.KAHLO)!.de.markdown;
    expect(kahlo).toContain('6. Juli 1907, 08:30 Uhr Ortszeit');
    const mandela = cases.find((c) => c.b === REVIEW.MANDELA_UNTIMED)!.de.markdown;
    expect(mandela).toContain('18. Juli 1918, Uhrzeit unbekannt');
  });

  it('gives the Moon in both signs, with the time of the change, when it changed sign on the day', () => {
    const changing = UNTIMED.map((b) => natalChart(b)).filter((c) =>
      c.points.some((p) => p.name === 'Moon' && (p.uncertain?.signs.length ?? 0) > 1),
    );
    expect(changing.length).toBeGreaterThan(0);
    for (const chart of changing) {
      const md = composeNatal({ chart, now: NOW, language: 'de' }).markdown;
      expect(md).toMatch(/### Mond (im|in der|in den) \p{L}+ oder (im|in der|in den) \p{L}+\n/u);
      expect(md).toMatch(
        /wechselte an deinem Geburtstag gegen \d\d:\d\d Uhr (vom|von der|von den) \p{L}+ in (den|die) \p{L}+/u,
      );
      expect(md).toMatch(/Wenn du (vor|nach) etwa \d\d:\d\d Uhr geboren bist, lies stattdessen:/);
    }
  });

  it('never calls an element missing that the Moon of an untimed birth may stand in', () => {
    // 3 March 1950: the Moon entered a fire sign during the day; no other weighted point is in fire.
    const chart = natalChart({
      name: 'X',
      year: 1950,
      month: 3,
      day: 3,
      hour: null,
      minute: null,
      lat: 52.52,
      lng: 13.4,
      tz_str: 'Europe/Berlin',
    });
    const moon = chart.points.find((p) => p.name === 'Moon')!;
    expect(moon.uncertain?.signs).toEqual(expect.arrayContaining([expect.stringMatching(/^(Ari|Leo|Sag)$/)]));
    const md = composeNatal({ chart, now: NOW, language: 'de' }).markdown;
    expect(md).not.toContain('Das Element Feuer fehlt');
    expect(md).toContain('Mond ist nicht mitgezählt');
  });

  it('tells an easy aspect conditioned when one of its planets is in exile or fall, as English does', () => {
    let seen = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const chart = randomChart(seed);
      const en = composeNatal({ chart, now: NOW }).markdown.split('## Aspects')[1] ?? '';
      const hit = /with (\w+) in its (fall|detriment)/.exec(en);
      if (!hit) continue;
      seen++;
      const [, planet, debility] = hit;
      const de = composeNatal({ chart, now: NOW, language: 'de' }).markdown.split('## Aspekte')[1]!;
      expect(de, `seed ${seed}`).toContain(
        `da ${planet === 'Moon' ? 'der Mond' : planet === 'Sun' ? 'die Sonne' : planet} ${debility === 'fall' ? 'im Fall' : 'im Exil'} steht, `,
      );
    }
    expect(seen).toBeGreaterThan(1);
  });

  it('lets the hour decide between cazimi and combust for an untimed birth, in both languages', () => {
    // 5 September 1986, Vancouver, no time: Mercury 0.1° from the Sun at noon, cazimi only for part of the day.
    const chart = natalChart(MEI_UNTIMED);
    const de = composeNatal({ chart, now: NOW, language: 'de' }).markdown;
    const en = composeNatal({ chart, now: NOW }).markdown;
    expect(de).toMatch(
      /darum entscheidet die Stunde über seinen Zustand: zwischen etwa \d\d:\d\d und \d\d:\d\d Uhr Ortszeit stand er im Herzen der Sonne, Cazimi/,
    );
    expect(de).not.toContain('ist damit verbrannt');
    expect(de).not.toMatch(
      /Konjunktion Merkur\*\* \([^)]*\): Merkur gibt deinem Selbstgefühl Kraft, doch verbrannt/,
    );
    expect(en).toContain('so the hour decides its condition');
    expect(en).toContain(
      'Whether Mercury was honoured in the heart of the Sun or combust depends on the hour of birth',
    );
  });

  it('does not call a planet peregrine outright that holds its triplicity under one sect of an untimed birth', () => {
    // 30 August 2002, Osaka, no time: Mercury in Libra and Jupiter in Leo rule their triplicities by night only.
    const chart = natalChart(YUKI_UNTIMED);
    const de = composeNatal({ chart, now: NOW, language: 'de' }).markdown;
    expect(de).toContain(
      'Ohne Geburtsstunde bleibt die Sekte offen: Merkur in der Waage und Jupiter im Löwen stehen nur bei einer Geburt in der Nacht in ihrer Triplizität',
    );
    expect(de).not.toMatch(/peregrin, ohne eigene Würde, (sind|ist) [^.;]*(Merkur|Jupiter)/);
    expect(de).not.toContain('Merkur, der selbst keine Würde hat');
  });

  it('reads the chart ruler, the dignities and the figures in German', () => {
    const monroe = cases.find((c) => c.b === REVIEW.MONROE)!.de.markdown;
    expect(monroe).toContain('ein T-Quadrat mit Saturn im Brennpunkt');
    expect(monroe).toContain('Mit dem Aszendenten im Löwen ist die Sonne die Herrscherin deines Horoskops');
    const madonna = cases.find((c) => c.b === REVIEW.MADONNA)!.de.markdown;
    expect(madonna).toContain('Merkur in der Jungfrau in seinem Domizil und in seiner Erhöhung');
    expect(madonna).toContain('Dein Herrscher war bei deiner Geburt rückläufig');
    const dicaprio = cases.find((c) => c.b === REVIEW.DICAPRIO)!.de.markdown;
    expect(dicaprio).toContain('Venus im Skorpion in ihrem Exil');
  });

  it('has a German dignity sentence for every planet and sign the English has one for', () => {
    for (const [p, signs] of Object.entries(DIGNITY_TEXT))
      for (const [sign, en] of Object.entries(signs!)) {
        const de = DIGNITY_TEXT_DE[p as keyof typeof DIGNITY_TEXT_DE]?.[sign as keyof typeof signs];
        expect(de, `${p} ${sign}`).toBeTruthy();
        expect(de).not.toBe(en);
      }
  });

  it('leaves the English report as it was when no language or English is asked for', () => {
    const chart = natalChart(REVIEW.KAHLO);
    expect(composeNatal({ chart, now: NOW, language: 'en' }).markdown).toBe(
      composeNatal({ chart, now: NOW }).markdown,
    );
  });
});

describe('German natal placements of a weakened planet', () => {
  it('say the house sentence that promises the gifts outright conditioned, as the English does (review de-4)', () => {
    // A Pisces Mercury rising in the first house, in its exile and fall and combust (Dresden, 2 March 1987, 06:40).
    const chart = natalChart({
      name: 'Friederike',
      year: 1987,
      month: 3,
      day: 2,
      hour: 6,
      minute: 40,
      lat: 51.0509,
      lng: 13.7383,
      tz_str: 'Europe/Berlin',
    });
    const md = composeNatal({ chart, now: NOW, language: 'de' }).markdown;
    const mercury = md.split('### Merkur ')[1]!.split('\n### ')[0]!;
    expect(mercury).toContain(
      'Merkur im ersten Haus stellt dein Denken in den Vordergrund, und da er im Exil und verbrannt ist',
    );
    expect(mercury).not.toContain('schnell, gesprächig und neugierig');
  });
});
