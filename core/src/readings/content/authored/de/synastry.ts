// PLACEHOLDER until the German text lands: the English entries, so the German composer compiles.
import { DESCENDANT_TEXT, SYNASTRY_TEXT } from '../synastry';
import type { SynastryTable } from '../types';

export const SYNASTRY_TEXT_DE: SynastryTable = SYNASTRY_TEXT;
export const DESCENDANT_TEXT_DE: typeof DESCENDANT_TEXT = DESCENDANT_TEXT;
