import { describe, expect, it } from 'vitest';
import { SIGNS } from '../../../astro/types';
import {
  ASPECT_TEXT,
  aspectKeys,
  HOUSE_POINTS,
  HOUSE_TEXT,
  OVERLAY_TEXT,
  SIGN_POINTS,
  SIGN_TEXT,
  SYNASTRY_POINTS,
  SYNASTRY_TEXT,
  synastryKey,
  synastryKeys,
  type AspectFamily,
} from '.';

const HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const FAMILIES: AspectFamily[] = ['conjunction', 'flowing', 'tense'];
const filled = (text: unknown) => typeof text === 'string' && text.trim().length > 0;

describe('authored astrology tables', () => {
  it('have a text for every point in every sign', () => {
    const missing = SIGN_POINTS.flatMap((p) =>
      SIGNS.filter((s) => !filled(SIGN_TEXT[p]?.[s])).map((s) => `${p} ${s}`),
    );
    expect(missing).toEqual([]);
  });

  it('have a text for every point in every house', () => {
    const missing = HOUSE_POINTS.flatMap((p) =>
      HOUSES.filter((h) => !filled(HOUSE_TEXT[p]?.[h])).map((h) => `${p} ${h}`),
    );
    expect(missing).toEqual([]);
  });

  it('have every natal pair in every aspect family, and no Ascendant-Midheaven "aspect"', () => {
    const missing = aspectKeys().flatMap((k) =>
      FAMILIES.filter((f) => !filled(ASPECT_TEXT[k]?.[f])).map((f) => `${k} ${f}`),
    );
    expect(missing).toEqual([]);
    expect(aspectKeys()).toHaveLength(90);
  });

  it("have every synastry pair in every family, naming both people, and every overlay naming the planet's and the house's owner", () => {
    const missing = synastryKeys().flatMap((k) =>
      FAMILIES.filter((f) => !filled(SYNASTRY_TEXT[k]?.[f])).map((f) => `${k} ${f}`),
    );
    expect(missing).toEqual([]);
    for (const k of synastryKeys())
      for (const f of FAMILIES) {
        const [a, b] = k.split('|');
        // A same-planet pair may say "their Suns"; a mixed pair must say whose planet is whose.
        if (a !== b) expect(SYNASTRY_TEXT[k]![f], `${k} ${f}`).toMatch(/\{A\}[\s\S]*\{B\}|\{B\}[\s\S]*\{A\}/);
      }
    expect(synastryKey('Pluto', 'Uranus')).toBeNull();
    const planets = SYNASTRY_POINTS.filter((p) => p !== 'Ascendant');
    const missingOverlays = planets.flatMap((p) =>
      HOUSES.filter((h) => !filled(OVERLAY_TEXT[p]?.[h]) || !/\{P\}/.test(OVERLAY_TEXT[p][h])).map(
        (h) => `${p} ${h}`,
      ),
    );
    expect(missingOverlays).toEqual([]);
  });
});
