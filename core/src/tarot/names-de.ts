// The cards' names as German decks print them, keyed by the deck's card ids, for German screens.
// No JSON is imported here: the result pages use these names without loading the deck itself.
// A test checks that every card of the deck has its German name.
import type { Language } from '../api/language';
import type { Rank, Suit } from './deck';

const MAJOR_DE = {
  'major-00-fool': 'Der Narr',
  'major-01-magician': 'Der Magier',
  'major-02-high-priestess': 'Die Hohepriesterin',
  'major-03-empress': 'Die Herrscherin',
  'major-04-emperor': 'Der Herrscher',
  'major-05-hierophant': 'Der Hierophant',
  'major-06-lovers': 'Die Liebenden',
  'major-07-chariot': 'Der Wagen',
  'major-08-strength': 'Die Kraft',
  'major-09-hermit': 'Der Eremit',
  'major-10-wheel-of-fortune': 'Das Rad des Schicksals',
  'major-11-justice': 'Die Gerechtigkeit',
  'major-12-hanged-man': 'Der Gehängte',
  'major-13-death': 'Der Tod',
  'major-14-temperance': 'Die Mäßigkeit',
  'major-15-devil': 'Der Teufel',
  'major-16-tower': 'Der Turm',
  'major-17-star': 'Der Stern',
  'major-18-moon': 'Der Mond',
  'major-19-sun': 'Die Sonne',
  'major-20-judgement': 'Das Gericht',
  'major-21-world': 'Die Welt',
} as const;

/** The suits in the genitive plural, as they follow "der": "Königin der Kelche". */
const SUIT_DE: Record<Suit, string> = {
  wands: 'Stäbe',
  cups: 'Kelche',
  swords: 'Schwerter',
  pentacles: 'Münzen',
};

/** In the deck's order: the number in a card id is the rank's place here. */
const RANK_DE: Record<Rank, string> = {
  ace: 'Ass',
  two: 'Zwei',
  three: 'Drei',
  four: 'Vier',
  five: 'Fünf',
  six: 'Sechs',
  seven: 'Sieben',
  eight: 'Acht',
  nine: 'Neun',
  ten: 'Zehn',
  page: 'Bube',
  knight: 'Ritter',
  queen: 'Königin',
  king: 'König',
};

/** The 78 German names by card id ("cups-13-queen" → "Königin der Kelche"). */
export const CARD_NAMES_DE: ReadonlyMap<string, string> = new Map([
  ...Object.entries(MAJOR_DE),
  ...Object.entries(SUIT_DE).flatMap(([suit, suitName]) =>
    Object.entries(RANK_DE).map(
      ([rank, rankName], i) =>
        [`${suit}-${String(i + 1).padStart(2, '0')}-${rank}`, `${rankName} der ${suitName}`] as const,
    ),
  ),
]);

/**
 * A drawn card's name for a screen in `language`: German from the table, else the name the
 * reading stored (English, as the readings' prose names it).
 */
export function cardNameIn(card: { cardId: string; name: string }, language: Language): string {
  return (language === 'de' ? CARD_NAMES_DE.get(card.cardId) : undefined) ?? card.name;
}
