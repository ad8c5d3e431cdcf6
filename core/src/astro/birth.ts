import { ChartInputError } from './errors';
import type { PlaceCandidate, PlaceIndex } from './places';
import type { BirthData } from './schemas';
import type { ChartInput } from './types';

/**
 * Turns form birth data (city and country) into engine input: the best-ranked place supplies the
 * coordinates and the zone. Throws ChartInputError('city') when no place matches.
 */
export function chartInputFromBirthData(
  data: BirthData,
  places: PlaceIndex,
): { input: ChartInput; place: PlaceCandidate } {
  if (!data.city?.trim()) throw new ChartInputError('city', 'place name is empty');
  const place = places.resolve(data.city, data.country);
  const input: ChartInput = {
    name: data.name,
    year: data.year,
    month: data.month,
    day: data.day,
    hour: data.hour,
    minute: data.minute,
    city: place.name,
    nation: place.country,
    lat: place.lat,
    lng: place.lng,
    tz_str: place.tz,
  };
  if (data.house_system) input.house_system = data.house_system;
  if (data.utc_offset_minutes !== undefined) input.utc_offset_minutes = data.utc_offset_minutes;
  return { input, place };
}
