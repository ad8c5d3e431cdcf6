// Texts for the cross-chart figures the English compatibility report leads with: a partner's
// planet on the empty leg of a natal T-square (a Grand Cross across the two charts), the same
// aspect between the same two planets both ways (a double contact), and a gap of a generation.
// Used by the compatibility report only.
import type { RelationshipKind } from '../relationship';

export type Modality = 'cardinal' | 'fixed' | 'mutable';

/** What a Grand Cross of each mode does between two people. */
export const GRAND_CROSS_SENSE: Record<Modality, string> = {
  cardinal:
    'four ends pulling at once, in signs that act first: the bond runs on decisions and crises, and rarely sits still',
  fixed:
    'four ends pulling at once, in signs that do not give ground: wills lock, and the tie is as hard to shift as it is to leave',
  mutable:
    'four ends pulling at once, in signs that adjust: plans, moods and roles keep changing, and nerves fray when nothing settles',
};

/** The one piece of advice a Grand Cross takes, by the bond. */
export const GRAND_CROSS_ADVICE: Record<RelationshipKind, string> = {
  romantic: 'It holds when the strain goes into a shared project rather than into each other.',
  friends: 'It holds when the friendship has something to do, not only something to talk about.',
  family: 'It holds when each of you is given a part of the family load that is plainly your own.',
  colleagues: 'It holds when each of you owns one side of the work outright.',
};

/** The second half of a double contact: the same aspect between the same planets, the other way round. */
export const DOUBLE_CONTACT: Record<'easy' | 'tense', (mirror: string) => string> = {
  tense: (m) =>
    `The same contact runs the other way, ${m}, so each of you is both the one who presses and the one pressed, and it weighs more than any single contact between you.`,
  easy: (m) =>
    `The same contact runs the other way, ${m}, so what one of you gives the other gives back, and it counts for more than any single contact between you.`,
};

/** One sentence for a gap of a generation or more, by the bond: what the different outer planets mean. */
export const AGE_GAP: Record<
  'romantic' | 'friends',
  (older: string, younger: string, years: number, outer: string) => string
> = {
  romantic: (o, y, n, outer) =>
    `${o} is ${n} years older than ${y}, so your ${outer} stand in different signs: you grew up under different skies, and what each of you takes for granted about freedom, ideals and change was set by a different generation.`,
  friends: (o, y, n, outer) =>
    `${o} is ${n} years older than ${y}, so your ${outer} stand in different signs: the friendship spans two generations, and each of you brings a different era's sense of what is normal.`,
};
