// Public API of the chart engine (pure; the Node-only place loader is ./places-node).
export * from './types';
export { ChartInputError, AmbiguousLocalTimeError, type LocalTimeIssue } from './errors';
export { natalChart, chartAtJulianDay, EPHEMERIS_NAME } from './chart';
export { natalAspects, synastryAspects, aspectBetween, MAJOR_ASPECTS } from './aspects';
export {
  relationshipScore,
  relationshipScoreFromInputs,
  scoreDescription,
  type RelationshipScore,
  type ScoreRuleHit,
  type ScoreDescription,
} from './score';
export { resolveLocalTime, assertTimeZone, type LocalDateTime, type ResolvedTime } from './time';
export {
  PlaceIndex,
  normalizePlaceName,
  type Place,
  type PlaceCandidate,
  type PlaceSearchOptions,
} from './places';
export { chartInputFromBirthData } from './birth';
export { CHIRON_FIRST_YEAR, CHIRON_LAST_YEAR } from './chiron';
export * from './schemas';
