// The time-zone reference (Python's zoneinfo on Debian's backzone-built tzdata; see
// core/scripts/tz-reference.py), loaded once for the tests and bench:astro.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { zoneOffsetMs } from '../time';

export interface TzReference {
  meta: { how: string; tzdata: string; zones: number };
  /** Per zone, [UTC seconds, offset seconds] at every change from 1850 to 2100. */
  zones: Record<string, [number, number][]>;
}

export const tzReference = JSON.parse(
  gunzipSync(readFileSync(new URL('./tz-reference.json.gz', import.meta.url))).toString('utf8'),
) as TzReference;

/**
 * Debian compiles these names from `backward`'s aliases although backzone, which it otherwise
 * includes, declares them links to the zone with their own history: they are compared with that
 * zone's reference.
 */
export const BACKZONE_LINKS: Record<string, string> = {
  'America/Kralendijk': 'America/Curacao',
  'America/Lower_Princes': 'America/Curacao',
  'America/Marigot': 'America/Port_of_Spain',
  'America/St_Barthelemy': 'America/Port_of_Spain',
  'Arctic/Longyearbyen': 'Europe/Oslo',
};

/** Changes of a zone where the engine's offset differs from the reference, as readable lines. */
export function zoneDisagreements(tz: string, changes: [number, number][]): string[] {
  const out: string[] = [];
  changes.forEach(([t, offset], i) => {
    const at = new Date(t * 1000).toISOString();
    const ours = zoneOffsetMs(tz, t * 1000) / 1000;
    if (ours !== offset) out.push(`${tz} at ${at}: ${ours} s, not ${offset} s`);
    const previous = changes[i - 1];
    const oursBefore = zoneOffsetMs(tz, (t - 1) * 1000) / 1000;
    if (previous && oursBefore !== previous[1]) {
      out.push(`${tz} just before ${at}: ${oursBefore} s, not ${previous[1]} s`);
    }
  });
  return out;
}

/** Every disagreement over the whole reference, the backzone links against their zones. */
export function allZoneDisagreements(): string[] {
  return Object.entries(tzReference.zones).flatMap(([tz, changes]) =>
    zoneDisagreements(tz, BACKZONE_LINKS[tz] ? (tzReference.zones[BACKZONE_LINKS[tz]] ?? []) : changes),
  );
}
