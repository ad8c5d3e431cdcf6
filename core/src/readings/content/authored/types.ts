// The shape of the authored astrology tables. Every entry is written for its own combination
// (this planet in this sign, this pair in this aspect family); no word bank is shared between
// planets. The composer adds dignity, orb, certainty and names; the tables carry meaning.
import { PLANET_NAMES, type SignAbbrev } from '../../../astro/types';

/** Points that have a sign paragraph. The composer maps the chart's True_Node, Mean_Lilith and Medium_Coeli onto these. */
export const SIGN_POINTS = [
  ...PLANET_NAMES,
  'Chiron',
  'North_Node',
  'South_Node',
  'Lilith',
  'Ascendant',
  'Midheaven',
] as const;
export type SignPoint = (typeof SIGN_POINTS)[number];

/** Points that have a house sentence (the South Node is read through the North Node's opposite house). */
export const HOUSE_POINTS = [...PLANET_NAMES, 'Chiron', 'North_Node', 'Lilith'] as const;
export type HousePoint = (typeof HOUSE_POINTS)[number];

/** Points that take part in natal aspects. Ascendant-Midheaven is geometry, not an aspect, and has no entry. */
export const ASPECT_POINTS = [...PLANET_NAMES, 'Chiron', 'North_Node', 'Ascendant', 'Midheaven'] as const;
export type AspectPoint = (typeof ASPECT_POINTS)[number];

/** Conjunction; flowing = trine and sextile; tense = square, opposition (and quincunx, said so by the composer). */
export type AspectFamily = 'conjunction' | 'flowing' | 'tense';
export type FamilyTexts = Record<AspectFamily, string>;

/** Points compared between two people. */
export const SYNASTRY_POINTS = [...PLANET_NAMES, 'Ascendant'] as const;
export type SynastryPoint = (typeof SYNASTRY_POINTS)[number];

/** A house number, 1 to 12. */
export type HouseNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** Two to three sentences for a point in a sign, second person, naming the point and sign once. */
export type SignTable = Record<SignPoint, Record<SignAbbrev, string>>;
/** One or two sentences for a point in a house, second person. */
export type HouseTable = Record<HousePoint, Record<HouseNumber, string>>;
/**
 * Natal aspects keyed "A|B" with A before B in ASPECT_POINTS order; one or two sentences per
 * family, second person, written for that pair.
 */
export type AspectTable = Record<string, FamilyTexts>;
/**
 * Synastry keyed "A|B" with A before or equal to B in SYNASTRY_POINTS order (same-planet pairs
 * included; Uranus, Neptune and Pluto have no entries with each other: they are generational).
 * "{A}" stands for the first name of the person whose first-named point it is, "{B}" for the other.
 */
export type SynastryTable = Record<string, FamilyTexts>;
/**
 * House overlays: one person's planet (Sun to Pluto) in the other's house. "{P}" is the planet's
 * owner, "{H}" the owner of the house; one or two sentences.
 */
export type OverlayTable = Record<Exclude<SynastryPoint, 'Ascendant'>, Record<HouseNumber, string>>;
