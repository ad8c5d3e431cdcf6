import { natalPositions, type NatalPositions } from '@orrery/core/astro/transits';
import { profileChart, type ProfileBirth } from '@orrery/core/readings/daily-note';

/**
 * A profile keeps the natal positions its transits are sought to (profiles.natal_positions),
 * computed when its birth data is saved rather than for every daily note and every visit to
 * Today. The stored value names the birth data it was computed from: one left behind by a change
 * that did not recompute it (an older row, a path other than the profile form) reads as absent.
 */
interface Stored extends NatalPositions {
  of: string;
}

function birthKey(birth: ProfileBirth): string {
  return [birth.birthDate, birth.birthTime, birth.birthLat, birth.birthLng, birth.birthTz].join('|');
}

/**
 * The positions of this birth data's chart and the column's value that keeps them; null when it
 * makes no chart (no date or place). Throws as the chart does.
 */
export function natalPositionsOf(birth: ProfileBirth): { positions: NatalPositions; stored: string } | null {
  const chart = profileChart(birth, '');
  if (!chart) return null;
  const positions = natalPositions(chart);
  return { positions, stored: JSON.stringify({ of: birthKey(birth), ...positions } satisfies Stored) };
}

/**
 * The column's value for this birth data, or null: a chart that fails leaves it empty, so saving
 * the profile still succeeds and its readers meet the failure.
 */
export function storedNatalPositions(birth: ProfileBirth): string | null {
  try {
    return natalPositionsOf(birth)?.stored ?? null;
  } catch {
    return null;
  }
}

/** The positions stored for this birth data; null when none are, or they are of other birth data. */
export function readNatalPositions(stored: string | null, birth: ProfileBirth): NatalPositions | null {
  if (!stored) return null;
  const value = JSON.parse(stored) as Stored;
  return value.of === birthKey(birth) ? value : null;
}

/** The birth fields of a profile row, as core names them. */
export function birthOf(row: {
  birth_date: string | null;
  birth_time: string | null;
  birth_lat: number | null;
  birth_lng: number | null;
  birth_tz: string | null;
}): ProfileBirth {
  return {
    birthDate: row.birth_date,
    birthTime: row.birth_time,
    birthLat: row.birth_lat,
    birthLng: row.birth_lng,
    birthTz: row.birth_tz,
  };
}
