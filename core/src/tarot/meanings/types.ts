// The shape of the authored tarot meanings: one entry per card and orientation, written in our
// own words from Waite's Pictorial Key (1911) and the modern reading built on it. The composer
// frames these texts by position and question; it never builds a sentence out of a bare keyword.

/** What a question is about; a question is read under exactly one subject. */
export const TAROT_SUBJECTS = [
  'love',
  'work',
  'money',
  'health',
  'home',
  'travel',
  'study',
  'legal',
  'spirit',
] as const;
export type TarotSubject = (typeof TAROT_SUBJECTS)[number];

/** How a card leans when the question asks yes or no. */
export type TarotLean = 'yes' | 'no' | 'unclear';

export interface OrientationMeaning {
  /**
   * A noun phrase, lower case, with its article, 5-14 words: the card's sense in this
   * orientation, readable after any position frame ("Behind you lies …", "What crosses you is …",
   * "Ahead comes …", "At the root of it is …"). Never a bare keyword.
   */
  theme: string;
  /** Two to four full sentences: what the card means in this orientation. Names the card at most once. */
  meaning: string;
  /** One or two full sentences per subject, applying this card in this orientation to that area of life. */
  subjects: Record<TarotSubject, string>;
  /** One imperative sentence, ending with a full stop: the one thing this card asks you to do. */
  advice: string;
  /** This card's own answer to a yes/no question. */
  lean: TarotLean;
}

export interface CardMeaning {
  upright: OrientationMeaning;
  reversed: OrientationMeaning;
}

/** Card id (as in cards.json, e.g. "cups-06-six") to its authored meanings. */
export type CardMeanings = Record<string, CardMeaning>;
