// Every authored astrology text, rendered through the composers in every position it can take,
// must read aloud without a broken join: no empty slot, doubled word, wrong article or agreement
// fault (the focused checks in __fixtures__/grammar.ts, also counted by `npm run bench:readings`).
import { describe, expect, it } from 'vitest';
import type { AspectName } from '../astro/aspects';
import { natalChart } from '../astro/chart';
import { relationshipScore } from '../astro/score';
import { SIGNS, type Chart, type PointName } from '../astro/types';
import { findPoint, placements, tablePoint } from './astro-facts';
import {
  compatibilityScoreFromEngine,
  composeCompatibility,
  contactLine,
  overlayText,
} from './compatibility-report';
import {
  ASPECT_KIND_TEXT,
  ASPECT_TEXT,
  SOUTH_NODE_CONJUNCTION_TEXT,
  SOUTH_NODE_HOUSE_TEXT,
  aspectKeys,
  HOUSE_TEXT,
  OVERLAY_TEXT,
  SIGN_TEXT,
  signTextAt,
  SYNASTRY_TEXT,
  synastryKeys,
  type HouseNumber,
  type HousePoint,
} from './content/authored';
import { grammarFaults } from './__fixtures__/astro-grammar';
import { HOUSE_IMAGE, STRONG_HOUSE_TEXT } from './content/authored/houses';
import { ASCENDANT_RULER_LEAD, SIGN_HOUSE_LEAD } from './content/authored/sign-house';
import { randomChart, rng } from './__fixtures__/charts';
import {
  aspectLine,
  composeNatal,
  housedSignSentence,
  placementSection,
  signedHouseSentence,
} from './natal-report';
import { readingHouse } from './natal-synthesis';
import { plainApostrophes, sentencesOf } from './text';

const HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const FAMILY_ASPECTS: Record<string, AspectName[]> = {
  conjunction: ['conjunction'],
  flowing: ['trine', 'sextile'],
  tense: ['square', 'opposition'],
};

/**
 * The k-th of twelve charts that together put every point in every sign and every house: the i-th
 * point sits in sign k + i and house k + i + 1, retrograde on odd k, and without a time the Moon
 * is between two signs.
 */
function everyPointIn(k: number, timeKnown: boolean): Chart {
  const chart = randomChart(300 + k, { timeKnown, name: 'Ana' });
  chart.aspects = [];
  chart.points = chart.points.map((p, i) => {
    const sign = (k + i) % 12;
    const abs = sign * 30 + 20;
    const moved = {
      ...p,
      abs_pos: abs,
      sign: SIGNS[sign]!,
      position: 20,
      house: timeKnown ? sign + 1 : null,
    };
    moved.retrograde = k % 2 === 1 && !['Sun', 'Moon', 'Ascendant', 'Medium_Coeli'].includes(p.name);
    delete moved.uncertain;
    if (!timeKnown && p.name === 'Moon')
      moved.uncertain = {
        min_abs_pos: abs - 6,
        max_abs_pos: abs + 13,
        signs: [SIGNS[sign]!, SIGNS[(sign + 1) % 12]!],
      };
    return moved;
  });
  return chart;
}

describe('astrology prose', () => {
  it('renders every point in every sign and house through the natal report without a fault', () => {
    for (let k = 0; k < 12; k++)
      for (const timeKnown of [true, false]) {
        const chart = everyPointIn(k, timeKnown);
        expect(grammarFaults(composeNatal({ chart }).markdown), `chart ${k} ${timeKnown}`).toEqual([]);
        // Each placement's full paragraph, as it reads before the word budget shortens it.
        for (const f of placements(chart)) {
          const key = tablePoint(f.point)!;
          const paragraph = placementSection(chart, f);
          expect(grammarFaults(paragraph), paragraph).toEqual([]);
          // Chiron and Lilith keep one line of sign and of house, shared by everyone born within months (round 3).
          const minor = f.point === 'Chiron' || f.point === 'Mean_Lilith';
          const cut = (text: string) => (minor ? sentencesOf(text)[0]! : text);
          // A few shared placements open in one of several wordings, by degree (review r24).
          const signText = signTextAt(key, f.sign, findPoint(chart, f.point)!.abs_pos);
          // A point just before an angle is read in the angle's house (here where an angle shares its degree).
          const read = readingHouse(chart, findPoint(chart, f.point)!);
          // Since review r26b a timed North Node is read by its house axis, the sign as style only.
          if (key === 'North_Node' && read !== null) {
            expect(paragraph).toMatch(
              /North Node in \w+ in the \w+, South Node in the \w+: |^### [^\n]*\n\nStanding in the /,
            );
            continue;
          }
          // Chiron's and Lilith's sign line names the house, a planet's first house line the sign (review r31).
          // The South Node's names its house too, unless its sign's own house is across the chart.
          const southHoused =
            key === 'South_Node' && read !== null && SIGNS.indexOf(f.sign) !== (read + 5) % 12;
          const signLine =
            (minor || southHoused) && read !== null
              ? housedSignSentence(cut(signText), f.point, f.signName, read)
              : cut(signText);
          // With a birth time a planet, or the Ascendant by its ruler, opens with the sentence written
          // for its kind of house (review: stock sentences); the sign's other sentences follow.
          const leads =
            key in SIGN_HOUSE_LEAD
              ? Object.values(SIGN_HOUSE_LEAD[key as keyof typeof SIGN_HOUSE_LEAD][f.sign])
              : key === 'Ascendant'
                ? Object.values(ASCENDANT_RULER_LEAD[f.sign])
                : [];
          if (leads.some((l) => paragraph.includes(plainApostrophes(l))))
            expect(paragraph).toContain(plainApostrophes(sentencesOf(signText).slice(1).join(' ')));
          else expect(paragraph).toContain(plainApostrophes(signLine));
          if (read !== null && key in HOUSE_TEXT && f.point !== 'Ascendant' && f.point !== 'Medium_Coeli') {
            // A debilitated or combust planet's strong sentence is told conditioned (round 3); the rest stays.
            const strong =
              STRONG_HOUSE_TEXT[key as keyof typeof STRONG_HOUSE_TEXT]?.[read as HouseNumber]?.[0];
            // A stock image is told by the planet's element (round 14).
            const image = HOUSE_IMAGE[key as HousePoint]?.[read as HouseNumber];
            // A sign in its own house does not restate its theme in the house sentence (review d).
            const ownHouse = SIGNS.indexOf(f.sign) === read - 1;
            for (const sentence of sentencesOf(cut(HOUSE_TEXT[key as HousePoint][read as HouseNumber])))
              if (!ownHouse && sentence !== strong && !(image && sentence.includes(image.stock)))
                expect(paragraph).toContain(
                  plainApostrophes(minor ? sentence : signedHouseSentence(sentence, f.point, f.signName)),
                );
          }
        }
      }
  });

  it('has no fault in any authored entry on its own', () => {
    const faults: string[] = [];
    const check = (where: string, text: string) => {
      const named = text
        .replaceAll('{A}', 'Ana')
        .replaceAll('{B}', 'Ben')
        .replaceAll('{P}', 'Ana')
        .replaceAll('{H}', 'Ben');
      for (const f of grammarFaults(named)) faults.push(`${where}: ${f.kind}: ${f.excerpt}`);
    };
    for (const table of [SIGN_TEXT, HOUSE_TEXT, ASPECT_TEXT, SYNASTRY_TEXT, OVERLAY_TEXT] as Record<
      string,
      Record<string, string>
    >[])
      for (const [k, entries] of Object.entries(table))
        for (const [k2, text] of Object.entries(entries)) check(`${k} ${k2}`, text);
    for (const [k, bySign] of Object.entries({ ...SIGN_HOUSE_LEAD, Ascendant: ASCENDANT_RULER_LEAD }))
      for (const [s, byKind] of Object.entries(bySign))
        for (const [h, text] of Object.entries(byKind)) check(`${k} ${s} ${h} lead`, text);
    for (const [k, byAspect] of Object.entries(ASPECT_KIND_TEXT))
      for (const [a, text] of Object.entries(byAspect!)) check(`${k} ${a}`, text);
    for (const [k, text] of Object.entries({ ...SOUTH_NODE_CONJUNCTION_TEXT, ...SOUTH_NODE_HOUSE_TEXT }))
      check(`South Node ${k}`, text);
    for (const [k, byHouse] of Object.entries(STRONG_HOUSE_TEXT))
      for (const [h, [, conditioned]] of Object.entries(byHouse))
        check(`${k} ${h} conditioned`, conditioned.replace('{condition}', 'in its detriment and combust'));
    expect(faults).toEqual([]);
  });

  it('renders every natal aspect text for every aspect of its family, in and out of sign and without a birth time', () => {
    const toChart = (p: string): PointName =>
      (({ North_Node: 'True_Node', Midheaven: 'Medium_Coeli' }) as Record<string, PointName>)[p] ??
      (p as PointName);
    for (const key of aspectKeys()) {
      const [a, b] = key.split('|').map(toChart) as [PointName, PointName];
      for (const [family, aspects] of Object.entries(FAMILY_ASPECTS))
        for (const aspect of aspects)
          for (const variant of [{}, { outOfSign: true }, { allDay: true }]) {
            const line = aspectLine({ p1: a, p2: b, aspect, orb: 1.2, ...variant });
            // Opposite the North Node is the South Node conjunction, with its own text.
            const onSouthNode = aspect === 'opposition' && (a === 'True_Node' || b === 'True_Node');
            const other = (
              a === 'True_Node' ? key.split('|')[1] : key.split('|')[0]
            ) as keyof typeof SOUTH_NODE_CONJUNCTION_TEXT;
            expect(line, `${key} ${aspect}`).toContain(
              onSouthNode
                ? SOUTH_NODE_CONJUNCTION_TEXT[other]
                : (ASPECT_KIND_TEXT[key]?.[aspect as 'sextile' | 'opposition'] ??
                    ASPECT_TEXT[key]![family as 'tense']),
            );
            if (onSouthNode) expect(line).toMatch(/conjunction South Node\*\*/);
            expect(grammarFaults(line!), line!).toEqual([]);
          }
    }
  });

  it('renders every synastry text both ways round, and every house overlay, with both names in place', () => {
    for (const key of synastryKeys()) {
      const [a, b] = key.split('|') as [PointName, PointName];
      for (const aspects of Object.values(FAMILY_ASPECTS))
        for (const aspect of aspects)
          for (const [p1, p2] of [
            [a, b],
            [b, a],
          ] as const) {
            const line = contactLine({ p1, p2, aspect, orb: 2.4 }, 'Ana', 'Ben');
            expect(grammarFaults(line), line).toEqual([]);
            expect(line).not.toMatch(/[{}]/);
          }
    }
    for (const planet of Object.keys(OVERLAY_TEXT) as (keyof typeof OVERLAY_TEXT)[])
      for (const h of HOUSES) {
        const text = overlayText(planet, h, 'Ana', 'Ben');
        expect(text).toContain('Ana');
        expect(grammarFaults(text), text).toEqual([]);
      }
  });

  it('writes random natal and compatibility reports, with and without birth times, without a fault', () => {
    const r = rng(27);
    const chart = (i: number) => {
      for (;;) {
        const known = r() > 0.25;
        try {
          return natalChart({
            name: 'Ana',
            year: 1930 + Math.floor(r() * 80),
            month: 1 + Math.floor(r() * 12),
            day: 1 + Math.floor(r() * 28),
            hour: known ? Math.floor(r() * 24) : null,
            minute: known ? Math.floor(r() * 60) : null,
            lat: [52.52, -33.87, 64.15, 19.08][i % 4]!,
            lng: [13.4, 151.21, -21.94, 72.88][i % 4]!,
            tz_str: ['Europe/Berlin', 'Australia/Sydney', 'Atlantic/Reykjavik', 'Asia/Kolkata'][i % 4]!,
          });
        } catch {
          // A wall time in a daylight-saving gap: draw again.
        }
      }
    };
    for (let i = 0; i < 40; i++) {
      const a = chart(i);
      const b = chart(i + 1);
      const natal = composeNatal({ chart: a });
      expect(grammarFaults(natal.markdown)).toEqual([]);
      const s = compatibilityScoreFromEngine(relationshipScore(a, b));
      const compat = composeCompatibility({
        person1: { firstName: 'Ana', chart: a },
        person2: { firstName: 'Ben', chart: b },
        score: { ...s, max: Math.max(44, s.score) },
      });
      expect(grammarFaults(compat.markdown)).toEqual([]);
    }
  });
});
