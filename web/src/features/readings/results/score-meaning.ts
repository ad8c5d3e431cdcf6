import { scoreBand, type ScoreDescription } from '@orrery/core/astro/score-bands';

const MEANING: Record<ScoreDescription, string> = {
  Minimal:
    'few of the classic ties the score looks for link your charts, so what holds you together lies elsewhere',
  Medium:
    'some of the classic ties link your charts: a real connection that leaves each of you room to be yourselves',
  Important: 'several strong ties link your charts, so you are likely to feel each other’s influence clearly',
  'Very Important':
    'many strong ties link your charts: a bond that tends to matter a great deal to both of you',
  Exceptional: 'an unusually dense web of ties links your charts: a bond that is hard to ignore',
  'Rare Exceptional': 'ties on nearly every point the score looks at: one of the rarest results',
};

/**
 * What the score's label means for these two people, in words: the scale keeps its name, the
 * sentence says where the score sits on it and what that band suggests.
 */
export function scoreMeaning(score: number, names: [string, string], ties: number): string {
  const band = scoreBand(score);
  const range = band.max === null ? `${band.min} or more` : `${band.min} to ${band.max}`;
  const counted = ties === 1 ? 'one scoring tie' : `${ties} scoring ties`;
  return `${names[0]} and ${names[1]} score ${score} from ${counted}, in the band the scale calls “${band.label}” (${range}): ${MEANING[band.label]}. The score measures how strongly your charts engage each other, not whether it will be easy.`;
}
