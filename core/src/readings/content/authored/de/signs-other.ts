// PLACEHOLDER until the German text lands: the English entries, so the German composer compiles.
import type { SignAbbrev } from '../../../../astro/types';
import { SIGN_TEXT } from '../signs';

export type OtherSignPoint =
  | 'Uranus'
  | 'Neptune'
  | 'Pluto'
  | 'Chiron'
  | 'North_Node'
  | 'South_Node'
  | 'Lilith'
  | 'Ascendant'
  | 'Midheaven';

export const SIGN_TEXT_DE_OTHER: Record<OtherSignPoint, Record<SignAbbrev, string>> = {
  Uranus: SIGN_TEXT.Uranus,
  Neptune: SIGN_TEXT.Neptune,
  Pluto: SIGN_TEXT.Pluto,
  Chiron: SIGN_TEXT.Chiron,
  North_Node: SIGN_TEXT.North_Node,
  South_Node: SIGN_TEXT.South_Node,
  Lilith: SIGN_TEXT.Lilith,
  Ascendant: SIGN_TEXT.Ascendant,
  Midheaven: SIGN_TEXT.Midheaven,
};
