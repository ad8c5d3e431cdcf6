// A second astrologer's review (r28b) of the five English compatibility reports of r28: each test
// fails on the text it replaced. The births are the review's own (set-l), cast at the cities'
// coordinates.
import { describe, expect, it } from 'vitest';
import { GRACE, MEI, MARGARET, SOPHIE, LUCAS, INES } from './__fixtures__/review-r28-births';
import { birthPairs, inputsReport, pairReport } from './__fixtures__/pairs';
import { unboast } from './compatibility-report';
import { RELATIONSHIP_KINDS } from './relationship';

const graceMei = inputsReport(GRACE, MEI, 'friends').md;
const margaretSophie = inputsReport(MARGARET, SOPHIE, 'family').md;
const lucasInes = inputsReport(LUCAS, INES, 'colleagues').md;

const section = (md: string, title: string) => md.split(`## ${title}\n\n`)[1]!.split('\n## ')[0]!;

/** 160 pairs born 1940-2004, each read for one bond in turn. */
const NAMES: [string, string] = ['Rita', 'Joana'];
const sweep = birthPairs(160, 281, {
  fromYear: 1940,
  years: 65,
  place: { lat: 48.8566, lng: 2.3522, tz_str: 'Europe/Paris' },
  names: NAMES,
}).map(([c1, c2], i) => {
  const kind = RELATIONSHIP_KINDS[i % RELATIONSHIP_KINDS.length]!;
  return { kind, md: pairReport(NAMES, c1, c2, kind) };
});

describe('compatibility review r28b', () => {
  it('says a wide angle contact is wide without first calling it strong', () => {
    // "The spark runs strongly both ways. The contact is 4.2° from the angle, wide by the usual
    // measure, so it brings heat now and then rather than driving the bond."
    const line = section(lucasInes, 'More Connections Between Your Charts')
      .split('\n\n')
      .find((p) => p.startsWith("**Lucas's Mars conjunction Ines's Ascendant**"))!;
    expect(line).toMatch(/\d\.\d° from the angle, wide/);
    expect(line).not.toMatch(/strongly/);
    expect(unboast('Mars is raw energy: it stirs. The spark runs strongly both ways.')).toBe(
      'Mars is raw energy: it stirs.',
    );
    let wide = 0;
    for (const { md } of sweep)
      for (const s of section(md, 'More Connections Between Your Charts').split('\n\n'))
        if (/from the angle|between the planet and the angle/.test(s)) {
          wide++;
          expect(s).not.toMatch(/\b(strongly|powerfully|intensely)\b/);
        }
    expect(wide).toBeGreaterThan(0);
  });

  it("names whose generational planet it is and what it does to the other's points", () => {
    // "Uranus touches Mei's Moon and Mars; Pluto touches Mei's Moon and Mars, and Grace's Mercury
    // and Ascendant": neither whose planet nor what it does.
    const line = section(graceMei, 'More Connections Between Your Charts')
      .split('\n\n')
      .find((p) => p.startsWith('In the background') || p.startsWith('You were both born with'))!;
    expect(line).toContain(
      "Grace's Uranus brings a streak of the unexpected to Mei's feelings and drive (the Moon and Mars)",
    );
    expect(line).toContain("Grace's Pluto gives more intensity to Mei's feelings and drive as well");
    expect(line).toContain("and Mei's to Grace's thinking and manner (Mercury and the Ascendant)");
    let lines = 0;
    for (const { md } of sweep)
      for (const p of md.split('\n\n'))
        if (/^(In the background|You were both born with)/.test(p)) {
          lines++;
          expect(p).not.toMatch(/(?<!'s )\b(Uranus|Neptune|Pluto) touches/);
          // Every planet after the colon is someone's, and each names what it does in plain words.
          for (const clause of p.split(': ')[1]!.split('; '))
            expect(clause).toMatch(
              /^(Rita|Joana)'s (Uranus|Neptune|Pluto) (brings|lends|gives) [^()]+ to (Rita|Joana)'s [a-z ,]+(?: \(| as well)/,
            );
        }
    expect(lines).toBeGreaterThan(10);
  });

  it('reads a planet on a partner angle there, never also in the house beside it', () => {
    // "Margaret's Sun sits on Sophie's Midheaven" and, in the list, "With Margaret's Sun in
    // Sophie's ninth house, it is felt most in Sophie's beliefs and travels".
    expect(margaretSophie).toContain("Margaret's Sun sits on Sophie's Midheaven");
    expect(margaretSophie).not.toMatch(/Margaret's Sun (stands )?in Sophie's ninth house/);
    let checked = 0;
    for (const { md } of sweep) {
      const list = md.includes('## More Connections Between Your Charts')
        ? section(md, 'More Connections Between Your Charts')
        : '';
      for (const m of md.matchAll(
        /(Rita|Joana)'s (Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn) (?:sits on|on|near) (Rita|Joana)'s (Midheaven|IC|Ascendant|Descendant)\b/g,
      )) {
        const [, owner, planet, host] = m;
        checked++;
        expect(list).not.toMatch(
          new RegExp(
            `${owner}'s ${planet} (?:stands )?in ${host}'s \\w+ house|where ${owner}'s ${planet} falls|which ${owner}'s ${planet} occupies`,
          ),
        );
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('opens the overview with the frame of a bond outside romance, and states it once', () => {
    // The frame ("This reading looks at Grace and Mei as friends: …") came in the third section.
    for (const [md, a, b, kind] of [
      [graceMei, 'Grace', 'Mei', 'friends'],
      [margaretSophie, 'Margaret', 'Sophie', 'family'],
      [lucasInes, 'Lucas', 'Ines', 'colleagues'],
    ] as const) {
      expect(section(md, 'Overview')).toMatch(
        new RegExp(`^This reading looks at ${a} and ${b} as ${kind}: [^.]+\\. This `),
      );
      expect(section(md, 'The Two of You')).not.toContain('This reading looks at');
      expect(md.match(/This reading looks at/g)).toHaveLength(1);
    }
  });

  it('tells a two-way Jupiter, Mercury or Pluto exchange by the points it reaches, not in one stock line', () => {
    const stock = [
      "each of you grows bolder for the other's faith",
      'so you can talk each other into too much',
      'so each of you is easy for the other to follow',
      'so words can sting on either side',
      'each of you pushes the other past the surface',
      'each of you can grip the other hard',
    ];
    const told = new Map<string, Set<string>>();
    for (const { md } of sweep)
      for (const s of md.split(/(?<=\.) |\n+/)) {
        const m = /^(Jupiter|Mercury|Pluto)\b[^:]* both ways[^:]*: (.+)$/.exec(s);
        if (!m) continue;
        for (const phrase of stock) expect(s).not.toContain(phrase);
        const what = m[2]!.replaceAll(/Rita|Joana|each of you|the other/g, '·');
        told.set(m[1]!, (told.get(m[1]!) ?? new Set()).add(what));
      }
    // Each planet met in the sweep is told in more than one way.
    expect(told.size).toBeGreaterThan(0);
    for (const [planet, ways] of told) expect(ways.size, planet).toBeGreaterThan(1);
  });
});
