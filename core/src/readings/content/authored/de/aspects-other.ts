// PLACEHOLDER until the German text lands: the English entries, so the German composer compiles.
// Every natal aspect key whose first point is Mars or a later point.
import { ASPECT_TEXT, SOUTH_NODE_CONJUNCTION_TEXT } from '../aspects';
import type { AspectTable } from '../types';

export const ASPECT_TEXT_DE_OTHER: AspectTable = Object.fromEntries(
  Object.entries(ASPECT_TEXT).filter(([key]) => !/^(Sun|Moon|Mercury|Venus)\|/.test(key)),
);
export const SOUTH_NODE_CONJUNCTION_TEXT_DE: typeof SOUTH_NODE_CONJUNCTION_TEXT = SOUTH_NODE_CONJUNCTION_TEXT;
