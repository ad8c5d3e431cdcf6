// A birth as a client types it: a name, a date and time, and a town the product's own place index
// resolves, so the tests cast charts the way the form does.
import { chartInputFromBirthData } from '../../astro/birth';
import { loadPlaceIndex } from '../../astro/places-node';
import type { ChartInput } from '../../astro/types';

const places = loadPlaceIndex();

export const born = (
  name: string,
  [year, month, day, hour, minute]: number[],
  city: string,
  country: string,
): ChartInput =>
  chartInputFromBirthData(
    { name, year: year!, month: month!, day: day!, hour: hour!, minute: minute!, city, country },
    places,
  ).input;

/** The same birth as the reading form sends it (no time: `null`), for tests that go through `prepareReading`. */
export const typedBirth = (
  firstName: string,
  birthDate: string,
  birthTime: string | null,
  city: string,
  country: string,
) => ({ firstName, lastName: 'Test', birthDate, birthTime, city, country });
