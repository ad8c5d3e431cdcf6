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
export { Sky, type SkyBody } from './sky-track';
export {
  findTransits,
  rankTransits,
  DEFAULT_TRANSIT_ORBS,
  DEFAULT_TRANSIT_ORB_SET,
  TRANSIT_ORB_SETS,
  TRANSIT_ORB_SET_NAMES,
  TRANSIT_WEIGHTS,
  TRANSIT_BODIES,
  NATAL_POINTS,
  type Transit,
  type ExactPass,
  type TransitBody,
  type TransitOrbSet,
  type NatalPoint,
  type TransitOptions,
  type RankedTransit,
} from './transits';
export {
  skyEvents,
  lunarPhases,
  eclipses,
  ingresses,
  stations,
  voidOfCourse,
  moonAt,
  retrogradeAt,
  type SkyEvents,
  type LunarPhaseEvent,
  type EclipseEvent,
  type IngressEvent,
  type StationEvent,
  type VoidOfCourseEvent,
  type MoonNow,
  type ZodiacPlace,
} from './sky-events';
