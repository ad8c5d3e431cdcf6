/** Kerykeion's labels for the relationship score (RelationshipScoreFactory, v5), lowest first. */
export const SCORE_BANDS = [
  { label: 'Minimal', min: 0 },
  { label: 'Medium', min: 5 },
  { label: 'Important', min: 10 },
  { label: 'Very Important', min: 15 },
  { label: 'Exceptional', min: 20 },
  { label: 'Rare Exceptional', min: 30 },
] as const;

export type ScoreDescription = (typeof SCORE_BANDS)[number]['label'];

export function scoreBand(score: number): { label: ScoreDescription; min: number; max: number | null } {
  const index = SCORE_BANDS.findLastIndex((band) => score >= band.min);
  const band = SCORE_BANDS[Math.max(index, 0)]!;
  const next = SCORE_BANDS[index + 1];
  return { label: band.label, min: band.min, max: next ? next.min - 1 : null };
}
