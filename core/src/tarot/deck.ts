// The 78-card Rider-Waite-Smith deck and the two spreads, typed over the shared JSON data so the
// server, the browser and the reading writer agree on card ids and position order.
import cardsData from './cards.json' with { type: 'json' };
import spreadsData from './spreads.json' with { type: 'json' };

export type Arcana = 'major' | 'minor';
export type Suit = 'wands' | 'cups' | 'swords' | 'pentacles';
export type Rank =
  | 'ace'
  | 'two'
  | 'three'
  | 'four'
  | 'five'
  | 'six'
  | 'seven'
  | 'eight'
  | 'nine'
  | 'ten'
  | 'page'
  | 'knight'
  | 'queen'
  | 'king';

export interface TarotCard {
  id: string;
  name: string;
  arcana: Arcana;
  suit: Suit | null;
  number: number;
  rank: Rank | null;
  /** File name of the picture; the SPA serves it as /tarot/<image>. */
  image: string;
  keywords: string[];
}

export type SpreadId = 'three-card' | 'celtic-cross';
export const SPREAD_IDS: readonly SpreadId[] = ['three-card', 'celtic-cross'];

export interface SpreadPosition {
  index: number;
  key: string;
  label: string;
  traditionalLabel?: string;
}

export interface Spread {
  id: SpreadId;
  name: string;
  positions: SpreadPosition[];
}

export const DECK: readonly TarotCard[] = cardsData.cards as TarotCard[];

export const SPREADS: Readonly<Record<SpreadId, Spread>> = Object.fromEntries(
  (spreadsData.spreads as Spread[]).map((s) => [s.id, s]),
) as Record<SpreadId, Spread>;

const BY_ID = new Map(DECK.map((c) => [c.id, c]));
const BY_NAME = new Map(DECK.map((c) => [c.name.toLowerCase(), c]));

export function cardById(id: string): TarotCard | undefined {
  return BY_ID.get(id);
}

/** Case-insensitive lookup by the printed name ("The Tower", "ten of cups"). */
export function cardByName(name: string): TarotCard | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}

export function isSpreadId(value: string): value is SpreadId {
  return (SPREAD_IDS as readonly string[]).includes(value);
}
