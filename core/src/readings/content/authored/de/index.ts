// The German natal tables: the same keys as the English ones in ../, each entry written in German
// for its own combination (not translated sentence by sentence), du-form.
import type { BondTables } from '..';
import type { AspectTable, SignTable } from '../types';
import { OVERLAY_TEXT_DE } from './overlays';
import { DESCENDANT_TEXT_DE, SYNASTRY_TEXT_DE } from './synastry';
import {
  KIND_OVERLAY_TEXT_DE,
  KIND_SYNASTRY_TEXT_DE,
  PLATONIC_DESCENDANT_TEXT_DE,
  PLATONIC_OVERLAY_TEXT_DE,
  PLATONIC_SYNASTRY_TEXT_DE,
} from './synastry-kinds';
import { ASPECT_TEXT_DE_OTHER } from './aspects-other';
import { ASPECT_TEXT_DE_PERSONAL } from './aspects-personal';
import { SIGN_TEXT_DE_OTHER } from './signs-other';
import { SIGN_TEXT_DE_PERSONAL } from './signs-personal';

export const SIGN_TEXT_DE: SignTable = { ...SIGN_TEXT_DE_PERSONAL, ...SIGN_TEXT_DE_OTHER };
export const ASPECT_TEXT_DE: AspectTable = { ...ASPECT_TEXT_DE_PERSONAL, ...ASPECT_TEXT_DE_OTHER };
export { SOUTH_NODE_CONJUNCTION_TEXT_DE } from './aspects-other';
export { STRONG_ASPECT_TEXT_DE } from './aspects-personal';
export {
  HOUSE_TEXT_DE,
  NORTH_NODE_AXIS_TEXT_DE,
  SOUTH_NODE_AXIS_TEXT_DE,
  SOUTH_NODE_HOUSE_TEXT_DE,
  STRONG_HOUSE_TEXT_DE,
} from './houses';

/** The German contact, Descendant and overlay tables, chosen among by the bond as the English ones are. */
export const BOND_TABLES_DE: BondTables = {
  synastry: SYNASTRY_TEXT_DE,
  kindSynastry: KIND_SYNASTRY_TEXT_DE,
  platonicSynastry: PLATONIC_SYNASTRY_TEXT_DE,
  descendant: DESCENDANT_TEXT_DE,
  platonicDescendant: PLATONIC_DESCENDANT_TEXT_DE,
  overlay: OVERLAY_TEXT_DE,
  kindOverlay: KIND_OVERLAY_TEXT_DE,
  platonicOverlay: PLATONIC_OVERLAY_TEXT_DE,
};
