// PLACEHOLDER until the German text lands: the English entries, so the German composer compiles.
// Every natal aspect key whose first point is the Sun, the Moon, Mercury or Venus.
import { ASPECT_TEXT } from '../aspects';
import type { AspectTable } from '../types';

export const ASPECT_TEXT_DE_PERSONAL: AspectTable = Object.fromEntries(
  Object.entries(ASPECT_TEXT).filter(([key]) => /^(Sun|Moon|Mercury|Venus)\|/.test(key)),
);
