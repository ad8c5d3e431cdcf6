import { describe, expect, it } from 'vitest';
import { SIGNS } from '../../../../astro/types';
import { sentencesOf } from '../../../text';
import { HOUSE_TEXT, NORTH_NODE_AXIS_TEXT, SOUTH_NODE_AXIS_TEXT, SOUTH_NODE_HOUSE_TEXT } from '../houses';
import { HOUSE_POINTS, type HouseNumber } from '../types';
import {
  HOUSE_TEXT_DE,
  NORTH_NODE_AXIS_TEXT_DE,
  SOUTH_NODE_AXIS_TEXT_DE,
  SOUTH_NODE_HOUSE_TEXT_DE,
} from './houses';

const HOUSES: HouseNumber[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** Every German entry beside its English one, named for the failure message. */
const pairs: [string, string | undefined, string][] = [
  ...HOUSE_POINTS.flatMap((p) =>
    HOUSES.map((h): [string, string | undefined, string] => [
      `${p} ${h}`,
      HOUSE_TEXT_DE[p]?.[h],
      HOUSE_TEXT[p][h],
    ]),
  ),
  ...HOUSES.map((h): [string, string | undefined, string] => [
    `South_Node ${h}`,
    SOUTH_NODE_HOUSE_TEXT_DE[h],
    SOUTH_NODE_HOUSE_TEXT[h],
  ]),
  ...SIGNS.map((s): [string, string | undefined, string] => [
    `North_Node axis ${s}`,
    NORTH_NODE_AXIS_TEXT_DE[s],
    NORTH_NODE_AXIS_TEXT[s],
  ]),
  ...SIGNS.map((s): [string, string | undefined, string] => [
    `South_Node axis ${s}`,
    SOUTH_NODE_AXIS_TEXT_DE[s],
    SOUTH_NODE_AXIS_TEXT[s],
  ]),
];

describe('German house texts', () => {
  it('have a non-empty entry for every point in every house and every node axis', () => {
    expect(pairs.filter(([, de]) => typeof de !== 'string' || de.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it('are not the English entries', () => {
    expect(pairs.filter(([, de, en]) => de === en).map(([k]) => k)).toEqual([]);
  });

  it('have one to three sentences each, as many as the English', () => {
    const off = pairs.flatMap(([k, de, en]) => {
      const n = sentencesOf(de ?? '').length;
      return n < 1 || n > 3 || n !== sentencesOf(en).length ? [`${k}: ${n}`] : [];
    });
    expect(off).toEqual([]);
  });

  it('carry no English function words', () => {
    const english = / (the|and|your|with) /i;
    expect(pairs.filter(([, de]) => english.test(` ${de ?? ''} `)).map(([k]) => k)).toEqual([]);
  });
});
