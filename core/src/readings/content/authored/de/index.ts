// The German natal tables: the same keys as the English ones in ../, each entry written in German
// for its own combination (not translated sentence by sentence), du-form.
import type { AspectTable, SignTable } from '../types';
import { ASPECT_TEXT_DE_OTHER } from './aspects-other';
import { ASPECT_TEXT_DE_PERSONAL } from './aspects-personal';
import { SIGN_TEXT_DE_OTHER } from './signs-other';
import { SIGN_TEXT_DE_PERSONAL } from './signs-personal';

export const SIGN_TEXT_DE: SignTable = { ...SIGN_TEXT_DE_PERSONAL, ...SIGN_TEXT_DE_OTHER };
export const ASPECT_TEXT_DE: AspectTable = { ...ASPECT_TEXT_DE_PERSONAL, ...ASPECT_TEXT_DE_OTHER };
export { SOUTH_NODE_CONJUNCTION_TEXT_DE } from './aspects-other';
export {
  HOUSE_TEXT_DE,
  NORTH_NODE_AXIS_TEXT_DE,
  SOUTH_NODE_AXIS_TEXT_DE,
  SOUTH_NODE_HOUSE_TEXT_DE,
} from './houses';
