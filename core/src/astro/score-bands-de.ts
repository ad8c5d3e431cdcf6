// The German names of the relationship score's bands (score-bands.ts), shared by the German
// compatibility reading and the voice guide, so both call a band by the same name.
import { scoreBand, type ScoreDescription } from './score-bands';

export const SCORE_BANDS_DE: Record<ScoreDescription, string> = {
  Minimal: 'Minimal',
  Medium: 'Mittel',
  Important: 'Bedeutend',
  'Very Important': 'Sehr bedeutend',
  Exceptional: 'Außergewöhnlich',
  'Rare Exceptional': 'Selten außergewöhnlich',
};

/** The German name of a score's band: the stored label's when it is one of the bands, else the score's. */
export function scoreBandDe(score: number, label?: string): string {
  return label && label in SCORE_BANDS_DE
    ? SCORE_BANDS_DE[label as ScoreDescription]
    : SCORE_BANDS_DE[scoreBand(score).label];
}
