// PLACEHOLDER until the German text lands: the English entries, so the German composer compiles.
import { COLLEAGUE_IC_TEXT, MERIDIAN_TEXT, OVERLAY_TEXT } from '../overlays';
import type { OverlayTable } from '../types';

export const OVERLAY_TEXT_DE: OverlayTable = OVERLAY_TEXT;
export const MERIDIAN_TEXT_DE: typeof MERIDIAN_TEXT = MERIDIAN_TEXT;
export const COLLEAGUE_IC_TEXT_DE: typeof COLLEAGUE_IC_TEXT = COLLEAGUE_IC_TEXT;
