// The compatibility ring: the score out of 44 drawn on a circle of circumference 220.
// Scores above 44 are possible (the rules can give up to 62), so the arc is clamped while the
// number next to it stays true.

export const SCORE_MAX = 44;
export const RING_CIRCUMFERENCE = 220;
export const RING_RADIUS = RING_CIRCUMFERENCE / (2 * Math.PI);

/** Length of the drawn arc for a score, between 0 and the circumference. */
export function ringArc(score: number): number {
  const clamped = Number.isFinite(score) ? Math.min(Math.max(score, 0), SCORE_MAX) : 0;
  return (clamped / SCORE_MAX) * RING_CIRCUMFERENCE;
}
