import { describe, expect, it } from 'vitest';
import { NUMBERS_EN } from './content/numbers';
import { NUMBERS_DE } from './content/numbers-de';
import { LIFE_PATH_WORDS_DE } from './lifepath-de';
import { composeLifePath } from './lifepath-report';
import { LIFE_PATH_WORDS_EN } from './lifepath-words';

import { capOf } from './__fixtures__/lifepath-cap';

const NOW = new Date('2026-11-25T18:00:00Z');
const german = (firstName: string, lastName: string, birthDate: string, now = NOW) =>
  composeLifePath({ firstName, lastName, birthDate, now, language: 'de' });

/**
 * English words that German never uses, so any one of them in a German report is English left
 * in it ("in", "so", "will", "was" and "an" are German words too and are not listed).
 */
const ENGLISH = new Set(
  'the and your you with of is are to for that this which from it be by as at or not into than their they has have were its who what when where while through each every'.split(
    ' ',
  ),
);
function englishWords(markdown: string): string[] {
  return (markdown.match(/\p{L}+/gu) ?? []).filter((word) => ENGLISH.has(word.toLowerCase()));
}

/** Faults a reader sees in any language: unfilled slots, doubled words, broken punctuation. */
function faults(markdown: string): string[] {
  return [
    /undefined|null|NaN|\[object|\$\{/,
    /\b(\p{L}+)\s+\1\b/iu,
    / [,.;:]|,,|\.\.|\(\s*\)| {2}/,
    /###[^\n]*\n\n(?:#|$)/,
  ].flatMap((pattern) => {
    const m = pattern.exec(markdown);
    return m ? [markdown.slice(Math.max(0, m.index - 40), m.index + 40)] : [];
  });
}

/** The keys of a table, all the way down, with every text replaced by its type. */
function shape(value: unknown): unknown {
  // An English line written around the client's road (ON_ROAD) is still one line to translate.
  if (typeof value === 'string' || typeof value === 'function') return 'text';
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value;
}

/** Every text of a table with its path, to set the two languages' entries side by side. */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => texts(v, `${path}.${k}`));
  return [];
}

// Births that reach each part of the report: master numbers (1992-11-22), methods that disagree
// (1950-05-22, 1977-05-04), later life and a Y read both ways (Dorothy Yates), a birth too long ago
// for a Personal Year, a leap day, and the two fullest profiles, which must give way to fit.
const BIRTHS = [
  ['Anna', 'Schmidt', '1992-11-22'],
  ['Jürgen', 'Weiß', '1950-05-22'],
  ['Katrin', 'Vogel', '1977-05-04'],
  ['Dorothy', 'Yates', '1934-05-22'],
  ['Albert', 'Einstein', '1879-03-14'],
  ['Lena', 'Hofmann', '2000-02-29'],
  ['Oscar', 'Mensah', '2006-03-29'],
  ['Rosa', 'Kowalski', '1990-08-31'],
] as const;

describe('life path report in German', () => {
  it('writes every birth in German, with no English sentence left in it', () => {
    for (const [first, last, date] of BIRTHS) {
      const r = german(first, last, date);
      expect(englishWords(r.markdown), `${first} ${last}`).toEqual([]);
      expect(faults(r.markdown), `${first} ${last}`).toEqual([]);
      expect(r.title).toBe(`Lebenszahl-Deutung für ${first} ${last}`);
      for (const heading of ['## Überblick', '## Deine Zahlen', '## Das kommende Jahr'])
        expect(r.markdown).toContain(heading);
    }
  });

  it('names the numbers, dates and years as German numerologists do', () => {
    const anna = german('Anna', 'Schmidt', '1992-11-22').markdown;
    expect(anna).toContain('der 22. November 1992');
    expect(anna).toContain('### Lebenszahl 9: Menschlichkeit');
    expect(anna).toContain('### Seelenzahl 11/2: Sinnsuche');
    expect(anna).toContain('### Geburtstagszahl 22/4');
    expect(anna).toContain('### Persönliches Jahr 7 für 2026');
    expect(anna).toContain('Monat 11/2, Tag 22/4 und Jahr 1992 -> 21 -> 3, dann 11 + 22 + 3 = 36 -> 9');
    const jurgen = german('Jürgen', 'Weiß', '1950-05-22').markdown;
    // Issue 27: the Life Path section says where the methods part on the master number.
    expect(jurgen).toContain(
      'die anderen Wege ergeben eine einfache 6: die Summe der auf eine Ziffer gebrachten Teile (15 -> 6)',
    );
    expect(german('Lena', 'Hofmann', '2000-02-29').markdown).toContain('Am 29. Februar geboren');
    expect(german('Albert', 'Einstein', '1879-03-14').markdown).toContain(
      '## Das kommende Jahr\n\nEin Persönliches Jahr deutet das Jahr',
    );
  });

  it('stays German and within the English length cap across many births', () => {
    const firsts = ['Anna', 'Jonas', 'Mia', 'Lukas', 'Sophie', 'Felix', 'Ilse', 'Yvonne', 'Bryan'];
    const lasts = ['Müller', 'Becker', 'Yilmaz', 'Krause', 'Wolff', 'Neumann'];
    for (let i = 0; i < 300; i++) {
      const date = new Date(Date.UTC(1920 + ((i * 37) % 100), 0, 1 + ((i * 101) % 365)))
        .toISOString()
        .slice(0, 10);
      const [first, last] = [firsts[i % firsts.length]!, lasts[(i * 5) % lasts.length]!];
      const r = german(first, last, date);
      const english = composeLifePath({ firstName: first, lastName: last, birthDate: date, now: NOW });
      expect(r.wordCount, `${first} ${last} ${date}`).toBeLessThanOrEqual(capOf(r.markdown));
      expect(english.wordCount).toBeLessThanOrEqual(capOf(english.markdown));
      expect(englishWords(r.markdown), `${first} ${last} ${date}`).toEqual([]);
      expect(faults(r.markdown), `${first} ${last} ${date}`).toEqual([]);
      // The same facts in both languages: a reading keeps its numbers whatever it is written in.
      expect(r.facts).toEqual(english.facts);
    }
  });

  it('uses the terms of German numerology and titles that fit a client of any gender (review de-lp)', () => {
    for (const [first, last, date] of [...BIRTHS, ['Sakura', 'Tanaka', '1999-02-11']] as const) {
      const md = german(first, last, date).markdown;
      // In German popular numerology the Schicksalszahl is the birth-date number; the name's is the Ausdruckszahl.
      expect(md, `${first} ${last}`).not.toMatch(
        /Schicksal|Wurzel|Lichtbringer|Hauptstraße|Abrechnung|Kopf für Geld/,
      );
      // The app does not know the client's gender: no "Der Pionier" over a woman's number.
      expect(md.match(/^### [^\n]*: (?:Der|Die) /m), `${first} ${last}`).toBeNull();
    }
    expect(german('Anna', 'Schmidt', '1992-11-22').markdown).toContain('### Ausdruckszahl 7: Forschergeist');
  });

  it('writes German, not a translation: no calques, German method terms, one heading per number (review de-lp-r15)', () => {
    const batch = [
      ['Katharina', 'Müller', '1971-03-08'],
      ['Lukas', 'Weiß', '1995-10-27'],
      ['Fatma', 'Yılmaz', '1988-06-02'],
      ['Ole', 'Hansen', '1958-01-31'],
      ['Sophie', 'Brandstätter', '2003-08-13'],
      ['Matthias', 'Groß', '1979-12-11'],
    ] as const;
    for (const [first, last, date] of [...BIRTHS, ...batch]) {
      const md = german(first, last, date).markdown;
      expect(md, `${first} ${last}`).not.toMatch(
        /Komponentenmethode|Familie der|führt über|Jahr von|größer (?:ist|sind) als du|mit denen du unterwegs|danken sie dir|Menschen, die andere übersehen|trag nicht alle|Medium/,
      );
      const headings = md.match(/^### \S+ [\d/]+: .+$/gm)!.map((h) => h.split(': ')[1]);
      expect(new Set(headings).size, `${first} ${last}`).toBe(headings.length);
    }
    // Diplomacy belongs to the 2, as in the English table; each number named by its role (issue 27).
    expect(german('Katharina', 'Müller', '1971-03-08').markdown).toContain(
      'Die 2 deines Weges wirkt durch Zusammenarbeit und Diplomatie, die 8 deines Geburtstags durch Autorität und Führung.',
    );
  });

  it('says how Ä, Ö, Ü and ß are counted, as the code counts them, with no English Y examples', () => {
    const method = german('Jürgen', 'Weiß', '1950-05-22').markdown.split(
      '## So wurden diese Zahlen berechnet',
    )[1]!;
    expect(method).toContain('Ä, Ö und Ü zählen als A, O und U, ß als SS');
    // The working shows the folded letters, so the note and the sums agree.
    expect(method).toMatch(/JURGEN \d/);
    expect(method).toMatch(/WEISS \d/);
    expect(method).not.toMatch(/Lynn|Murray|Yusuf/);
  });

  it('gives the Expression and Soul Urge that UE, AE and OE would give, when they differ (review de-lp-r15)', () => {
    const method = (first: string, last: string, date: string) =>
      german(first, last, date).markdown.split('## So wurden diese Zahlen berechnet')[1]!;
    // MUELLER: the master 11 of the Soul Urge gives way to a 7, and the Expression passes through 16.
    expect(method('Katharina', 'Müller', '1971-03-08')).toContain(
      'Wer Umlaute als AE, OE und UE schreibt, wie viele deutsche Numerologen, erhält die Ausdruckszahl 16/7 und die Seelenzahl 7.',
    );
    // The overview says it too, in one sentence (review de-lp-r16).
    expect(german('Katharina', 'Müller', '1971-03-08').markdown.split('## Deine Zahlen')[0]).toContain(
      'Schreibst du die Umlaute deines Namens als AE, OE oder UE, erhältst du die Ausdruckszahl 16/7 und die Seelenzahl 7;',
    );
    expect(method('Sophie', 'Brandstätter', '2003-08-13')).toContain(
      'erhält die Ausdruckszahl 3 und die Seelenzahl 5.',
    );
    // ß is SS either way, and a name without umlauts has nothing to add.
    expect(method('Lukas', 'Weiß', '1995-10-27')).not.toContain('Umlaute');
    expect(
      composeLifePath({ firstName: 'Katharina', lastName: 'Müller', birthDate: '1971-03-08', now: NOW })
        .markdown,
    ).not.toMatch(/AE, OE|umlaut/i);
  });

  it('names a master Maturity number beside the five and says when a debt exists only because the day is kept whole', () => {
    const annelise = german('Annelise', 'Vogt', '1984-07-19').markdown;
    expect(annelise).toContain(
      'Keine deiner fünf Kernzahlen ist eine Meisterzahl, wohl aber deine Reifezahl 11/2.',
    );
    const overview = german('Sakura', 'Tanaka', '1999-02-11').markdown.split('## Deine Zahlen')[0]!;
    expect(overview).toContain(
      'In deinen Zahlen steckt eine karmische Schuldzahl: die 14/5 in deiner Lebenszahl, die nur entsteht, weil diese Deutung deinen Tag als Meisterzahl 11 stehen lässt.',
    );
    expect(german('Ilse', 'Neumann', '1951-01-29').markdown).toContain(
      'In deinen Zahlen stecken zwei karmische Schuldzahlen: die 19/1 in deiner Lebenszahl, die nur entsteht, weil diese Deutung deinen Tag als Meisterzahl 11 stehen lässt, und die 14/5 in deiner Seelenzahl.',
    );
    // 2+0+1+8+0+2+2+4 is 19 as well: the kept master is not why the debt is there.
    expect(german('Ilse', 'Neumann', '2018-02-24').markdown).not.toContain('nur entsteht');
  });

  it('keeps a note a debt rests on when the German is shortened, and names a debt it mentions (review de-lp-r16)', () => {
    const method = (first: string, last: string, date: string) =>
      german(first, last, date).markdown.split('## So wurden diese Zahlen berechnet')[1]!;
    // Elena's 13 exists only because each name is added separately; the English says so, and so must the German.
    expect(method('Elena', 'Petrović', '1983-05-17')).toContain(
      'Alle Buchstaben auf einmal zu addieren ergäbe die Seelenzahl 11 + 20 = 31 -> 4 (ohne die 13)',
    );
    expect(method('Mia', 'Wagner', '2000-04-22')).toContain('(über die karmische Schuldzahl 16)');
    // A Maturity number that repeats a core number is flagged as the core repeats are.
    expect(german('Elena', 'Petrović', '1983-05-17').markdown).toContain(
      'die 8 trägst du schon in deiner Geburtstagszahl',
    );
  });

  it('speaks du throughout and in German idiom, not in calques (review de-lp-r16)', () => {
    const batch = [
      ['Franziska', 'Köhler', '1966-09-14'],
      ['Maximilian', 'Schröder', '1990-02-28'],
      ['Elena', 'Petrović', '1983-05-17'],
      ['Hannes', 'Bauer', '1952-12-03'],
      ['Mia', 'Wagner', '2000-04-22'],
      ['Dominik', 'Strauß', '1977-08-29'],
    ] as const;
    const firsts = ['Anna', 'Jonas', 'Mia', 'Lukas', 'Sophie', 'Felix'];
    const many = Array.from({ length: 120 }, (_, i) => {
      const date = new Date(Date.UTC(1930 + ((i * 41) % 90), 0, 1 + ((i * 97) % 365)))
        .toISOString()
        .slice(0, 10);
      return [firsts[i % firsts.length]!, 'Krause', date] as const;
    });
    for (const [first, last, date] of [...BIRTHS, ...batch, ...many]) {
      const md = german(first, last, date).markdown;
      // A sentence opening on Sie or Ihr reads as the formal address in a du-text.
      expect(md, `${first} ${date}`).not.toMatch(/(?:^|[.!?:]\s)(?:Sie|Ihre?[mnrs]?)\s/m);
      // "also" joins no clauses in German; it is an adverb.
      expect(md, `${first} ${date}`).not.toMatch(
        /, also (?:sag|lass|sorge|verbinde|halten|musst|brauchst|bewegt|wägst|müssen)\b/,
      );
      expect(md, `${first} ${date}`).not.toMatch(
        /weite Welt zu kümmern|geht darin auf|auf den Füßen|gute Gesellschaft|Sinn zu geben|\d(?:en|er)\b|Irgendwo wirst|nicht mehr nährt|dass sie zu Bitterkeit|Geburtstag im Monat|Geburtstag, der \d|vorherige Reduktion|^Es (?:ist|eröffnet|schließt)/m,
      );
      expect(
        md.match(/Jahr der Geduld und der Partnerschaft/g)?.length ?? 0,
        `${first} ${date}`,
      ).toBeLessThanOrEqual(1);
    }
  });

  it('has a German entry for every key of the English tables, each written anew', () => {
    // The Personal Year's join differs by design: English reads a year that runs against the Life
    // Path for that pair (yearClash), German keeps its authored "is best met" styles until it is translated.
    // Review r31's opening and Life Path readings (numberWants, lifePathYield, destinyMode) are English only so far.
    // Review r29's tables (the Challenges, the Maturity, compound days, the heart's satisfaction, the
    // overview's portrait, a repeat by place) are English only so far: German reads as before without them.
    const {
      yearClash: _en,
      numberWants: _nw,
      lifePathYield: _ly,
      destinyMode: _dm,
      challengeText: _c,
      challengeGist: _cg,
      maturityText: _m,
      dayText: _d,
      soulUrgeSatisfies: _s,
      lifePathPortrait: _lp,
      destinyPortrait: _dp,
      rootInPlace: _rp,
      rootLesson: _rl,
      ...english0
    } = NUMBERS_EN;
    const { lifePathYearStyle: _de, masterYearStyle: _deMaster, ...german0 } = NUMBERS_DE;
    expect(shape(german0)).toEqual(shape(english0));
    const english = new Map(texts(NUMBERS_EN));
    for (const [path, text] of texts(NUMBERS_DE)) {
      expect(text, path).not.toBe(english.get(path));
      expect(englishWords(text), path).toEqual([]);
    }
  });

  it('has as many wordings of each fixed line in German as in English', () => {
    const counts = (w: typeof LIFE_PATH_WORDS_EN) =>
      Object.fromEntries(
        Object.entries(w)
          .filter(([, v]) => Array.isArray(v))
          .map(([k, v]) => [k, (v as unknown[]).length]),
      );
    expect(counts(LIFE_PATH_WORDS_DE)).toEqual(counts(LIFE_PATH_WORDS_EN));
  });
});

describe('the German Y line', () => {
  it('gives the rule the sums apply, not a sound', () => {
    const md = german('Mary', 'Bryant', '1990-05-14').markdown;
    expect(md).not.toContain('klingt als Vokal');
    expect(md).toMatch(/Das Y in \p{L}+ folgt keinem Vokal und steht nicht am Namensanfang vor einem Vokal/u);
  });
});
