// The fictional births of the German natal reviews and their reports as the reviewers read them
// (written on 26 November 2026), so each review's test pins its findings on the same text.
import { natalChart } from '../../astro/chart';
import { composeNatal } from '../natal-report';

/** Year, month, day, hour and minute (null without a birth time), latitude, longitude, zone, city. */
export type ReviewBirth = readonly [
  number,
  number,
  number,
  number | null,
  number | null,
  number,
  number,
  string,
  string,
];

const NOW = new Date('2026-11-26T12:00:00Z');

/** Each birth's German natal report, keyed by the first name it addresses. */
export function germanNatalReports<K extends string>(births: Record<K, ReviewBirth>): Record<K, string> {
  return Object.fromEntries(
    (Object.keys(births) as K[]).map((name) => {
      const [year, month, day, hour, minute, lat, lng, tz_str, city] = births[name];
      const chart = natalChart({ name, year, month, day, hour, minute, lat, lng, tz_str, city });
      return [name, composeNatal({ chart, firstName: name, now: NOW, language: 'de' }).markdown];
    }),
  ) as Record<K, string>;
}
