// PLACEHOLDER until the German text lands: the English entries, so the German composer compiles.
import type { SignAbbrev } from '../../../../astro/types';
import { HOUSE_TEXT, NORTH_NODE_AXIS_TEXT, SOUTH_NODE_AXIS_TEXT, SOUTH_NODE_HOUSE_TEXT } from '../houses';
import type { HouseNumber, HouseTable } from '../types';

export const HOUSE_TEXT_DE: HouseTable = HOUSE_TEXT;
export const SOUTH_NODE_HOUSE_TEXT_DE: Record<HouseNumber, string> = SOUTH_NODE_HOUSE_TEXT;
export const NORTH_NODE_AXIS_TEXT_DE: Record<SignAbbrev, string> = NORTH_NODE_AXIS_TEXT;
export const SOUTH_NODE_AXIS_TEXT_DE: Record<SignAbbrev, string> = SOUTH_NODE_AXIS_TEXT;
