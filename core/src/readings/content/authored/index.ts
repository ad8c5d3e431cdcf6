// The authored astrology tables and the keys the composers look them up by. The tables are written
// per combination (see types.ts); this module only knows how a pair is ordered into its key.
import type { AspectName } from '../../../astro/aspects';
import type { RelationshipKind } from '../../relationship';
import { OVERLAY_TEXT } from './overlays';
import { DESCENDANT_TEXT, SYNASTRY_TEXT } from './synastry';
import {
  KIND_OVERLAY_TEXT,
  KIND_SYNASTRY_TEXT,
  PLATONIC_DESCENDANT_TEXT,
  PLATONIC_OVERLAY_TEXT,
  PLATONIC_SYNASTRY_TEXT,
} from './synastry-kinds';
import {
  ASPECT_POINTS,
  SYNASTRY_POINTS,
  type AspectFamily,
  type AspectPoint,
  type HouseNumber,
  type OverlayTable,
  type SynastryPoint,
  type SynastryTable,
} from './types';

export { SIGN_TEXT, signTextAt } from './signs';
export { HOUSE_TEXT, NORTH_NODE_AXIS_TEXT, SOUTH_NODE_AXIS_TEXT, SOUTH_NODE_HOUSE_TEXT } from './houses';
export { ASPECT_KIND_TEXT, ASPECT_TEXT, SOUTH_NODE_CONJUNCTION_TEXT, STRONG_ASPECT_TEXT } from './aspects';
export { DESCENDANT_TEXT, SYNASTRY_TEXT } from './synastry';
export { OVERLAY_TEXT } from './overlays';
export * from './types';

/** Trines and sextiles flow; squares and oppositions are tense; the conjunction is its own family. */
export function aspectFamily(aspect: AspectName): AspectFamily {
  if (aspect === 'conjunction') return 'conjunction';
  return aspect === 'trine' || aspect === 'sextile' ? 'flowing' : 'tense';
}

/** "Sun|Moon": the natal aspect key, the points in ASPECT_POINTS order. */
export function aspectKey(a: AspectPoint, b: AspectPoint): string {
  return ASPECT_POINTS.indexOf(a) <= ASPECT_POINTS.indexOf(b) ? `${a}|${b}` : `${b}|${a}`;
}

/** Uranus, Neptune and Pluto meet each other in every chart of a generation: no synastry entry. */
const GENERATIONAL: ReadonlySet<SynastryPoint> = new Set(['Uranus', 'Neptune', 'Pluto']);

/**
 * The synastry key for person A's point `a` and person B's point `b`, and whether the key names
 * B's point first (then "{A}" in the text stands for person B). Null for two generational planets.
 */
export function synastryKey(a: SynastryPoint, b: SynastryPoint): { key: string; swapped: boolean } | null {
  if (GENERATIONAL.has(a) && GENERATIONAL.has(b)) return null;
  const swapped = SYNASTRY_POINTS.indexOf(a) > SYNASTRY_POINTS.indexOf(b);
  return { key: swapped ? `${b}|${a}` : `${a}|${b}`, swapped };
}

/** Every natal aspect key the table must hold. */
export function aspectKeys(): string[] {
  return ASPECT_POINTS.flatMap((a, i) => ASPECT_POINTS.slice(i + 1).map((b) => `${a}|${b}`)).filter(
    // The angle between the Ascendant and the Midheaven is geometry, not an aspect.
    (k) => k !== 'Ascendant|Midheaven',
  );
}

/** Every synastry key the table must hold. */
export function synastryKeys(): string[] {
  return SYNASTRY_POINTS.flatMap((a, i) =>
    SYNASTRY_POINTS.slice(i).flatMap((b) => synastryKey(a, b)?.key ?? []),
  );
}

/**
 * One language's contact, Descendant and overlay tables, among which the bond chooses: the English
 * ones here, the German ones in de/ with the same keys.
 */
export interface BondTables {
  synastry: SynastryTable;
  kindSynastry: typeof KIND_SYNASTRY_TEXT;
  platonicSynastry: typeof PLATONIC_SYNASTRY_TEXT;
  descendant: typeof DESCENDANT_TEXT;
  platonicDescendant: typeof PLATONIC_DESCENDANT_TEXT;
  overlay: OverlayTable;
  kindOverlay: typeof KIND_OVERLAY_TEXT;
  platonicOverlay: typeof PLATONIC_OVERLAY_TEXT;
}

export const BOND_TABLES: BondTables = {
  synastry: SYNASTRY_TEXT,
  kindSynastry: KIND_SYNASTRY_TEXT,
  platonicSynastry: PLATONIC_SYNASTRY_TEXT,
  descendant: DESCENDANT_TEXT,
  platonicDescendant: PLATONIC_DESCENDANT_TEXT,
  overlay: OVERLAY_TEXT,
  kindOverlay: KIND_OVERLAY_TEXT,
  platonicOverlay: PLATONIC_OVERLAY_TEXT,
};

/** A synastry contact's text for the bond: the kind's own, else the platonic one, else the table's. */
export function synastryText(
  kind: RelationshipKind,
  key: string,
  family: AspectFamily,
  tables: BondTables = BOND_TABLES,
): string {
  const own =
    kind === 'romantic'
      ? undefined
      : (tables.kindSynastry[kind][key]?.[family] ?? tables.platonicSynastry[key]?.[family]);
  return own ?? tables.synastry[key]![family];
}

/** A planet on the other's Descendant: a partner's planet in romance, the one met one to one otherwise. */
export function descendantText(
  kind: RelationshipKind,
  planet: keyof typeof DESCENDANT_TEXT,
  tables: BondTables = BOND_TABLES,
): string {
  return kind === 'romantic' ? tables.descendant[planet] : tables.platonicDescendant[planet];
}

/** A house overlay's text for the bond, with "{P}" and "{H}" still to fill. */
export function overlayEntry(
  kind: RelationshipKind,
  planet: keyof OverlayTable,
  house: HouseNumber,
  tables: BondTables = BOND_TABLES,
): string {
  if (
    kind !== 'romantic' &&
    (planet === 'Sun' || planet === 'Moon' || planet === 'Venus' || planet === 'Mars')
  ) {
    const own = tables.kindOverlay[kind][planet]?.[house] ?? tables.platonicOverlay[planet]?.[house];
    if (own) return own;
  }
  return tables.overlay[planet][house];
}
