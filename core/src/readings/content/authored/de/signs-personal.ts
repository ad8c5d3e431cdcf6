// PLACEHOLDER until the German text lands: the English entries, so the German composer compiles.
import type { SignAbbrev } from '../../../../astro/types';
import { SIGN_TEXT } from '../signs';

export type PersonalSignPoint = 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn';

export const SIGN_TEXT_DE_PERSONAL: Record<PersonalSignPoint, Record<SignAbbrev, string>> = {
  Sun: SIGN_TEXT.Sun,
  Moon: SIGN_TEXT.Moon,
  Mercury: SIGN_TEXT.Mercury,
  Venus: SIGN_TEXT.Venus,
  Mars: SIGN_TEXT.Mars,
  Jupiter: SIGN_TEXT.Jupiter,
  Saturn: SIGN_TEXT.Saturn,
};
