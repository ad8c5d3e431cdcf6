import { describe, expect, it } from 'vitest';
import { SIGNS, type SignAbbrev } from '../../../../astro/types';
import { SIGN_TEXT } from '../signs';
import { SIGN_TEXT_DE_OTHER, type OtherSignPoint } from './signs-other';

const POINTS = Object.keys(SIGN_TEXT_DE_OTHER) as OtherSignPoint[];

/** The sign's German name, with the endings it takes after "in" and in compounds. */
const SIGN_NAME: Record<SignAbbrev, RegExp> = {
  Ari: /Widder/,
  Tau: /Stier/,
  Gem: /Zwilling/,
  Can: /Krebs/,
  Leo: /Löwe/,
  Vir: /Jungfrau/,
  Lib: /Waage/,
  Sco: /Skorpion/,
  Sag: /Schütze/,
  Cap: /Steinbock/,
  Aqu: /Wassermann/,
  Pis: /Fische/,
};

const POINT_NAME: Record<OtherSignPoint, RegExp> = {
  Uranus: /Uranus/,
  Neptune: /Neptun/,
  Pluto: /Pluto/,
  Chiron: /Chiron/,
  North_Node: /nördliche[nr]? Mondknoten/,
  South_Node: /südliche[nr]? Mondknoten/,
  Lilith: /Lilith/,
  Ascendant: /Aszendent/,
  Midheaven: /\bMC\b|Himmelsmitte|Medium Coeli/,
};

const OUTER: OtherSignPoint[] = ['Uranus', 'Neptune', 'Pluto'];
const GENERATION = /Generation|Jahrgang|Jahrgäng|Altersgenossen|Altersgruppe|geboren|Geboren|zur Welt/;
const LETTING_GO =
  /loslass|loszulass|losgelass|\blos\b|hinter dir lass|ablegen|legst .*\bab\b|aufgeben|gibst .*\bauf\b/i;
const RELEASE = /\blos\b|loszulass|loslass|lockerst|\blöst\b|ablegen|legst .*\bab\b|gibst .*\bauf\b/i;
const HABIT = /gewohn|vertraut|eingefahren|eingeübt|zweite[nr]? Natur|alte Muster|\bHang\b/i;
const ENGLISH = / (the|and|your|with|of|you|is) /i;

const sentences = (text: string) => text.match(/[.!?](?=\s|$)/g)?.length ?? 0;
const entries = POINTS.flatMap((point) =>
  SIGNS.map((sign) => ({ point, sign, text: SIGN_TEXT_DE_OTHER[point]?.[sign] ?? '' })),
);
const where = (faults: { point: string; sign: string }[]) =>
  faults.map(({ point, sign }) => `${point} ${sign}`);

describe('German sign texts for the outer planets, Chiron, nodes, Lilith, Ascendant and MC', () => {
  it('have a text for every point in every sign, and none is the English one', () => {
    expect(entries).toHaveLength(POINTS.length * 12);
    expect(where(entries.filter(({ text }) => text.trim().length === 0))).toEqual([]);
    expect(where(entries.filter(({ point, sign, text }) => text === SIGN_TEXT[point][sign]))).toEqual([]);
  });

  it('name the point and its own sign in German, and no other sign', () => {
    expect(where(entries.filter(({ sign, text }) => !SIGN_NAME[sign].test(text)))).toEqual([]);
    expect(where(entries.filter(({ point, text }) => !POINT_NAME[point].test(text)))).toEqual([]);
    const others = entries.filter(({ sign, text }) =>
      SIGNS.some((other) => other !== sign && SIGN_NAME[other].test(text)),
    );
    expect(where(others)).toEqual([]);
  });

  it('run two to four sentences, as many as the English entry', () => {
    expect(where(entries.filter(({ text }) => sentences(text) < 2 || sentences(text) > 4))).toEqual([]);
    const counts = entries.filter(
      ({ point, sign, text }) => sentences(text) !== sentences(SIGN_TEXT[point][sign]),
    );
    expect(where(counts)).toEqual([]);
  });

  it('hold no English function words', () => {
    expect(where(entries.filter(({ text }) => ENGLISH.test(text)))).toEqual([]);
  });

  it('speak of a generation first for Uranus, Neptune and Pluto', () => {
    const first = (text: string) => text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? '';
    const faults = entries.filter(
      ({ point, text }) => OUTER.includes(point) && !GENERATION.test(first(text)),
    );
    expect(where(faults)).toEqual([]);
  });

  it('never ask the North Node to let go, and have the South Node name a habit and its release', () => {
    const north = entries.filter(({ point }) => point === 'North_Node');
    const south = entries.filter(({ point }) => point === 'South_Node');
    expect(where(north.filter(({ text }) => LETTING_GO.test(text) || /südlich/.test(text)))).toEqual([]);
    expect(where(south.filter(({ text }) => !HABIT.test(text)))).toEqual([]);
    expect(where(south.filter(({ text }) => !RELEASE.test(text)))).toEqual([]);
  });
});
